import { storeInfoPayloadKey } from '@pear/shared/domain';

describe('storeInfoPayloadKey', () => {
  it.each([
    ['name', 'Full name'],
    ['email', 'Contact'],
    ['location', 'Location'],
    ['website', 'website'],
    ['linkedin', 'LinkedIn Url'],
    ['background', 'Background'],
    ['phone', 'phone'],
    ['title', 'title'],
    ['nationality', 'nationality'],
    ['industry', 'industry'],
    ['toString', 'toString'],
  ])('maps %s to %s', (key, payloadKey) => {
    expect(storeInfoPayloadKey(key)).toBe(payloadKey);
  });
});

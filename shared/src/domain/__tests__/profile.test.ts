import { type EditedProfileField, STORE_INFO_KEYS, storeInfoPayloadKey, toStoreInfoBody } from '@pear/shared/domain';

describe('storeInfoPayloadKey', () => {
  it.each<[EditedProfileField, string]>([
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
  ])('maps %s to %s', (key, payloadKey) => {
    expect(storeInfoPayloadKey(key)).toBe(payloadKey);
  });

  it('maps every edited field to a payload key of the contract', () => {
    for (const key of ['name', 'email', 'location', 'linkedin', 'background', 'raisingAmount'] as const) {
      expect(STORE_INFO_KEYS).toContain(storeInfoPayloadKey(key));
    }
  });
});

describe('toStoreInfoBody', () => {
  it('puts each value, as typed, under its payload key and leaves out fields without a value', () => {
    expect(toStoreInfoBody({ name: ' Ada ', vision: 'Compute everything', phone: undefined })).toEqual({
      'Full name': ' Ada ',
      vision: 'Compute everything',
    });
  });
});

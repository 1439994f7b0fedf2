import { externalUrl } from '@pear/shared/domain';

describe('externalUrl', () => {
  it.each([
    ['acme.io', 'https://acme.io/'],
    ['https://linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['http://example.com/a?b=1', 'http://example.com/a?b=1'],
    ['  linkedin.com/in/ada  ', 'https://linkedin.com/in/ada'],
  ])('links %s as %s', (value, href) => {
    expect(externalUrl(value)).toBe(href);
  });

  it.each(['javascript:alert(1)', 'mailto:a@b.c', '', '   ', null, undefined, 'https://'])('refuses %p', (value) => {
    expect(externalUrl(value)).toBeNull();
  });
});

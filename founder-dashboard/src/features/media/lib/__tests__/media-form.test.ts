import { mediaItemFixture } from '@pear/shared/testing';

import { EMPTY_MEDIA_FORM, formValuesOf, movedOrder, platformPreview, readMediaForm } from '../media-form';

describe('media form', () => {
  it('reads a valid form as the API body: trimmed, an empty thumbnail as null', () => {
    expect(
      readMediaForm({ type: 'Tweet', title: '  Launch day ', url: ' https://x.com/ada/status/1 ', thumbnailUrl: '  ' }),
    ).toEqual({
      body: { type: 'Tweet', title: 'Launch day', url: 'https://x.com/ada/status/1', thumbnailUrl: null },
      errors: null,
    });
  });

  it("says what is wrong with each field in the contract's words, without the field's name", () => {
    expect(
      readMediaForm({ ...EMPTY_MEDIA_FORM, url: 'ftp://files.example.com/a', thumbnailUrl: 'http://a.com/b.png' }),
    ).toEqual({
      body: null,
      errors: {
        title: 'Must not be empty',
        url: 'Must be an http:// or https:// web address',
        thumbnailUrl: 'Must be an https:// image address',
      },
    });
  });

  it('previews the platform only for a link the server would take', () => {
    expect(platformPreview('https://open.spotify.com/episode/1')).toBe('Spotify');
    expect(platformPreview('https://www.ledgerly.io/blog')).toBe('ledgerly.io');
    expect(platformPreview('https://pod')).toBeNull();
    expect(platformPreview('javascript:alert(1)')).toBeNull();
    expect(platformPreview('')).toBeNull();
  });

  it('moves one id up or down, and not past either end', () => {
    expect(movedOrder(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 0, -1)).toBeNull();
    expect(movedOrder(['a', 'b', 'c'], 2, 1)).toBeNull();
  });

  it("starts an edit from the item's values", () => {
    expect(formValuesOf(mediaItemFixture({ thumbnailUrl: null }))).toEqual({
      type: 'Podcast',
      title: 'Building payments for freelancers',
      url: 'https://podcasts.apple.com/us/podcast/founders/id123',
      thumbnailUrl: '',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { sizedImageUrl, srcSet } from '../../src/widget/image-url';

const tee = 'https://demo.shop-embed.test/cdn/shop/files/classic-cotton-tee-white.png?v=1704067200';

describe('sizedImageUrl', () => {
  it('inserts _{w}x{h} before the extension and keeps the query string', () => {
    expect(sizedImageUrl(tee, 400, 300)).toBe('https://demo.shop-embed.test/cdn/shop/files/classic-cotton-tee-white_400x300.png?v=1704067200');
    expect(sizedImageUrl('https://x.test/a.b/photo.jpeg#top', 200)).toBe('https://x.test/a.b/photo_200x.jpeg#top');
  });

  it('leaves a URL without an extension alone (a dot in the host is not one)', () => {
    expect(sizedImageUrl('https://cdn.example.com/files/photo?v=2', 100, 100)).toBe('https://cdn.example.com/files/photo?v=2');
    expect(sizedImageUrl('https://x.test/a.b/photo?v=1.2#f.g', 100)).toBe('https://x.test/a.b/photo?v=1.2#f.g');
  });

  it('sizes before the last dot of the file name, rounding the sizes', () => {
    expect(sizedImageUrl('https://x.test/tee.v2.PNG?x=a.b', 99.5, 66.4)).toBe('https://x.test/tee.v2_100x66.PNG?x=a.b');
    expect(sizedImageUrl('https://x.test/files/.png', 10)).toBe('https://x.test/files/_10x.png');
    expect(sizedImageUrl('https://x.test/files/photo.', 10, 5)).toBe('https://x.test/files/photo_10x5.');
  });

  it('builds a srcset, keeping the shape when given a ratio', () => {
    expect(srcSet(tee, [100, 200], 1.5)).toBe(
      'https://demo.shop-embed.test/cdn/shop/files/classic-cotton-tee-white_100x150.png?v=1704067200 100w, https://demo.shop-embed.test/cdn/shop/files/classic-cotton-tee-white_200x300.png?v=1704067200 200w',
    );
  });
});

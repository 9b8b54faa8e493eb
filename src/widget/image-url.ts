/**
 * The CDN URL of an image resized to `width` × `height`: `_{w}x{h}` goes before the file extension and any query string
 * is kept (SPEC §2). Without `height` the suffix is `_{w}x` (the CDN keeps the aspect ratio). A URL with no extension
 * is returned unchanged.
 *
 * @example
 * sizedImageUrl('https://shop.test/cdn/shop/files/tee.png?v=1', 400, 300); // 'https://shop.test/cdn/shop/files/tee_400x300.png?v=1'
 */
export function sizedImageUrl(url: string, width: number, height?: number): string {
  // The path is what comes before `?` or `#`; its extension, the last dot's, has no `/` after it.
  return url.replace(
    /^([^?#]*)(\.[^./?#]*)(?=[?#]|$)/,
    (_, path: string, extension: string) => `${path}_${Math.round(width)}x${height === undefined ? '' : Math.round(height)}${extension}`,
  );
}

/** Widths offered in `srcset` by default: enough steps for a card from phone to 2× desktop. */
export const DEFAULT_WIDTHS = [180, 360, 540, 720, 1080] as const;

/**
 * A `srcset` of sized URLs; with `ratio` (height / width) each candidate keeps that shape.
 *
 * @example
 * srcSet('https://shop.test/a.png', [200, 400]); // 'https://shop.test/a_200x.png 200w, https://shop.test/a_400x.png 400w'
 */
export function srcSet(url: string, widths: readonly number[] = DEFAULT_WIDTHS, ratio?: number): string {
  return widths.map((w) => `${sizedImageUrl(url, w, ratio ? Math.round(w * ratio) : undefined)} ${w}w`).join(', ');
}

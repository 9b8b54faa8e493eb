/**
 * The URL of `image` resized to fit `maxWidth` × `maxHeight`: `_{maxWidth}x{maxHeight}` goes before the file extension
 * (the last `.` of the part before the query string), and the query string is kept. As in `shopify-buy`, a URL with
 * no `.` before its query is returned unchanged, and an already sized URL gets a second suffix.
 *
 * @example
 * imageForSize({ src: 'https://cdn.shopify.com/a/tee.jpg?v=1' }, { maxWidth: 100, maxHeight: 80 });
 * // 'https://cdn.shopify.com/a/tee_100x80.jpg?v=1'
 */
export function imageForSize(image: { src: string }, { maxWidth, maxHeight }: { maxWidth: number; maxHeight: number }): string {
  const [path = '', query] = image.src.split('?');
  const dot = path.lastIndexOf('.');
  const sized = dot < 0 ? path : `${path.slice(0, dot)}_${maxWidth}x${maxHeight}${path.slice(dot)}`;
  return query ? `${sized}?${query}` : sized;
}

/** `client.image`. */
export const imageResource = { helpers: { imageForSize } };

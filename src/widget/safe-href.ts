/**
 * `url` when it is an absolute http(s) address, else null: shop data (a product's or policy's URL) must never put a
 * `javascript:` or `data:` link on the host page. Callers render plain text instead of a link for null.
 *
 * @example
 * safeHref('javascript:alert(1)'); // null
 */
export function safeHref(url: string | null | undefined): string | null {
  try {
    return url && /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

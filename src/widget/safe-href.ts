/**
 * `url` when it is an absolute http(s) address, else null: shop data (a product's or policy's URL) must never put a
 * `javascript:` or `data:` link on the host page. Callers render plain text instead of a link for null. It must begin
 * `http://` or `https://` as written: a browser reads no other scheme from such an address, and one it would read as
 * http(s) only once cleaned (spaces before it, a tab within the scheme, backslashes) is refused.
 *
 * @example
 * safeHref('javascript:alert(1)'); // null
 */
export function safeHref(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

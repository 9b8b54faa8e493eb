/**
 * Where a product's title links, from the site's `productUrl` template (`/shop/:handle`,
 * `https://example.com/products/:handle`): the template with the handle in place of `:handle`, or null without a template
 * (no link: the shop's own product page is not the site's).
 *
 * @example
 * productHref('/shop/:handle', 'classic-cotton-tee'); // '/shop/classic-cotton-tee'
 */
export function productHref(template: string | undefined, handle: string): string | null {
  return template ? template.replaceAll(':handle', encodeURIComponent(handle)) : null;
}

/**
 * Why a `productUrl` template cannot be used, or null when it can: `handle` (it has no `:handle`), `scheme` (it is
 * neither a path nor an http(s) address: a `javascript:` template must never become a link).
 *
 * @example
 * productUrlProblem('javascript:alert(1)//:handle'); // 'scheme'
 */
export function productUrlProblem(template: string): 'handle' | 'scheme' | null {
  if (!template.includes(':handle')) return 'handle';
  try {
    return /^https?:$/.test(new URL(template.replaceAll(':handle', 'h'), 'https://base.invalid/').protocol) ? null : 'scheme';
  } catch {
    return 'scheme';
  }
}

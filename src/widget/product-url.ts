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
  // A scheme as browsers read it (spaces and control characters dropped), which only http(s) may be; none: a path.
  const url = template.replace(/[\0- ]/g, '');
  return !url.includes(':handle') ? 'handle' : /^[a-z][\w+.-]*:/i.test(url) && !/^https?:/i.test(url) ? 'scheme' : null;
}

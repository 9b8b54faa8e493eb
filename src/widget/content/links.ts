import { asLink, type LinkField, type LinkResolverFunction, type PrismicDocument } from '@prismicio/client';

/** Schemes a content link may use; anything else (`javascript:`, `data:`, `vbscript:`) becomes plain text. */
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * Where a content link goes, through the library's `asLink` and the site's link resolver, or null when it has nowhere
 * safe to go: content is written by editors, and a `javascript:` URL must never reach the page.
 *
 * @example
 * contentHref({ link_type: 'Web', url: 'javascript:alert(1)' }); // null
 */
export function contentHref(field: LinkField | PrismicDocument | null | undefined, linkResolver?: LinkResolverFunction): string | null {
  let href: string | null | undefined;
  try {
    href = field ? asLink(field, linkResolver ? { linkResolver } : {}) : null;
  } catch {
    href = null;
  }
  if (!href) return null;
  try {
    return SAFE_SCHEMES.includes(new URL(href, 'https://relative.invalid/').protocol) ? href : null;
  } catch {
    return null;
  }
}

/**
 * A link resolver from a path template (`/pages/:uid`, `/:lang/:uid`): what a script tag can say in an attribute.
 *
 * @example
 * linkTemplate('/pages/:uid')({ type: 'page', uid: 'about', lang: 'en-us' }); // '/pages/about'
 */
export function linkTemplate(template: string): LinkResolverFunction {
  return (doc) => {
    const values: Record<string, string | null | undefined> = { uid: doc.uid, lang: doc.lang, type: doc.type };
    let missing = false;
    const path = template.replace(/:(uid|lang|type)/g, (_, name: string) => {
      const value = values[name];
      if (!value) missing = true;
      return encodeURIComponent(value ?? '');
    });
    return missing ? null : path;
  };
}

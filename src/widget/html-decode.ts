/** The entities a shop's editor writes by name; any other is left as written. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text of HTML no parser may read (a page that refuses our Trusted Types policy, trusted-types.ts) or where there is
 * none (a React server render): its tags dropped, entities by number and the common ones by name decoded (the browser's
 * parser decodes every named one: a rarer one, `&rsquo;`, differs at hydration). The components' descriptions read it
 * there (html-text.ts); the first script leaves them to the components, so it does not carry this.
 */
export const decodeHtml = (html: string): string =>
  html.replace(/<[^>]*>/g, '').replace(/&(#x?)?(\w+);/gi, (all, hash: string | undefined, name: string) => {
    if (!hash) return ENTITIES[name] ?? all;
    const code = parseInt(name, hash[1] ? 16 : 10);
    return code < 0x110000 ? String.fromCodePoint(code) : all;
  });

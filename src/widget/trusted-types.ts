// The bundle's own Trusted Types policy, `shop-embed` (README "Content-Security-Policy"). A page that sends
// `require-trusted-types-for 'script'` refuses a plain string at every HTML, script or script-URL sink; we reach three: a
// product's description HTML (parsed inert for its text, html-text.ts, or cleaned by DOMPurify before it is shown,
// src/scripts/sanitize), the URLs of our own chunk files, each checked against the hash the build wrote in
// (src/mount/chunks.ts), and the JSON of the structured data blocks (never run; the policy takes nothing but JSON there).
// The policy is no global: only our files hold it.

export interface ShopPolicy {
  createHTML(html: string): string;
  createScriptURL(url: string): string;
  createScript(json: string): string;
}

let made: ShopPolicy | null | undefined;
try {
  made = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: ShopPolicy): ShopPolicy } }).trustedTypes?.createPolicy('shop-embed', {
    createHTML: String,
    createScriptURL: String,
    createScript: (json) => (JSON.parse(json), json),
  });
} catch {
  made = null;
}

/**
 * The policy, made once as the bundle starts: `undefined` in a browser without Trusted Types (strings go to the sinks as
 * they are), `null` where the page's `trusted-types` directive does not name `shop-embed`: then no string of ours reaches
 * a sink (chunks load as modules, descriptions are read without a parser) and the components say which directive to add.
 */
export const policy = made;

// The first script's own `<script>` tag: its URL places the chunks beside it, and its nonce, crossorigin and data-shop-*
// attributes go with them. `document.currentScript` names it for a classic tag (plain, `async` or `defer`); a module
// (`type="module"`) has none, so there it is the tag whose URL the stack names (Chromium writes `at https://…/x.js:1:2`,
// Firefox and Safari `@https://…/x.js:1:2`): the file this code runs from, whatever its name or the tags around it.

/** The tag this code was loaded by, or null (loaded some other way: then the page hears so, src/scripts/first-script). */
export function ownTag(doc: Document, stack = new Error().stack ?? ''): HTMLScriptElement | null {
  return (doc.currentScript as HTMLScriptElement | null) ?? [...doc.scripts].find((tag) => tag.src && stack.includes(`${tag.src}:`)) ?? null;
}

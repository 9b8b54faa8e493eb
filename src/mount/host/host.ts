// Which elements take a widget's shadow root directly (the first script paints into those; src/mount/host/shadow-host.ts
// finds the root for the others, in the components).

/** The elements that can hold a shadow root (besides custom elements). */
const SHADOW_CAPABLE = /^(ARTICLE|ASIDE|BLOCKQUOTE|BODY|DIV|FOOTER|H[1-6]|HEADER|MAIN|NAV|P|SECTION|SPAN)$/;

export function canHoldShadow(el: Element): boolean {
  return el.localName.includes('-') || SHADOW_CAPABLE.test(el.tagName.toUpperCase());
}

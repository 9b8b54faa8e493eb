// The declaration notes chunk (`dist/shop-embed.declaration-notes.min.js`; in ESM a dynamic `import()` chunk), loaded only
// when a card's line-properties declaration cannot be read: the console line a site owner reads, with the host and the
// attribute, and for text that is not JSON where it goes wrong (json-syntax.ts).
import { formatMessage } from '../../cart-client';

export { syntaxProblem } from '../../widget/json-syntax';

/** Problems already printed: each once per page, however many cards repeat it. */
const warned = new Set<string>();

/**
 * Prints a bad declaration's problem the way the mount layer names a host (`<div data-shop-product="mug">`) and the
 * attribute it came from, read off the card's host element (none when the card is rendered outside ShopEmbed's hosts).
 */
export function warnOnce(el: Element, problem: string) {
  const root = el.getRootNode() as ShadowRoot;
  const host = root.host && (root.host.closest('[data-shop-product]') ?? root.host);
  const attribute = ['data-shop-line-properties', 'line-properties'].find((a) => host?.hasAttribute(a)) ?? 'lineProperties';
  const key = `${attribute}: ${problem}`;
  if (warned.has(key)) return;
  warned.add(key);
  const custom = host?.localName.includes('-');
  const name = custom ? 'handle' : 'data-shop-product';
  const value = host?.getAttribute(name);
  const where = host ? `<${host.localName}${value || !custom ? ` ${name}${value ? `="${value}"` : ''}` : ''}>: ` : '';
  console.warn(formatMessage(`${where}${key}; the card refuses its add until this is fixed`));
}

// The structured data chunk (`shop-embed.structured-data.min.js`, loaded once a card or grid has something to describe):
// one `<script type="application/ld+json">` per product and per collection in the page's `<head>`, however many widgets
// show it (`data-shop-ld` names it), written again when it is read again (another market's prices), and taken away when
// the last widget showing it goes (unmounted, removed from the page: a single-page app's routes leave no stale block). A JSON block is data, not script: a strict CSP
// that allows no inline script runs nothing and refuses nothing here. A block the server renderer wrote (src/server) is
// the same block, found by the same key, so a prerendered page never holds two.
import type { Described } from '../../widget/config';
import { itemListJsonLd, jsonLdText, productJsonLd, type StructuredDataContext } from '../../widget/structured-data';
import { policy } from '../../widget/trusted-types';

/** The attribute that keys a block: `product:<handle>`, `collection:<handle>`. */
export const STRUCTURED_DATA_KEY = 'data-shop-ld';

/** The blocks this script wrote (not the server's): `destroy()` takes them away with the widgets that described them. */
const written = new Set<Element>();
/** How many widgets show each block now: the last one to go takes it with it. */
const holders = new Map<Element, number>();

/** Removes the blocks the widgets wrote, so a page torn down (a single-page app's route) describes nothing it no longer shows. */
export function forget() {
  written.forEach((block) => block.remove());
  written.clear();
  holders.clear();
}

/**
 * Writes (or rewrites) the block of `what`, with the page's address and the settings' product URL template and country;
 * the function it returns lets go of it (the widget that described it went): the block goes with the last holder, the
 * server's too (it described a widget that is no longer there).
 */
export function describe(doc: Document, what: Described, settings: Omit<StructuredDataContext, 'pageUrl'>): () => void {
  // A page that refuses our Trusted Types policy would refuse the block's text too (Chromium reports each block as blocked).
  if (policy === null) return () => {};
  const context = { pageUrl: doc.URL.replace(/#.*/, ''), productUrl: settings.productUrl, country: settings.country };
  const [key, data] =
    'product' in what
      ? [`product:${what.product.handle}`, productJsonLd(what.product, context)]
      : [`collection:${what.collection.handle}`, itemListJsonLd(what.collection.title, what.products, context)];
  let block = [...doc.querySelectorAll<HTMLScriptElement>(`script[${STRUCTURED_DATA_KEY}]`)].find(
    (el) => el.getAttribute(STRUCTURED_DATA_KEY) === key,
  );
  if (!block) {
    block = doc.createElement('script');
    block.setAttribute('type', 'application/ld+json');
    block.setAttribute(STRUCTURED_DATA_KEY, key);
    doc.head.append(block);
    written.add(block);
  }
  const text = jsonLdText(data);
  // A page that enforces Trusted Types takes a script's text only through a policy, even a block that never runs: ours
  // makes nothing but JSON trusted (src/widget/trusted-types.ts).
  if (block.textContent !== text) block.text = policy ? policy.createScript(text) : text;
  const held = block;
  holders.set(held, (holders.get(held) ?? 0) + 1);
  let released = false;
  return () => {
    if (released || !holders.has(held)) return; // let go already, or forgotten with the page's widgets
    released = true;
    const left = holders.get(held)! - 1;
    if (left > 0) return void holders.set(held, left);
    holders.delete(held);
    written.delete(held);
    held.remove();
  };
}

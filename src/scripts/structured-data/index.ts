// The structured data chunk (`shop-embed.structured-data.min.js`, loaded once a card or grid has something to describe):
// one `<script type="application/ld+json">` in the page's `<head>` for every product and collection its widgets show, each
// once however many widgets show it (its key, `product:<handle>`, listed in `data-shop-ld`), an array when there are several
// (JSON-LD's form for independent items, which Google reads as such:
// https://developers.google.com/search/docs/appearance/structured-data/sd-policies#multiple-items), so a grid of fifty cards
// adds two nodes to the page, not fifty. An item is written again when it is read again (another market's prices) and
// taken away when the last widget showing it goes (unmounted, removed from the page: a single-page app's routes leave no
// stale item). A JSON block is data, not script: a strict CSP that allows no inline script runs nothing and refuses nothing
// here. A block the server renderer wrote for a product (src/server) is taken into the page's as the product is described
// here, so a prerendered page never says a product twice.
import type { Described } from '../../widget/config';
import { itemListJsonLd, jsonLdText, productJsonLd, type StructuredDataContext } from '../../widget/structured-data';
import { policy } from '../../widget/trusted-types';

/** The attribute that names what a block describes: `product:<handle>`, `collection:<handle>` (the page's block: its keys, space-separated). */
export const STRUCTURED_DATA_KEY = 'data-shop-ld';

/** What the page's block says, by key, in the order first described, and how many widgets show each. */
const items = new Map<string, { data: Record<string, unknown>; holders: number }>();
/** The page's block, once there is something in it. */
let block: HTMLScriptElement | undefined;
let queued = false;

/** Removes the block the widgets wrote, so a page torn down (a single-page app's route) describes nothing it no longer shows. */
export function forget() {
  items.clear();
  block?.remove();
  block = undefined;
}

/** Writes the block as `items` say (at most once a task: fifty cards described in one task are one write). */
function write(doc: Document) {
  queued = false;
  const data = [...items.values()].map((item) => item.data);
  if (!data.length) return forget();
  if (!block?.isConnected) {
    block = doc.createElement('script');
    block.setAttribute('type', 'application/ld+json');
    doc.head.append(block);
  }
  block.setAttribute(STRUCTURED_DATA_KEY, [...items.keys()].join(' '));
  const text = jsonLdText(data.length > 1 ? data : data[0]!);
  // A page that enforces Trusted Types takes a script's text only through a policy, even a block that never runs: ours
  // makes nothing but JSON trusted (src/widget/trusted-types.ts).
  if (block.textContent !== text) block.text = policy ? policy.createScript(text) : text;
}

function rewrite(doc: Document) {
  if (queued) return;
  queued = true;
  queueMicrotask(() => write(doc));
}

/**
 * Describes `what` in the page's block, with the page's address and the settings' product URL template and country; the
 * function it returns lets go of it (the widget that described it went): the item goes with its last holder.
 */
export function describe(doc: Document, what: Described, settings: Omit<StructuredDataContext, 'pageUrl'>): () => void {
  // A page that refuses our Trusted Types policy would refuse the block's text too (Chromium reports each block as blocked).
  if (policy === null) return () => {};
  const context = { pageUrl: doc.URL.replace(/#.*/, ''), productUrl: settings.productUrl, country: settings.country };
  const [key, data] =
    'product' in what
      ? [`product:${what.product.handle}`, productJsonLd(what.product, context)]
      : [`collection:${what.collection.handle}`, itemListJsonLd(what.collection.title, what.products, context)];
  for (const server of doc.querySelectorAll(`script[${STRUCTURED_DATA_KEY}]`))
    if (server !== block && server.getAttribute(STRUCTURED_DATA_KEY) === key) server.remove();
  const item = items.get(key) ?? { data, holders: 0 };
  item.data = data;
  item.holders += 1;
  items.set(key, item);
  rewrite(doc);
  let released = false;
  return () => {
    // Let go already, or forgotten with the page's widgets.
    if (released || items.get(key) !== item) return;
    released = true;
    if (--item.holders > 0) return;
    items.delete(key);
    rewrite(doc);
  };
}

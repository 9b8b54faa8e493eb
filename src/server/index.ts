// `shop-embed/server`: a page's product cards written into its own HTML, for search engines and for a first paint that
// needs no script. `renderPage` reads the page as the first script would (src/server/page.ts), reads every product in one
// storefront request, and fills each host with a declarative shadow root holding the card as the components first draw
// it (src/server/card.ts), the cards' stylesheet linked in it; it adds each product's schema.org JSON-LD to <head> and the
// answers the first script needs to adopt the cards without asking the shop again (src/scripts/first-script/start.ts).
// `createRenderHandler` does the same at the edge: a fetch handler in front of a site, the shop's answers cached
// (handler.ts, answer-cache.ts); `toNodeListener` serves it from `node:http` (node.ts).
// No DOM and no Node-only API needed: parse5 reads the page, preact-render-to-string writes the cards, fetch asks the shop.
import { planPage, readAnswers, writePage, type RenderPageOptions } from './render';

export { CARDS_STYLESHEET, PRERENDERED, type RenderPageOptions, type ShopAnswers } from './render';
export { createRenderHandler, CACHE_HEADER, type RenderHandler, type RenderHandlerOptions, type WaitUntil } from './handler';
export { createMemoryCache, createCacheApiStore, type AnswerCache, type CachedAnswers } from './answer-cache';
export { toNodeListener, type NodeRequestLike, type NodeResponseLike } from './node';

/**
 * The page's HTML with its product cards drawn in it. Rejects when the shop cannot be read (a build should fail loudly);
 * a handle the shop does not have is left to the script, which says so.
 *
 * @example
 * const html = await renderPage(await readFile('post.html', 'utf8'), { domain: 'my-shop.myshopify.com', storefrontAccessToken });
 */
export async function renderPage(html: string, options: RenderPageOptions): Promise<string> {
  const plan = planPage(html, options);
  return plan ? writePage(plan, await readAnswers(plan, options), options) : html;
}

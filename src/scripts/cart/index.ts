// The cart chunk (`dist/shop-embed.cart.min.js`; in ESM a dynamic `import()` chunk): what the first script loads when the
// shopper reaches for the cart (the pointer over a card or toggle, focus in one: its first add is then sent at once), or on
// idle when the page shows a cart or one is stored. It holds the store's mutation side, the drawer, the
// inline cart and the checkout button, their stylesheet and sentences, and the full Storefront client the cart talks
// through (typed errors, timeouts; cards read through the lean one, cart-client/read.ts). preact, zustand and the widget
// helpers it uses come from the first script (one copy of each on the page: hooks and contexts only work that way).

import type { pageBuyNow } from '../buy-now';

export { cartStyles } from '../../widget/cart/styles';
/** The real store behind the components' intents (taking over what the shopper asked for meanwhile), and the checkout hand-over. */
export { pageCart, handOver } from './cart-events';
/** The drawer a cart toggle brings when the page has none: it has nothing to show before the chunk. */
export { createCompanion } from './companions';
/** The chunk's sentences: its widgets draw under them (see chunk-part.tsx), and the page's strings take them in as it arrives. */
export { cartStrings as strings } from '../../widget/cart/strings';
/** The sentences of Shopify's rarer cart codes, a chunk of their own (src/scripts/cart-codes)… */
export const loadCodeStrings = () => import('../cart-codes');
/** A card's Buy now: a chunk of its own (src/scripts/buy-now), loaded as the shopper reaches for the button, then pressed… */
export const buyNow = (...press: Parameters<typeof pageBuyNow>) => import('../buy-now').then((chunk) => chunk.pageBuyNow(...press));
/** …whose hashes this chunk carries, not the first script (`{}` where nothing loads chunks as files: ESM, tests); the loader takes them in as this chunk arrives. */
export const integrity = JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__) as Record<string, string>;
/** The sentence a card says for a cart message: with the chunk, since only a cart action (which loads it) has one. */
export { cartMessageText as messageText } from '../../widget/cart-message';
export { CartWidget } from '../../widget/cart/CartWidget';
export { CheckoutButton } from '../../widget/cart/CheckoutButton';

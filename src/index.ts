// `shop-embed`: the ESM entry. Importing it does nothing to the page; `createShopEmbed()` and `defineElements()` do.
import { createEmbed, type ShopEmbed } from './mount/create-embed';
import type { ShopEmbedOptions } from './mount/attributes/options';
import { defaultKit } from './mount/widgets';

/**
 * Creates the page's ShopEmbed instance with every widget; with options it is initialised at once (connects to the shop,
 * mounts the `data-shop-*` hosts once the document is parsed, and keeps watching for new ones). The cart (store
 * mutations, drawer, checkout) and DOMPurify are separate chunks, imported when the page needs them.
 *
 * @example
 * import { createShopEmbed, defineElements } from 'shop-embed';
 * const shop = createShopEmbed({ domain: 'my-shop.myshopify.com', storefrontAccessToken: '…' });
 * defineElements(shop); // <shop-product handle="…">, <shop-collection>, <shop-cart-toggle>…
 * shop.on('cart:change', ({ cart }) => console.log(cart?.totalQuantity));
 */
export function createShopEmbed(options?: ShopEmbedOptions): ShopEmbed {
  const embed = createEmbed({
    kit: defaultKit,
    loadSanitizer: () => import('./scripts/sanitize').then((module) => module.sanitize),
    loadCart: () => import('./scripts/cart'),
  });
  if (options) embed.init(options);
  return embed;
}

export { defineElements } from './mount/host/elements';
export { widgets, defaultKit } from './mount/widgets';
export { createEmbed } from './mount/create-embed';
export { EVENTS } from './mount/events';
export type { CommerceDetail, CommerceItem } from './mount/events';
export type { ShopEmbed, ShopEmbedEventMap, CheckoutResult, EmbedSetup } from './mount/create-embed';
export type { ShopEmbedOptions } from './mount/attributes/options';
export type { CartApi } from './mount/cart-api';
export type { AttributeSpec, AttributeType, Registry, WidgetDefinition } from './mount/registry';
export type { WidgetKit, LoadSanitizer, Sanitize } from './mount/kit';

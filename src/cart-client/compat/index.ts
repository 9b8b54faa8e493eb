// `shop-embed/compat`: a `shopify-buy` 3.x compatible facade over the cart client. Switching a site from the JS Buy SDK
// is a change of import; the core `shop-embed/cart-client` entry never imports this file.
import type { StorefrontClient } from '../client';
import { checkoutResource, type CheckoutResource } from './checkout';
import { collectionResource, type CollectionResource } from './collection';
import { resolveCompatConfig, type BuildClientConfig, type LegacyConfig } from './config';
import { imageResource } from './image';
import { productResource, type ProductResource } from './product';
import { shopResource, type ShopResource } from './shop';

/** What `buildClient` returns: the `shopify-buy` 3.x client surface. */
export interface CompatClient {
  readonly config: LegacyConfig;
  readonly checkout: CheckoutResource;
  readonly product: ProductResource;
  readonly collection: CollectionResource;
  readonly shop: ShopResource;
  readonly image: typeof imageResource;
  /** The Storefront client underneath, for the cart-client operation functions. */
  readonly storefront: StorefrontClient;
}

/**
 * Builds a client with the methods, arguments and result shapes of `shopify-buy` 3.x. `fetchFunction` replaces the
 * global `fetch`, as the SDK's second argument did.
 *
 * @example
 * import Client from 'shop-embed/compat';
 * const client = Client.buildClient({ domain: 'my-shop.myshopify.com', storefrontAccessToken: 'abc' });
 * const checkout = await client.checkout.create({ lineItems: [{ variantId, quantity: 1 }] });
 * location.assign(checkout.webUrl);
 */
export function buildClient(config: BuildClientConfig, fetchFunction?: typeof fetch): CompatClient {
  const { client, config: resolved } = resolveCompatConfig(config, fetchFunction);
  return Object.freeze({
    config: resolved,
    checkout: checkoutResource(client),
    product: productResource(client),
    collection: collectionResource(client),
    shop: shopResource(client),
    image: imageResource,
    storefront: client,
  });
}

/** The default export mirrors the SDK's `Client` class: `Client.buildClient(config, fetchFunction)`. */
const Client = { buildClient };
export default Client;

export { imageForSize } from './image';
export { legacyAmount } from './money';
export { legacyCheckout } from './checkout-view';
export type { BuildClientConfig, LegacyConfig } from './config';
export type { LegacyCheckout, LegacyLineItem, LegacyLineItemVariant, LegacyAppliedGiftCard, LegacyImage } from './checkout-view';
export type { LegacyCheckoutResult } from './mutation';
export type { CheckoutUserError } from './user-errors';
export type { LegacyDiscountApplication, LegacyDiscountAllocation } from './discounts';
export type { LegacyMailingAddress, LegacyAddressInput } from './address';
export type { LegacyCheckoutCreateInput, LegacyLineItemInput } from './checkout-input';
export type { LegacyProduct, LegacyVariant } from './product';
export type { LegacyCollection } from './collection';
export type { LegacyMoney } from './money';

// The answers `readShopData` (shop-embed/react/server) reads on the server and `<ShopProvider initialData>` primes its
// catalog with: shared by the two entries, so the browser's bundle carries the check and not the reader.
import type { StorefrontClientConfig } from '../cart-client/request';

/**
 * Answers read on the server, by the keys the provider's catalog reads them under (`shop`, `product:<handle>`, `null` for
 * a handle the shop does not have). Plain JSON, so it crosses from a server component to a client one, or from a loader
 * to the page, as it is.
 */
export interface ShopData {
  /** The shop, market and language they were read in (`my-shop.myshopify.com CA fr`): a provider for another one reads again. */
  market: string;
  reads: Record<string, unknown>;
}

/** The shop, market and language a connection reads in, as one string (ShopData's `market`). */
export const marketOf = ({ domain, country, language }: StorefrontClientConfig): string => `${domain} ${country ?? ''} ${language ?? ''}`;

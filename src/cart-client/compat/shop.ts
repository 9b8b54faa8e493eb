import type { StorefrontClient } from '../client';
import { fetchShop, fetchShopPolicies } from '../shop';
import { legacyRead } from './query';

/** Builds `client.shop` over a Storefront client: `fetchInfo()` and `fetchPolicies()`, as the SDK returns them. */
export function shopResource(client: StorefrontClient) {
  return {
    fetchInfo: () => legacyRead(fetchShop(client)),
    fetchPolicies: () => legacyRead(fetchShopPolicies(client)),
  };
}

export type ShopResource = ReturnType<typeof shopResource>;

import type { StorefrontClient } from './client';
import type * as G from './storefront.generated';
import type { OperationOptions } from './types';

export const SHOP_QUERY = `#graphql
query Shop {
  shop {
    name description moneyFormat
    paymentSettings { currencyCode countryCode enabledPresentmentCurrencies }
    primaryDomain { host sslEnabled url }
  }
}`;

export const SHOP_POLICIES_QUERY = `#graphql
query ShopPolicies {
  shop {
    privacyPolicy { ...Policy }
    termsOfService { ...Policy }
    refundPolicy { ...Policy }
  }
}
fragment Policy on ShopPolicy { id title url body handle }`;

/** The shop's name, description, money format (e.g. `${{amount}}`), currencies and primary domain. */
export type ShopInfo = G.ShopQuery['shop'];
export type ShopPolicy = G.PolicyFragment;
export type ShopPolicies = G.ShopPoliciesQuery['shop'];

export async function fetchShop(client: StorefrontClient, options?: OperationOptions): Promise<ShopInfo> {
  return (await client.request<G.ShopQuery>(SHOP_QUERY, options)).shop;
}

export async function fetchShopPolicies(client: StorefrontClient, options?: OperationOptions): Promise<ShopPolicies> {
  return (await client.request<G.ShopPoliciesQuery>(SHOP_POLICIES_QUERY, options)).shop;
}

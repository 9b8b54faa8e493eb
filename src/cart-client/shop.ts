import type { StorefrontClient } from './client';
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

export interface ShopInfo {
  name: string;
  description: string | null;
  /** e.g. `${{amount}}` */
  moneyFormat: string;
  paymentSettings: { currencyCode: string; countryCode: string; enabledPresentmentCurrencies: string[] };
  primaryDomain: { host: string; sslEnabled: boolean; url: string };
}
export interface ShopPolicy {
  id: string;
  title: string;
  url: string;
  body: string;
  handle: string;
}
export interface ShopPolicies {
  privacyPolicy: ShopPolicy | null;
  termsOfService: ShopPolicy | null;
  refundPolicy: ShopPolicy | null;
}

export async function fetchShop(client: StorefrontClient, options?: OperationOptions): Promise<ShopInfo> {
  return (await client.request<{ shop: ShopInfo }>(SHOP_QUERY, options)).shop;
}

export async function fetchShopPolicies(client: StorefrontClient, options?: OperationOptions): Promise<ShopPolicies> {
  return (await client.request<{ shop: ShopPolicies }>(SHOP_POLICIES_QUERY, options)).shop;
}

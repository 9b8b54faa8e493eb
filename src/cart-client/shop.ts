import type { BatchRead } from './batch';
import type { StorefrontClient } from './client';
import type * as G from './storefront.generated';
import type { OperationOptions } from './types';

const SHOP_FIELD = /* GraphQL */ `shop {
    name description moneyFormat
    paymentSettings { currencyCode countryCode enabledPresentmentCurrencies }
    primaryDomain { host sslEnabled url }
  }`;
const POLICIES_FIELD = /* GraphQL */ `shop { privacyPolicy { ...Policy } termsOfService { ...Policy } refundPolicy { ...Policy } }`;
const POLICY_FRAGMENT = /* GraphQL */ `
  fragment Policy on ShopPolicy {
    id
    title
    url
    body
    handle
  }
`;

export const SHOP_QUERY = `#graphql
query Shop {
  ${SHOP_FIELD}
}`;

export const SHOP_POLICIES_QUERY = `#graphql
query ShopPolicies { ${POLICIES_FIELD} }
${POLICY_FRAGMENT}`;

/**
 * The shop's settings a widget reads (the money format and the currency it is written for) as one field of a batch
 * (batch.ts): every page's first batch carries it, so only these two fields (the rest of the shop is `fetchShop`'s).
 */
export const shopRead = (): BatchRead<ShopSettings> => ({
  field: /* GraphQL */ `shop { moneyFormat paymentSettings { currencyCode } }`,
  types: [],
  values: [],
  fragments: [],
});

/** The shop's policies as one field of a batch. */
export const policiesRead = (): BatchRead<ShopPolicies> => ({ field: POLICIES_FIELD, types: [], values: [], fragments: [POLICY_FRAGMENT] });

/** The shop's name, description, money format (e.g. `${{amount}}`), currencies and primary domain. */
export type ShopInfo = G.ShopQuery['shop'];
/** The money format (e.g. `${{amount}}`) and the currency it is written for. */
export type ShopSettings = { moneyFormat: ShopInfo['moneyFormat']; paymentSettings: Pick<ShopInfo['paymentSettings'], 'currencyCode'> };
export type ShopPolicy = G.PolicyFragment;
export type ShopPolicies = G.ShopPoliciesQuery['shop'];

export async function fetchShop(client: StorefrontClient, options?: OperationOptions): Promise<ShopInfo> {
  return (await client.request<G.ShopQuery>(SHOP_QUERY, options)).shop;
}

export async function fetchShopPolicies(client: StorefrontClient, options?: OperationOptions): Promise<ShopPolicies> {
  return (await client.request<G.ShopPoliciesQuery>(SHOP_POLICIES_QUERY, options)).shop;
}

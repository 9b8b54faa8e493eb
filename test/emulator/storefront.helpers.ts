// Shared helpers for the storefront emulator core tests: a fresh storefront per test and GraphQL calls through
// its in-process `graphql()` entry, exactly as the HTTP server makes them.
import { createStorefront, DEMO_TOKEN } from '../../emulator/storefront/index.mjs';

export const ORIGIN = 'http://127.0.0.1:4000';
export { DEMO_TOKEN };

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

export interface Warning {
  code: string;
  message: string;
  target: string;
}

/** A storefront with a fixed clock, and `gql` that fails the test on transport or GraphQL errors. */
export function setup() {
  const storefront = createStorefront({ now: () => new Date('2025-03-01T12:00:00Z') });
  async function send(query: string, variables: Record<string, unknown> = {}) {
    return storefront.graphql({ query, variables, token: DEMO_TOKEN, origin: ORIGIN });
  }

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { status, body } = await send(query, variables);
    if (status !== 200 || body.errors) throw new Error(`GraphQL failed (${status}): ${JSON.stringify(body.errors)}`);
    return body.data as T;
  }
  return { storefront, send, gql };
}

export const MONEY = 'amount currencyCode';

/** A broad Cart selection, built the way clients build theirs. */
export const CART_FIELDS = `#graphql
  id checkoutUrl createdAt updatedAt note totalQuantity
  attributes { key value }
  buyerIdentity { countryCode email phone deliveryAddressPreferences { ... on MailingAddress { countryCodeV2 provinceCode zip formatted } } }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { ${MONEY} } ... on CartCodeDiscountAllocation { code }
    discountApplication { allocationMethod targetSelection targetType value { ... on MoneyV2 { ${MONEY} } ... on PricingPercentageValue { percentage } } } }
  appliedGiftCards { id lastCharacters amountUsed { ${MONEY} } balance { ${MONEY} } presentmentAmountUsed { ${MONEY} } }
  cost { subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } totalTaxAmount { ${MONEY} } totalDutyAmount { ${MONEY} } checkoutChargeAmount { ${MONEY} } }
  lines(first: 250) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id quantity attributes { key value }
      cost { amountPerQuantity { ${MONEY} } compareAtAmountPerQuantity { ${MONEY} } subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } }
      discountAllocations { discountedAmount { ${MONEY} } ... on CartCodeDiscountAllocation { code } }
      merchandise { ... on ProductVariant { id title price { ${MONEY} } product { handle } } }
    }
  }
`;

export const PAYLOAD = `cart { ${CART_FIELDS} } userErrors { field message code } warnings { code message target }`;

export const CART_CREATE = `mutation ($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`;

/** Variant ids of the demo catalogue (Product 1000+n, variants (1000+n)*1000 + position). */
export const V = {
  mugWhite: 'gid://shopify/ProductVariant/1008001',
  mugBlue: 'gid://shopify/ProductVariant/1008002',
  teeXsWhite: 'gid://shopify/ProductVariant/1001001',
  teeXsBlack: 'gid://shopify/ProductVariant/1001002', // sold out
  pins: 'gid://shopify/ProductVariant/1023001', // 3 in stock
  kettle: 'gid://shopify/ProductVariant/1009001', // 89.00
  planter: 'gid://shopify/ProductVariant/1013001', // product sold out
  houseBlend250: 'gid://shopify/ProductVariant/1015001', // 14.00
  sweaterSNavy: 'gid://shopify/ProductVariant/1002001', // 98.00, compare at 120.00
};

// @ts-check
// The cart behind the hosted checkout page, produced by running a full Cart selection through the schema,
// so the page sees exactly what a storefront client would (completed carts included).
import { parse, executeSync } from 'graphql';
import { fieldResolver, typeResolver } from './resolvers/index.mjs';
import { marketFor } from './money.mjs';

const MONEY = 'amount currencyCode';
const CHECKOUT_QUERY = parse(`#graphql
query CheckoutCart($after: String) {
  cart(id: "pinned") {
    id checkoutUrl createdAt updatedAt note totalQuantity
    attributes { key value }
    buyerIdentity {
      countryCode email phone
      deliveryAddressPreferences { ... on MailingAddress { name formatted(withName: true) countryCodeV2 provinceCode zip } }
    }
    discountCodes { code applicable }
    discountAllocations { ...Allocation }
    appliedGiftCards { id lastCharacters amountUsed { ${MONEY} } balance { ${MONEY} } presentmentAmountUsed { ${MONEY} } }
    cost {
      subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } totalTaxAmount { ${MONEY} } totalDutyAmount { ${MONEY} }
      checkoutChargeAmount { ${MONEY} }
    }
    deliveryGroups(first: 10) {
      nodes { id deliveryAddress { formatted(withName: true) } selectedDeliveryOption { handle title estimatedCost { ${MONEY} } }
        deliveryOptions { handle title description estimatedCost { ${MONEY} } } }
    }
    lines(first: 250, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id quantity attributes { key value }
        cost { amountPerQuantity { ${MONEY} } compareAtAmountPerQuantity { ${MONEY} } subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } }
        discountAllocations { ...Allocation }
        sellingPlanAllocation { sellingPlan { name description } priceAdjustments { price { ${MONEY} } compareAtPrice { ${MONEY} } } }
        merchandise { ... on ProductVariant { id title sku availableForSale quantityAvailable image { url altText width height } product { id handle title } } }
      }
    }
  }
}
fragment Allocation on CartDiscountAllocation {
  discountedAmount { ${MONEY} }
  ... on CartCodeDiscountAllocation { code }
  ... on CartAutomaticDiscountAllocation { title }
}`);

/**
 * @param {import('graphql').GraphQLSchema} schema
 * @param {import('./cart/store.mjs').Cart} cart
 * @param {Omit<import('./resolvers/context.mjs').Context, 'origin' | 'market' | 'language'>} base
 * @returns {any}
 */
export function checkoutCart(schema, cart, base) {
  const contextValue = { ...base, origin: '', language: 'EN', market: marketFor(base.country) };
  /** @type {import('graphql').GraphQLFieldResolver<any, any>} */
  const pinned = (source, args, context, info) =>
    info.parentType.name === 'QueryRoot' && info.fieldName === 'cart' ? cart : fieldResolver(source, args, context, info);
  /** @type {any} */
  let result = null;
  /** @type {any[]} */
  const lines = [];
  /** @type {string | null} */
  let after = null;
  do {
    const page = executeSync({ schema, document: CHECKOUT_QUERY, variableValues: { after }, contextValue, fieldResolver: pinned, typeResolver });
    if (page.errors?.length) throw page.errors[0];
    /** @type {any} */
    const data = JSON.parse(JSON.stringify(page.data));
    result ??= data.cart;
    lines.push(...data.cart.lines.nodes);
    after = data.cart.lines.pageInfo.hasNextPage ? data.cart.lines.pageInfo.endCursor : null;
  } while (after);
  return { ...result, lines: { nodes: lines } };
}

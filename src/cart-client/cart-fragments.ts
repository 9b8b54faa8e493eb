// The cart's selections (SPEC §3), apart from the read fragments: only the cart's documents (fetch, mutations) use them.
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, PLAN_ALLOCATION, VARIANT_PRICES } from './fragments';

const MAILING_ADDRESS = /* GraphQL */ `address1 address2 city company country countryCodeV2 firstName lastName formatted formattedArea
  latitude longitude name phone province provinceCode zip`;

export const DISCOUNT_ALLOCATION_FRAGMENT = `#graphql
fragment DiscountAllocation on CartDiscountAllocation {
  discountedAmount { ...Money } targetType
  discountApplication {
    targetType allocationMethod targetSelection
    value { ... on PricingPercentageValue { percentage } ... on MoneyV2 { ...Money } }
  }
  ... on CartCodeDiscountAllocation { code }
  ... on CartAutomaticDiscountAllocation { title }
  ... on CartCustomDiscountAllocation { title }
}`;

export const CART_LINE_FRAGMENT = `#graphql
fragment CartLine on BaseCartLine {
  id quantity
  attributes { key value }
  cost { totalAmount { ...Money } subtotalAmount { ...Money } amountPerQuantity { ...Money } compareAtAmountPerQuantity { ...Money } }
  discountAllocations { ...DiscountAllocation }
  sellingPlanAllocation { ${PLAN_ALLOCATION} }
  merchandise {
    ... on ProductVariant {
      id title sku availableForSale weight
      image { ...Image }
      product { id handle title vendor requiresSellingPlan }
      sellingPlanAllocations(first: 25) { nodes { sellingPlan { id name } priceAdjustments { price { ...Money } } } }
      selectedOptions { name value }
      ${VARIANT_PRICES}
    }
  }
}`;

/** The full cart of SPEC §3: lines 250 at a time, delivery groups first 10 with their first 250 line ids. */
export const CART_FRAGMENT = `#graphql
fragment Cart on Cart {
  id createdAt updatedAt checkoutUrl note totalQuantity
  attributes { key value }
  discountCodes { code applicable }
  discountAllocations { ...DiscountAllocation }
  appliedGiftCards { id lastCharacters amountUsed { ...Money } balance { ...Money } presentmentAmountUsed { ...Money } }
  buyerIdentity {
    countryCode email phone
    customer { email }
    preferences { delivery { deliveryMethod pickupHandle coordinates { latitude longitude countryCode } } wallet }
  }
  delivery { addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { address1 address2 city company countryCode firstName lastName formatted formattedArea latitude longitude name phone provinceCode zip } } } }
  deliveryGroups(first: 10) {
    nodes {
      id
      deliveryAddress { ${MAILING_ADDRESS} }
      deliveryOptions { ...DeliveryOption }
      selectedDeliveryOption { ...DeliveryOption }
      cartLines(first: 250) { nodes { id } }
    }
  }
  cost {
    checkoutChargeAmount { ...Money } totalAmount { ...Money } subtotalAmount { ...Money }
    totalTaxAmount { ...Money } totalDutyAmount { ...Money }
  }
  lines(first: 250) { pageInfo { hasNextPage endCursor } nodes { ...CartLine } }
}
fragment DeliveryOption on CartDeliveryOption { code deliveryMethodType description estimatedCost { ...Money } handle title }`;

export const CART_FRAGMENTS = `#graphql
${CART_FRAGMENT}\n${CART_LINE_FRAGMENT}\n${DISCOUNT_ALLOCATION_FRAGMENT}\n${IMAGE_FRAGMENT}\n${MONEY_FRAGMENT}`;

export const USER_ERRORS = /* GraphQL */ `userErrors { field message code }`;
export const WARNINGS = /* GraphQL */ `warnings { code message target }`;

/**
 * The cart store's marks (src/store/marks.ts): the cart metafields named in `$read`, none by default. A key without a
 * namespace is in the app's own ("If omitted, the app-reserved namespace will be used", HasMetafieldsIdentifier, 2026-04
 * schema).
 */
export const MARKS = /* GraphQL */ `marks: metafields(identifiers: $read) { key value }`;
export const MARKS_VARIABLE = /* GraphQL */ `$read: [HasMetafieldsIdentifier!] = []`;

// Shared selections. Every document is a `#graphql` constant built from these, so one change reaches every operation
// and the schema test validates them all.

export const MONEY_FRAGMENT = `#graphql
fragment Money on MoneyV2 { amount currencyCode }`;

export const IMAGE_FRAGMENT = `#graphql
fragment Image on Image { id url altText width height }`;

const UNIT_PRICE_MEASUREMENT = /* GraphQL */ `unitPriceMeasurement { measuredType quantityUnit quantityValue referenceUnit referenceValue }`;

export const VARIANT_FRAGMENT = `#graphql
fragment Variant on ProductVariant {
  id title sku availableForSale weight weightUnit
  price { ...Money } compareAtPrice { ...Money } unitPrice { ...Money }
  ${UNIT_PRICE_MEASUREMENT}
  image { ...Image }
  selectedOptions { name value }
}`;

/** Images and variants come 250 at a time; `pageInfo` says whether more pages must be fetched. */
export const PRODUCT_FRAGMENT = `#graphql
fragment Product on Product {
  id handle title vendor productType description descriptionHtml availableForSale
  createdAt updatedAt publishedAt onlineStoreUrl tags
  options { id name optionValues { name swatch { color } } }
  images(first: 250) { pageInfo { hasNextPage endCursor } nodes { ...Image } }
  variants(first: 250) { pageInfo { hasNextPage endCursor } nodes { ...Variant } }
}`;

export const PRODUCT_FRAGMENTS = `#graphql
${PRODUCT_FRAGMENT}\n${VARIANT_FRAGMENT}\n${IMAGE_FRAGMENT}\n${MONEY_FRAGMENT}`;

export const COLLECTION_FRAGMENT = `#graphql
fragment Collection on Collection { id handle title description descriptionHtml updatedAt image { ...Image } }`;

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
  merchandise {
    ... on ProductVariant {
      id title sku availableForSale weight
      image { ...Image }
      product { id handle title }
      selectedOptions { name value }
      price { ...Money } compareAtPrice { ...Money } unitPrice { ...Money }
      ${UNIT_PRICE_MEASUREMENT}
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

/** Operation variables + directive that select the buyer's market and language (filled in by the client). */
export const IN_CONTEXT_VARIABLES = /* GraphQL */ `$country: CountryCode, $language: LanguageCode`;
export const IN_CONTEXT = /* GraphQL */ `@inContext(country: $country, language: $language)`;

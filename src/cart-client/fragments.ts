// Shared selections of the read documents (products, collections). Every document is a `#graphql` constant built from
// these, so one change reaches every operation and the schema test validates them all. The cart's selections are in
// cart-fragments.ts: the widgets' first script reads products and never carries them.

export const MONEY_FRAGMENT = `#graphql
fragment Money on MoneyV2 { amount currencyCode }`;

export const IMAGE_FRAGMENT = `#graphql
fragment Image on Image { id url altText width height }`;

/**
 * A variant's prices, as a card and a cart line read them: one piece the cart's line fragment takes from the first script
 * (cart-fragments.ts), not its own copy of the same text.
 */
export const VARIANT_PRICES = /* GraphQL */ `price { ...Money } compareAtPrice { ...Money } unitPrice { ...Money }
  unitPriceMeasurement { measuredType quantityUnit quantityValue referenceUnit referenceValue }`;

/** A selling plan's allocation as a card's plans and a cart line read it (one piece: the cart's line fragment shares it). */
export const PLAN_ALLOCATION = /* GraphQL */ `sellingPlan { id name description } priceAdjustments { price { ...Money } compareAtPrice { ...Money } }`;

// `quantityAvailable` needs a token with the `unauthenticated_read_product_inventory` scope; without it Shopify answers the
// field null with an ACCESS_DENIED error beside the data (shopify.dev/docs/api/storefront/latest/objects/ProductVariant),
// and a card says nothing about stock. `currentlyNotInStock`: out of stock and still sold (a pre-order).
export const VARIANT_FRAGMENT = `#graphql
fragment Variant on ProductVariant {
  id title sku availableForSale currentlyNotInStock quantityAvailable weight weightUnit
  ${VARIANT_PRICES}
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

/** The fragments a `...Product` spread needs, one definition each (a batch sends each once). */
export const PRODUCT_FRAGMENT_LIST = [PRODUCT_FRAGMENT, VARIANT_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT];

export const PRODUCT_FRAGMENTS = `#graphql
${PRODUCT_FRAGMENT}\n${VARIANT_FRAGMENT}\n${IMAGE_FRAGMENT}\n${MONEY_FRAGMENT}`;

/**
 * A product as a card shows it, whatever its number of variants: the option-value model of the Storefront API instead of
 * every variant (Shopify's "support high-variant products"). The variant first shown, its neighbours, each value's first
 * selectable variant, which combinations exist and can be bought (encoded, see src/widget/combinations.ts), and the
 * first four images; a combination not yet known is asked for when chosen, the rest of the images when shown (card.ts).
 * A product with selling plans also brings its groups with their plans' ids and the selling plan allocations of the
 * variant first shown (`firstVariantPlans`: empty lists for any other product), so its card draws its purchase options
 * from this one read. The allocations are VARIANT_PLANS_FRAGMENT's selection (selling-plans.ts, which reads them for a
 * variant chosen after), written out here rather than shared: a shared fragment would cost the first script one more
 * definition. Each allocation's selection is PLAN_ALLOCATION, the piece a cart line reads too (the cart chunk takes it from
 * the first script; the plan chooser's copy stays its own: its import would cost the cart page more than it saves there).
 * Only what a card, tile or their events read: every page's first script carries this document (dates, tags, the
 * product type and the plain description are in PRODUCT_FRAGMENT, for the API).
 */
export const CARD_PRODUCT_FRAGMENT = `#graphql
fragment CardProduct on Product {
  id handle title vendor descriptionHtml availableForSale onlineStoreUrl
  options { id name optionValues { name swatch { color } firstSelectableVariant { ...Variant } } }
  selectedOrFirstAvailableVariant { ...Variant }
  adjacentVariants { ...Variant }
  encodedVariantExistence encodedVariantAvailability
  requiresSellingPlan sellingPlanGroups(first: 10) { nodes { name sellingPlans(first: 25) { nodes { id } } } }
  firstVariantPlans: selectedOrFirstAvailableVariant {
    id sellingPlanAllocations(first: 250) {
      nodes { ${PLAN_ALLOCATION} }
    }
  }
  priceRange { minVariantPrice { ...Money } maxVariantPrice { ...Money } }
  images(first: 4) { pageInfo { hasNextPage endCursor } nodes { ...Image } }
}`;

export const CARD_FRAGMENT_LIST = [CARD_PRODUCT_FRAGMENT, VARIANT_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT];

export const COLLECTION_FRAGMENT = `#graphql
fragment Collection on Collection { id handle title description descriptionHtml updatedAt image { ...Image } }`;

/** Operation variables + directive that select the buyer's market and language (filled in by the client). */
export const IN_CONTEXT_VARIABLES = /* GraphQL */ `$country: CountryCode, $language: LanguageCode`;
export const IN_CONTEXT = /* GraphQL */ `@inContext(country: $country, language: $language)`;

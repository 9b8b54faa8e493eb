// The widgets' reads of products, as fields of a batch (batch.ts): cards, grids and recommendations read the option-value
// model (CARD_PRODUCT_FRAGMENT) and never page through variants; a combination the shopper picks that the card does not
// know yet, and the images after the first four (card-images.ts, with the card extras chunk), are one small read each.
// The 250-per-page reads of every variant stay in products.ts for the API and the compat facade.
import type { BatchRead } from './batch';
import {
  CARD_FRAGMENT_LIST,
  CARD_PRODUCT_FRAGMENT,
  IMAGE_FRAGMENT,
  IN_CONTEXT,
  IN_CONTEXT_VARIABLES,
  MONEY_FRAGMENT,
  VARIANT_FRAGMENT,
} from './fragments';
import type * as G from './storefront.generated';
import type { Image, SelectedOption, Variant } from './types';

/** The card's product as one document (what the batch sends per card, and the source of its generated type). */
export const CARD_PRODUCT_QUERY = `#graphql
query CardProduct($handle: String!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} { product(handle: $handle) { ...CardProduct } }
${CARD_PRODUCT_FRAGMENT}
${VARIANT_FRAGMENT}
${IMAGE_FRAGMENT}
${MONEY_FRAGMENT}`;

/**
 * A product as a card reads it: `variants` holds the variants it knows (the one first shown first, its neighbours, each
 * value's first selectable one), `images` the first few, `imagesAfter` the cursor of the rest (null: none);
 * `firstVariantPlans` holds the selling plan allocations of the variant first shown (null: the product has no variant to
 * show first), which the plan chooser draws with no read of its own.
 */
export interface CardProduct extends Omit<G.CardProductFragment, 'images' | 'selectedOrFirstAvailableVariant' | 'adjacentVariants'> {
  variants: Variant[];
  images: Image[];
  imagesAfter: string | null;
}

export function cardProduct(raw: G.CardProductFragment): CardProduct {
  const { selectedOrFirstAvailableVariant: first, adjacentVariants, images, ...rest } = raw;
  const known = new Map<string, Variant>();
  for (const variant of [first, ...adjacentVariants, ...raw.options.flatMap((o) => o.optionValues.map((v) => v.firstSelectableVariant))])
    if (variant && !known.has(variant.id)) known.set(variant.id, variant);
  return {
    ...rest,
    variants: [...known.values()],
    images: images.nodes,
    imagesAfter: images.pageInfo.hasNextPage ? images.pageInfo.endCursor : null,
  };
}

export const productRead = (handle: string): BatchRead<CardProduct | null> => ({
  field: /* GraphQL */ `product(handle: $0) { ...CardProduct }`,
  types: ['String!'],
  values: [handle],
  fragments: CARD_FRAGMENT_LIST,
  result: (raw: G.CardProductFragment | null) => raw && cardProduct(raw),
});

/** The shop's recommendations for a product by handle (none for a product it does not have). */
export const recommendationsRead = (handle: string): BatchRead<CardProduct[]> => ({
  field: /* GraphQL */ `productRecommendations(productHandle: $0) { ...CardProduct }`,
  types: ['String!'],
  values: [handle],
  fragments: CARD_FRAGMENT_LIST,
  result: (raw: G.CardProductFragment[] | null) => (raw ?? []).map(cardProduct),
});

/** The variant with exactly these options (null when there is none). */
export const variantRead = (handle: string, selectedOptions: readonly SelectedOption[]): BatchRead<Variant | null> => ({
  field: /* GraphQL */ `product(handle: $0) { variantBySelectedOptions(selectedOptions: $1) { ...Variant } }`,
  types: ['String!', '[SelectedOptionInput!]!'],
  values: [handle, selectedOptions],
  fragments: [VARIANT_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT],
  result: (raw: { variantBySelectedOptions: Variant | null } | null) => raw?.variantBySelectedOptions ?? null,
});

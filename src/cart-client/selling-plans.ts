// A variant's selling plans as the card's plan chooser draws them: the variant's allocations, each plan's name,
// description and the price the shop gives it under that plan (grouped by the product's selling plan groups in
// widget/card/card-model.ts, `variantPlans`). The card read brings the groups, with their plans' ids, and the allocations
// of the variant a card shows first (`firstVariantPlans`, card.ts); another variant's allocations are read when it is
// chosen (`plansRead`: only the plan chooser chunk imports it, so none of this is in the first script). Shopify's "Manage subscription products on storefronts":
// https://shopify.dev/docs/custom-storefronts/building-with-the-storefront-api/products-collections/subscriptions
import type { BatchRead } from './batch';
import { MONEY_FRAGMENT } from './fragments';
import type * as G from './storefront.generated';

/** The card read (CARD_PRODUCT_FRAGMENT) asks the same for the variant a card shows first. */
export const VARIANT_PLANS_FRAGMENT = `#graphql
fragment VariantPlans on ProductVariant {
  sellingPlanAllocations(first: 250) {
    nodes { sellingPlan { id name description } priceAdjustments { price { ...Money } compareAtPrice { ...Money } } }
  }
}`;

/** The plans of one variant as one document (the source of the generated type; the card sends `plansRead`). */
export const VARIANT_PLANS_QUERY = `#graphql
query VariantPlans($id: ID!) { node(id: $id) { ...VariantPlans } }
${VARIANT_PLANS_FRAGMENT}
${MONEY_FRAGMENT}`;

export type SellingPlanAllocation = G.VariantPlansFragment['sellingPlanAllocations']['nodes'][number];

/** A variant's allocations (null: no such variant). */
export const plansRead = (variantId: string): BatchRead<SellingPlanAllocation[] | null> => ({
  field: 'node(id: $0) { ...VariantPlans }',
  types: ['ID!'],
  values: [variantId],
  fragments: [VARIANT_PLANS_FRAGMENT, MONEY_FRAGMENT],
  result: (raw: G.VariantPlansFragment | null) => raw?.sellingPlanAllocations?.nodes ?? null,
});

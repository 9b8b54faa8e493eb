// A variant's selling plans as the card's plan chooser reads them (only the selling plans chunk imports this, so none of
// it is in the first script): the product's groups with their plans' ids, for grouping, and the variant's allocations
// with each plan's name, description and the price the shop gives it under that plan.
import type { BatchRead } from './batch';
import { MONEY_FRAGMENT } from './fragments';
import type * as G from './storefront.generated';

export const VARIANT_PLANS_FRAGMENT = `#graphql
fragment VariantPlans on ProductVariant {
  product { requiresSellingPlan sellingPlanGroups(first: 10) { nodes { name sellingPlans(first: 25) { nodes { id } } } } }
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

/** One group as the shopper sees it: its name and the allocations of its plans this variant has, in the shop's order. */
export interface PlanGroup {
  name: string;
  allocations: SellingPlanAllocation[];
}

export interface VariantPlans {
  requiresSellingPlan: boolean;
  groups: PlanGroup[];
}

/** The variant's plans grouped as the shop groups them; a plan without an allocation for this variant is left out. */
export function variantPlans(raw: G.VariantPlansFragment): VariantPlans {
  const byId = new Map(raw.sellingPlanAllocations.nodes.map((a) => [a.sellingPlan.id, a]));
  return {
    requiresSellingPlan: raw.product.requiresSellingPlan,
    groups: raw.product.sellingPlanGroups.nodes
      .map((g) => ({ name: g.name, allocations: g.sellingPlans.nodes.flatMap((p) => byId.get(p.id) ?? []) }))
      .filter((g) => g.allocations.length > 0),
  };
}

export const plansRead = (variantId: string): BatchRead<VariantPlans | null> => ({
  field: 'node(id: $0) { ...VariantPlans }',
  types: ['ID!'],
  values: [variantId],
  fragments: [VARIANT_PLANS_FRAGMENT, MONEY_FRAGMENT],
  result: (raw: G.VariantPlansFragment | null) => (raw?.sellingPlanAllocations ? variantPlans(raw) : null),
});

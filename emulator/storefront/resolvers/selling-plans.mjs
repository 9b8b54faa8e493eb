// @ts-check
// Selling plans as the schema shows them: a product's groups, a variant's allocations (one per plan, priced for the
// variant in the market it is seen from) and a cart line's allocation. Prices come from data/selling-plans.mjs.
import { paginate } from '../connection.mjs';
import { convert, money } from '../money.mjs';
import { plansOf, planPrice } from '../data/selling-plans.mjs';

/**
 * @typedef {import('../data/selling-plans.mjs').PlanDef} PlanDef
 * @typedef {import('../data/catalog.mjs').CatalogVariant} Variant
 * @typedef {import('../money.mjs').Market} Market
 */

/** @param {PlanDef} plan @param {Market} market */
function planView(plan, market) {
  const a = plan.adjustment;
  const adjustmentValue =
    'percentage' in a
      ? { __typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: a.percentage }
      : { __typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: money(convert(a.amount, market), market.currencyCode) };
  return {
    __typename: 'SellingPlan',
    id: plan.id,
    name: plan.name,
    description: plan.description,
    options: plan.options,
    recurringDeliveries: true,
    priceAdjustments: [{ orderCount: null, adjustmentValue }],
    // Pay per delivery: the whole price is charged at checkout.
    checkoutCharge: { type: 'PERCENTAGE', value: { __typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100 } },
  };
}

/**
 * A variant's allocation for a plan: the plan's price, the one-time price as compare-at, all charged at checkout.
 * @param {Variant} variant @param {PlanDef} plan @param {Market} market
 */
export function allocationView(variant, plan, market) {
  const prices = /** @type {import('../data/catalog.mjs').Prices} */ (variant.prices[market.currencyCode]);
  const price = money(planPrice(prices.price, plan, market), market.currencyCode);
  return {
    sellingPlan: planView(plan, market),
    priceAdjustments: [{ price, perDeliveryPrice: price, compareAtPrice: money(prices.price, market.currencyCode), unitPrice: null }],
    checkoutChargeAmount: price,
    remainingBalanceChargeAmount: money(0, market.currencyCode),
  };
}

/** @param {{ handle: string }} product @param {Market} market */
export const groupViews = (product, market) =>
  (plansOf(product)?.groups ?? []).map((g) => ({
    __typename: 'SellingPlanGroup',
    name: g.name,
    appName: 'ShopEmbed emulator',
    options: g.options,
    plans: g.plans.map((p) => planView(p, market)),
  }));

export const sellingPlanResolvers = {
  SellingPlanGroup: {
    /** @param {{ plans: { id: string }[] }} g @param {Record<string, any>} a */
    sellingPlans: (g, a) => paginate(g.plans, a, (p) => p.id, 'sellingPlans'),
  },
};

/** @param {Variant} variant @param {{ handle: string } | undefined} product @param {Market} market */
export const allocationViews = (variant, product, market) =>
  (plansOf(product)?.groups ?? []).flatMap((g) => g.plans.map((p) => ({ id: p.id, ...allocationView(variant, p, market) })));

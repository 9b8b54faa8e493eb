// @ts-check
// The demo shop's subscriptions: selling plan groups per product handle, as a subscription app would set them up
// (pay-per-delivery plans, each with one price adjustment). A plan's price for a variant is worked out here once, in
// integer cents of the market's currency, and served the same to the card (variant allocations) and to the cart line.
import { convert } from '../money.mjs';

/**
 * @typedef {{ percentage: number } | { amount: number }} Adjustment  percentage off, or USD cents off (converted per market)
 * @typedef {{ id: string, name: string, description: string, options: { name: string, value: string }[], adjustment: Adjustment }} PlanDef
 * @typedef {{ name: string, options: { name: string, values: string[] }[], plans: PlanDef[] }} GroupDef
 * @typedef {{ requires: boolean, groups: GroupDef[] }} ProductPlans
 */

/** @param {number} n @param {string} every @param {Adjustment} adjustment @returns {PlanDef} */
function plan(n, every, adjustment) {
  const saving = 'percentage' in adjustment ? `${adjustment.percentage}%` : `$${(adjustment.amount / 100).toFixed(2)}`;
  return {
    id: `gid://shopify/SellingPlan/${n}`,
    name: `Delivered ${every}, save ${saving}`,
    description: `Pay per delivery, ${every}. Skip or cancel any time.`,
    options: [{ name: 'Delivery every', value: every }],
    adjustment,
  };
}

/** @type {Record<string, ProductPlans>} */
export const SELLING_PLANS = {
  'fresh-roast-subscription': {
    requires: false,
    groups: [
      {
        name: 'Subscribe and save',
        options: [{ name: 'Delivery every', values: ['2 weeks', 'month'] }],
        plans: [plan(3001, 'every 2 weeks', { percentage: 10 }), plan(3002, 'every month', { amount: 300 })],
      },
    ],
  },
  'coffee-club-box': {
    requires: true,
    groups: [
      {
        name: 'Coffee club',
        options: [{ name: 'Delivery every', values: ['month', '3 months'] }],
        plans: [plan(3101, 'every month', { percentage: 15 }), plan(3102, 'every 3 months', { amount: 500 })],
      },
    ],
  },
};

/** @param {{ handle: string } | undefined} product @returns {ProductPlans | undefined} */
export const plansOf = (product) => (product ? SELLING_PLANS[product.handle] : undefined);

/** @param {{ handle: string } | undefined} product @param {string | null | undefined} id */
export const findPlan = (product, id) =>
  plansOf(product)
    ?.groups.flatMap((g) => g.plans)
    .find((p) => p.id === id);

/**
 * A unit price under a plan: a percentage off rounds to the cent, a fixed amount is converted to the market's currency;
 * never below zero.
 * @param {number} cents  the variant's one-time price in the market's currency
 * @param {PlanDef} plan @param {import('../money.mjs').Market} market
 */
export function planPrice(cents, plan, market) {
  const a = plan.adjustment;
  const off = 'percentage' in a ? Math.round((cents * a.percentage) / 100) : convert(a.amount, market);
  return Math.max(0, cents - off);
}

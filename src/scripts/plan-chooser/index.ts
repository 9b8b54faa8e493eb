// The plan chooser chunk (`dist/shop-embed.plan-chooser.min.js`; in ESM a dynamic `import()` chunk): the purchase options
// of a product with selling plans, which only a page that sells some loads. The first script asks for it as soon as its
// one read says a card's product has plans, and paints those cards with their options when it is here (or without them
// after PACK_WAIT: start.ts); it hands the chunk to the components (first-paint/handoff.ts), whose <PlanChooser> draws
// the same view in its first render, so nothing moves; without a first paint they load it themselves (use-plan-chooser.ts).
// The first script loads it before the components, so it imports nothing of theirs: they give it their hooks
// (`planChooser(kit)`). Every price is the shop's allocation for the variant, never ours. The variant a card shows first
// has its plans in the card's read (`firstVariantPlans`), drawn with no read of their own; another variant's are read when
// it is chosen (cart-client/selling-plans.ts).
import type { ReactNode } from 'react';
import type { Variant } from '../../cart-client';
import type { CardProduct } from '../../cart-client/card';
import { plansRead } from '../../cart-client/selling-plans';
import type { Read } from '../../store';
import type { Catalog } from '../../store/catalog';
import { chosenPlan } from '../../widget/card/card-model';
import type { ChosenPlan } from '../../widget/card/card-types';
import type { H } from '../../widget/card/dom';
import { variantPlans, viewPlans, type VariantPlans } from '../../widget/card/view-plans';
import type { Money } from '../../cart-client';
import type { Translate } from '../../widget/use-strings';
import { viewLinePlan, type LinePlanModel } from '../../widget/cart/view-line-plan';

export { firstPlans, viewPlans } from '../../widget/card/view-plans';

/** What the components give the chunk: their hooks and their `h` (the chunk comes before them on a painted page). */
export interface PlanKit {
  useLayoutEffect: (effect: () => void) => void;
  useRef: <T>(initial: T) => { current: T };
  useCatalogRead: <T>(key: string, load: (catalog: Catalog) => Promise<T>) => Read<T>;
  useStrings: () => Translate;
  useMoney: () => (money: Money) => string;
  h: H<ReactNode>;
}

export interface PlanChooserProps {
  variant: Variant;
  /** The card read's product: its selling plan groups, and the allocations of the variant it shows first. */
  product: Partial<Pick<CardProduct, 'requiresSellingPlan' | 'sellingPlanGroups' | 'firstVariantPlans'>>;
  /** The plan chosen; null: one-time purchase. */
  value: ChosenPlan | null;
  /** The radios' name (page-unique). */
  name: string;
  /** Also called without the shopper: to preselect where a plan is required, and with the new price when the variant changes. */
  onChange: (plan: ChosenPlan | null) => void;
}

/**
 * The components' <PlanChooser>: one-time purchase (unless the product requires a plan) and each plan of the variant
 * with its price and the one-time price it saves against, grouped as the shop groups them.
 *
 * @example
 * const PlanChooser = chunk.planChooser({ useLayoutEffect, useRef, useCatalogRead, useStrings, useMoney, h: rh });
 * <PlanChooser variant={variant} product={product} value={plan} name={name} onChange={setPlan} />
 */
export const planChooser =
  (kit: PlanKit) =>
  ({ variant, product, value, name, onChange }: PlanChooserProps) => {
    const t = kit.useStrings();
    const money = kit.useMoney();
    const key = `plans:${variant.id}`;
    // The allocations of the variant the card shows first came with the card read: no read for those.
    const first = product.firstVariantPlans;
    const own = first?.id === variant.id ? first.sellingPlanAllocations.nodes : null;
    const read = kit.useCatalogRead(key, (catalog) => (own ? Promise.resolve(own) : catalog.read(key, plansRead(variant.id))));
    const allocations = own ?? (read.status === 'ready' ? read.data : null);
    // While another variant's plans load, the last ones stay (no jump); their prices follow as they arrive.
    const last = kit.useRef<VariantPlans | null>(null);
    if (allocations) last.current = variantPlans(product, allocations);
    const plans = last.current;
    const all = plans?.groups.flatMap((g) => g.allocations) ?? [];

    // Keep the choice valid for this variant: its price under the same plan, else one-time, else (required) the first plan.
    // Before the card is painted (a layout effect): an add clicked on the card as it appears goes under the plan it shows.
    const same = all.find((a) => a.sellingPlan.id === value?.id) ?? (plans?.requiresSellingPlan ? all[0] : undefined);
    const next = same ? chosenPlan(same) : null;
    const stale = !!plans && (next?.id !== value?.id || next?.price.amount !== value?.price.amount);
    kit.useLayoutEffect(() => {
      if (stale) onChange(next);
    });

    return viewPlans(kit.h, { t, money, variant, plans, value: value?.id, name, onChange: (a) => onChange(a && chosenPlan(a)) });
  };

/**
 * The cart's <LinePlan>: a line's purchase option as a select, where its variant has plans (CartLineItem.tsx draws the
 * plan's name as text until this chunk is here).
 *
 * @example
 * const LinePlan = chunk.linePlan(kit);
 * <LinePlan title="Fresh Roast (500 g)" plans={plans} oneTime value={planId} onChange={setPlan} />
 */
export const linePlan = (kit: PlanKit) => (props: Omit<LinePlanModel, 't' | 'money'>) =>
  viewLinePlan(kit.h, { ...props, t: kit.useStrings(), money: kit.useMoney() });

// The plan chooser chunk (`dist/shop-embed.plan-chooser.min.js`; in ESM a dynamic `import()` chunk): a card whose product
// has selling plans asks for it (use-plan-chooser.ts); a page without subscriptions never loads it. It draws the purchase
// options (view-plans.ts: one radio group, every price the shop's allocation for the variant, never ours) for whichever
// variant is chosen. The variant a card shows first has its plans in the card's read (`firstVariantPlans`): the card
// draws those before this chunk comes (card-model.ts, `firstPlans`), and so does the first paint; another variant's are
// read when it is chosen (cart-client/selling-plans.ts).
import { useLayoutEffect, useRef } from 'react';
import type { Variant } from '../../cart-client';
import type { CardProduct } from '../../cart-client/card';
import { plansRead } from '../../cart-client/selling-plans';
import { useCatalogRead } from '../../store';
import { chosenPlan, variantPlans, type VariantPlans } from '../../widget/card/card-model';
import type { ChosenPlan } from '../../widget/card/card-types';
import { rh } from '../../widget/card/react-h';
import { viewPlans } from '../../widget/card/view-plans';
import { useMoney } from '../../widget/use-money';
import { useStrings } from '../../widget/use-strings';

export interface PlanChooserProps {
  variant: Variant;
  /** The card read's product: its selling plan groups, and the allocations of the variant it shows first. */
  product: Partial<Pick<CardProduct, 'requiresSellingPlan' | 'sellingPlanGroups' | 'firstVariantPlans'>>;
  /** The plan chosen; null: one-time purchase. */
  value: ChosenPlan | null;
  /** The radios' name (page-unique): the card's, so they keep it as the chunk takes them over. */
  name: string;
  /** Also called without the shopper: to preselect where a plan is required, and with the new price when the variant changes. */
  onChange: (plan: ChosenPlan | null) => void;
}

/**
 * One-time purchase (unless the product requires a plan) and each plan of the variant with its price and the one-time
 * price it saves against, grouped as the shop groups them.
 *
 * @example
 * <PlanChooser variant={variant} product={product} value={plan} name={name} onChange={setPlan} />
 */
export function PlanChooser({ variant, product, value, name, onChange }: PlanChooserProps) {
  const t = useStrings();
  const money = useMoney();
  const key = `plans:${variant.id}`;
  // The allocations of the variant the card shows first came with the card read: no read for those.
  const first = product.firstVariantPlans;
  const own = first?.id === variant.id ? first.sellingPlanAllocations.nodes : null;
  const read = useCatalogRead(key, (catalog) => (own ? Promise.resolve(own) : catalog.read(key, plansRead(variant.id))));
  const allocations = own ?? (read.status === 'ready' ? read.data : null);
  // While another variant's plans load, the last ones stay (no jump); their prices follow as they arrive.
  const last = useRef<VariantPlans | null>(null);
  if (allocations) last.current = variantPlans(product, allocations);
  const plans = last.current;
  const all = plans?.groups.flatMap((g) => g.allocations) ?? [];

  // Keep the choice valid for this variant: its price under the same plan, else one-time, else (required) the first plan.
  // Before the card is painted (a layout effect): an add clicked on the card as it appears goes under the plan it shows.
  const same = all.find((a) => a.sellingPlan.id === value?.id) ?? (plans?.requiresSellingPlan ? all[0] : undefined);
  const next = same ? chosenPlan(same) : null;
  const stale = !!plans && (next?.id !== value?.id || next?.price.amount !== value?.price.amount);
  useLayoutEffect(() => {
    if (stale) onChange(next);
  });

  return plans && viewPlans(rh, { t, money, variant, plans, value: value?.id, name, onChange: (a) => onChange(a && chosenPlan(a)) });
}

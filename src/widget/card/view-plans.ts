// The purchase options' markup, once: the plan chooser chunk's <PlanChooser> draws it with its reads and handler, and
// before that chunk comes <ProductDetails> and the first paint draw it for the variant a card shows first (its plans come
// with the card's read), so the card has its final size from the first paint on. Its rules are in the card's sheet (styles.ts).
import type { Money, Variant } from '../../cart-client';
import type { SellingPlanAllocation } from '../../cart-client/selling-plans';
import type { VariantPlans } from './card-model';
import type { Translate } from '../use-strings';
import type { H } from './dom';

export interface PlansModel {
  t: Translate;
  money: (money: Money) => string;
  variant: Pick<Variant, 'price' | 'compareAtPrice'>;
  plans: VariantPlans;
  /** The id of the plan chosen; null or undefined: one-time purchase. */
  value: string | null | undefined;
  /** The radios' name (page-unique). */
  name: string;
  /** The shopper chose a plan (null: one-time purchase); the first paint passes none (paint-listen.ts reads the radio's value). */
  onChange?: ((allocation: SellingPlanAllocation | null) => void) | undefined;
}

/**
 * One-time purchase (unless the product requires a plan) and each plan of the variant with its price and the one-time
 * price it saves against, grouped as the shop groups them: native radios, so arrow keys move and select, and Tab leaves.
 * Nothing where the variant has no plan.
 */
export function viewPlans<T>(h: H<T>, m: PlansModel): T | null {
  const { t, money, variant, plans, name, onChange } = m;
  const choice = (label: string, a?: SellingPlanAllocation) => {
    const id = a ? a.sellingPlan.id : '';
    const price = a ? a.priceAdjustments[0]!.price : variant.price;
    const was = a ? a.priceAdjustments[0]!.compareAtPrice : variant.compareAtPrice;
    const saving = !!was && Number(was.amount) > Number(price.amount);
    return h(
      'label',
      { key: id, className: 'plan-option' },
      h('input', { type: 'radio', name, value: id, checked: (m.value ?? '') === id, onChange: onChange && (() => onChange(a ?? null)) }),
      h('span', null, label, a?.sellingPlan.description && h('span', { className: 'plan-note' }, a.sellingPlan.description)),
      h(
        'span',
        { className: 'plan-price' },
        saving && h('span', { className: 'sr-only' }, `${t('salePrice')} `),
        h('span', { className: saving ? 'price-sale' : undefined }, money(price)),
        saving && h('span', { className: 'sr-only' }, ` ${t('regularPrice')} `),
        saving && h('s', { className: 'price-compare' }, money(was)),
      ),
    );
  };
  return plans.groups.length
    ? h(
        'fieldset',
        { className: 'plans', part: 'plans' },
        h('legend', null, t('purchaseOptions')),
        !plans.requiresSellingPlan && choice(t('oneTimePurchase')),
        plans.groups.map((g) =>
          h(
            'fieldset',
            { key: g.name },
            h('legend', null, g.name),
            g.allocations.map((a) => choice(a.sellingPlan.name, a)),
          ),
        ),
      )
    : null;
}

// The purchase options, once: their model (a variant's plans grouped as the shop groups them) and their markup. Only the
// plan chooser chunk imports this file (src/scripts/plan-chooser), so none of it is in the first script or the
// components: the first paint draws the options with the chunk it loaded (src/scripts/first-script/start.ts), the
// components' <PlanChooser> with the chunk it is handed or loads (use-plan-chooser.ts). Its few rules are inline styles,
// set through the CSSOM (dom.ts; preact and React alike), which a strict style-src allows: no sheet carries them.
import type { Money, Variant } from '../../cart-client';
import type { CardProduct } from '../../cart-client/card';
import type { SellingPlanAllocation } from '../../cart-client/selling-plans';
import type { Translate } from '../use-strings';
import type { H } from './dom';

/** One group as the shopper sees it: its name and the allocations of its plans this variant has, in the shop's order. */
export interface PlanGroup {
  name: string;
  allocations: SellingPlanAllocation[];
}

export interface VariantPlans {
  requiresSellingPlan: boolean;
  groups: PlanGroup[];
}

/**
 * The options' own sentences, with them in the plan chooser chunk (as the other chunks keep theirs: carousel, Buy now):
 * under the page's strings, where a language pack or a site owner's override of them wins.
 */
export const planStrings = {
  purchaseOptions: 'Purchase options',
  oneTimePurchase: 'One-time purchase',
};

type PlansProduct = Partial<Pick<CardProduct, 'requiresSellingPlan' | 'sellingPlanGroups' | 'firstVariantPlans'>>;

/**
 * A variant's allocations grouped as the product's plans are; a plan without an allocation for this variant is left out.
 *
 * @example
 * variantPlans(product, product.firstVariantPlans.sellingPlanAllocations.nodes);
 */
export function variantPlans(product: PlansProduct, allocations: readonly SellingPlanAllocation[]): VariantPlans {
  const byId = new Map(allocations.map((a) => [a.sellingPlan.id, a]));
  return {
    requiresSellingPlan: !!product.requiresSellingPlan,
    groups: (product.sellingPlanGroups?.nodes ?? [])
      .map((g) => ({ name: g.name, allocations: g.sellingPlans.nodes.flatMap((p) => byId.get(p.id) ?? []) }))
      .filter((g) => g.allocations.length > 0),
  };
}

/** The purchase options of `variant` when it is the one a card shows first (their allocations came with the card's read), else null. */
export const firstPlans = (product: PlansProduct, variant: { id: string } | undefined) => {
  const first = product.firstVariantPlans;
  return first && first.id == variant?.id ? variantPlans(product, first.sellingPlanAllocations.nodes) : null;
};

export interface PlansModel {
  t: Translate;
  money: (money: Money) => string;
  variant: Pick<Variant, 'price' | 'compareAtPrice'>;
  /** Null: none (the variant's are not here). */
  plans: VariantPlans | null;
  /** The id of the plan chosen; null or undefined: one-time purchase. */
  value: string | null | undefined;
  /** The radios' name (page-unique). */
  name: string;
  /** The shopper chose a plan (null: one-time purchase); the first paint passes none (paint-listen.ts reads the radio's value). */
  onChange?: ((allocation: SellingPlanAllocation | null) => void) | undefined;
}

// Every value a string: preact adds `px` to a number it does not know as unitless (a font weight among them).
const box = { display: 'grid', gap: '.375em', margin: '0', padding: '0', border: '0', minWidth: '0' };
const legend = { padding: '0', marginBottom: '.25em', fontWeight: '600' };
const option = {
  display: 'flex',
  gap: '.5em',
  alignItems: 'baseline',
  padding: '.5em .625em',
  border: '1px solid color-mix(in srgb, currentColor 25%, transparent)',
  borderRadius: '.5em',
  cursor: 'pointer',
};
const note = { display: 'block', fontSize: '.875em', opacity: '.8' };
const priceBox = { marginInlineStart: 'auto', textAlign: 'end', whiteSpace: 'nowrap' };

/**
 * One-time purchase (unless the product requires a plan) and each plan of the variant with its price and the one-time
 * price it saves against, grouped as the shop groups them: native radios, so arrow keys move and select, and Tab leaves.
 * Nothing where the variant has no plan, or its plans are not here.
 *
 * @example
 * viewPlans(rh, { t, money, variant, plans: firstPlans(product, variant), value: plan?.id, name, onChange });
 */
export function viewPlans<T>(h: H<T>, m: PlansModel): T | null {
  const { t, money, variant, plans, name, onChange } = m;
  // English is not among the page's strings (this chunk has it): their sentence where they have one, else ours.
  const say = (key: keyof typeof planStrings) => (t as (key: string) => string)(key) || planStrings[key];
  const choice = (label: string, a?: SellingPlanAllocation) => {
    const id = a ? a.sellingPlan.id : '';
    const price = a ? a.priceAdjustments[0]!.price : variant.price;
    const was = a ? a.priceAdjustments[0]!.compareAtPrice : variant.compareAtPrice;
    const saving = !!was && Number(was.amount) > Number(price.amount);
    return h(
      'label',
      { key: id, style: option },
      h('input', { type: 'radio', name, value: id, checked: (m.value ?? '') === id, onChange: onChange && (() => onChange(a ?? null)) }),
      h('span', null, label, a?.sellingPlan.description && h('span', { style: note }, a.sellingPlan.description)),
      h(
        'span',
        { style: priceBox },
        saving && h('span', { className: 'sr-only' }, `${t('salePrice')} `),
        h('span', { className: saving ? 'price-sale' : undefined }, money(price)),
        saving && h('span', { className: 'sr-only' }, ` ${t('regularPrice')} `),
        saving && h('s', { className: 'price-compare', style: { display: 'block' } }, money(was)),
      ),
    );
  };
  return plans?.groups.length
    ? h(
        'fieldset',
        { className: 'plans', part: 'plans', style: box },
        h('legend', { style: legend }, say('purchaseOptions')),
        !plans.requiresSellingPlan && choice(say('oneTimePurchase')),
        plans.groups.map((g) =>
          h(
            'fieldset',
            { key: g.name, style: box },
            h('legend', { style: { ...legend, fontWeight: '400' } }, g.name),
            g.allocations.map((a) => choice(a.sellingPlan.name, a)),
          ),
        ),
      )
    : null;
}

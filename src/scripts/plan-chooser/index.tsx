// The plan chooser chunk (`dist/shop-embed.plan-chooser.min.js`; in ESM a dynamic `import()` chunk): a card whose product
// has selling plans asks for it (use-plan-chooser.ts); a page without subscriptions never loads it. It shows one-time
// purchase and each plan as one radio group: native radios, so arrow keys move and select, and Tab leaves. Every price is
// the shop's allocation for the variant, never ours. The variant a card shows first has its plans in the card's read
// (`firstVariantPlans`), drawn with no read of their own; another variant's are read when it is chosen
// (cart-client/selling-plans.ts). Its few rules are inline styles (set through the CSSOM, which a strict style-src
// allows), so the first script's stylesheet carries nothing for it.
import { useLayoutEffect, useRef } from 'react';
import type { Variant } from '../../cart-client';
import type { CardProduct } from '../../cart-client/card';
import { plansRead, variantPlans, type SellingPlanAllocation, type VariantPlans } from '../../cart-client/selling-plans';
import { useCatalogRead } from '../../store';
import { useWidgetConfig } from '../../widget/config';
import { interpolate } from '../../widget/strings';
import { useDomId } from '../../widget/use-dom-id';
import { useMoney } from '../../widget/use-money';
import type { ChosenPlan } from '../../widget/card/card-types';

/** The chunk's sentences: under the page's strings (a site owner's override of one of them still wins). */
export const planStrings = {
  purchaseOptions: 'Purchase options',
  oneTimePurchase: 'One-time purchase',
};

export interface PlanChooserProps {
  variant: Variant;
  /** The card read's product: its selling plan groups, and the allocations of the variant it shows first. */
  product: Partial<Pick<CardProduct, 'requiresSellingPlan' | 'sellingPlanGroups' | 'firstVariantPlans'>>;
  /** The plan chosen; null: one-time purchase. */
  value: ChosenPlan | null;
  /** Also called without the shopper: to preselect where a plan is required, and with the new price when the variant changes. */
  onChange: (plan: ChosenPlan | null) => void;
}

const chosen = (a: SellingPlanAllocation): ChosenPlan => ({ id: a.sellingPlan.id, name: a.sellingPlan.name, price: a.priceAdjustments[0]!.price });

const box = { display: 'grid', gap: '.375em', margin: 0, padding: 0, border: 0, minWidth: 0 };
const legend = { padding: 0, marginBottom: '.25em', fontWeight: 600 };
const option = {
  display: 'flex',
  gap: '.5em',
  alignItems: 'baseline',
  padding: '.5em .625em',
  border: '1px solid color-mix(in srgb, currentColor 25%, transparent)',
  borderRadius: '.5em',
  cursor: 'pointer',
};
const note = { display: 'block', fontSize: '.875em', opacity: 0.8 };

/**
 * One-time purchase (unless the product requires a plan) and each plan of the variant with its price and the one-time
 * price it saves against, grouped as the shop groups them.
 *
 * @example
 * <PlanChooser variant={variant} product={product} value={plan} onChange={setPlan} />
 */
export function PlanChooser({ variant, product, value, onChange }: PlanChooserProps) {
  const { strings } = useWidgetConfig();
  const t = (key: keyof typeof planStrings | 'salePrice' | 'regularPrice') =>
    interpolate(strings[key] ?? planStrings[key as keyof typeof planStrings]);
  const money = useMoney();
  const name = useDomId('plan');
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
  const next = same ? chosen(same) : null;
  const stale = !!plans && (next?.id !== value?.id || next?.price.amount !== value?.price.amount);
  useLayoutEffect(() => {
    if (stale) onChange(next);
  });

  if (!plans || !all.length) return null;
  const choice = (id: string | null, label: string, a?: SellingPlanAllocation) => {
    const price = a ? a.priceAdjustments[0]!.price : variant.price;
    const was = a ? a.priceAdjustments[0]!.compareAtPrice : variant.compareAtPrice;
    const saving = !!was && Number(was.amount) > Number(price.amount);
    return (
      <label key={id ?? ''} style={option}>
        <input type="radio" name={name} checked={(value?.id ?? null) === id} onChange={() => onChange(a ? chosen(a) : null)} />
        <span>
          {label}
          {a?.sellingPlan.description && <span style={note}>{a.sellingPlan.description}</span>}
        </span>
        <span style={{ marginInlineStart: 'auto', textAlign: 'end', whiteSpace: 'nowrap' }}>
          {saving && <span className="sr-only">{`${t('salePrice')} `}</span>}
          <span className={saving ? 'price-sale' : undefined}>{money(price)}</span>
          {saving && (
            <>
              <span className="sr-only">{` ${t('regularPrice')} `}</span>
              <s className="price-compare" style={{ display: 'block' }}>
                {money(was)}
              </s>
            </>
          )}
        </span>
      </label>
    );
  };
  return (
    <fieldset className="plans" part="plans" style={box}>
      <legend style={legend}>{t('purchaseOptions')}</legend>
      {!plans.requiresSellingPlan && choice(null, t('oneTimePurchase'))}
      {plans.groups.map((g) => (
        <fieldset key={g.name} style={box}>
          <legend style={{ ...legend, fontWeight: 400 }}>{g.name}</legend>
          {g.allocations.map((a) => choice(a.sellingPlan.id, a.sellingPlan.name, a))}
        </fieldset>
      ))}
    </fieldset>
  );
}

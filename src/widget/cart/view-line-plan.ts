// A cart line's purchase option, changeable where its variant has several plans: with the plan chooser chunk
// (src/scripts/plan-chooser), not the cart chunk, since only a cart that holds a subscription draws it. Until the chunk is
// here the line names its plan as text (CartLineItem.tsx). Written as a view (`(h, model) → tree`), as view-plans.ts is,
// so the chunk imports no component of the cart's.
import type { Money } from '../../cart-client';
import type { H } from '../card/dom';
import { planStrings } from '../card/view-plans';
import { interpolate } from '../strings';
import type { Translate } from '../use-strings';

/** The select's own sentences, with it in the chunk: under the page's strings, where a pack or the site owner's wins. */
export const linePlanStrings = {
  purchaseOption: 'Purchase option',
  linePlan: 'Purchase option for {title}',
  planOption: '{plan}, {price} each',
};

export interface LinePlanModel {
  t: Translate;
  money: (money: Money) => string;
  /** The line's name as its other controls say it: "Fresh Roast Subscription (500 g)". */
  title: string;
  /** The variant's plans, each priced by the shop for it. */
  plans: ReadonlyArray<{ sellingPlan: { id: string; name: string }; priceAdjustments: ReadonlyArray<{ price: Money }> }>;
  /** One-time purchase is an option (the product does not require a plan). */
  oneTime: boolean;
  /** The plan's id shown chosen; '' for one-time purchase. */
  value: string;
  /** The shopper chose a plan ('' for one-time purchase). */
  onChange: (planId: string) => void;
}

/**
 * A labelled select of the line's plans, one-time purchase first where the product allows it, each plan with its price
 * per item.
 *
 * @example
 * viewLinePlan(rh, { t, money, title: 'Fresh Roast (500 g)', plans, oneTime: true, value: plan?.sellingPlan.id ?? '', onChange });
 */
export function viewLinePlan<T>(h: H<T>, m: LinePlanModel): T {
  const { t, money } = m;
  // English is not among the page's strings (this chunk has it): their sentence where they have one, else ours.
  const say = (key: keyof typeof linePlanStrings | 'oneTimePurchase', values?: Record<string, string>) =>
    (t as (key: string, values?: Record<string, string>) => string)(key, values) || interpolate({ ...planStrings, ...linePlanStrings }[key], values);
  return h(
    'label',
    { className: 'meta plan' },
    h('span', { 'aria-hidden': 'true' }, say('purchaseOption')),
    h(
      'span',
      { className: 'select-wrap' },
      h(
        'select',
        {
          className: 'select',
          'aria-label': say('linePlan', { title: m.title }),
          value: m.value,
          onChange: (event: { currentTarget: HTMLSelectElement }) => m.onChange(event.currentTarget.value),
        },
        m.oneTime && h('option', { value: '' }, say('oneTimePurchase')),
        m.plans.map((a) =>
          h(
            'option',
            { key: a.sellingPlan.id, value: a.sellingPlan.id },
            say('planOption', { plan: a.sellingPlan.name, price: money(a.priceAdjustments[0]!.price) }),
          ),
        ),
      ),
    ),
  );
}

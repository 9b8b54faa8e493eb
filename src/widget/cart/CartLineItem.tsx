import { useRef, useState } from 'react';
import type { Cart, CartLine } from '../../cart-client';
import { sameAttributes, useCart, type PendingLineState } from '../../store';
import { useWidgetConfig } from '../config';
import { LazyImage } from '../LazyImage';
import { Price } from '../card/Price';
import { QuantityStepper } from '../QuantityStepper';
import { useDomId } from '../use-dom-id';
import { useMoney } from '../use-money';
import { usePlanChooser } from '../use-plan-chooser';
import { useStrings, type Translate } from '../use-strings';
import { MessageList } from './MessageList';
import { removeLineFocus, usePanel } from './panel';

const real = (value: string) => value !== 'Default Title';

/** A confirmed change of `line` in a sentence: its quantity in the shop's `cart` now, or that it left (and the cart emptied). */
function news(t: Translate, title: string, line: CartLine, cart: Cart | null): string {
  const now = cart?.lines.find(
    (l) => l.id === line.id || (l.merchandise.id === line.merchandise.id && sameAttributes(l.attributes, line.attributes)),
  );
  return now ? t('lineUpdated', { title, quantity: now.quantity }) : t(cart?.lines.length ? 'lineRemoved' : 'lastLineRemoved', { title });
}

/** Name: value pairs of a line, as its options or attributes. */
function Pairs({ pairs }: { pairs: Array<[string, string]> }) {
  return (
    <dl className="meta">
      {pairs.map(([key, value]) => (
        <div key={key}>
          <dt>{key}:</dt> <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One cart line: image, product title, its options (or the variant title when a pending line has none yet), line
 * attributes (keys starting with `_` are private by Shopify convention), price per item with compare-at, line total
 * (before its own discounts struck through), the line's discounts, quantity and remove. A line still being sent says so,
 * and stays removable.
 */
export function CartLineItem({ line, pending }: { line: CartLine; pending: PendingLineState | undefined }) {
  const setLineQuantity = useCart((state) => state.setLineQuantity);
  const removeLines = useCart((state) => state.removeLines);
  const setLinePlan = useCart((state) => state.setLinePlan);
  const { run, touch } = usePanel();
  const money = useMoney();
  const t = useStrings();
  const { strings } = useWidgetConfig();
  const id = useDomId('line');
  const { merchandise, cost } = line;
  const options = merchandise.selectedOptions.filter((o) => real(o.value));
  const variant = real(merchandise.title) && merchandise.title !== merchandise.product.title ? merchandise.title : '';
  const name = variant ? `${merchandise.product.title} (${variant})` : merchandise.product.title;
  const attributes = line.attributes.filter((a) => !a.key.startsWith('_') && a.value);
  const discounted = Number(cost.subtotalAmount.amount) > Number(cost.totalAmount.amount);
  // The line's selling plan as the shop names and prices it, and the variant's other plans (a pending line has none yet).
  const plan = line.sellingPlanAllocation;
  const plans = merchandise.sellingPlanAllocations.nodes;
  // Its select comes with the plan chooser chunk: until then the line names its plan.
  const LinePlan = usePlanChooser(plans.length > 0)?.LinePlan;
  // Quick clicks coalesce into one request and every click's promise settles with its outcome: only the latest change is
  // announced, once the shop confirmed it (a refusal is announced by the panel instead, as its message).
  const latest = useRef(0);
  const [choice, setChoice] = useState<string | null>(null);
  const act = (action: () => ReturnType<typeof removeLines>) => {
    touch(line.id);
    const turn = ++latest.current;
    return run(action, ({ cart }) => (turn < latest.current ? '' : news(t, name, line, cart)));
  };
  const remove = () => act(() => removeLines([line.id]));

  return (
    <li className={`line${pending ? ' pending' : ''}`} part="line" aria-busy={!!pending} aria-labelledby={id}>
      <div className="media thumb">
        {merchandise.image ? (
          <LazyImage image={merchandise.image} alt="" widths={[96, 192]} sizes="96px" />
        ) : (
          <span className="placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="line-body">
        <h3 className="line-title" id={id} dir="auto">
          {merchandise.product.title}
        </h3>
        {options.length > 0 ? <Pairs pairs={options.map((o) => [o.name, o.value])} /> : variant && <p className="meta">{variant}</p>}
        {attributes.length > 0 && <Pairs pairs={attributes.map((a) => [a.key, a.value!])} />}
        {plans.length > 0 && LinePlan ? (
          <LinePlan
            title={name}
            plans={plans}
            oneTime={!merchandise.product.requiresSellingPlan}
            value={choice ?? plan?.sellingPlan.id ?? ''}
            onChange={(value) => {
              // The new plan's price is the shop's to say, so it is not drawn ahead; the select keeps the choice meanwhile.
              setChoice(value);
              void act(() => setLinePlan(line.id, value || null)).finally(() => setChoice(null));
            }}
          />
        ) : (
          plan && <p className="meta plan">{plan.sellingPlan.name}</p>
        )}
        {plan?.sellingPlan.description && <p className="meta">{plan.sellingPlan.description}</p>}
        <Price price={cost.amountPerQuantity} compareAtPrice={plan?.priceAdjustments[0]?.compareAtPrice ?? cost.compareAtAmountPerQuantity} />
        {line.discountAllocations.map((d, i) => (
          <p key={i} className="meta discount">
            {d.code ?? d.title}: −{money(d.discountedAmount)}
          </p>
        ))}
        {pending && (
          <p className="meta status">
            {pending.state === 'retrying' ? t('lineRetrying', { reason: strings[pending.reason ?? ''] ?? strings.HTTP_ERROR }) : t('lineSending')}
          </p>
        )}
        <MessageList id={`${id}-m`} place={`line:${line.id}`} />
        <div className="line-actions">
          <QuantityStepper
            value={line.quantity}
            label={t('lineQuantity', { title: name })}
            item={name}
            onChange={(q) => act(() => setLineQuantity(line.id, q))}
            // 0 typed removes the line, as its Remove does (announced, focus kept in the cart, back if the shop refuses).
            onZero={(field) => removeLineFocus({ currentTarget: field }, remove())}
          />
          <button
            type="button"
            className="link"
            part="remove"
            aria-label={t('removeLine', { title: name })}
            onClick={(event) => removeLineFocus(event, remove())}
          >
            {t('remove')}
          </button>
        </div>
      </div>
      <p className="line-total" part="line-total">
        <span className="sr-only">{t('lineTotal')} </span>
        {discounted && <s className="price-compare">{money(cost.subtotalAmount)}</s>} {money(cost.totalAmount)}
      </p>
    </li>
  );
}

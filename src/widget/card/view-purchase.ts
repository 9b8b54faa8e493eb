// The quantity stepper's and the add button's markup, once: <QuantityStepper> and <AddToCart> draw them with their state and
// handlers, the first paint without (its listeners, paint-listen.ts, find the stepper's `decrease`/`increase` parts and
// the `add-to-cart` part).
import { MAX_QUANTITY } from '../card-line';
import type { Translate } from '../use-strings';
import type { H, Kid } from './dom';

export interface StepperModel {
  t: Translate;
  /** The quantity, and what the field shows (a draft being typed; default the quantity). */
  value: number;
  draft?: string | undefined;
  /** Default 1. */
  min?: number | undefined;
  /** Default 2,147,483,647, the largest quantity the Storefront API takes. */
  max?: number | undefined;
  /** The field's name (default "Quantity"). */
  label?: string | undefined;
  /** What the quantity is of, for the −/+ names in a list of many ("Increase quantity of Classic Cotton Tee"). */
  item?: string | undefined;
  onStep?: ((step: -1 | 1) => void) | undefined;
  /** What only the live field adds (QuantityStepper): its ref and its input, key and blur handlers. */
  field?: Record<string, unknown> | undefined;
}

/**
 * A labelled number input between − and + buttons. At a limit the −/+ buttons are aria-disabled, not disabled: a
 * disabled button drops the keyboard focus to the page's body (Chromium). The field is named by aria-label, not a hidden
 * <label>: the same name for screen readers, two DOM nodes fewer in every card.
 */
export function viewStepper<T>(h: H<T>, m: StepperModel): T {
  const { t, item, onStep, value, min = 1, max = MAX_QUANTITY } = m;
  const step = (by: -1 | 1, part: string, key: 'decreaseQuantity' | 'increaseQuantity', end: boolean, text: string) =>
    h(
      'button',
      {
        type: 'button',
        part,
        'aria-label': item ? t(`${key}Of`, { title: item }) : t(key),
        'aria-disabled': end,
        onClick: onStep && (() => onStep(by)),
      },
      text,
    );
  return h(
    'div',
    { className: 'stepper', part: 'quantity' },
    step(-1, 'decrease', 'decreaseQuantity', value <= min, '−'),
    h('input', {
      'aria-label': m.label ?? t('quantity'),
      type: 'number',
      inputMode: 'numeric',
      min,
      max,
      step: 1,
      value: m.draft ?? value,
      ...m.field,
    }),
    step(1, 'increase', 'increaseQuantity', value >= max, '+'),
  );
}

export interface PurchaseModel<T> {
  /** The variant can be bought: the button is enabled, the stepper shown. */
  usable: boolean;
  busy: boolean;
  /** The button's words ("Add to cart", "Adding…", "Sold out"…), or a tile's, named after the product (view-quick-add.ts). */
  label: Kid<T>;
  /** The quantity stepper (drawn where the add is usable and the card is not compact). */
  stepper?: T | false | undefined;
  messages: { kind: string; text: string }[];
  onAdd?: (() => void) | undefined;
  /**
   * Buy now's button (AddToCart draws it: the first paint leaves a Buy now card to the components), instead of the add
   * (`instead`) or beside it; only where the variant can be bought (sold out, the add's disabled button says so).
   */
  buyNow?: { instead: boolean; button: T } | false | undefined;
}

/** The stepper and the add button, and the messages about the add in a status region next to them. */
export function viewPurchase<T>(h: H<T>, m: PurchaseModel<T>): T {
  const { usable, busy } = m;
  const buyNow = usable && m.buyNow;
  return h(
    'div',
    { className: 'purchase' },
    h(
      'div',
      { className: 'buy' },
      usable && m.stepper,
      !(buyNow && buyNow.instead) &&
        h(
          'button',
          { type: 'button', className: 'button', part: 'button add-to-cart', disabled: !usable, 'aria-busy': busy, onClick: m.onAdd },
          m.label,
        ),
      buyNow && buyNow.button,
    ),
    h(
      'div',
      { className: 'messages', part: 'messages', role: 'status', 'aria-live': 'polite' },
      m.messages.map((message, i) => h('p', { key: i, className: `message ${message.kind}` }, message.text)),
    ),
  );
}

import { useEffect, useRef, useState } from 'react';
import { MAX_QUANTITY } from './card-line';
import { useStrings } from './use-strings';
import { rh } from './card/react-h';
import { viewStepper } from './card/view-purchase';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Default 1. */
  min?: number;
  /** Default 2,147,483,647, the largest quantity the Storefront API takes. */
  max?: number;
  /** The input's label (default "Quantity"). */
  label?: string;
  /** Commit every valid keystroke too (for a local quantity, not a cart line). */
  live?: boolean;
  /** What the quantity is of, for the −/+ names in a list of many ("Increase quantity of Classic Cotton Tee"). */
  item?: string;
  /**
   * A typed 0 calls this instead of becoming `min` (a cart line: 0 removes it, as Shopify's own cart does); given the
   * field, which the caller may move focus from. The −/+ buttons still stop at `min`.
   */
  onZero?: (field: HTMLInputElement) => void;
}

/**
 * A labelled number input between − and + buttons. Typing only edits a draft, committed on change, Enter or leaving the
 * field (a cart line must not send every keystroke: 3 → 15 would send 1 first); an invalid draft is restored to the last
 * value (the markup: card/view-purchase.ts). `live` also commits each valid keystroke, for a caller that only keeps a local number (the product card, whose
 * add button may be clicked without the field losing focus).
 *
 * @example
 * <QuantityStepper value={quantity} onChange={setQuantity} />
 */
export function QuantityStepper(props: QuantityStepperProps) {
  // By default no more than the Storefront API's quantity takes (an Int, 32 bits): a larger one is refused whole, not clamped.
  const { value, onChange, min = 1, max = MAX_QUANTITY } = props;
  const t = useStrings();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const clamp = (n: number) => Math.max(min, Math.min(max, n));
  const set = (n: number) => {
    const next = clamp(n);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const whole = (text: string) => text !== '' && Number.isInteger(Number(text));
  const commit = (text: string) => {
    if (!whole(text)) return setDraft(String(value));
    if (Number(text) !== 0 || !props.onZero) return set(Number(text));
    // Enter and the change event it fires both commit: the line is removed once. The field shows the quantity again (if
    // the shop refuses, the line comes back as it was); set on the element too, as the draft may already equal it.
    setDraft(String(value));
    field.current!.value = String(value);
    if (!zeroed.current) props.onZero(field.current!);
    zeroed.current = true;
  };
  // The native change event (spinner, arrow keys, Enter) commits too. React's `onChange` on an input is the input event,
  // so it is listened to on the element itself; re-added each render for the current `commit`.
  const field = useRef<HTMLInputElement>(null);
  const zeroed = useRef(false);
  useEffect(() => {
    const input = field.current!;
    const onChange = () => commit(input.value);
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  });
  return viewStepper(rh, {
    t,
    value,
    draft,
    min,
    max,
    label: props.label,
    item: props.item,
    onStep: (by) => set(value + by),
    field: {
      ref: field,
      onInput: (event: { currentTarget: HTMLInputElement }) => {
        const text = event.currentTarget.value;
        setDraft(text);
        zeroed.current = false;
        const n = Math.min(Number(text), max);
        if (props.live && whole(text) && clamp(n) === n && n !== value) onChange(n);
      },
      onKeyDown: (event: { key: string; currentTarget: HTMLInputElement }) => event.key === 'Enter' && commit(event.currentTarget.value),
      onBlur: (event: { currentTarget: HTMLInputElement }) => commit(event.currentTarget.value),
    },
  });
}

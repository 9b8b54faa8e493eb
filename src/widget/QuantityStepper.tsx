import { useEffect, useState } from 'react';
import { useDomId } from './use-dom-id';
import { useStrings } from './use-strings';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Default 1. */
  min?: number;
  max?: number;
  /** The input's label (default "Quantity"). */
  label?: string;
}

/**
 * A labelled number input between − and + buttons. Typing keeps the draft until it is a valid whole number; leaving the
 * field restores the last valid value.
 *
 * @example
 * <QuantityStepper value={quantity} onChange={setQuantity} />
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { value, onChange, min = 1, max } = props;
  const t = useStrings();
  const id = useDomId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const clamp = (n: number) => Math.max(min, max === undefined ? n : Math.min(max, n));
  const set = (n: number) => {
    const next = clamp(n);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div class="stepper" part="quantity">
      <label class="sr-only" for={id}>
        {props.label ?? t('quantity')}
      </label>
      <button type="button" aria-label={t('decreaseQuantity')} disabled={value <= min} onClick={() => set(value - 1)}>
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        onInput={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          const n = Number(text);
          if (text !== '' && Number.isInteger(n) && n >= min && (max === undefined || n <= max) && n !== value) onChange(n);
        }}
        onBlur={() => setDraft(String(value))}
      />
      <button type="button" aria-label={t('increaseQuantity')} disabled={max !== undefined && value >= max} onClick={() => set(value + 1)}>
        +
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { Filter, ProductFilter } from '../cart-client/discovery';
import { paramsOf, sameFilter } from './discovery-url';
import { useStrings } from './use-strings';

export interface FacetsProps {
  /** The facets the shop gave with the products shown, each value with its count. */
  filters: readonly Filter[];
  /** The filters chosen now. */
  chosen: readonly ProductFilter[];
  onChange: (chosen: ProductFilter[]) => void;
}

/** A FilterValue's `input` (JSON text) as the filter it selects; null when it is not JSON. */
export const parse = (input: string): ProductFilter | null => {
  try {
    return JSON.parse(input) as ProductFilter;
  } catch {
    return null;
  }
};

/** The chosen price range, if any. */
export const priceOf = (chosen: readonly ProductFilter[]) =>
  chosen.find((f) => 'price' in f)?.price as { min?: number | null; max?: number | null } | undefined;

/**
 * The shop's facets as checkboxes with their counts (a value that would show nothing is disabled) and a price range: each
 * change is the whole new set of filters, which the grid asks for in one request.
 */
export function Facets({ filters, chosen, onChange }: FacetsProps) {
  const t = useStrings();
  const price = priceOf(chosen);
  const form = useRef<HTMLFormElement>(null);
  // A new choice (a chip removed, back) shows in the fields; they stay the same elements, so the one the shopper pressed
  // Enter in keeps focus.
  useEffect(() => {
    const fields = form.current?.elements as unknown as Record<'min' | 'max', HTMLInputElement> | undefined;
    if (fields) [fields.min.value, fields.max.value] = [String(price?.min || ''), String(price?.max ?? '')];
  }, [JSON.stringify(price)]); // eslint-disable-line react-hooks/exhaustive-deps -- when the chosen range changes
  const toggle = (input: ProductFilter, on: boolean) => onChange(on ? [...chosen, input] : chosen.filter((f) => !sameFilter(f, input)));

  function setPrice(event: { preventDefault(): void; currentTarget: HTMLFormElement }) {
    event.preventDefault();
    const form = event.currentTarget.elements as unknown as Record<'min' | 'max', HTMLInputElement>;
    const [min, max] = [form.min.value, form.max.value].map((v) => (v.trim() === '' ? null : Math.max(0, Number(v))));
    const rest = chosen.filter((f) => !('price' in f));
    onChange(min || max != null ? [...rest, { price: { min: min ?? 0, ...(max != null ? { max } : {}) } }] : rest);
  }

  return (
    <div className="facets-list">
      {filters.map((filter) => {
        if (filter.type === 'PRICE_RANGE') {
          const highest = (parse(filter.values[0]?.input ?? '')?.price as { max?: number } | undefined)?.max;
          return (
            <fieldset key={filter.id} className="facet" part="facet">
              <legend>{filter.label}</legend>
              <form ref={form} className="price-range" onSubmit={setPrice}>
                <label>
                  {t('priceMin')}
                  <input name="min" type="number" inputMode="decimal" min={0} max={highest} defaultValue={price?.min || ''} />
                </label>
                <label>
                  {t('priceMax')}
                  <input
                    name="max"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={highest}
                    placeholder={highest === undefined ? undefined : String(highest)}
                    defaultValue={price?.max ?? ''}
                  />
                </label>
                <button type="submit" className="button secondary">
                  {t('applyPrice')}
                </button>
              </form>
            </fieldset>
          );
        }
        const values = filter.values.map((value) => ({ value, input: parse(value.input) })).filter((v) => v.input && paramsOf(v.input).length);
        if (!values.length) return null;
        return (
          <fieldset key={filter.id} className="facet" part="facet">
            <legend>{filter.label}</legend>
            {values.map(({ value, input }) => {
              const on = chosen.some((f) => sameFilter(f, input!));
              return (
                <label key={value.id} className="check">
                  <input type="checkbox" checked={on} disabled={!on && value.count === 0} onChange={() => toggle(input!, !on)} />
                  <span>{value.label}</span>
                  <span className="count">({value.count})</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

import { useRef, type ReactNode } from 'react';
import type { Filter, ProductFilter } from '../cart-client/discovery';
import { paramsOf, sameFilter } from './discovery-url';
import { parse } from './Facets';
import { useDomId } from './use-dom-id';
import { useStrings, type StringKey } from './use-strings';

/** The chosen filters' names: the facet value's own label, else what the address says (a price as "10–50"). */
function labelOf(filter: ProductFilter, facets: readonly Filter[]): string {
  for (const facet of facets)
    for (const value of facet.values) {
      const input = parse(value.input);
      if (input && sameFilter(input, filter)) return value.label;
    }
  const price = (filter as { price?: { min?: number | null; max?: number | null } }).price;
  if (price) return `${facets.find((f) => f.type === 'PRICE_RANGE')?.label ?? ''} ${price.min ?? 0}–${price.max ?? '…'}`.trim();
  return paramsOf(filter)[0]?.[1] ?? '';
}

/**
 * The active filters as chips, each removable, and "Clear all". A removed chip hands focus to the next one (or "Clear
 * all"); when the list goes (the last chip, "Clear all") `onEmptied` places it.
 */
export function ActiveFilters({
  filters,
  chosen,
  onChange,
  onEmptied,
}: {
  filters: readonly Filter[];
  chosen: readonly ProductFilter[];
  onChange: (f: ProductFilter[]) => void;
  onEmptied: () => void;
}) {
  const t = useStrings();
  // Before the list changes: the chip after this one (keyed by its label, it stays the same element), else `onEmptied`.
  const remove = (event: { currentTarget: Element }, rest: ProductFilter[]) => {
    const next = rest.length ? event.currentTarget.parentElement?.nextElementSibling?.querySelector('button') : null;
    onChange(rest);
    if (next) next.focus();
    else onEmptied();
  };
  if (!chosen.length) return null;
  return (
    <ul className="filter-chips" part="active-filters" aria-label={t('activeFilters')}>
      {chosen.map((filter) => {
        const label = labelOf(filter, filters);
        return (
          <li key={label}>
            <button
              type="button"
              className="filter-chip"
              part="chip"
              aria-label={t('removeFilter', { label })}
              onClick={(event) =>
                remove(
                  event,
                  chosen.filter((f) => f !== filter),
                )
              }
            >
              {label} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" className="filter-chip clear" part="chip" onClick={(event) => remove(event, [])}>
          {t('clearAll')}
        </button>
      </li>
    </ul>
  );
}

/** On a phone, the facets in a sheet opened by "Filters (2)"; wider, the button is hidden and the facets sit beside the grid. */
export function FilterSheet({ count, total, children }: { count: number; total: number | undefined; children: ReactNode }) {
  const t = useStrings();
  const sheet = useRef<HTMLDialogElement>(null);
  const titleId = useDomId();
  const close = () => sheet.current?.close();
  return (
    <>
      <button
        type="button"
        className="button secondary filters-toggle"
        part="button filters-toggle"
        aria-haspopup="dialog"
        onClick={() => sheet.current?.showModal()}
      >
        {count ? t('filtersCount', { count }) : t('filters')}
      </button>
      <dialog ref={sheet} className="sheet" part="filter-sheet" aria-labelledby={titleId}>
        <div className="sheet-head">
          <h2 id={titleId}>{t('filters')}</h2>
          <button type="button" className="button secondary" onClick={close}>
            {t('close')}
          </button>
        </div>
        {children}
        <button type="button" className="button" onClick={close}>
          {total === undefined ? t('showProducts') : total === 1 ? t('showOne') : t('showResults', { count: total })}
        </button>
      </dialog>
    </>
  );
}

const COLLECTION_SORTS: Array<[string, StringKey]> = [
  ['', 'sortFeatured'],
  ['best-selling', 'sortBestSelling'],
  ['price-ascending', 'sortPriceAscending'],
  ['price-descending', 'sortPriceDescending'],
  ['title-ascending', 'sortTitle'],
  ['created-descending', 'sortNewest'],
];
const SEARCH_SORTS: Array<[string, StringKey]> = [
  ['', 'sortRelevance'],
  ['price-ascending', 'sortPriceAscending'],
  ['price-descending', 'sortPriceDescending'],
];

/** The order of the products (`sort_by` in the address; '' is the widget's own). */
export function SortSelect({ kind, value, onChange }: { kind: 'search' | 'collection'; value: string; onChange: (sort: string) => void }) {
  const t = useStrings();
  const id = useDomId();
  return (
    <div className="sort" part="sort">
      <label htmlFor={id}>{t('sortBy')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {(kind === 'search' ? SEARCH_SORTS : COLLECTION_SORTS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {t(label)}
          </option>
        ))}
      </select>
    </div>
  );
}

// The discovery widgets' state in the page's address, in the form Shopify's own storefronts use, so a link to a filtered
// collection or a search opens the same view here and on the shop's theme: `?q=mug`, `?filter.v.option.color=Red`,
// `filter.v.availability=1`, `filter.v.price.gte=10&filter.v.price.lte=50`, `filter.p.product_type=Mugs`,
// `filter.p.vendor=…`, `filter.p.tag=…` (shopify.dev/docs/storefronts/themes/navigation-search/filtering/
// storefront-filtering, "Filter URL parameters"), and `sort_by=price-ascending` (the themes' sort parameter).
// Two widgets on one page keep their states apart: one of them (the first or only one, url-state.ts decides) writes
// Shopify's own names, each other one writes them behind its key (`coffee.filter.v.option.color=Black`, `search.q=mug`).
// Pure: the mount layer reads and writes `location`/`history` (src/scripts/discovery/url-state.ts).
import type { ProductFilter } from '../cart-client/discovery';

const PRICE = 'filter.v.price';
const OPTION = 'filter.v.option.';
/** Product-level parameters and the ProductFilter field each one fills. */
const PRODUCT_FIELDS: Record<string, string> = { 'filter.p.product_type': 'productType', 'filter.p.vendor': 'productVendor', 'filter.p.tag': 'tag' };

/** The `sort_by` values the widgets offer, as Storefront sort keys (collections: ProductCollectionSortKeys; search: SearchSortKeys). */
export const SORTS: Record<string, { sortKey: string; reverse?: boolean }> = {
  manual: { sortKey: 'COLLECTION_DEFAULT' },
  relevance: { sortKey: 'RELEVANCE' },
  'best-selling': { sortKey: 'BEST_SELLING' },
  'price-ascending': { sortKey: 'PRICE' },
  'price-descending': { sortKey: 'PRICE', reverse: true },
  'title-ascending': { sortKey: 'TITLE' },
  'created-descending': { sortKey: 'CREATED', reverse: true },
};

/** The URL parameters of one filter (a price range gives one for each end it has). */
export function paramsOf(filter: ProductFilter): Array<[string, string]> {
  const f = filter as { available?: boolean; price?: { min?: number | null; max?: number | null }; variantOption?: { name: string; value: string } };
  if (typeof f.available === 'boolean') return [['filter.v.availability', f.available ? '1' : '0']];
  if (f.price) {
    const ends: Array<[string, string]> = [];
    if (f.price.min) ends.push([`${PRICE}.gte`, String(f.price.min)]);
    if (f.price.max != null) ends.push([`${PRICE}.lte`, String(f.price.max)]);
    return ends;
  }
  if (f.variantOption) return [[OPTION + f.variantOption.name.toLowerCase(), f.variantOption.value]];
  for (const [param, field] of Object.entries(PRODUCT_FIELDS)) if (typeof filter[field] === 'string') return [[param, filter[field] as string]];
  return []; // metafield, category: chosen from the facets, kept only while the page lives
}

/**
 * The most filters one request may carry: "Input arguments that accept an array have a maximum size of 250" (Shopify API
 * limits, shopify.dev/docs/api/usage/limits, "Input limits"); more, and the shop refuses the whole read.
 */
export const MAX_FILTERS = 250;

/** The ProductFilter inputs the address asks for, in its order; unknown `filter.*` parameters are ignored. */
export function filtersFromParams(params: URLSearchParams): ProductFilter[] {
  const filters: ProductFilter[] = [];
  const price: { min?: number; max?: number } = {};
  params.forEach((value, key) => {
    if (key === 'filter.v.availability' && (value === '1' || value === '0')) filters.push({ available: value === '1' });
    else if (key.startsWith(OPTION) && key.length > OPTION.length) filters.push({ variantOption: { name: key.slice(OPTION.length), value } });
    else if (PRODUCT_FIELDS[key]) filters.push({ [PRODUCT_FIELDS[key]]: value });
    else if ((key === `${PRICE}.gte` || key === `${PRICE}.lte`) && value.trim() !== '' && Number.isFinite(Number(value)))
      price[key.endsWith('gte') ? 'min' : 'max'] = Math.max(0, Number(value));
  });
  if (price.min !== undefined || price.max !== undefined) filters.push({ price });
  return filters;
}

/** `params` with its filter and sort parameters replaced by `filters` and `sort` (others, such as `q`, are kept). */
export function withFilters(params: URLSearchParams, filters: readonly ProductFilter[], sort: string): URLSearchParams {
  const next = new URLSearchParams();
  params.forEach((value, key) => !key.startsWith('filter.') && key !== 'sort_by' && next.append(key, value));
  for (const filter of filters) for (const [key, value] of paramsOf(filter)) next.append(key, value);
  if (sort) next.set('sort_by', sort);
  return next;
}

/** Two filters are the same choice when they write the same URL parameters. */
export const sameFilter = (a: ProductFilter, b: ProductFilter) => JSON.stringify(paramsOf(a)) === JSON.stringify(paramsOf(b));

/** Whether a parameter is one of the widget keyed `key`: behind its key, or one of Shopify's own names for ''. */
const owns = (key: string, name: string) => (key ? name.startsWith(`${key}.`) : /^(q|sort_by)$|^filter\./.test(name));

/**
 * The parameters of the widget keyed `key` ('': Shopify's own names): without `own`, those of `params` (the key taken
 * off); with `own`, all of `params` with the widget's replaced by `own` (written behind the key).
 */
export function ownParams(params: URLSearchParams, key: string, own?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  params.forEach((value, name) => owns(key, name) === !own && next.append(own || !key ? name : name.slice(key.length + 1), value));
  own?.forEach((value, name) => next.append(key ? `${key}.${name}` : name, value));
  return next;
}

// @ts-check
// Search and filters of the demo shop: `search` (relevance, productFilters, unavailableProducts, sort), `predictiveSearch`
// (prefix matching, limit, types) and the facets of `Collection.products(filters:)` and `search(...).productFilters`.
//
// Shopify's documents behind the behaviour (Storefront API 2026-04):
// - search: `sortKey` RELEVANCE (default) or PRICE; `unavailableProducts` LAST is the default ("Show unavailable products
//   after all other matching results"), HIDE, SHOW; `prefix: LAST` matches the last term partially
//   (shopify.dev/docs/api/storefront/2026-04/queries/search, enums SearchUnavailableProductsType, SearchPrefixQueryType).
// - predictiveSearch: `limit` "can range from 1 to 10, and the default is 10"; `limitScope` ALL (across types, the default)
//   or EACH (per type); the default searchable fields are TITLE, PRODUCT_TYPE, VARIANTS_TITLE and VENDOR
//   (shopify.dev/docs/api/storefront/2025-04/queries/predictiveSearch).
// - filters: "Filters are applied with AND logic, and filter values with OR" (shopify.dev/docs/storefronts/themes/
//   navigation-search/filtering/storefront-filtering); each FilterValue's `input` is the ProductFilter that selects it
//   (objects/FilterValue); a price range filter has no maximum when `max` is omitted (input-objects/PriceRangeFilter);
//   ids follow the filter URL parameters (`filter.v.availability`, `filter.v.price`, `filter.p.product_type`,
//   `filter.p.vendor`, `filter.v.option.color`).
// The demo merchant's Search & Discovery settings: availability, price, product type, vendor, and the Color and Size
// options. Counts are disjunctive: a value's count applies every other filter, not the others of its own group, so a
// shopper sees how many products choosing it would add.
import { sellable } from './data/catalog.mjs';
import { minPrice } from './search.mjs';
import { decimal } from './money.mjs';

/** @typedef {import('./data/catalog.mjs').CatalogProduct} Product */
/** @typedef {import('./money.mjs').Market} Market */
/** @typedef {{ available?: boolean, price?: { min?: number | null, max?: number | null }, productType?: string, productVendor?: string, tag?: string, variantOption?: { name: string, value: string } }} ProductFilter */

const OPTION_FILTERS = ['Color', 'Size'];

const available = (/** @type {Product} */ p) => p.variants.some(sellable);

/** Lower-case words of a text (letters and digits). @param {string} text */
const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A whole word, or its plural (mug → mugs), or with `prefix` any word it begins. @param {string} word @param {string} term @param {boolean} prefix */
const wordMatches = (word, term, prefix) => word === term || (prefix ? word.startsWith(term) : word === `${term}s` || word === `${term}es`);

/** The fields `search` looks in, with their weight in the relevance score. @param {Product} p */
const searchFields = (p) => [
  { weight: 5, words: words(p.title) },
  { weight: 3, words: words(`${p.productType} ${p.tags.join(' ')}`) },
  { weight: 2, words: words(p.vendor) },
  { weight: 1, words: words(p.description) },
];

/**
 * How well `p` answers the terms: 0 when a term is found nowhere (every term must match), else the sum of the weights.
 * @param {Product} p @param {string[]} terms @param {boolean} prefixLast @param {ReturnType<typeof searchFields>} [fields]
 */
function score(p, terms, prefixLast, fields = searchFields(p)) {
  let total = 0;
  for (const [i, term] of terms.entries()) {
    const prefix = prefixLast && i === terms.length - 1;
    const hit = fields.reduce((sum, field) => sum + (field.words.some((w) => wordMatches(w, term, prefix)) ? field.weight : 0), 0);
    if (!hit) return 0;
    total += hit;
  }
  return total;
}

/** The group a ProductFilter belongs to (values of one group are ORed). @param {ProductFilter} f */
function groupOf(f) {
  if (f.available != null) return 'filter.v.availability';
  if (f.price) return 'filter.v.price';
  if (f.productType != null) return 'filter.p.product_type';
  if (f.productVendor != null) return 'filter.p.vendor';
  if (f.tag != null) return 'filter.p.tag';
  if (f.variantOption) return `filter.v.option.${f.variantOption.name.toLowerCase()}`;
  return 'unsupported';
}

/** A variant's price in the market's currency, in its minor units. @param {Product['variants'][number]} v @param {Market} market */
const priceIn = (v, market) => /** @type {import('./data/catalog.mjs').Prices} */ (v.prices[market.currencyCode]).price;

/** @param {Product} p @param {ProductFilter} f @param {Market} market */
function matchesOne(p, f, market) {
  if (f.available != null) return available(p) === f.available;
  if (f.price) {
    const min = (f.price.min ?? 0) * 100;
    const max = f.price.max == null ? Infinity : f.price.max * 100;
    return p.variants.some((v) => priceIn(v, market) >= min && priceIn(v, market) <= max);
  }
  if (f.productType != null) return p.productType.toLowerCase() === f.productType.toLowerCase();
  if (f.productVendor != null) return p.vendor.toLowerCase() === f.productVendor.toLowerCase();
  if (f.tag != null) return p.tags.some((t) => t.toLowerCase() === f.tag?.toLowerCase());
  if (f.variantOption) {
    const { name, value } = f.variantOption;
    return p.variants.some((v) =>
      v.selectedOptions.some((o) => o.name.toLowerCase() === name.toLowerCase() && o.value.toLowerCase() === value.toLowerCase()),
    );
  }
  return true; // metafield, category and taxonomy filters: the demo shop defines none, so they narrow nothing
}

/**
 * The products that pass `filters` (AND between groups, OR within one), leaving out the group `except`.
 * @param {readonly Product[]} products @param {readonly ProductFilter[]} filters @param {Market} market @param {string} [except]
 */
export function applyFilters(products, filters, market, except) {
  /** @type {Map<string, ProductFilter[]>} */
  const groups = new Map();
  for (const f of filters) {
    const g = groupOf(f);
    if (g !== except) groups.set(g, [...(groups.get(g) ?? []), f]);
  }
  return products.filter((p) => [...groups.values()].every((group) => group.some((f) => matchesOne(p, f, market))));
}

/**
 * The Filter objects for `base` (the collection's products, or the search's matches) under the `applied` filters.
 * @param {readonly Product[]} base @param {readonly ProductFilter[]} applied @param {Market} market
 */
export function facets(base, applied, market) {
  /** @param {string} group @param {ProductFilter} input @param {string} id @param {string} label */
  const value = (group, input, id, label) => ({
    id,
    label,
    count: applyFilters(base, applied, market, group).filter((p) => matchesOne(p, input, market)).length,
    input: JSON.stringify(input),
    image: null,
    swatch: null,
  });
  /** @param {string} id @param {string} label @param {Array<[ProductFilter, string, string]>} values */
  const list = (id, label, values) => ({
    id,
    label,
    type: 'LIST',
    presentation: 'TEXT',
    values: values.map(([input, key, text]) => value(id, input, `${id}.${key}`, text)),
  });
  const distinct = (/** @type {string[]} */ items) => [...new Set(items)].sort((a, b) => a.localeCompare(b));
  const highest = Math.max(0, ...base.map((p) => Math.max(...p.variants.map((v) => priceIn(v, market)))));
  const filters = [
    list('filter.v.availability', 'Availability', [
      [{ available: true }, '1', 'In stock'],
      [{ available: false }, '0', 'Out of stock'],
    ]),
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: JSON.stringify({ price: { min: 0, max: Number(decimal(highest)) } }),
          image: null,
          swatch: null,
        },
      ],
    },
    list(
      'filter.p.product_type',
      'Product type',
      distinct(base.map((p) => p.productType)).map((t) => [{ productType: t }, t, t]),
    ),
    list(
      'filter.p.vendor',
      'Vendor',
      distinct(base.map((p) => p.vendor)).map((v) => [{ productVendor: v }, v, v]),
    ),
    ...OPTION_FILTERS.map((name) => {
      const values = distinct(base.flatMap((p) => p.options.filter((o) => o.name === name).flatMap((o) => o.values.map((v) => v.name))));
      return list(
        `filter.v.option.${name.toLowerCase()}`,
        name,
        values.map((v) => [{ variantOption: { name: name.toLowerCase(), value: v } }, v.toLowerCase().replace(/\s+/g, '-'), v]),
      );
    }),
  ];
  // A list with nothing to choose from is not shown (a collection without sizes has no Size filter).
  return filters.filter((f) => f.type !== 'LIST' || f.values.length > 0);
}

/**
 * `search(query:, …)` over products: the matches by relevance (or price), unavailable ones last unless told otherwise.
 * @param {readonly Product[]} products @param {Record<string, any>} a @param {Market} market
 */
export function searchProducts(products, a, market) {
  const terms = words(String(a.query ?? ''));
  const wantsProducts = !a.types || a.types.includes('PRODUCT');
  const scored = terms.length && wantsProducts ? products.map((p) => ({ p, s: score(p, terms, a.prefix === 'LAST') })).filter((x) => x.s > 0) : [];
  let base = scored.map((x) => x.p);
  if (a.unavailableProducts === 'HIDE') base = base.filter(available);
  const applied = /** @type {ProductFilter[]} */ (a.productFilters ?? []);
  const matches = new Set(applyFilters(base, applied, market));
  let ordered = scored.filter((x) => matches.has(x.p));
  if (a.sortKey === 'PRICE') ordered.sort((x, y) => minPrice(x.p, market) - minPrice(y.p, market));
  else ordered.sort((x, y) => y.s - x.s);
  if (a.unavailableProducts !== 'SHOW') ordered = [...ordered.filter((x) => available(x.p)), ...ordered.filter((x) => !available(x.p))];
  return { items: ordered.map((x) => x.p), productFilters: facets(base, applied, market) };
}

/** @param {string} text @param {string} typed */
const styled = (text, typed) =>
  text.toLowerCase().startsWith(typed) ? `<mark>${text.slice(0, typed.length)}</mark>${text.slice(typed.length)}` : text;

/**
 * `predictiveSearch(query:, limit:, limitScope:, types:)`: products and collections whose title, type, vendor or variant
 * titles hold every term (the last one as a prefix), and the catalogue's words that complete the last term as queries.
 * @param {{ products: readonly Product[], collections: readonly { title: string, description: string }[] }} catalog
 * @param {Record<string, any>} a
 */
export function predictive(catalog, a) {
  const typed = String(a.query ?? '')
    .toLowerCase()
    .trimStart();
  const terms = words(typed);
  const limit = Math.min(10, Math.max(1, a.limit ?? 10));
  const types = /** @type {string[]} */ (a.types ?? ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY']);
  const fields = (/** @type {Product} */ p) => [
    { weight: 5, words: words(p.title) },
    { weight: 3, words: words(p.productType) },
    { weight: 2, words: words(p.vendor) },
    { weight: 1, words: words(p.variants.map((v) => v.title).join(' ')) },
  ];
  const hidden = a.unavailableProducts === 'HIDE';
  const products = terms.length
    ? catalog.products
        .filter((p) => !hidden || available(p))
        .map((p) => ({ p, s: score(p, terms, true, fields(p)) }))
        .filter((x) => x.s > 0)
        .sort((x, y) => y.s - x.s)
        .map((x) => x.p)
    : [];
  const collections = terms.length
    ? catalog.collections.filter((c) => score(/** @type {any} */ ({}), terms, true, [{ weight: 1, words: words(c.title) }]) > 0)
    : [];
  const last = terms[terms.length - 1] ?? '';
  const lead = typed.slice(0, typed.length - last.length);
  const vocabulary = [...new Set(catalog.products.flatMap((p) => words(`${p.title} ${p.productType} ${p.tags.join(' ')}`)))].sort();
  const queries = last
    ? vocabulary
        .filter((w) => w.startsWith(last))
        .filter((w) => products.length === 0 || catalog.products.some((p) => score(p, [...terms.slice(0, -1), w], false) > 0))
        .map((w) => ({ text: `${lead}${w}`, styledText: `${lead}${styled(w, last)}`, trackingParameters: null }))
    : [];
  /** @type {Record<string, unknown[]>} */
  const found = { QUERY: queries, PRODUCT: products, COLLECTION: collections, PAGE: [], ARTICLE: [] };
  /** @type {Record<string, unknown[]>} */
  const out = { QUERY: [], PRODUCT: [], COLLECTION: [], PAGE: [], ARTICLE: [] };
  if (a.limitScope === 'EACH') for (const t of types) out[t] = (found[t] ?? []).slice(0, limit);
  else {
    // Across types: one of each in turn, so a long list of one kind does not crowd the others out.
    let left = limit;
    for (let i = 0; left > 0 && types.some((t) => (found[t]?.length ?? 0) > i); i++) {
      for (const t of types) {
        const item = found[t]?.[i];
        if (left > 0 && item !== undefined) {
          out[t]?.push(item);
          left--;
        }
      }
    }
  }
  return { queries: out.QUERY, products: out.PRODUCT, collections: out.COLLECTION, pages: [], articles: [] };
}

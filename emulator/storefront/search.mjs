// @ts-check
// The `query:` search syntax and sort keys of products(...) and collections(...), for the demo catalogue.
// Supported: free words, `field:value` (title, tag, product_type, vendor, handle, available_for_sale, id),
// quoted values, a trailing `*` wildcard, a leading `-` for negation, and `OR` between groups of terms.

import { sellable } from './data/catalog.mjs';

/** @typedef {import('./data/catalog.mjs').CatalogProduct} Product */
/** @typedef {import('./money.mjs').Market} Market */

/** @param {string} query @returns {string[][]} groups of terms; a product matches if every term of any group does */
function tokenize(query) {
  const terms = query.match(/-?[\w.]+:(?:"[^"]*"|'[^']*'|\S+)|"[^"]*"|\S+/g) ?? [];
  /** @type {string[][]} */
  const groups = [[]];
  for (const term of terms) {
    if (term === 'OR') groups.push([]);
    else if (term !== 'AND') groups[groups.length - 1]?.push(term);
  }
  return groups.filter((g) => g.length > 0);
}

/** @param {string} actual @param {string} wanted */
function like(actual, wanted) {
  const a = actual.toLowerCase();
  const w = wanted.toLowerCase();
  return w.endsWith('*') ? a.startsWith(w.slice(0, -1)) : a === w;
}

/**
 * @param {Product} product
 * @param {string} term
 */
function matchesTerm(product, term) {
  const negated = term.startsWith('-');
  const body = negated ? term.slice(1) : term;
  const colon = body.indexOf(':');
  const field = colon > 0 ? body.slice(0, colon) : '';
  const value = (colon > 0 ? body.slice(colon + 1) : body).replace(/^["']|["']$/g, '');
  /** @type {boolean} */
  let hit;
  switch (field) {
    case 'title':
      hit = value.endsWith('*') ? like(product.title, value) : product.title.toLowerCase().includes(value.toLowerCase());
      break;
    case 'tag':
      hit = product.tags.some((t) => like(t, value));
      break;
    case 'product_type':
      hit = like(product.productType, value);
      break;
    case 'vendor':
      hit = like(product.vendor, value);
      break;
    case 'handle':
      hit = like(product.handle, value);
      break;
    case 'id':
      hit = product.id.endsWith(`/${value}`) || product.id === value;
      break;
    case 'available_for_sale':
      hit = String(product.variants.some(sellable)) === value.toLowerCase();
      break;
    default: {
      const text = `${product.title} ${product.description} ${product.tags.join(' ')} ${product.vendor} ${product.productType}`.toLowerCase();
      hit = text.includes(value.replace(/\*$/, '').toLowerCase());
    }
  }
  return negated ? !hit : hit;
}

/**
 * @param {readonly Product[]} products
 * @param {string | null | undefined} query
 */
export function filterProducts(products, query) {
  if (!query || !query.trim()) return [...products];
  const groups = tokenize(query);
  return products.filter((p) => groups.some((terms) => terms.every((t) => matchesTerm(p, t))));
}

/** @param {Product} p @param {Market} market */
export function minPrice(p, market) {
  return Math.min(...p.variants.map((v) => /** @type {import('./data/catalog.mjs').Prices} */ (v.prices[market.currencyCode]).price));
}

/** @param {string} id */
const numericId = (id) => Number(id.slice(id.lastIndexOf('/') + 1));

/**
 * Sorts products by a ProductSortKeys / ProductCollectionSortKeys value. COLLECTION_DEFAULT, MANUAL and
 * RELEVANCE keep the given order.
 * @param {Product[]} products
 * @param {string | null | undefined} sortKey
 * @param {Market} market
 */
export function sortProducts(products, sortKey, market) {
  /** @type {Record<string, (a: Product, b: Product) => number>} */
  const compare = {
    ID: (a, b) => numericId(a.id) - numericId(b.id),
    TITLE: (a, b) => a.title.localeCompare(b.title),
    PRICE: (a, b) => minPrice(a, market) - minPrice(b, market),
    CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
    CREATED: (a, b) => a.createdAt.localeCompare(b.createdAt),
    UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
    PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
    VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
    // A fixed "sales rank" so BEST_SELLING differs from ID order but stays deterministic.
    BEST_SELLING: (a, b) => ((numericId(a.id) * 7) % 26) - ((numericId(b.id) * 7) % 26),
  };
  const fn = sortKey ? compare[sortKey] : undefined;
  return fn ? [...products].sort((a, b) => fn(a, b) || numericId(a.id) - numericId(b.id)) : [...products];
}

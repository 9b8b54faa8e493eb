// @ts-check
// Expands the compact product definitions into the demo catalogue: variants with per-market prices and
// stock, images, options, collections and id lookups. Plain acyclic data (ids, not back-references), frozen.
import { PRODUCTS, COLLECTIONS, SWATCHES } from './products.mjs';
import { SHOP, POLICIES } from './shop.mjs';
import { TRANSLATIONS } from './translations.mjs';
import { MARKETS, marketPrice } from '../money.mjs';

/**
 * @typedef {{ price: number, compareAt: number | null, unitPrice: number | null }} Prices
 * @typedef {{ id: string, file: string, altText: string, width: number, height: number }} CatalogImage
 * @typedef {{ color: string | null, image: CatalogImage | null }} CatalogSwatch
 * @typedef {object} CatalogVariant
 * @property {'ProductVariant'} __typename
 * @property {string} id
 * @property {string} productId
 * @property {string} title
 * @property {string} sku
 * @property {{ name: string, value: string }[]} selectedOptions
 * @property {Record<string, Prices>} prices  by currency code, one entry per market
 * @property {number} stock
 * @property {boolean} continueSelling  sold when out of stock (a pre-order, Shopify's "Continue selling when out of stock")
 * @property {number} grams
 * @property {string | null} imageId
 * @property {{ measuredType: string, quantityUnit: string, quantityValue: number, referenceUnit: string, referenceValue: number } | null} unitMeasure
 * @typedef {object} CatalogProduct
 * @property {'Product'} __typename
 * @property {string} id
 * @property {string} handle
 * @property {string} title
 * @property {string} vendor
 * @property {string} productType
 * @property {string[]} tags
 * @property {string} descriptionHtml
 * @property {string} description
 * @property {string} createdAt
 * @property {string} updatedAt
 * @property {string} publishedAt
 * @property {{ id: string, name: string, values: { id: string, name: string, swatch: CatalogSwatch | null }[] }[]} options
 * @property {CatalogImage[]} images
 * @property {CatalogVariant[]} variants
 * @property {string[]} collectionIds
 * @property {string[]} notSoldIn  the countries whose market does not sell it
 * @property {Record<string, { title: string, html: string }>} translations  by LanguageCode
 * @typedef {object} CatalogCollection
 * @property {'Collection'} __typename
 * @property {string} id
 * @property {string} handle
 * @property {string} title
 * @property {string} descriptionHtml
 * @property {string} description
 * @property {string} updatedAt
 * @property {CatalogImage} image
 * @property {string[]} productIds
 */

/** @param {number} days @param {number} [hours] */
function stamp(days, hours = 9) {
  return new Date(Date.UTC(2024, 0, 1 + days, hours)).toISOString().replace('.000Z', 'Z');
}

/**
 * The Storefront API's `description`: one line with the tags removed. An inline tag leaves nothing behind
 * (`for <strong>6 hours</strong>.` → `for 6 hours.`); a block boundary, which Shopify's editor writes on a line of its own,
 * reads as one space (`<li>Relaxed fit</li><li>Pre-shrunk</li>` → `Relaxed fit Pre-shrunk`).
 * @param {string} html
 */
export function stripHtml(html) {
  return html
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A colour swatch for colour values, a generated picture for the values of the product's `imageSwatches` option.
 * @param {import('./products.mjs').ProductDef} def @param {number} pid @param {string} option @param {string} value @param {number} id
 * @returns {CatalogSwatch | null}
 */
function swatchFor(def, pid, option, value, id) {
  if (option === def.imageSwatches) {
    const file = `${def.handle}-swatch-${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    return { color: null, image: { id: `gid://shopify/ProductImage/${pid * 1000 + 900 + (id % 100)}`, file, altText: value, width: 96, height: 96 } };
  }
  if (option !== 'Color') return null;
  return { color: /** @type {Record<string, string>} */ (SWATCHES)[value] ?? '#cccccc', image: null };
}

/** @param {string[][]} lists @returns {string[][]} */
function combinations(lists) {
  return lists.reduce((acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])), /** @type {string[][]} */ ([[]]));
}

/**
 * A variant's prices in every market: the product's own price in a market where it sets one (`def.markets`, the first
 * variant's; another variant keeps its difference from it, converted), else the market's conversion of the US price.
 * @param {import('./products.mjs').ProductDef} def @param {number} usd @param {number | null} compareAt
 * @param {number | null} quantity @param {number} reference
 */
function pricesFor(def, usd, compareAt, quantity, reference) {
  /** @param {number} p */
  const unit = (p) => (quantity ? Math.round((p * reference) / quantity) : null);
  /** @type {Record<string, Prices>} */
  const prices = {};
  for (const market of MARKETS) {
    const own = def.markets?.[market.currencyCode];
    const price = own === undefined ? marketPrice(usd, market) : own + marketPrice(usd - def.price, market);
    const compare = compareAt === null ? null : own === undefined ? marketPrice(compareAt, market) : price + marketPrice(compareAt - usd, market);
    prices[market.currencyCode] = { price, compareAt: compare, unitPrice: unit(price) };
  }
  return prices;
}

/** @param {import('./products.mjs').ProductDef} def @returns {CatalogProduct} */
function buildProduct(def) {
  const pid = 1000 + def.n;
  const optionDefs = def.options ?? [['Title', ['Default Title']]];
  const colorIndex = optionDefs.findIndex(([name]) => name === 'Color');
  const colors = colorIndex >= 0 ? (optionDefs[colorIndex]?.[1] ?? []) : [];
  const imageCount = def.images ?? Math.max(1, colors.length);
  const tall = def.vendor === 'Northwind Apparel';
  /** @type {CatalogImage[]} */
  const images = Array.from({ length: imageCount }, (_, i) => ({
    id: `gid://shopify/ProductImage/${pid * 1000 + i + 1}`,
    file: `${def.handle}-${i + 1}`,
    altText: colors[i] ? `${def.title} in ${colors[i]}` : `${def.title}, view ${i + 1}`,
    width: 1200,
    height: tall ? 1500 : 1200,
  }));
  const options = optionDefs.map(([name, values], k) => ({
    id: `gid://shopify/ProductOption/${pid * 10 + k + 1}`,
    name,
    values: values.map((value, j) => ({
      id: `gid://shopify/ProductOptionValue/${pid * 1000 + k * 100 + j + 1}`,
      name: value,
      swatch: swatchFor(def, pid, name, value, pid * 1000 + k * 100 + j + 1),
    })),
  }));
  const missing = new Set(def.missing ?? []);
  const variants = combinations(optionDefs.map(([, values]) => values)).flatMap((values, i) => {
    const title = values.join(' / ');
    // Ids and SKUs keep the combination's position, so a missing combination leaves a gap rather than renumbering.
    if (missing.has(title)) return [];
    const priced = values.map((v) => def.priceBy?.[v]).find((p) => p !== undefined) ?? def.price;
    const quantity = def.unit ? (values.map((v) => def.unit?.by[v]).find((q) => q !== undefined) ?? null) : null;
    const reference = 100; // unit prices per 100 g / 100 ml
    const color = colorIndex >= 0 ? values[colorIndex] : undefined;
    const imageIndex = color ? colors.indexOf(color) % imageCount : 0;
    const compareAt = def.compareAt ? def.compareAt + (priced - def.price) : null;
    /** @type {CatalogVariant} */
    const variant = {
      __typename: 'ProductVariant',
      id: `gid://shopify/ProductVariant/${pid * 1000 + i + 1}`,
      productId: `gid://shopify/Product/${pid}`,
      title,
      sku: `SE-${String(def.n).padStart(3, '0')}-${String(i + 1).padStart(3, '0')}`,
      selectedOptions: values.map((value, k) => ({ name: optionDefs[k]?.[0] ?? '', value })),
      prices: pricesFor(def, priced, compareAt, quantity, reference),
      stock: def.stock?.[title] ?? def.defaultStock ?? 10 + ((def.n * 37 + i * 11) % 40),
      continueSelling: !!def.preorder?.includes(title),
      grams: def.unit && quantity ? def.grams * (quantity / (def.unit.by[optionDefs[0]?.[1][0] ?? ''] ?? quantity)) : def.grams,
      imageId: images[imageIndex]?.id ?? null,
      unitMeasure:
        def.unit && quantity
          ? {
              measuredType: def.unit.type,
              quantityUnit: def.unit.unit,
              quantityValue: quantity,
              referenceUnit: def.unit.unit,
              referenceValue: reference,
            }
          : null,
    };
    return [variant];
  });
  return {
    __typename: 'Product',
    id: `gid://shopify/Product/${pid}`,
    handle: def.handle,
    title: def.title,
    vendor: def.vendor,
    productType: def.type,
    tags: def.tags,
    descriptionHtml: def.html,
    description: stripHtml(def.html),
    createdAt: stamp(def.n * 3),
    updatedAt: stamp(def.n * 3 + 200, 15),
    publishedAt: stamp(def.n * 3, 10),
    options,
    images,
    variants,
    collectionIds: [],
    notSoldIn: def.notSoldIn ?? [],
    translations: TRANSLATIONS[def.handle] ?? {},
  };
}

/** @template T @param {T} value @returns {T} */
function deepFreeze(value) {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Builds the frozen demo catalogue and its lookups. */
export function buildCatalog() {
  const products = PRODUCTS.map(buildProduct);
  const byHandle = new Map(products.map((p) => [p.handle, p]));
  /** @type {CatalogCollection[]} */
  const collections = COLLECTIONS.map((def) => {
    const members = def.products.map((h) => byHandle.get(h)).filter((p) => p !== undefined);
    const id = `gid://shopify/Collection/${2000 + def.n}`;
    for (const p of members) p.collectionIds.push(id);
    const cover = members[0]?.images[0];
    return {
      __typename: 'Collection',
      id,
      handle: def.handle,
      title: def.title,
      descriptionHtml: def.html,
      description: stripHtml(def.html),
      updatedAt: stamp(250 + def.n, 12),
      image: { id: `gid://shopify/CollectionImage/${2000 + def.n}`, file: cover?.file ?? def.handle, altText: def.title, width: 1200, height: 1200 },
      productIds: members.map((p) => p.id),
    };
  });
  return deepFreeze({ products, collections, shop: SHOP, policies: POLICIES });
}

/** @typedef {ReturnType<typeof buildCatalog>} Catalog */

/**
 * Id lookups over a catalogue (kept apart from the frozen data so the data stays plain JSON).
 * @param {Catalog} catalog
 */
export function indexCatalog(catalog) {
  /** @type {Map<string, CatalogVariant>} */
  const variants = new Map();
  /** @type {Map<string, CatalogImage>} */
  const images = new Map();
  for (const p of catalog.products) {
    for (const v of p.variants) variants.set(v.id, v);
    for (const img of p.images) images.set(img.id, img);
  }
  return {
    products: new Map(catalog.products.map((p) => [p.id, p])),
    productsByHandle: new Map(catalog.products.map((p) => [p.handle, p])),
    collections: new Map(catalog.collections.map((c) => [c.id, c])),
    collectionsByHandle: new Map(catalog.collections.map((c) => [c.handle, c])),
    variants,
    images,
  };
}

/** @typedef {ReturnType<typeof indexCatalog>} CatalogIndex */

/** Whether a variant can be bought: in stock, or sold on when out of it (a pre-order). @param {CatalogVariant} v */
export const sellable = (v) => v.stock > 0 || v.continueSelling;

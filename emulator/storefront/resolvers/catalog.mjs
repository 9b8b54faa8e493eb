// @ts-check
// Resolvers of the catalogue types: Product, ProductVariant, ProductOption(Value), Image, MediaImage, Collection.
// Prices follow the market of the object (a cart's market for cart merchandise) or else of the request
// (@inContext). Anything the demo shop does not have resolves to null / [] / an empty connection.
import { paginate } from '../connection.mjs';
import { money } from '../money.mjs';
import { sortProducts } from '../search.mjs';
import { sellable, stripHtml } from '../data/catalog.mjs';
import { applyFilters, facets } from '../discovery.mjs';
import { plansOf } from '../data/selling-plans.mjs';
import { allocationViews, groupViews } from './selling-plans.mjs';
import { adjacent, bySelectedOptions, encodeVariants, firstSelectable, selectedOrFirstAvailable } from './variants.mjs';

/**
 * @typedef {import('../money.mjs').Market} Market
 * @typedef {import('../data/catalog.mjs').CatalogProduct} Product
 * @typedef {import('../data/catalog.mjs').CatalogVariant} Variant
 * @typedef {import('../data/catalog.mjs').CatalogImage} Image
 * @typedef {import('./context.mjs').Context} Context
 * @typedef {Record<string, any>} Args
 */

/**
 * A catalogue object seen from a market other than the request's (cart merchandise). Frozen data is shared;
 * the market rides on a thin prototype wrapper.
 * @template {object} T @param {T} object @param {Market | undefined} market @returns {T}
 */
export function inMarket(object, market) {
  return market ? Object.create(object, { market: { value: market } }) : object;
}

/** @param {any} src @param {Context} ctx @returns {Market} */
const marketOf = (src, ctx) => src.market ?? ctx.market;

/** @param {Variant} v @param {Market} m */
const prices = (v, m) => /** @type {import('../data/catalog.mjs').Prices} */ (v.prices[m.currencyCode]);

/** Whether the product is sold in a market: one that does not sell it still shows it in a cart it is already in. */
export const soldIn = (/** @type {Product} */ p, /** @type {Market} */ m) => !p.notSoldIn.includes(m.countryCode);

/** The product's text in the request's language (@inContext(language:)), or in English where it has no translation. */
const text = (/** @type {Product} */ p, /** @type {Context} */ ctx) => p.translations[ctx.language];

/**
 * Inserts `_{w}x{h}` before the file extension, keeping the query string (the CDN's sized-image form).
 * @param {string} url @param {{ maxWidth?: number | null, maxHeight?: number | null, scale?: number | null, crop?: string | null }} t
 */
export function sizedUrl(url, t) {
  const scale = t.scale ?? 1;
  const w = t.maxWidth ? t.maxWidth * scale : null;
  const h = t.maxHeight ? t.maxHeight * scale : null;
  if (!w && !h) return url;
  const [path = '', query] = url.split('?');
  const dot = path.lastIndexOf('.');
  const suffix = `_${w ?? ''}x${h ?? ''}${t.crop ? `_crop_${t.crop.toLowerCase()}` : ''}`;
  const sized = dot > path.lastIndexOf('/') ? `${path.slice(0, dot)}${suffix}${path.slice(dot)}` : `${path}${suffix}`;
  return query === undefined ? sized : `${sized}?${query}`;
}

/** @param {Image} img @param {Context} ctx */
export const imageUrl = (img, ctx) => `${ctx.origin}/cdn/shop/files/${img.file}.png?v=1704067200`;

/** @param {string} text @param {number | null | undefined} at */
const truncate = (text, at) => (at && text.length > at ? `${text.slice(0, at).trimEnd()}…` : text);

export const catalogResolvers = {
  Product: {
    /** @param {Product} p @param {Args} _ @param {Context} ctx */
    title: (p, _, ctx) => text(p, ctx)?.title ?? p.title,
    /** @param {Product} p @param {Args} _ @param {Context} ctx */
    descriptionHtml: (p, _, ctx) => text(p, ctx)?.html ?? p.descriptionHtml,
    /** @param {Product} p @param {Args} a @param {Context} ctx */
    description: (p, a, ctx) => truncate(stripHtml(text(p, ctx)?.html ?? p.descriptionHtml), a.truncateAt),
    /** @param {Product} p @param {Args} _ @param {Context} ctx */
    availableForSale: (p, _, ctx) => soldIn(p, marketOf(p, ctx)) && p.variants.some(sellable),
    /** @param {Product} p */
    totalInventory: (p) => p.variants.reduce((sum, v) => sum + v.stock, 0),
    /** @param {Product} p @param {Args} _ @param {Context} ctx */
    onlineStoreUrl: (p, _, ctx) => `${ctx.origin}/products/${p.handle}`,
    /** @param {Product} p @param {Args} a */
    options: (p, a) =>
      p.options.slice(0, a.first ?? undefined).map((o) => ({
        id: o.id,
        name: o.name,
        values: o.values.map((v) => v.name),
        optionValues: o.values.map((v, j) => ({ ...v, product: p, option: p.options.indexOf(o), position: j })),
      })),
    /** @param {Product} p @param {Args} a */
    images: (p, a) => paginate(p.images, a, (i) => i.id, 'images'),
    /** @param {Product} p */
    featuredImage: (p) => p.images[0] ?? null,
    /** @param {Product} p @param {Args} a */
    media: (p, a) => paginate(p.images.map(mediaImage), a, (m) => m.id, 'media'),
    /** @param {Product} p @param {Args} a */
    variants: (p, a) =>
      paginate(
        p.variants.map((v) => inMarket(v, /** @type {any} */ (p).market)),
        a,
        (v) => v.id,
        'variants',
      ),
    /** @param {Product} p */
    variantsCount: (p) => ({ count: p.variants.length, precision: 'EXACT' }),
    /** @param {Product} p @param {Args} _ @param {Context} ctx */
    priceRange: (p, _, ctx) =>
      range(
        p.variants.map((v) => prices(v, marketOf(p, ctx)).price),
        marketOf(p, ctx),
      ),
    /** @param {Product} p @param {Args} _ @param {Context} ctx */
    compareAtPriceRange: (p, _, ctx) =>
      range(
        p.variants.map((v) => prices(v, marketOf(p, ctx)).compareAt ?? 0),
        marketOf(p, ctx),
      ),
    /** @param {Product} p @param {Args} a @param {Context} ctx */
    collections: (p, a, ctx) =>
      paginate(
        p.collectionIds.map((id) => ctx.index.collections.get(id)),
        a,
        (c) => c?.id ?? '',
        'collections',
      ),
    /** @param {Product} p @param {Args} _ @param {Context} ctx */
    seo: (p, _, ctx) => ({ title: text(p, ctx)?.title ?? p.title, description: truncate(stripHtml(text(p, ctx)?.html ?? p.descriptionHtml), 160) }),
    isGiftCard: () => false,
    /** @param {Product} p */
    requiresSellingPlan: (p) => plansOf(p)?.requires ?? false,
    /** @param {Product} p @param {Args} a @param {Context} ctx */
    sellingPlanGroups: (p, a, ctx) => paginate(groupViews(p, marketOf(p, ctx)), a, (g) => g.name, 'sellingPlanGroups'),
    // The option-value model: rules and their sources beside each function in ./variants.mjs.
    /** @param {Product} p @param {Args} a */
    selectedOrFirstAvailableVariant: (p, a) => withMarket(selectedOrFirstAvailable(p, a), p),
    /** @param {Product} p @param {Args} a */
    variantBySelectedOptions: (p, a) => withMarket(bySelectedOptions(p, a), p),
    /** @param {Product} p @param {Args} a */
    adjacentVariants: (p, a) => adjacent(p, a).map((v) => inMarket(v, /** @type {any} */ (p).market)),
    /** @param {Product} p */
    encodedVariantExistence: (p) => encodeVariants(p, () => true),
    /** @param {Product} p */
    encodedVariantAvailability: (p) => encodeVariants(p, sellable),
  },
  ProductOptionValue: {
    /** @param {{ product: Product, option: number, position: number }} v */
    firstSelectableVariant: (v) => withMarket(firstSelectable(v.product, v.option, v.position), v.product),
  },
  ProductOptionValueSwatch: {
    /** @param {import('../data/catalog.mjs').CatalogSwatch} s */
    image: (s) => (s.image ? mediaImage(s.image) : null),
  },
  ProductVariant: {
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    price: (v, _, ctx) => money(prices(v, marketOf(v, ctx)).price, marketOf(v, ctx).currencyCode),
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    priceV2: (v, _, ctx) => money(prices(v, marketOf(v, ctx)).price, marketOf(v, ctx).currencyCode),
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    compareAtPrice: (v, _, ctx) => optionalMoney(prices(v, marketOf(v, ctx)).compareAt, marketOf(v, ctx)),
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    compareAtPriceV2: (v, _, ctx) => optionalMoney(prices(v, marketOf(v, ctx)).compareAt, marketOf(v, ctx)),
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    unitPrice: (v, _, ctx) => optionalMoney(prices(v, marketOf(v, ctx)).unitPrice, marketOf(v, ctx)),
    /** @param {Variant} v */
    unitPriceMeasurement: (v) => v.unitMeasure,
    /** @param {Variant} v */
    weight: (v) => v.grams,
    weightUnit: () => 'GRAMS',
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    availableForSale: (v, _, ctx) => sellable(v) && soldIn(/** @type {Product} */ (ctx.index.products.get(v.productId)), marketOf(v, ctx)),
    /** @param {Variant} v */
    currentlyNotInStock: (v) => v.continueSelling && v.stock <= 0,
    /** @param {Variant} v */
    quantityAvailable: (v) => v.stock,
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    image: (v, _, ctx) => (v.imageId ? (ctx.index.images.get(v.imageId) ?? null) : null),
    /** @param {Variant} v @param {Args} _ @param {Context} ctx */
    product: (v, _, ctx) => inMarket(/** @type {Product} */ (ctx.index.products.get(v.productId)), /** @type {any} */ (v).market),
    quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
    requiresShipping: () => true,
    taxable: () => true,
    requiresComponents: () => false,
    barcode: () => null,
    /** @param {Variant} v @param {Args} a @param {Context} ctx */
    sellingPlanAllocations: (v, a, ctx) =>
      paginate(allocationViews(v, ctx.index.products.get(v.productId), marketOf(v, ctx)), a, (x) => x.id, 'sellingPlanAllocations'),
  },
  Image: {
    /** @param {Image} img @param {Args} a @param {Context} ctx */
    url: (img, a, ctx) => sizedUrl(imageUrl(img, ctx), a.transform ?? {}),
    /** @param {Image} img @param {Args} _ @param {Context} ctx */
    src: (img, _, ctx) => imageUrl(img, ctx),
    /** @param {Image} img @param {Args} _ @param {Context} ctx */
    originalSrc: (img, _, ctx) => imageUrl(img, ctx),
    /** @param {Image} img @param {Args} a @param {Context} ctx */
    transformedSrc: (img, a, ctx) => sizedUrl(imageUrl(img, ctx), a),
  },
  Collection: {
    /** @param {import('../data/catalog.mjs').CatalogCollection} c @param {Args} a */
    description: (c, a) => truncate(c.description, a.truncateAt),
    /** @param {import('../data/catalog.mjs').CatalogCollection} c @param {Args} _ @param {Context} ctx */
    onlineStoreUrl: (c, _, ctx) => `${ctx.origin}/collections/${c.handle}`,
    /** @param {import('../data/catalog.mjs').CatalogCollection} c */
    seo: (c) => ({ title: c.title, description: c.description }),
    /** @param {import('../data/catalog.mjs').CatalogCollection} c @param {Args} a @param {Context} ctx */
    products: (c, a, ctx) => {
      const members = /** @type {Product[]} */ (c.productIds.map((id) => ctx.index.products.get(id))).filter((p) => soldIn(p, ctx.market));
      const applied = a.filters ?? [];
      const shown = applyFilters(members, applied, ctx.market);
      return { ...paginate(sortProducts(shown, a.sortKey, ctx.market), a, (p) => p.id, 'products'), filters: facets(members, applied, ctx.market) };
    },
  },
};

/** @param {Variant | null | undefined} v @param {Product} p  a variant seen from its product's market (cart merchandise) */
const withMarket = (v, p) => (v ? inMarket(v, /** @type {any} */ (p).market) : null);

/** @param {Image} img */
function mediaImage(img) {
  return {
    __typename: 'MediaImage',
    id: img.id.replace('ProductImage', 'MediaImage'),
    alt: img.altText,
    image: img,
    previewImage: img,
    mediaContentType: 'IMAGE',
    presentation: null,
  };
}

/** @param {number | null} cents @param {Market} m */
const optionalMoney = (cents, m) => (cents === null ? null : money(cents, m.currencyCode));

/** @param {number[]} amounts @param {Market} m */
const range = (amounts, m) => ({
  minVariantPrice: money(Math.min(...amounts), m.currencyCode),
  maxVariantPrice: money(Math.max(...amounts), m.currencyCode),
});

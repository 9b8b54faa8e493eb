// @ts-check
// QueryRoot fields and the shop-level types (Shop, ShopPolicy, PaymentSettings, Localization).
import { paginate, parseGid } from '../connection.mjs';
import { filterProducts, sortProducts } from '../search.mjs';
import { predictive, searchProducts } from '../discovery.mjs';
import { MARKETS, marketFor } from '../money.mjs';
import { soldIn } from './catalog.mjs';
import { API_VERSIONS } from '../schema.mjs';

/**
 * @typedef {import('./context.mjs').Context} Context
 * @typedef {import('../data/catalog.mjs').CatalogProduct} Product
 * @typedef {Record<string, any>} Args
 */

/** @param {Context} ctx */
function shopView(ctx) {
  return { __typename: 'Shop', ...ctx.catalog.shop };
}

/** @param {Context} ctx @param {'privacyPolicy' | 'termsOfService' | 'refundPolicy'} name */
function policy(ctx, name) {
  const p = ctx.catalog.policies[name];
  return { __typename: 'ShopPolicy', ...p, url: `${ctx.origin}/policies/${p.handle}` };
}

/** @param {Context} ctx @param {unknown} id @returns {object | null} */
function findNode(ctx, id) {
  const gid = parseGid(id);
  if (!gid || typeof id !== 'string') return null;
  switch (gid.type) {
    case 'Product':
      return sold(ctx, ctx.index.products.get(id));
    case 'ProductVariant':
      return ctx.index.variants.get(id) ?? null;
    case 'Collection':
      return ctx.index.collections.get(id) ?? null;
    case 'Cart':
      return ctx.carts.find(id);
    case 'Shop':
      return id === ctx.catalog.shop.id ? shopView(ctx) : null;
    case 'ShopPolicy': {
      const name = /** @type {const} */ (['privacyPolicy', 'termsOfService', 'refundPolicy']).find((n) => ctx.catalog.policies[n].id === id);
      return name ? policy(ctx, name) : null;
    }
    default:
      return null;
  }
}

/**
 * A product as the request's market sees it: null where that market does not sell it, as a product left out of a market's
 * catalogue is not published there ("The catalog can optionally include a Publication to control which Product objects
 * customers see", shopify.dev/docs/api/admin-graphql/latest/objects/MarketCatalog).
 * @param {Context} ctx @param {Product | undefined} p
 */
const sold = (ctx, p) => (p && soldIn(p, ctx.market) ? p : null);

/** @param {Context} ctx @param {Args} a */
function productByArgs(ctx, a) {
  if (a.id) return sold(ctx, ctx.index.products.get(a.id));
  return a.handle ? sold(ctx, ctx.index.productsByHandle.get(a.handle)) : null;
}

/** @param {Context} ctx @param {Args} a */
function collectionByArgs(ctx, a) {
  if (a.id) return ctx.index.collections.get(a.id) ?? null;
  return a.handle ? (ctx.index.collectionsByHandle.get(a.handle) ?? null) : null;
}

/** @param {Product} product @param {Context} ctx @param {string} intent */
function recommendations(product, ctx, intent) {
  const shared = new Set(product.collectionIds.filter((id) => !/\/(2005|2006)$/.test(id)));
  const offered = ctx.catalog.products.filter((p) => p.id !== product.id && soldIn(p, ctx.market));
  const related = offered.filter((p) => p.collectionIds.some((id) => shared.has(id)));
  const others = offered.filter((p) => !related.includes(p));
  return (intent === 'COMPLEMENTARY' ? others : related).filter((p) => p.variants.length <= 50).slice(0, 10);
}

/** The shop's languages, by LanguageCode: `name` in English, `endonymName` in the language itself. */
const LANGUAGES = /** @type {Record<string, { isoCode: string, name: string, endonymName: string }>} */ ({
  EN: { isoCode: 'EN', name: 'English', endonymName: 'English' },
  FR: { isoCode: 'FR', name: 'French', endonymName: 'français' },
  DE: { isoCode: 'DE', name: 'German', endonymName: 'Deutsch' },
  JA: { isoCode: 'JA', name: 'Japanese', endonymName: '日本語' },
  AR: { isoCode: 'AR', name: 'Arabic', endonymName: 'العربية' },
});

/**
 * A Country of `localization`: a country without a market of its own buys from the primary (US) market, in its currency
 * and languages.
 * @param {string} code
 */
function country(code) {
  const market = marketFor(code);
  const languages = market.languages.map((l) => /** @type {{ isoCode: string, name: string, endonymName: string }} */ (LANGUAGES[l]));
  return {
    isoCode: code,
    name: market.countryCode === code ? market.name : code,
    currency: { isoCode: market.currencyCode, name: market.currencyName, symbol: market.symbol },
    availableLanguages: languages,
    defaultLanguage: languages[0],
    market: { id: `gid://shopify/Market/${market.id}`, handle: market.handle },
    unitSystem: code === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
  };
}

export const queryResolvers = {
  QueryRoot: {
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    products: (_, a, ctx) => {
      const found = filterProducts(ctx.catalog.products, a.query).filter((p) => soldIn(p, ctx.market));
      return { ...paginate(sortProducts(found, a.sortKey, ctx.market), a, (p) => p.id, 'products'), filters: [] };
    },
    /** @param {unknown} _ @param {Args} a @param {Context} ctx  relevance, filters and facets: ../discovery.mjs */
    search: (_, a, ctx) => {
      const { items, productFilters } = searchProducts(ctx.catalog.products, a, ctx.market);
      return { ...paginate(items, a, (p) => p.id, 'search'), totalCount: items.length, productFilters };
    },
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    predictiveSearch: (_, a, ctx) => predictive(ctx.catalog, a),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    product: (_, a, ctx) => productByArgs(ctx, a),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    productByHandle: (_, a, ctx) => productByArgs(ctx, { handle: a.handle }),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    productRecommendations: (_, a, ctx) => {
      const product = productByArgs(ctx, { id: a.productId, handle: a.productHandle });
      return product ? recommendations(product, ctx, a.intent) : null;
    },
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    collections: (_, a, ctx) => {
      const q =
        typeof a.query === 'string'
          ? a.query
              .toLowerCase()
              .replace(/^(title|handle):/, '')
              .replace(/["*]/g, '')
              .trim()
          : '';
      const found = ctx.catalog.collections.filter((c) => !q || c.title.toLowerCase().includes(q) || c.handle.includes(q));
      /** @type {Record<string, (x: typeof found[number], y: typeof found[number]) => number>} */
      const compare = { TITLE: (x, y) => x.title.localeCompare(y.title), UPDATED_AT: (x, y) => x.updatedAt.localeCompare(y.updatedAt) };
      const sorter = compare[a.sortKey];
      return paginate(sorter ? [...found].sort(sorter) : found, a, (c) => c.id, 'collections');
    },
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    collection: (_, a, ctx) => collectionByArgs(ctx, a),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    collectionByHandle: (_, a, ctx) => collectionByArgs(ctx, { handle: a.handle }),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cart: (_, a, ctx) => ctx.carts.find(a.id),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    node: (_, a, ctx) => findNode(ctx, a.id),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    nodes: (_, a, ctx) => a.ids.map((/** @type {string} */ id) => findNode(ctx, id)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    shop: (_, a, ctx) => shopView(ctx),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    paymentSettings: (_, a, ctx) => shopView(ctx),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    localization: (_, a, ctx) => {
      const here = country(ctx.country);
      return {
        availableCountries: MARKETS.map((m) => country(m.countryCode)),
        availableLanguages: here.availableLanguages,
        country: here,
        language: LANGUAGES[ctx.language] ?? LANGUAGES.EN,
        market: here.market,
      };
    },
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    productTags: (_, a, ctx) => strings([...new Set(ctx.catalog.products.flatMap((p) => p.tags))].sort(), a),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    productTypes: (_, a, ctx) => strings([...new Set(ctx.catalog.products.map((p) => p.productType))].sort(), a),
    publicApiVersions: () => API_VERSIONS.map((handle) => ({ handle, displayName: handle, supported: true })),
  },
  Shop: {
    /** @param {unknown} s @param {Args} _ @param {Context} ctx */
    paymentSettings: (s, _, ctx) => shopView(ctx),
    /** @param {unknown} s @param {Args} _ @param {Context} ctx */
    primaryDomain: (s, _, ctx) => {
      const url = new URL(ctx.origin);
      return { host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin };
    },
    /** @param {unknown} s @param {Args} _ @param {Context} ctx */
    privacyPolicy: (s, _, ctx) => policy(ctx, 'privacyPolicy'),
    /** @param {unknown} s @param {Args} _ @param {Context} ctx */
    termsOfService: (s, _, ctx) => policy(ctx, 'termsOfService'),
    /** @param {unknown} s @param {Args} _ @param {Context} ctx */
    refundPolicy: (s, _, ctx) => policy(ctx, 'refundPolicy'),
  },
  PaymentSettings: {
    cardVaultUrl: () => 'https://elb.deposit.shopifycs.com/sessions',
    supportedDigitalWallets: () => [],
  },
};

/** @param {string[]} values @param {Args} a */
function strings(values, a) {
  const page = paginate(values, a, (v) => v, 'strings');
  return { edges: page.edges, nodes: page.nodes, pageInfo: page.pageInfo };
}

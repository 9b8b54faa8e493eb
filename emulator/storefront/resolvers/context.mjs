// @ts-check
// The per-request context every resolver receives.

/**
 * @typedef {object} Context
 * @property {string} origin                 public origin of the request, e.g. http://127.0.0.1:4000
 * @property {string} country                @inContext(country:) or 'US'
 * @property {string} language               @inContext(language:), else Accept-Language, else 'EN'
 * @property {import('../money.mjs').Market} market   market of `country`
 * @property {import('../data/catalog.mjs').Catalog} catalog
 * @property {import('../data/catalog.mjs').CatalogIndex} index
 * @property {import('../cart/store.mjs').CartStore} carts
 */

export {};

// @ts-check
// The per-request context every resolver receives: the request's public origin (for checkout and image
// URLs), the @inContext country and language and the market they select, the catalogue and the carts.

/**
 * @typedef {{
 *   origin: string,
 *   country: string,
 *   language: string,
 *   market: import('../money.mjs').Market,
 *   catalog: import('../data/catalog.mjs').Catalog,
 *   index: import('../data/catalog.mjs').CatalogIndex,
 *   carts: import('../cart/store.mjs').CartStore,
 * }} Context
 */

export {};

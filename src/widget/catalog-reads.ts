import type { Catalog } from '../store';

// The first read of each catalog widget, in the first script: the registry starts it as the host is found, in the same
// frame as the catalog chunk's load, and the widget (from the chunk) reads the same cached answer. One function each, so
// the two can never ask for different things (and make two requests).

export interface CollectionQuery {
  handle: string;
  /** Products per page (SPEC §9: 20). */
  limit?: number | undefined;
  /** ProductCollectionSortKeys (SPEC §9: `ID`). */
  sortKey?: string | undefined;
  reverse?: boolean | undefined;
  /**
   * `data-shop-filters`: the shop's facets come with the first page (one request for the page still). Part of the read's
   * key: the grid passes the value it was given (`false` too), so the first paint's read and its own are one.
   */
  filters?: boolean | undefined;
}

/** The grid's first page, with the grid's defaults. */
export const readCollection = (catalog: Catalog, { handle, limit = 20, sortKey = 'ID', reverse = false, filters }: CollectionQuery) =>
  catalog.collection(handle, { first: limit, sortKey, reverse, facets: filters });

/** The product's recommendations, at most `limit` (none for a product the shop does not have). */
export const readRecommendations = async (catalog: Catalog, handle: string, limit = 4) => (await catalog.recommendations(handle)).slice(0, limit);

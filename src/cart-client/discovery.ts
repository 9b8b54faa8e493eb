// The discovery chunk's reads, as fields of a batch (batch.ts): suggestions as the shopper types (`predictiveSearch`), a
// page of search results (`search`), and a page of a collection narrowed by filters with the facets the shop defines
// (`collection.products(filters:)`). Each FilterValue's `input` is the ProductFilter that selects it, as JSON text
// (shopify.dev/docs/api/storefront/2026-04/objects/FilterValue), so a chosen value is sent back as it came.
import type { BatchRead } from './batch';
import { cardProduct, type CardProduct } from './card';
import { FILTER_FIELDS, type Filter } from './collections';
import { CARD_FRAGMENT_LIST } from './fragments';
import type * as G from './storefront.generated';
import type { PageInfo } from './types';

export type { Filter };
/** A ProductFilter input: the parsed `input` of a FilterValue, or a price range. */
export type ProductFilter = Record<string, unknown>;

export interface Suggestions {
  queries: Array<{ text: string }>;
  products: Array<{ handle: string; title: string }>;
  collections: Array<{ handle: string; title: string }>;
}

/** A page of products with the facets that narrow them. */
export interface FilteredPage {
  products: CardProduct[];
  pageInfo: PageInfo;
  filters: Filter[];
  /** Search results only: how many there are in all. */
  totalCount?: number;
  /** Collections only. */
  title?: string;
}

export interface PageQuery {
  first: number;
  after?: string | null | undefined;
  sortKey?: string | undefined;
  reverse?: boolean | undefined;
  filters?: readonly ProductFilter[] | undefined;
}

type RawPage = { pageInfo: PageInfo; nodes: G.CardProductFragment[] };

/**
 * Query suggestions, products and collections for what has been typed so far: at most `limit` in all, 1–10 (`limitScope`
 * is ALL by default, shopify.dev/docs/api/storefront/2026-04/queries/predictiveSearch), and never more drawn whatever the
 * answer holds. An answer of another shape (a proxy's, a changed API) is an error, for the box to say, not to draw.
 */
export const suggestionsRead = (query: string, limit: number): BatchRead<Suggestions> => ({
  field: /* GraphQL */ `predictiveSearch(query: $0, limit: $1, types: [QUERY, PRODUCT, COLLECTION]) {
    queries { text } products { handle title } collections { handle title } }`,
  types: ['String!', 'Int'],
  values: [query, limit],
  fragments: [],
  result: (raw: Suggestions | null) => {
    let room = limit;
    const take = <T>(list: T[] = []) => {
      if (!Array.isArray(list)) throw new TypeError('predictiveSearch'); // not drawn: the box says suggestions are unavailable
      const kept = list.slice(0, room);
      room -= kept.length;
      return kept;
    };
    return { queries: take(raw?.queries), products: take(raw?.products), collections: take(raw?.collections) };
  },
});

/** A page of the products that match `query`, sold-out ones last (Shopify's default), with the facets of all matches. */
export const searchRead = (query: string, page: PageQuery): BatchRead<FilteredPage> => ({
  field: /* GraphQL */ `search(query: $0, first: $1, after: $2, sortKey: $3, reverse: $4, productFilters: $5, types: PRODUCT) {
    totalCount pageInfo { hasNextPage endCursor } productFilters ${FILTER_FIELDS} nodes { ...on Product { ...CardProduct } } }`,
  types: ['String!', 'Int!', 'String', 'SearchSortKeys', 'Boolean', '[ProductFilter!]'],
  values: [query, page.first, page.after ?? undefined, page.sortKey, page.reverse, page.filters],
  fragments: CARD_FRAGMENT_LIST,
  result: (raw: { totalCount: number; pageInfo: PageInfo; productFilters: Filter[]; nodes: G.CardProductFragment[] }) => ({
    products: raw.nodes.slice(0, page.first).map(cardProduct), // never more tiles than a page holds, whatever the answer
    pageInfo: raw.pageInfo,
    filters: raw.productFilters,
    totalCount: raw.totalCount,
  }),
});

/** A page of a collection's products under `filters`, with the collection's facets (null: no such collection). */
export const filteredCollectionRead = (handle: string, page: PageQuery): BatchRead<FilteredPage | null> => ({
  field: /* GraphQL */ `collection(handle: $0) { title products(first: $1, after: $2, sortKey: $3, reverse: $4, filters: $5) {
    filters ${FILTER_FIELDS} pageInfo { hasNextPage endCursor } nodes { ...CardProduct } } }`,
  types: ['String!', 'Int!', 'String', 'ProductCollectionSortKeys', 'Boolean', '[ProductFilter!]'],
  values: [handle, page.first, page.after ?? undefined, page.sortKey, page.reverse, page.filters],
  fragments: CARD_FRAGMENT_LIST,
  result: (raw: { title: string; products: RawPage & { filters: Filter[] } } | null) =>
    raw && {
      title: raw.title,
      products: raw.products.nodes.slice(0, page.first).map(cardProduct),
      pageInfo: raw.products.pageInfo,
      filters: raw.products.filters,
    },
});

import type { BatchRead } from './batch';
import { cardProduct, type CardProduct } from './card';
import type { StorefrontClient } from './client';
import { COLLECTION_FRAGMENT, IMAGE_FRAGMENT, IN_CONTEXT, IN_CONTEXT_VARIABLES, CARD_FRAGMENT_LIST, PRODUCT_FRAGMENTS } from './fragments';
import { completeProducts } from './products';
import type * as G from './storefront.generated';
import type { Collection, CollectionWithProducts, OperationOptions, PageInfo, Product } from './types';

const COLLECTION_PRODUCTS = /* GraphQL */ `products(first: $productsFirst, after: $productsAfter, sortKey: $productsSortKey, reverse: $productsReverse) {
    pageInfo { hasNextPage endCursor } nodes { ...Product } }`;
const COLLECTION_PRODUCTS_VARIABLES = /* GraphQL */ `$productsFirst: Int!, $productsAfter: String, $productsSortKey: ProductCollectionSortKeys, $productsReverse: Boolean`;

export const COLLECTIONS_QUERY = `#graphql
query Collections($first: Int!, $after: String, $query: String, $sortKey: CollectionSortKeys, $reverse: Boolean, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  collections(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) { pageInfo { hasNextPage endCursor } nodes { ...Collection } }
}
${COLLECTION_FRAGMENT}
${IMAGE_FRAGMENT}`;

export const COLLECTIONS_WITH_PRODUCTS_QUERY = `#graphql
query CollectionsWithProducts($first: Int!, $after: String, $query: String, $sortKey: CollectionSortKeys, $reverse: Boolean, ${COLLECTION_PRODUCTS_VARIABLES}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  collections(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
    pageInfo { hasNextPage endCursor } nodes { ...Collection ${COLLECTION_PRODUCTS} }
  }
}
${COLLECTION_FRAGMENT}
${PRODUCT_FRAGMENTS}`;

export const COLLECTION_QUERY = `#graphql
query CollectionById($id: ID!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} { collection(id: $id) { ...Collection } }
${COLLECTION_FRAGMENT}
${IMAGE_FRAGMENT}`;

export const COLLECTION_WITH_PRODUCTS_QUERY = `#graphql
query CollectionWithProducts($id: ID, $handle: String, ${COLLECTION_PRODUCTS_VARIABLES}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  collection(id: $id, handle: $handle) { ...Collection ${COLLECTION_PRODUCTS} }
}
${COLLECTION_FRAGMENT}
${PRODUCT_FRAGMENTS}`;

interface Page<T> {
  pageInfo: PageInfo;
  nodes: T[];
}
/** A collection as either document returns it: with its first page of products when they were asked for. */
type RawCollection = G.CollectionFragment & Partial<Pick<NonNullable<G.CollectionWithProductsQuery['collection']>, 'products'>>;

export interface CollectionsQueryOptions extends OperationOptions {
  first?: number;
  after?: string | null;
  query?: string;
  /** Default `ID`. */
  sortKey?: string;
  reverse?: boolean;
}
export interface CollectionProductsOptions extends OperationOptions {
  /** Products per page, default 20. */
  first?: number;
  after?: string | null;
  /** ProductCollectionSortKeys; default: the collection's own order (the grid widget asks for `ID`, SPEC §9). */
  sortKey?: string;
  reverse?: boolean;
  /** Also the shop's facets of the products (a grid with filters: the first paint reads them with its first page). */
  facets?: boolean | undefined;
}

/** Without a sort key the shop's own order of the collection applies (COLLECTION_DEFAULT, as the merchant arranged it). */
function productVariables(options: CollectionProductsOptions) {
  return {
    productsFirst: options.first ?? 20,
    productsAfter: options.after ?? null,
    ...(options.sortKey ? { productsSortKey: options.sortKey } : {}),
    productsReverse: options.reverse ?? false,
  };
}

async function withProducts(client: StorefrontClient, raw: RawCollection, options?: OperationOptions): Promise<CollectionWithProducts> {
  const page = raw.products ?? { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
  return { ...raw, products: (await completeProducts(client, page.nodes, options)) as Product[], pageInfo: page.pageInfo };
}

/** A page of collections (default 20, sorted by ID), optionally each with its first page of products. */
export async function fetchCollections(
  client: StorefrontClient,
  options: CollectionsQueryOptions & { products?: CollectionProductsOptions } = {},
): Promise<{ collections: Array<Collection | CollectionWithProducts>; pageInfo: PageInfo }> {
  const { first = 20, after = null, query, sortKey = 'ID', reverse = false, products } = options;
  const variables = { first, after, query, sortKey, reverse, ...(products ? productVariables(products) : {}) };
  const document = products ? COLLECTIONS_WITH_PRODUCTS_QUERY : COLLECTIONS_QUERY;
  const data = await client.request<{ collections: Page<RawCollection> }>(document, {
    variables,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const collections = products ? await Promise.all(data.collections.nodes.map((raw) => withProducts(client, raw, options))) : data.collections.nodes;
  return { collections, pageInfo: data.collections.pageInfo };
}

export async function fetchCollection(client: StorefrontClient, id: string, options?: OperationOptions): Promise<Collection | null> {
  const data = await client.request<G.CollectionByIdQuery>(COLLECTION_QUERY, { variables: { id }, ...options });
  return data.collection;
}

/**
 * A collection by id or handle with one page of its products (default 20 per page, in the collection's order); pass
 * `after: pageInfo.endCursor` for the next page ("load more").
 */
export async function fetchCollectionWithProducts(
  client: StorefrontClient,
  by: { id: string } | { handle: string },
  options: CollectionProductsOptions = {},
): Promise<CollectionWithProducts | null> {
  const data = await client.request<G.CollectionWithProductsQuery>(COLLECTION_WITH_PRODUCTS_QUERY, {
    variables: { ...by, ...productVariables(options) },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return data.collection ? withProducts(client, data.collection, options) : null;
}

export function fetchCollectionByHandle(
  client: StorefrontClient,
  handle: string,
  options?: CollectionProductsOptions,
): Promise<CollectionWithProducts | null> {
  return fetchCollectionWithProducts(client, { handle }, options);
}

/** A facet of the products (`Filter`), each value with its count and the ProductFilter that selects it as JSON text. */
export interface Filter {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  values: Array<{ id: string; label: string; count: number; input: string }>;
}
/** The facets' fields, on a ProductConnection (`filters`) or a search (`productFilters`). */
export const FILTER_FIELDS = /* GraphQL */ `
  {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
`;

/** A collection with one page of its products as cards read them (card.ts): the grid names it and shows its products. */
export interface CardCollection extends Pick<Collection, 'id' | 'handle' | 'title'> {
  products: CardProduct[];
  pageInfo: PageInfo;
  /** With `facets` only. */
  filters?: Filter[] | undefined;
}

/** A collection by handle with one page of its products, as one field of a batch (batch.ts). */
export const collectionRead = (handle: string, options: CollectionProductsOptions = {}): BatchRead<CardCollection | null> => ({
  // Two literals and a plain `+`: the build squeezes a /* GraphQL */ literal only when nothing is interpolated in it.
  field:
    /* GraphQL */ `collection(handle: $0) { id handle title products(first: $1, after: $2, sortKey: $3, reverse: $4) {
    pageInfo { hasNextPage endCursor } nodes { ...CardProduct }` +
    (options.facets ? ` filters${FILTER_FIELDS}` : '') +
    '}}',
  types: ['String!', 'Int!', 'String', 'ProductCollectionSortKeys', 'Boolean'],
  values: [handle, options.first ?? 20, options.after ?? undefined, options.sortKey, options.reverse],
  fragments: CARD_FRAGMENT_LIST,
  // Never more tiles than a page holds, whatever the answer (a grid's Load more would keep them all).
  result: (
    raw:
      (Pick<Collection, 'id' | 'handle' | 'title'> & { products: { pageInfo: PageInfo; nodes: G.CardProductFragment[]; filters?: Filter[] } }) | null,
  ) =>
    raw && {
      ...raw,
      products: raw.products.nodes.slice(0, options.first ?? 20).map(cardProduct),
      pageInfo: raw.products.pageInfo,
      filters: raw.products.filters,
    },
});

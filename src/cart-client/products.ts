import type { StorefrontClient } from './client';
import { IMAGE_FRAGMENT, IN_CONTEXT, IN_CONTEXT_VARIABLES, MONEY_FRAGMENT, PRODUCT_FRAGMENTS, VARIANT_FRAGMENT } from './fragments';
import type * as G from './storefront.generated';
import type { OperationOptions, PageInfo, Product, ProductPage } from './types';

export const PRODUCTS_QUERY = `#graphql
query Products($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) { pageInfo { hasNextPage endCursor } nodes { ...Product } }
}
${PRODUCT_FRAGMENTS}`;

export const PRODUCT_BY_HANDLE_QUERY = `#graphql
query ProductByHandle($handle: String!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} { product(handle: $handle) { ...Product } }
${PRODUCT_FRAGMENTS}`;

export const PRODUCT_RECOMMENDATIONS_QUERY = `#graphql
query ProductRecommendations($productId: ID!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} { productRecommendations(productId: $productId) { ...Product } }
${PRODUCT_FRAGMENTS}`;

/** Many products by id in one request (`nodes`); also serves single node lookups. */
export const PRODUCTS_BY_IDS_QUERY = `#graphql
query ProductsByIds($ids: [ID!]!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} { nodes(ids: $ids) { ... on Product { ...Product } } }
${PRODUCT_FRAGMENTS}`;

export const PRODUCT_IMAGES_QUERY = `#graphql
query ProductImages($id: ID!, $after: String) {
  node(id: $id) { ... on Product { images(first: 250, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...Image } } } }
}
${IMAGE_FRAGMENT}`;

export const PRODUCT_VARIANTS_QUERY = `#graphql
query ProductVariants($id: ID!, $after: String, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  node(id: $id) { ... on Product { variants(first: 250, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...Variant } } } }
}
${VARIANT_FRAGMENT}
${IMAGE_FRAGMENT}
${MONEY_FRAGMENT}`;

/**
 * One request for any number of handles: each handle gets an aliased `product(handle:)` field. The widget page relies on
 * this so N product cards cost one request.
 */
export function productsByHandlesQuery(count: number): string {
  const vars = Array.from({ length: count }, (_, i) => `$h${i}: String!`).join(', ');
  const fields = Array.from({ length: count }, (_, i) => `p${i}: product(handle: $h${i}) { ...Product }`).join('\n  ');
  return `#graphql
query ProductsByHandles(${vars}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  ${fields}
}
${PRODUCT_FRAGMENTS}`;
}

interface Page<T> {
  pageInfo: PageInfo;
  nodes: T[];
}
/** A product as the documents return it: its first page of images and of variants. */
export type RawProduct = G.ProductFragment;

async function remaining<T>(
  client: StorefrontClient,
  document: string,
  id: string,
  field: 'images' | 'variants',
  first: Page<T>,
  options: OperationOptions,
): Promise<T[]> {
  const items = [...first.nodes];
  let pageInfo = first.pageInfo;
  while (pageInfo.hasNextPage) {
    const data = await client.request<{ node: Record<string, Page<T>> | null }>(document, {
      variables: { id, after: pageInfo.endCursor },
      ...options,
    });
    const page = data.node?.[field];
    if (!page) break;
    items.push(...page.nodes);
    pageInfo = page.pageInfo;
  }
  return items;
}

/** Flattens a raw product and fetches its remaining image and variant pages, 250 at a time. */
export async function completeProduct(client: StorefrontClient, raw: RawProduct, options: OperationOptions = {}): Promise<Product> {
  const [images, variants] = await Promise.all([
    remaining(client, PRODUCT_IMAGES_QUERY, raw.id, 'images', raw.images, options),
    remaining(client, PRODUCT_VARIANTS_QUERY, raw.id, 'variants', raw.variants, options),
  ]);
  return { ...raw, images, variants };
}

export function completeProducts(
  client: StorefrontClient,
  raws: ReadonlyArray<RawProduct | null>,
  options?: OperationOptions,
): Promise<Array<Product | null>> {
  return Promise.all(raws.map((raw) => (raw ? completeProduct(client, raw, options) : null)));
}

export interface ProductsQueryOptions extends OperationOptions {
  /** Page size, default 20 (SPEC §9). */
  first?: number;
  after?: string | null;
  /** Shopify search syntax, e.g. `product_type:Mug`. */
  query?: string;
  /** Default `ID`. */
  sortKey?: string;
  reverse?: boolean;
}

/** A page of products (default 20, sorted by ID). */
export async function fetchProducts(client: StorefrontClient, options: ProductsQueryOptions = {}): Promise<ProductPage> {
  const { first = 20, after = null, query, sortKey = 'ID', reverse = false, signal } = options;
  const data = await client.request<G.ProductsQuery>(PRODUCTS_QUERY, {
    variables: { first, after, query, sortKey, reverse },
    ...(signal ? { signal } : {}),
  });
  const products = (await completeProducts(client, data.products.nodes, options)) as Product[];
  return { products, pageInfo: data.products.pageInfo };
}

export async function fetchProductByHandle(client: StorefrontClient, handle: string, options?: OperationOptions): Promise<Product | null> {
  const data = await client.request<G.ProductByHandleQuery>(PRODUCT_BY_HANDLE_QUERY, { variables: { handle }, ...options });
  return data.product ? completeProduct(client, data.product, options) : null;
}

/**
 * Many products by handle in a single request, in the order asked; `null` where the shop has no such product.
 *
 * @example
 * const [hoodie, mug] = await fetchProductsByHandles(client, ['hoodie', 'mug']);
 */
export async function fetchProductsByHandles(
  client: StorefrontClient,
  handles: readonly string[],
  options?: OperationOptions,
): Promise<Array<Product | null>> {
  if (handles.length === 0) return [];
  const variables: Record<string, string> = {};
  handles.forEach((handle, i) => (variables[`h${i}`] = handle));
  const data = await client.request<Record<string, RawProduct | null>>(productsByHandlesQuery(handles.length), { variables, ...options });
  return completeProducts(
    client,
    handles.map((_, i) => data[`p${i}`] ?? null),
    options,
  );
}

/** Many products by id in a single request, in the order asked; `null` for ids that are not products. */
export async function fetchProductsByIds(
  client: StorefrontClient,
  ids: readonly string[],
  options?: OperationOptions,
): Promise<Array<Product | null>> {
  // The shop rejects the whole request for one malformed id, and more than 250 ids: those are answered here.
  const valid = [...new Set(ids.filter((id) => /^gid:\/\/shopify\/Product\/[^/\s]+$/.test(id)))];
  const found = new Map<string, RawProduct>();
  for (let start = 0; start < valid.length; start += 250) {
    const chunk = valid.slice(start, start + 250);
    const data = await client.request<G.ProductsByIdsQuery>(PRODUCTS_BY_IDS_QUERY, { variables: { ids: chunk }, ...options });
    data.nodes.forEach((node, i) => node && 'id' in node && found.set(chunk[i]!, node as RawProduct));
  }
  return completeProducts(
    client,
    ids.map((id) => found.get(id) ?? null),
    options,
  );
}

export async function fetchProduct(client: StorefrontClient, id: string, options?: OperationOptions): Promise<Product | null> {
  return (await fetchProductsByIds(client, [id], options))[0] ?? null;
}

export async function fetchProductRecommendations(client: StorefrontClient, productId: string, options?: OperationOptions): Promise<Product[]> {
  const data = await client.request<G.ProductRecommendationsQuery>(PRODUCT_RECOMMENDATIONS_QUERY, { variables: { productId }, ...options });
  return (await completeProducts(client, data.productRecommendations ?? [], options)) as Product[];
}

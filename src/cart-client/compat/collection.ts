// `client.collection`: collections in the `shopify-buy` 3.x shape (image with `src`, optional `products`).
import type { StorefrontClient } from '../client';
import { fetchCollection, fetchCollectionByHandle, fetchCollections, fetchCollectionWithProducts } from '../collections';
import type { Collection, Product } from '../types';
import type { LegacyImage } from './checkout-view';
import { legacyProduct, type LegacyProduct } from './product';
import { legacyRead } from './query';

export interface LegacyCollection extends Omit<Collection, 'image'> {
  image: Omit<LegacyImage, 'width' | 'height'> | null;
  products?: LegacyProduct[];
}

/** A collection in the SDK's shape; its products (when fetched) in the product shape. */
export function legacyCollection(collection: Collection & { products?: Product[] }): LegacyCollection {
  const { id, handle, description, descriptionHtml, updatedAt, title, image } = collection;
  const out: LegacyCollection = {
    id,
    handle,
    description,
    descriptionHtml,
    updatedAt,
    title,
    image: image && { id: image.id, src: image.url, altText: image.altText },
  };
  if (collection.products) out.products = collection.products.map(legacyProduct);
  return out;
}

const mapOrNull = (collection: (Collection & { products?: Product[] }) | null) => (collection ? legacyCollection(collection) : null);

interface CollectionQuery {
  first?: number;
  sortKey?: string;
  query?: string;
  reverse?: boolean;
}

/** Builds `client.collection` over a Storefront client. */
export function collectionResource(client: StorefrontClient) {
  const fetchQuery = async ({ first = 20, sortKey = 'ID', query, reverse }: CollectionQuery = {}) => {
    const options = { first, sortKey, ...(query !== undefined ? { query } : {}), ...(reverse !== undefined ? { reverse } : {}) };
    return (await legacyRead(fetchCollections(client, options))).collections.map(legacyCollection);
  };
  return {
    /** The first `first` collections (default 20), without products. */
    fetchAll: (first = 20) => fetchQuery({ first }),
    /** The first `first` collections, each with its first `productsFirst` products (both default 20). */
    fetchAllWithProducts: async ({ first = 20, productsFirst = 20 }: { first?: number; productsFirst?: number } = {}) =>
      (await legacyRead(fetchCollections(client, { first, products: { first: productsFirst } }))).collections.map(legacyCollection),
    fetch: async (id: string) => mapOrNull(await legacyRead(fetchCollection(client, id))),
    /** A collection by id with its first `productsFirst` products (default 20). */
    fetchWithProducts: async (id: string, { productsFirst = 20 }: { productsFirst?: number } = {}) =>
      mapOrNull(await legacyRead(fetchCollectionWithProducts(client, { id }, { first: productsFirst }))),
    /** A collection by handle with its first 20 products. */
    fetchByHandle: async (handle: string) => mapOrNull(await legacyRead(fetchCollectionByHandle(client, handle))),
    /** Collections matching `{ first = 20, sortKey = 'ID', query, reverse }`. */
    fetchQuery,
  };
}

export type CollectionResource = ReturnType<typeof collectionResource>;

// "Find a product or collection by typing": one storefront read per pause in typing, the stale one aborted. It asks
// the shop the owner entered, with the token they entered, which the builder keeps in the page only.
import { createStorefrontClient } from '../cart-client/client';

/**
 * Products and collections whose words start with what was typed (the `query` argument's search syntax: a trailing `*`
 * matches a prefix — shopify.dev/docs/api/usage/search-syntax).
 */
export const FIND_QUERY = `#graphql
query BuilderFind($query: String!) {
  products(first: 8, query: $query) { nodes { handle title featuredImage { url(transform: { maxWidth: 96 }) altText } } }
  collections(first: 8, query: $query) { nodes { handle title } }
}`;

export interface Found {
  products: { handle: string; title: string; image?: string }[];
  collections: { handle: string; title: string }[];
}

interface FindData {
  products: { nodes: { handle: string; title: string; featuredImage: { url: string } | null }[] };
  collections: { nodes: { handle: string; title: string }[] };
}

/** `insulated mu` → `insulated* mu*`: each word a prefix, quotes and field names left out. */
export function searchTerms(typed: string): string {
  return typed
    .replace(/["':*()\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word}*`)
    .join(' ');
}

export async function findInShop(shop: { domain: string; token: string }, typed: string, signal?: AbortSignal): Promise<Found> {
  const client = createStorefrontClient({ domain: shop.domain, storefrontAccessToken: shop.token });
  const data = await client.request<FindData>(FIND_QUERY, { variables: { query: searchTerms(typed) }, ...(signal ? { signal } : {}) });
  return {
    products: data.products.nodes.map(({ handle, title, featuredImage }) => ({
      handle,
      title,
      ...(featuredImage ? { image: featuredImage.url } : {}),
    })),
    collections: data.collections.nodes.map(({ handle, title }) => ({ handle, title })),
  };
}

/** The shop's name: the first read after the owner enters a shop, which tells them whether the domain and token work. */
export const SHOP_NAME_QUERY = `#graphql
query BuilderShop { shop { name } }`;

export async function shopName(shop: { domain: string; token: string }, signal?: AbortSignal): Promise<string> {
  const client = createStorefrontClient({ domain: shop.domain, storefrontAccessToken: shop.token });
  const data = await client.request<{ shop: { name: string } }>(SHOP_NAME_QUERY, signal ? { signal } : {});
  return data.shop.name;
}

import type { StorefrontClient } from './client';
import { CART_FRAGMENTS, CART_LINE_FRAGMENT, DISCOUNT_ALLOCATION_FRAGMENT, MARKS, MARKS_VARIABLE } from './cart-fragments';
import { IMAGE_FRAGMENT, IN_CONTEXT, IN_CONTEXT_VARIABLES, MONEY_FRAGMENT } from './fragments';
import type * as G from './storefront.generated';
import type { Cart, CartLine, OperationOptions } from './types';

// With `$read`, the cart store's marks come with the cart (src/store/marks.ts).
export const CART_QUERY = `#graphql
query Cart($id: ID!, ${MARKS_VARIABLE}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} { cart(id: $id) { ...Cart ${MARKS} } }
${CART_FRAGMENTS}`;

export const CART_NODE_QUERY = `#graphql
query CartNode($id: ID!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} { node(id: $id) { ... on Cart { ...Cart } } }
${CART_FRAGMENTS}`;

export const CART_LINES_QUERY = `#graphql
query CartLines($id: ID!, $after: String, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  cart(id: $id) { lines(first: 250, after: $after) { pageInfo { hasNextPage endCursor } nodes { ...CartLine } } }
}
${CART_LINE_FRAGMENT}
${DISCOUNT_ALLOCATION_FRAGMENT}
${IMAGE_FRAGMENT}
${MONEY_FRAGMENT}`;

/** The cart as the API returns it, before connections are flattened. */
export type RawCart = G.CartFragment;

/** The raw cart with connections flattened, using `lines` for its lines. */
function flatten({ marks, ...raw }: RawCart & { marks?: unknown[] }, lines: CartLine[]): Cart {
  return {
    ...raw,
    ...(marks?.length && { marks }), // named by the read (src/store/marks.ts)
    lines,
    deliveryGroups: raw.deliveryGroups.nodes.map((group) => ({ ...group, cartLines: group.cartLines.nodes.map((line) => line.id) })),
  };
}

/**
 * Flattens a raw cart and fetches its remaining line pages, 250 at a time, so callers always see every line.
 */
export async function completeCart(client: StorefrontClient, raw: RawCart, options: OperationOptions = {}): Promise<Cart> {
  const lines = [...raw.lines.nodes];
  let pageInfo = raw.lines.pageInfo;
  while (pageInfo.hasNextPage) {
    const data = await client.request<G.CartLinesQuery>(CART_LINES_QUERY, {
      variables: { id: raw.id, after: pageInfo.endCursor },
      ...options,
    });
    if (!data.cart) break;
    lines.push(...data.cart.lines.nodes);
    pageInfo = data.cart.lines.pageInfo;
  }
  return flatten(raw, lines);
}

/**
 * Like `completeCart`, for the cart a mutation returned: the mutation has run, so a failure to read the further line
 * pages must not look like a failed mutation (its caller would send it again). Then the first page comes back with
 * `complete: false`.
 */
export async function completeMutationCart(
  client: StorefrontClient,
  raw: RawCart,
  options?: OperationOptions,
): Promise<{ cart: Cart; complete: boolean }> {
  try {
    return { cart: await completeCart(client, raw, options), complete: true };
  } catch {
    return { cart: flatten(raw, [...raw.lines.nodes]), complete: false };
  }
}

/**
 * Reads a cart by id with every line (falling back to a node lookup, SPEC §4). Resolves `null` when the shop no longer
 * has the cart (expired, or completed at checkout).
 *
 * @example
 * const cart = await fetchCart(client, storedCartId);
 * if (!cart) forgetCartId();
 */
export async function fetchCart(
  client: StorefrontClient,
  cartId: string,
  options: OperationOptions = {},
  variables: Record<string, unknown> = {},
): Promise<Cart | null> {
  const data = await client.request<G.CartQuery>(CART_QUERY, { variables: { id: cartId, ...variables }, ...options });
  let raw: RawCart | null = data.cart;
  if (!raw) {
    const byNode = await client.request<G.CartNodeQuery>(CART_NODE_QUERY, { variables: { id: cartId }, ...options });
    raw = byNode.node && 'id' in byNode.node ? (byNode.node as RawCart) : null;
  }
  return raw ? completeCart(client, raw, options) : null;
}

// Marks that let the cart store tell its own add from another tab's (src/store/run-op.ts). Each add sets, in its own
// request and after the add, two cart metafields to the add's token: `shop_embed_last` (the last add of any tab) and the
// tab's own key. The add's answer shows the last mark as it was before this run set it: its own token there means the shop
// ran this very request before (a browser sends a POST again by itself when a reused connection closes), with no other
// tab's add since. A read after a lost answer shows the tab's own mark: its token there means the request ran.
// Metafields, not attributes: `cartMetafieldsSet` sets one key and leaves the others ("creating new metafields or updating
// existing ones"), where `cartAttributesUpdate` replaces the whole list (another tab's mark, the shopper's gift note);
// nobody is shown them, and they reach the order only through an order metafield definition the shop marks "cart to
// order copyable" (cartMetafieldsSet, 2026-04 schema). Not a line attribute: the shop merges an added line into an
// existing one only when merchandise and attributes are the same, so a marked line would be a line of its own each add.
import type { StorefrontClient } from './client';
import { dropEmptyLines } from './cart';
import { fetchCart } from './cart-fetch';
import { CART_LINES_ADD_MUTATION, runCartMutation } from './cart-mutations';
import type { Cart, CartLineInput, CartResult } from './types';

/** The marks a cart showed: this tab's (read only after a lost answer) and the last add's; null where none is set. */
export interface CartMarks {
  tab: string | null;
  last: string | null;
}

/** A tab's key: a metafield key takes letters, digits, `-` and `_`. */
export const tabMarkKey = (tabId: string): string => `shop_embed_tab_${tabId.replace(/[^\w-]/g, '').slice(0, 40)}`;

const LAST = 'shop_embed_last';
type Marked = Cart & { marks?: Array<{ key: string; value: string } | null> };
const split = ({ marks = [], ...cart }: Marked, key = '') => {
  const value = (name: string) => marks.find((mark) => mark?.key === name)?.value ?? null;
  return { cart: cart as Cart, marks: { tab: key && value(key), last: value(LAST) } };
};

/** Adds `lines` and marks the cart with `token` (under `key`, the tab's, and the last add's) in one request. */
export async function addCartLinesMarked(
  client: StorefrontClient,
  cartId: string,
  lines: readonly CartLineInput[],
  key: string,
  token: string,
): Promise<CartResult & { marks?: CartMarks }> {
  const marks = [LAST, key].map((name) => ({ ownerId: cartId, key: name, type: 'single_line_text_field', value: token }));
  const variables = { cartId, lines: dropEmptyLines(lines), marks, marked: true, read: [{ key: LAST }] };
  const result = await runCartMutation(client, CART_LINES_ADD_MUTATION, variables);
  return result.cart ? { ...result, ...split(result.cart) } : result;
}

/** The cart with its marks (this tab's under `key`); null when the shop no longer has it. */
export async function fetchMarkedCart(client: StorefrontClient, cartId: string, key: string): Promise<{ cart: Cart; marks: CartMarks } | null> {
  const cart = await fetchCart(client, cartId, {}, { read: [{ key }, { key: LAST }] });
  return cart && split(cart, key);
}

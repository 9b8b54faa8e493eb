// Marks that let the cart store tell its own add from another tab's (run-op.ts). Each add sets, in its own request and
// after the add, two cart metafields to the op's token: `shop_embed_last` (the last add of any tab) and the tab's own
// key; the add's answer and a read after a lost answer show both as they were. The op's token there in an add's answer
// (read before this run set it) means the shop ran this very request before: a browser sends a POST again by itself when
// a reused connection closes before the answer. Its token there in a read means its request ran. Every add of this
// release marks the cart, so a cart with marks but not this op's token holds other tabs' units, not this op's.
// Metafields, not attributes: `cartMetafieldsSet` sets one key and leaves the others ("creating new metafields or updating
// existing ones"), where `cartAttributesUpdate` replaces the whole list (another tab's mark, the shopper's gift note);
// nobody is shown them, and they reach the order only through an order metafield definition the shop marks "cart to
// order copyable" (cartMetafieldsSet, 2026-04 schema). Not a line attribute: the shop merges an added line into an
// existing one only when merchandise and attributes are the same, so a marked line would be a line of its own each add.
import { fetchCart, type Cart, type CartLineInput, type StorefrontClient } from '../cart-client';
import { CART_LINES_ADD_MUTATION, runCartMutation } from '../cart-client/cart-mutations';
import type { AddOp } from './ops';

/** A cart read with marks named (cart-client `$read`): each one's metafield, or null where it is not set. */
export type Marked = Cart & { marks?: Array<{ value: string } | null> };

/** The last add's key, and this tab's (a metafield key takes letters, digits, `-` and `_`). */
const keys = (tabId: string) => [{ key: 'shop_embed_last' }, { key: `shop_embed_tab_${tabId.replace(/[^\w-]/g, '').slice(0, 40)}` }];

/** Adds `lines` to the cart and marks it with `op`'s token, in one request. */
export function addMarked(client: StorefrontClient, cartId: string, lines: CartLineInput[], tabId: string, op: AddOp) {
  const read = keys(tabId);
  const marks = read.map(({ key }) => ({ ownerId: cartId, key, type: 'single_line_text_field', value: op.mark }));
  return runCartMutation(client, CART_LINES_ADD_MUTATION, { cartId, lines, marked: true, read, marks });
}

/** The cart with this tab's marks; null when the shop no longer has it. */
export const readMarked = (client: StorefrontClient, cartId: string, tabId: string): Promise<Marked | null> =>
  fetchCart(client, cartId, {}, { read: keys(tabId) });

export const unmarked = ({ marks: _, ...cart }: Marked): Cart => cart;

/** Whether `op`'s request ran, by the marks `cart` came with; undefined where it holds none (quantities decide then). */
export function ran(op: AddOp, cart: Marked): boolean | undefined {
  const seen = cart.marks?.filter(Boolean);
  return op.mark && seen?.length ? seen.some((mark) => mark!.value === op.mark) : undefined;
}

// The compound operations of SPEC §4 on the lines, each built from the single mutations (the details': cart-details.ts).
import type { StorefrontClient } from './client';
import { fetchCart } from './cart-fetch';
import { addCartLines, dropEmptyLines, removeCartLines } from './cart';
import { CART_LINES_REPLACE_MUTATION, runCartMutation } from './cart-mutations';
import type { CartLineInput, CartResult, OperationOptions } from './types';

/** The result of a compound operation whose read found no cart. */
export const MISSING_CART: CartResult = {
  cart: null,
  userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }],
  warnings: [],
};

/**
 * Replaces every line in one request: `cartLinesRemove` then `cartLinesAdd` in one operation (just one of them when there
 * is nothing to remove or nothing to add). Pass `knownLineIds` (the ids of the lines the caller holds) to skip the read;
 * without it the cart is fetched first, as SPEC §4 describes.
 *
 * The shop runs the add even when the removal is refused (a stale line id refuses the whole removal): the result then
 * carries the removal's userErrors, then the add's, and the cart as the shop holds it, with the new lines added to the
 * old ones (read again when the refused add returned none). Any userError means the cart is not what was asked for; the
 * returned cart is the truth to show.
 */
export async function replaceCartLines(
  client: StorefrontClient,
  cartId: string,
  lines: readonly CartLineInput[],
  options: OperationOptions & { knownLineIds?: readonly string[] | undefined } = {},
): Promise<CartResult> {
  const { knownLineIds, ...rest } = options;
  const lineIds = knownLineIds ?? (await fetchCart(client, cartId, rest))?.lines.map((line) => line.id);
  return lineIds ? replaceKnownLines(client, cartId, lines, lineIds, rest) : MISSING_CART;
}

/** `replaceCartLines` once the ids of the lines to remove are known (the cart store always knows them). */
export async function replaceKnownLines(
  client: StorefrontClient,
  cartId: string,
  lines: readonly CartLineInput[],
  lineIds: readonly string[],
  options?: OperationOptions,
): Promise<CartResult> {
  const added = dropEmptyLines(lines);
  if (!lineIds.length) return addCartLines(client, cartId, added, options);
  if (!added.length) return removeCartLines(client, cartId, lineIds, options);
  const result = await runCartMutation(client, CART_LINES_REPLACE_MUTATION, { cartId, lineIds, lines: added }, options);
  // An add the shop refuses for unknown merchandise comes back with no cart although the removal ran: read what it holds.
  return result.cart ? result : { ...result, cart: await fetchCart(client, cartId, options) };
}

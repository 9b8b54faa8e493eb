// The compound operations of SPEC §4, each built from the single mutations.
import type { StorefrontClient } from './client';
import { fetchCart } from './cart-fetch';
import {
  addCartLines,
  dropEmptyLines,
  removeCartLines,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartDiscountCodes,
  updateCartNote,
} from './cart';
import { CART_LINES_REPLACE_MUTATION, CART_NOTE_AND_ATTRIBUTES_UPDATE_MUTATION, runCartMutation } from './cart-mutations';
import type { AttributeInput, CartLineInput, CartResult, OperationOptions } from './types';

const MISSING_CART: CartResult = {
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

/**
 * The note when one is given and the attributes when the list is non-empty, in one request (one field when only one of
 * them changes). The shop saves the attributes even when it refuses the note: the note's userErrors come first in the
 * result, and the cart shows both outcomes.
 */
export function updateCartNoteAndAttributes(
  client: StorefrontClient,
  cartId: string,
  changes: { note?: string | undefined; attributes?: readonly AttributeInput[] | undefined },
  options?: OperationOptions,
): Promise<CartResult> {
  if (changes.note === undefined && !changes.attributes?.length) {
    return fetchCart(client, cartId, options).then((cart) => ({ cart, userErrors: [], warnings: [] }));
  }
  return sendNoteAndAttributes(client, cartId, changes, options);
}

/** `updateCartNoteAndAttributes` with something to send, a note or attributes (the cart store sends nothing else). */
export function sendNoteAndAttributes(
  client: StorefrontClient,
  cartId: string,
  { note, attributes }: { note?: string | undefined; attributes?: readonly AttributeInput[] | undefined },
  options?: OperationOptions,
): Promise<CartResult> {
  if (note === undefined) return updateCartAttributes(client, cartId, attributes!, options);
  return attributes?.length
    ? runCartMutation(client, CART_NOTE_AND_ATTRIBUTES_UPDATE_MUTATION, { cartId, note, attributes }, options)
    : updateCartNote(client, cartId, note, options);
}

/** Union of codes, keeping the first spelling of each (codes compare case-insensitively, as the shop does). */
export function unionCodes(existing: readonly string[], added: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...existing, ...added].filter((code) => {
    const key = code.trim().toUpperCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The discount codes on the cart now, or null when the shop no longer has the cart. */
async function codesOnCart(client: StorefrontClient, cartId: string, options?: OperationOptions): Promise<string[] | null> {
  const cart = await fetchCart(client, cartId, options);
  return cart ? cart.discountCodes.map((entry) => entry.code) : null;
}

/**
 * Adds discount codes to those already on the cart. Pass `knownCodes` (the codes the caller already holds) to skip the
 * read and send one request; without it the cart is fetched first, as SPEC §4 describes.
 */
export async function addCartDiscountCodes(
  client: StorefrontClient,
  cartId: string,
  codes: readonly string[],
  knownCodes?: readonly string[],
  options?: OperationOptions,
): Promise<CartResult> {
  const existing = knownCodes ?? (await codesOnCart(client, cartId, options));
  if (!existing) return MISSING_CART;
  return updateCartDiscountCodes(client, cartId, unionCodes(existing, codes), options);
}

/** Removes one code, keeping the others (`knownCodes` as in `addCartDiscountCodes`). */
export async function removeCartDiscountCode(
  client: StorefrontClient,
  cartId: string,
  code: string,
  knownCodes?: readonly string[],
  options?: OperationOptions,
): Promise<CartResult> {
  const existing = knownCodes ?? (await codesOnCart(client, cartId, options));
  if (!existing) return MISSING_CART;
  return updateCartDiscountCodes(client, cartId, withoutCode(existing, code), options);
}

/** The codes but `code` (compared case-insensitively, as the shop does). */
export function withoutCode(existing: readonly string[], code: string): string[] {
  const target = code.trim().toUpperCase();
  return existing.filter((known) => known.trim().toUpperCase() !== target);
}

export function updateCartEmail(client: StorefrontClient, cartId: string, email: string, options?: OperationOptions): Promise<CartResult> {
  return updateCartBuyerIdentity(client, cartId, { email }, options);
}

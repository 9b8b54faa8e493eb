// The compound operations of SPEC §4, each built from the single mutations.
import type { StorefrontClient } from './client';
import { fetchCart } from './cart-fetch';
import { addCartLines, removeCartLines, updateCartAttributes, updateCartBuyerIdentity, updateCartDiscountCodes, updateCartNote } from './cart';
import type { AttributeInput, CartLineInput, CartResult, OperationOptions } from './types';

const MISSING_CART: CartResult = {
  cart: null,
  userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }],
  warnings: [],
};

/** Replaces every line: fetch the cart, remove all its lines, then add the new ones. */
export async function replaceCartLines(
  client: StorefrontClient,
  cartId: string,
  lines: readonly CartLineInput[],
  options?: OperationOptions,
): Promise<CartResult> {
  const cart = await fetchCart(client, cartId, options);
  if (!cart) return MISSING_CART;
  if (cart.lines.length > 0) {
    const removed = await removeCartLines(
      client,
      cartId,
      cart.lines.map((line) => line.id),
      options,
    );
    if (removed.userErrors.length > 0 || lines.length === 0) return removed;
  }
  return addCartLines(client, cartId, lines, options);
}

/**
 * Note first when one is given, then attributes only when the list is non-empty: one request when only one of them
 * changes, two at most.
 */
export async function updateCartNoteAndAttributes(
  client: StorefrontClient,
  cartId: string,
  changes: { note?: string | undefined; attributes?: readonly AttributeInput[] | undefined },
  options?: OperationOptions,
): Promise<CartResult> {
  let result: CartResult | undefined;
  if (changes.note !== undefined) {
    result = await updateCartNote(client, cartId, changes.note, options);
    if (result.userErrors.length > 0) return result;
  }
  if (changes.attributes && changes.attributes.length > 0) result = await updateCartAttributes(client, cartId, changes.attributes, options);
  return result ?? { cart: await fetchCart(client, cartId, options), userErrors: [], warnings: [] };
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
  const target = code.trim().toUpperCase();
  return updateCartDiscountCodes(
    client,
    cartId,
    existing.filter((known) => known.trim().toUpperCase() !== target),
    options,
  );
}

export function updateCartEmail(client: StorefrontClient, cartId: string, email: string, options?: OperationOptions): Promise<CartResult> {
  return updateCartBuyerIdentity(client, cartId, { email }, options);
}

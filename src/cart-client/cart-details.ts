// The cart's details (SPEC §4): the note and attributes, the buyer, discount codes, gift cards and delivery addresses,
// each one mutation, and the compound operations on them; the lines' are in cart.ts and cart-operations.ts. Apart, so
// that a bundle sending only lines carries none of these (the cart store's chunk: its details' changes come with its rare
// paths, src/store/extra-changes.ts).
import type { StorefrontClient } from './client';
import { warnUnsupported, type LegacyCartOptions } from './cart';
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_DELIVERY_ADDRESSES_ADD_MUTATION,
  CART_DELIVERY_ADDRESSES_UPDATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_NOTE_AND_ATTRIBUTES_UPDATE_MUTATION,
  CART_NOTE_UPDATE_MUTATION,
} from './cart-detail-mutations';
import { fetchCart } from './cart-fetch';
import { runCartMutation } from './cart-mutations';
import { MISSING_CART } from './cart-operations';
import type { AttributeInput, CartAddressInput, CartBuyerIdentityInput, CartResult, OperationOptions } from './types';

export function updateCartNote(client: StorefrontClient, cartId: string, note: string, options?: OperationOptions): Promise<CartResult> {
  return runCartMutation(client, CART_NOTE_UPDATE_MUTATION, { cartId, note }, options);
}

export function updateCartAttributes(
  client: StorefrontClient,
  cartId: string,
  attributes: readonly AttributeInput[],
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_ATTRIBUTES_UPDATE_MUTATION, { cartId, attributes }, options);
}

/** Email, phone and country (the country selects the market, and so the cart's currency). */
export function updateCartBuyerIdentity(
  client: StorefrontClient,
  cartId: string,
  buyerIdentity: CartBuyerIdentityInput,
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_BUYER_IDENTITY_UPDATE_MUTATION, { cartId, buyerIdentity }, options);
}

/** Replaces the cart's discount codes with `discountCodes` (an empty list removes them all). */
export function updateCartDiscountCodes(
  client: StorefrontClient,
  cartId: string,
  discountCodes: readonly string[],
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_DISCOUNT_CODES_UPDATE_MUTATION, { cartId, discountCodes }, options);
}

/** Applies gift card codes (added to those already applied). */
export function updateCartGiftCardCodes(
  client: StorefrontClient,
  cartId: string,
  giftCardCodes: readonly string[],
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_GIFT_CARD_CODES_UPDATE_MUTATION, { cartId, giftCardCodes }, options);
}

export function removeCartGiftCardCodes(
  client: StorefrontClient,
  cartId: string,
  appliedGiftCardIds: readonly string[],
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_GIFT_CARD_CODES_REMOVE_MUTATION, { appliedGiftCardIds, cartId }, options);
}

/**
 * Sets the shipping address: updates the cart's selected delivery address when it has one (`addressId`), otherwise
 * adds one and selects it.
 */
export function updateCartShippingAddress(
  client: StorefrontClient,
  cartId: string,
  address: CartAddressInput & LegacyCartOptions,
  addressId?: string | null,
  options?: OperationOptions,
): Promise<CartResult> {
  warnUnsupported(address, ['allowPartialAddresses']);
  const { allowPartialAddresses: _a, ...deliveryAddress } = address;
  const entry = { address: { deliveryAddress }, selected: true };
  return addressId
    ? runCartMutation(client, CART_DELIVERY_ADDRESSES_UPDATE_MUTATION, { cartId, addresses: [{ id: addressId, ...entry }] }, options)
    : runCartMutation(client, CART_DELIVERY_ADDRESSES_ADD_MUTATION, { cartId, addresses: [entry] }, options);
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

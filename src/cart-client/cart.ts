import type { StorefrontClient } from './client';
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_DELIVERY_ADDRESSES_ADD_MUTATION,
  CART_DELIVERY_ADDRESSES_UPDATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_NOTE_UPDATE_MUTATION,
  runCartMutation,
} from './cart-mutations';
import { formatMessage } from './format-message';
import type {
  AttributeInput,
  CartAddressInput,
  CartBuyerIdentityInput,
  CartInput,
  CartLineInput,
  CartLineUpdateInput,
  CartResult,
  OperationOptions,
} from './types';

/** Options of the old Checkout API that the cart API does not take (warned about, never sent). */
export interface LegacyCartOptions {
  presentmentCurrencyCode?: string;
  allowPartialAddresses?: boolean;
}

/** SPEC §5: a line input with no fields is dropped rather than sent (the API would reject the whole mutation). */
export function dropEmptyLines<T extends object>(lines: readonly T[] = []): T[] {
  return lines.filter((line) => line && Object.values(line).some((value) => value !== undefined && value !== null));
}

/** Inputs the old Checkout API took and the cart API does not: warned about, never sent. */
export function warnUnsupported(input: object, names: readonly string[]): void {
  for (const name of names) {
    if ((input as Record<string, unknown>)[name] !== undefined) {
      console.warn(formatMessage(`\`${name}\` is not supported by the cart API and was ignored`));
    }
  }
}

/**
 * Creates a cart, optionally with lines, note, attributes and buyer identity.
 *
 * @example
 * const { cart, userErrors } = await createCart(client, { lines: [{ merchandiseId: variant.id, quantity: 1 }] });
 */
export function createCart(client: StorefrontClient, input: CartInput & LegacyCartOptions = {}, options?: OperationOptions): Promise<CartResult> {
  warnUnsupported(input, ['presentmentCurrencyCode', 'allowPartialAddresses']);
  const { presentmentCurrencyCode: _p, allowPartialAddresses: _a, ...rest } = input;
  return makeCart(client, rest, options);
}

/** `createCart` for an input of the cart API alone, as the cart store sends (never the old Checkout API's options). */
export function makeCart(client: StorefrontClient, input: CartInput, options?: OperationOptions): Promise<CartResult> {
  const cartInput = input.lines ? { ...input, lines: dropEmptyLines(input.lines) } : input;
  return runCartMutation(client, CART_CREATE_MUTATION, { input: cartInput }, options);
}

/** Adds lines; the shop merges a line with the same merchandise and attributes into the existing one. */
export function addCartLines(
  client: StorefrontClient,
  cartId: string,
  lines: readonly CartLineInput[],
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_LINES_ADD_MUTATION, { cartId, lines: dropEmptyLines(lines) }, options);
}

/** Sets quantities (0 removes), attributes or merchandise of existing lines. */
export function updateCartLines(
  client: StorefrontClient,
  cartId: string,
  lines: readonly CartLineUpdateInput[],
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_LINES_UPDATE_MUTATION, { cartId, lines: dropEmptyLines(lines) }, options);
}

export function removeCartLines(
  client: StorefrontClient,
  cartId: string,
  lineIds: readonly string[],
  options?: OperationOptions,
): Promise<CartResult> {
  return runCartMutation(client, CART_LINES_REMOVE_MUTATION, { cartId, lineIds }, options);
}

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

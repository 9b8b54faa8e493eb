import type { StorefrontClient } from './client';
import {
  CART_CREATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  runCartMutation,
} from './cart-mutations';
import { formatMessage } from './format-message';
import type { CartInput, CartLineInput, CartLineUpdateInput, CartResult, OperationOptions } from './types';

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

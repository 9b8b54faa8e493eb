import type { StorefrontClient } from './client';
import { completeMutationCart } from './cart-fetch';
import { CART_FRAGMENTS, IN_CONTEXT, IN_CONTEXT_VARIABLES, USER_ERRORS, WARNINGS } from './fragments';
import type * as G from './storefront.generated';
import type { CartResult, CartWarning, OperationOptions } from './types';

function mutation(operation: string, field: string, args: string, call: string, warnings = true): string {
  const errors = warnings ? USER_ERRORS + WARNINGS : USER_ERRORS;
  return `#graphql
mutation ${operation}(${args}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  ${field}(${call}) { cart { ...Cart } ${errors} }
}
${CART_FRAGMENTS}`;
}

export const CART_CREATE_MUTATION = /* @__PURE__ */ mutation('CartCreate', 'cartCreate', '$input: CartInput', 'input: $input');
export const CART_LINES_ADD_MUTATION = /* @__PURE__ */ mutation('CartLinesAdd', 'cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines');
export const CART_LINES_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartLinesUpdate', 'cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $cartId, lines: $lines');
export const CART_LINES_REMOVE_MUTATION = /* @__PURE__ */ mutation('CartLinesRemove', 'cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartId: $cartId, lineIds: $lineIds');
export const CART_NOTE_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartNoteUpdate', 'cartNoteUpdate', '$cartId: ID!, $note: String!', 'cartId: $cartId, note: $note', false);
export const CART_ATTRIBUTES_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartAttributesUpdate', 'cartAttributesUpdate', '$cartId: ID!, $attributes: [AttributeInput!]!', 'cartId: $cartId, attributes: $attributes');
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartBuyerIdentityUpdate', 'cartBuyerIdentityUpdate', '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!', 'cartId: $cartId, buyerIdentity: $buyerIdentity');
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartDiscountCodesUpdate', 'cartDiscountCodesUpdate', '$cartId: ID!, $discountCodes: [String!]', 'cartId: $cartId, discountCodes: $discountCodes');
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartGiftCardCodesUpdate', 'cartGiftCardCodesUpdate', '$cartId: ID!, $giftCardCodes: [String!]!', 'cartId: $cartId, giftCardCodes: $giftCardCodes');
export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = /* @__PURE__ */ mutation('CartGiftCardCodesRemove', 'cartGiftCardCodesRemove', '$appliedGiftCardIds: [ID!]!, $cartId: ID!', 'appliedGiftCardIds: $appliedGiftCardIds, cartId: $cartId');
// 2025-01 no longer takes a delivery address in CartBuyerIdentityInput: shipping addresses are the cart's delivery addresses.
export const CART_DELIVERY_ADDRESSES_ADD_MUTATION = /* @__PURE__ */ mutation('CartDeliveryAddressesAdd', 'cartDeliveryAddressesAdd', '$cartId: ID!, $addresses: [CartSelectableAddressInput!]!', 'cartId: $cartId, addresses: $addresses');
export const CART_DELIVERY_ADDRESSES_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartDeliveryAddressesUpdate', 'cartDeliveryAddressesUpdate', '$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!', 'cartId: $cartId, addresses: $addresses');

/** What every cart mutation selects (`cartNoteUpdate` leaves out the warnings). */
type RawPayload = NonNullable<G.CartNoteUpdateMutation['cartNoteUpdate']> & Partial<Pick<NonNullable<G.CartLinesAddMutation['cartLinesAdd']>, 'warnings'>>;

/**
 * Sends one cart mutation and resolves with `{ cart, userErrors, warnings }`; the cart comes with every line.
 * Transport failures reject with a typed error (`NetworkError`, `HttpError`, `GraphQLResponseError`…).
 */
export async function runCartMutation(
  client: StorefrontClient,
  document: string,
  variables: Record<string, unknown>,
  options: OperationOptions = {},
): Promise<CartResult> {
  const data = await client.request<Record<string, RawPayload | null>>(document, { variables, ...options });
  const payload = Object.values(data)[0];
  if (!payload) return { cart: null, userErrors: [{ field: null, message: 'an unknown error has occurred.', code: null }], warnings: [] };
  const warnings: CartWarning[] = payload.warnings ?? [];
  if (!payload.cart) return { cart: null, userErrors: payload.userErrors ?? [], warnings };
  const { cart, complete } = await completeMutationCart(client, payload.cart, options);
  if (!complete) warnings.push({ code: 'LINES_INCOMPLETE', message: 'Not every line could be read.', target: cart.id });
  return { cart, userErrors: payload.userErrors ?? [], warnings };
}

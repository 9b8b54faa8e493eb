import type { StorefrontClient } from './client';
import { completeMutationCart } from './cart-fetch';
import { CART_FRAGMENTS, USER_ERRORS, WARNINGS } from './cart-fragments';
import { IN_CONTEXT, IN_CONTEXT_VARIABLES } from './fragments';
import type * as G from './storefront.generated';
import type { CartResult, CartWarning, OperationOptions } from './types';

/**
 * `CartLinesAdd`, `$cartId: ID!, $lines: [CartLineInput!]!`, `cartLinesAdd` → `mutation CartLinesAdd(…) { cartLinesAdd(cartId:$cartId, lines:$lines) … }`.
 * Several fields (`cartLinesRemove cartId lineIds`, then `cartLinesAdd cartId lines`: a field and the variables it takes) make one
 * operation, run serially in that order; only the last selects the cart, the earlier ones their errors.
 */
function mutation(operation: string, args: string, ...fields: string[]): string {
  const selections = fields.map((field, i) => {
    const [name, ...names] = field.split(' ');
    const call = (names.length ? names : args.match(/\w+(?=:)/g)!).map((arg) => `${arg}:$${arg}`);
    const errors = name === 'cartNoteUpdate' ? USER_ERRORS : USER_ERRORS + WARNINGS;
    return `${name}(${call}) { ${i === fields.length - 1 ? 'cart { ...Cart } ' : ''}${errors} }`;
  });
  return `#graphql
mutation ${operation}(${args}, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  ${selections.join('\n  ')}
}
${CART_FRAGMENTS}`;
}

export const CART_CREATE_MUTATION = /* @__PURE__ */ mutation('CartCreate', /* GraphQL */ `$input: CartInput`, 'cartCreate');
export const CART_LINES_ADD_MUTATION = /* @__PURE__ */ mutation(
  'CartLinesAdd',
  /* GraphQL */ `$cartId: ID!, $lines: [CartLineInput!]!`,
  'cartLinesAdd',
);
export const CART_LINES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'CartLinesUpdate',
  /* GraphQL */ `$cartId: ID!, $lines: [CartLineUpdateInput!]!`,
  'cartLinesUpdate',
);
export const CART_LINES_REMOVE_MUTATION = /* @__PURE__ */ mutation(
  'CartLinesRemove',
  /* GraphQL */ `$cartId: ID!, $lineIds: [ID!]!`,
  'cartLinesRemove',
);
export const CART_NOTE_UPDATE_MUTATION = /* @__PURE__ */ mutation('CartNoteUpdate', /* GraphQL */ `$cartId: ID!, $note: String!`, 'cartNoteUpdate');
export const CART_ATTRIBUTES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'CartAttributesUpdate',
  /* GraphQL */ `$cartId: ID!, $attributes: [AttributeInput!]!`,
  'cartAttributesUpdate',
);
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'CartBuyerIdentityUpdate',
  /* GraphQL */ `$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!`,
  'cartBuyerIdentityUpdate',
);
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'CartDiscountCodesUpdate',
  /* GraphQL */ `$cartId: ID!, $discountCodes: [String!]`,
  'cartDiscountCodesUpdate',
);
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'CartGiftCardCodesUpdate',
  /* GraphQL */ `$cartId: ID!, $giftCardCodes: [String!]!`,
  'cartGiftCardCodesUpdate',
);
export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = /* @__PURE__ */ mutation(
  'CartGiftCardCodesRemove',
  /* GraphQL */ `$appliedGiftCardIds: [ID!]!, $cartId: ID!`,
  'cartGiftCardCodesRemove',
);
/** Replace every line in one request: remove the known lines, then add the new ones. */
export const CART_LINES_REPLACE_MUTATION = /* @__PURE__ */ mutation(
  'CartLinesReplace',
  /* GraphQL */ `$cartId: ID!, $lineIds: [ID!]!, $lines: [CartLineInput!]!`,
  'cartLinesRemove cartId lineIds',
  'cartLinesAdd cartId lines',
);
export const CART_NOTE_AND_ATTRIBUTES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'CartNoteAndAttributesUpdate',
  /* GraphQL */ `$cartId: ID!, $note: String!, $attributes: [AttributeInput!]!`,
  'cartNoteUpdate cartId note',
  'cartAttributesUpdate cartId attributes',
);
// 2025-01 no longer takes a delivery address in CartBuyerIdentityInput: shipping addresses are the cart's delivery addresses.
export const CART_DELIVERY_ADDRESSES_ADD_MUTATION = /* @__PURE__ */ mutation(
  'CartDeliveryAddressesAdd',
  /* GraphQL */ `$cartId: ID!, $addresses: [CartSelectableAddressInput!]!`,
  'cartDeliveryAddressesAdd',
);
export const CART_DELIVERY_ADDRESSES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'CartDeliveryAddressesUpdate',
  /* GraphQL */ `$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!`,
  'cartDeliveryAddressesUpdate',
);

/** What every cart mutation field selects (`cartNoteUpdate` leaves out the warnings, the earlier fields of several the cart). */
type RawPayload = Partial<NonNullable<G.CartNoteUpdateMutation['cartNoteUpdate']>> &
  Partial<Pick<NonNullable<G.CartLinesAddMutation['cartLinesAdd']>, 'warnings'>>;

const UNKNOWN_ERROR = { field: null, message: 'an unknown error has occurred.', code: null };

/**
 * Sends one cart mutation and resolves with `{ cart, userErrors, warnings }`; the cart comes with every line.
 * A document with several fields (run serially by the shop, each whatever the one before returned) reports the userErrors
 * and warnings of every field, in field order, and the cart of the last field: the cart as the shop holds it after all of
 * them. Transport failures reject with a typed error (`NetworkError`, `HttpError`, `GraphQLResponseError`…).
 */
export async function runCartMutation(
  client: StorefrontClient,
  document: string,
  variables: Record<string, unknown>,
  options: OperationOptions = {},
): Promise<CartResult> {
  const data = await client.request<Record<string, RawPayload | null>>(document, { variables, ...options });
  const payloads = Object.values(data);
  const userErrors = payloads.flatMap((payload) => (payload ? (payload.userErrors ?? []) : [UNKNOWN_ERROR]));
  const warnings: CartWarning[] = payloads.flatMap((payload) => payload?.warnings ?? []);
  const raw = payloads[payloads.length - 1]?.cart;
  if (!raw) return { cart: null, userErrors, warnings };
  const { cart, complete } = await completeMutationCart(client, raw, options);
  if (!complete) warnings.push({ code: 'LINES_INCOMPLETE', message: 'Not every line could be read.', target: cart.id });
  return { cart, userErrors, warnings };
}

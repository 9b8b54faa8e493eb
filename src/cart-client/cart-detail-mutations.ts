// The documents of the cart's details (SPEC §4): the note and attributes, the buyer, discount codes, gift cards and
// delivery addresses; the lines' are in cart-mutations.ts. Apart, so that a bundle sending only lines carries none of
// these (the cart store's chunk: its details' changes come with its rare paths, src/store/extra-changes.ts).
import { CART_FRAGMENTS, USER_ERRORS, WARNINGS } from './cart-fragments';
import { mutation } from './cart-mutations';
import { IN_CONTEXT, IN_CONTEXT_VARIABLES } from './fragments';

export const CART_NOTE_UPDATE_MUTATION = /* @__PURE__ */ mutation('cartNoteUpdate', /* GraphQL */ `$cartId: ID!, $note: String!`, false);
export const CART_ATTRIBUTES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'cartAttributesUpdate',
  /* GraphQL */ `$cartId: ID!, $attributes: [AttributeInput!]!`,
);
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'cartBuyerIdentityUpdate',
  /* GraphQL */ `$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!`,
);
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'cartDiscountCodesUpdate',
  /* GraphQL */ `$cartId: ID!, $discountCodes: [String!]!`,
);
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'cartGiftCardCodesUpdate',
  /* GraphQL */ `$cartId: ID!, $giftCardCodes: [String!]!`,
);
export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = /* @__PURE__ */ mutation(
  'cartGiftCardCodesRemove',
  /* GraphQL */ `$appliedGiftCardIds: [ID!]!, $cartId: ID!`,
);
// Several fields in one operation run serially, in order, each on the cart the one before left; only the last selects the cart.
export const CART_NOTE_AND_ATTRIBUTES_UPDATE_MUTATION = `#graphql
mutation CartNoteAndAttributesUpdate($cartId: ID!, $note: String!, $attributes: [AttributeInput!]!, ${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  cartNoteUpdate(cartId:$cartId, note:$note) { ${USER_ERRORS} }
  cartAttributesUpdate(cartId:$cartId, attributes:$attributes) { cart { ...Cart } ${USER_ERRORS} ${WARNINGS} }
}
${CART_FRAGMENTS}`;
// 2025-01 no longer takes a delivery address in CartBuyerIdentityInput: shipping addresses are the cart's delivery addresses.
export const CART_DELIVERY_ADDRESSES_ADD_MUTATION = /* @__PURE__ */ mutation(
  'cartDeliveryAddressesAdd',
  /* GraphQL */ `$cartId: ID!, $addresses: [CartSelectableAddressInput!]!`,
);
export const CART_DELIVERY_ADDRESSES_UPDATE_MUTATION = /* @__PURE__ */ mutation(
  'cartDeliveryAddressesUpdate',
  /* GraphQL */ `$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!`,
);

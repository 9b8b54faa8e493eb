// `client.checkout`: the `shopify-buy` 3.x checkout methods, each a cart operation seen as a legacy checkout.
import type { StorefrontClient } from '../client';
import { fetchCart } from '../cart-fetch';
import { unionCodes } from '../cart-details';
import { warnUnsupported } from '../cart';
import { formatMessage } from '../format-message';
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_DELIVERY_ADDRESSES_ADD_MUTATION,
  CART_DELIVERY_ADDRESSES_UPDATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_NOTE_UPDATE_MUTATION,
} from '../cart-detail-mutations';
import { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_LINES_REMOVE_MUTATION, CART_LINES_UPDATE_MUTATION } from '../cart-mutations';
import type { AttributeInput, Cart } from '../types';
import { deliveryAddressInput, type LegacyAddressInput } from './address';
import { cartCreateInput, cartLines, UNSUPPORTED_OPTIONS, type LegacyCheckoutCreateInput, type LegacyLineItemInput } from './checkout-input';
import { legacyCheckout, type LegacyCheckout } from './checkout-view';
import { runCheckoutMutation, UNKNOWN_ERROR, type LegacyCheckoutResult } from './mutation';

type LineItems = LegacyLineItemInput | LegacyLineItemInput[];

/** SPEC §8: a cart read that throws rejects with its error (or the default list when there is none). */
async function readCart(client: StorefrontClient, id: string): Promise<Cart | null> {
  try {
    return await fetchCart(client, id);
  } catch (error) {
    throw error || [{ message: UNKNOWN_ERROR }];
  }
}

async function requireCart(client: StorefrontClient, id: string, method: string): Promise<Cart> {
  const cart = await readCart(client, id);
  if (!cart) throw new Error(formatMessage(`checkout.${method}: no checkout with id "${id}"`));
  return cart;
}

/** Builds `client.checkout` over a Storefront client. */
export function checkoutResource(client: StorefrontClient) {
  const run = (document: string, variables: Record<string, unknown>, name: string) => runCheckoutMutation(client, document, variables, name);
  const removeLineItems = (checkoutId: string, lineItemIds: string | string[] = []) =>
    run(CART_LINES_REMOVE_MUTATION, { cartId: checkoutId, lineIds: Array.isArray(lineItemIds) ? lineItemIds : [lineItemIds] }, 'cartLinesRemove');
  const addLineItems = (checkoutId: string, lineItems: LineItems = []) =>
    run(CART_LINES_ADD_MUTATION, { cartId: checkoutId, lines: cartLines(lineItems) }, 'cartLinesAdd');
  const fetch = async (id: string): Promise<LegacyCheckout | null> => {
    const cart = await readCart(client, id);
    return cart ? legacyCheckout(cart) : null;
  };

  return {
    /** Reads a checkout (a cart) by id with every line; resolves `null` when the shop no longer has it. */
    fetch,

    /** Creates a checkout from `lineItems`, `note`, `email`, `shippingAddress`, `customAttributes`. */
    create: (input: LegacyCheckoutCreateInput = {}): Promise<LegacyCheckoutResult> =>
      run(CART_CREATE_MUTATION, { input: cartCreateInput(input) }, 'cartCreate'),

    addLineItems,

    updateLineItems: (checkoutId: string, lineItems: LineItems): Promise<LegacyCheckoutResult> =>
      run(CART_LINES_UPDATE_MUTATION, { cartId: checkoutId, lines: cartLines(lineItems) }, 'cartLinesUpdate'),

    removeLineItems,

    /** SPEC §4: fetch the checkout, remove every line, then add the new ones. */
    async replaceLineItems(checkoutId: string, lineItems: LineItems): Promise<LegacyCheckoutResult> {
      const cart = await requireCart(client, checkoutId, 'replaceLineItems');
      if (cart.lines.length)
        await removeLineItems(
          checkoutId,
          cart.lines.map((line) => line.id),
        );
      return addLineItems(checkoutId, lineItems);
    },

    /**
     * SPEC §4: the note update runs first when a note is given; the attributes update runs only for a non-empty list.
     * With neither, the checkout is read and returned unchanged.
     */
    async updateAttributes(
      checkoutId: string,
      input: { note?: string; customAttributes?: AttributeInput[]; allowPartialAddresses?: boolean } = {},
    ): Promise<LegacyCheckoutResult | LegacyCheckout | null> {
      warnUnsupported(input, UNSUPPORTED_OPTIONS);
      let result: LegacyCheckoutResult | undefined;
      if (input.note !== undefined) result = await run(CART_NOTE_UPDATE_MUTATION, { cartId: checkoutId, note: input.note }, 'cartNoteUpdate');
      if (input.customAttributes?.length) {
        result = await run(CART_ATTRIBUTES_UPDATE_MUTATION, { cartId: checkoutId, attributes: input.customAttributes }, 'cartAttributesUpdate');
      }
      return result ?? fetch(checkoutId);
    },

    updateEmail: (checkoutId: string, email: string): Promise<LegacyCheckoutResult> =>
      run(CART_BUYER_IDENTITY_UPDATE_MUTATION, { cartId: checkoutId, buyerIdentity: { email } }, 'cartBuyerIdentityUpdate'),

    /**
     * Sets the shipping address: the cart's selected delivery address is updated when it has one, otherwise one is
     * added and selected (2025-01 has no shipping address in the buyer identity).
     */
    async updateShippingAddress(checkoutId: string, shippingAddress: LegacyAddressInput): Promise<LegacyCheckoutResult> {
      warnUnsupported(shippingAddress, UNSUPPORTED_OPTIONS);
      const cart = await readCart(client, checkoutId);
      const current = cart?.delivery.addresses.find((entry) => entry.selected) ?? cart?.delivery.addresses[0];
      const entry = { address: { deliveryAddress: deliveryAddressInput(shippingAddress) }, selected: true };
      return current
        ? run(
            CART_DELIVERY_ADDRESSES_UPDATE_MUTATION,
            { cartId: checkoutId, addresses: [{ id: current.id, ...entry }] },
            'cartDeliveryAddressesUpdate',
          )
        : run(CART_DELIVERY_ADDRESSES_ADD_MUTATION, { cartId: checkoutId, addresses: [entry] }, 'cartDeliveryAddressesAdd');
    },

    /** SPEC §4: fetch the checkout and send the union of its discount codes with the new one(s). */
    async addDiscount(checkoutId: string, discountCode: string | string[]): Promise<LegacyCheckoutResult> {
      const cart = await requireCart(client, checkoutId, 'addDiscount');
      const codes = unionCodes(
        cart.discountCodes.map((entry) => entry.code),
        ([] as string[]).concat(discountCode),
      );
      return run(CART_DISCOUNT_CODES_UPDATE_MUTATION, { cartId: checkoutId, discountCodes: codes }, 'cartDiscountCodesUpdate');
    },

    /** Removes the discount codes (the legacy checkout had one). */
    removeDiscount: (checkoutId: string): Promise<LegacyCheckoutResult> =>
      run(CART_DISCOUNT_CODES_UPDATE_MUTATION, { cartId: checkoutId, discountCodes: [] }, 'cartDiscountCodesUpdate'),

    addGiftCards: (checkoutId: string, giftCardCodes: string[]): Promise<LegacyCheckoutResult> =>
      run(CART_GIFT_CARD_CODES_UPDATE_MUTATION, { cartId: checkoutId, giftCardCodes: giftCardCodes || [] }, 'cartGiftCardCodesUpdate'),

    removeGiftCard: (checkoutId: string, appliedGiftCardId: string): Promise<LegacyCheckoutResult> =>
      run(
        CART_GIFT_CARD_CODES_REMOVE_MUTATION,
        { cartId: checkoutId, appliedGiftCardIds: appliedGiftCardId ? [appliedGiftCardId] : [] },
        'cartGiftCardCodesRemove',
      ),
  };
}

export type CheckoutResource = ReturnType<typeof checkoutResource>;

// The changes the cart's forms send (the note and the cart attributes, the email, discount codes, gift cards) and the
// buyer's country and address: each one request, queued like the lines (cart-changes.ts queues them as they are asked
// for). Most shoppers send none of them, so they come with the cart's rare paths (the cart codes chunk,
// src/scripts/cart-codes), which the queue loads as the first of them runs.
import type { AttributeInput, Cart, CartInput, CartResult, StorefrontClient } from '../cart-client';
import {
  removeCartGiftCardCodes,
  sendNoteAndAttributes,
  unionCodes,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartDiscountCodes,
  updateCartGiftCardCodes,
  updateCartNote,
  updateCartShippingAddress,
  withoutCode,
} from '../cart-client/cart-details';
import { unchanged } from './attempt';
import { sameAttributes } from './same-attributes';
import type { CartActions } from './store-api';

/**
 * One change: `run` sends it to the cart; without a cart it creates one with `create` (one request) or does nothing.
 * `landed` tells from a cart read after a lost answer whether the change is there (else it is sent again).
 */
export interface ChangeOf {
  run: (cartId: string, cart: Cart) => Promise<CartResult>;
  create?: CartInput;
  landed?: (cart: Cart) => boolean;
}

/** The actions whose changes are here. */
export type ExtraName =
  | 'setNote'
  | 'setAttributes'
  | 'setNoteAndAttributes'
  | 'setEmail'
  | 'setBuyerIdentity'
  | 'setShippingAddress'
  | 'addDiscountCode'
  | 'removeDiscountCode'
  | 'addGiftCard'
  | 'removeGiftCard';

const codes = (cart: Cart) => cart.discountCodes.map((entry) => entry.code);
const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
const hasCode = (cart: Cart, code: string) => codes(cart).some((known) => same(known, code));
const hasNote = (note: string) => (cart: Cart) => (cart.note ?? '') === note;
const hasAttributes = (attributes: readonly AttributeInput[]) => (cart: Cart) =>
  attributes.every((a) => cart.attributes.some((b) => b.key === a.key && (b.value ?? '') === (a.value ?? '')));

/** Each action's change, for `client` and the action's arguments. */
export const extraChanges: { [N in ExtraName]: (client: StorefrontClient, ...args: Parameters<CartActions[N]>) => ChangeOf } = {
  setNote: (client, note) => ({ run: (cartId) => updateCartNote(client, cartId, note), create: { note }, landed: hasNote(note) }),
  setAttributes: (client, attributes) => ({
    run: (cartId) => updateCartAttributes(client, cartId, attributes),
    create: { attributes },
    landed: hasAttributes(attributes),
  }),
  setNoteAndAttributes: (client, changes) => ({
    run: (cartId, cart) => {
      const note = changes.note !== undefined && changes.note !== (cart.note ?? '') ? changes.note : undefined;
      const attributes = changes.attributes && !sameAttributes(changes.attributes, cart.attributes) ? changes.attributes : undefined;
      if (note === undefined && !attributes?.length) return Promise.resolve(unchanged(cart));
      return sendNoteAndAttributes(client, cartId, { note, attributes });
    },
    create: { ...(changes.note ? { note: changes.note } : {}), ...(changes.attributes?.length ? { attributes: changes.attributes } : {}) },
    landed: (cart) => (changes.note === undefined || hasNote(changes.note)(cart)) && hasAttributes(changes.attributes ?? [])(cart),
  }),
  setEmail: (client, email) => ({
    run: (cartId) => updateCartBuyerIdentity(client, cartId, { email }),
    create: { buyerIdentity: { email } },
    landed: (cart) => same(cart.buyerIdentity.email, email),
  }),
  setBuyerIdentity: (client, buyerIdentity) => ({
    run: (cartId) => updateCartBuyerIdentity(client, cartId, buyerIdentity),
    create: { buyerIdentity },
    landed: (cart) =>
      (['email', 'phone', 'countryCode'] as const).every(
        (key) => buyerIdentity[key] === undefined || same(cart.buyerIdentity[key], buyerIdentity[key]),
      ),
  }),
  setShippingAddress: (client, address) => ({
    run: (cartId, cart) => {
      const selected = cart.delivery.addresses.find((entry) => entry.selected);
      return updateCartShippingAddress(client, cartId, address, selected?.id ?? null);
    },
  }),
  addDiscountCode: (client, code) => ({
    run: (cartId, cart) => updateCartDiscountCodes(client, cartId, unionCodes(codes(cart), [code])),
    create: { discountCodes: [code] },
    landed: (cart) => hasCode(cart, code),
  }),
  removeDiscountCode: (client, code) => ({
    run: (cartId, cart) => updateCartDiscountCodes(client, cartId, withoutCode(codes(cart), code)),
    landed: (cart) => !hasCode(cart, code),
  }),
  // A gift card shows only its last characters: the one whose code ends with them is this one.
  addGiftCard: (client, code) => ({
    run: (cartId) => updateCartGiftCardCodes(client, cartId, [code]),
    create: { giftCardCodes: [code] },
    landed: (cart) => cart.appliedGiftCards.some((card) => code.replace(/\s/g, '').toUpperCase().endsWith(card.lastCharacters.toUpperCase())),
  }),
  removeGiftCard: (client, id) => ({
    run: (cartId) => removeCartGiftCardCodes(client, cartId, [id]),
    landed: (cart) => cart.appliedGiftCards.every((card) => card.id !== id),
  }),
};

// The actions that change the cart as a whole (note, attributes, buyer, codes…): each one request, queued like the lines.
import {
  updateCartLines,
  removeCartGiftCardCodes,
  updateCartAttributes,
  updateCartDiscountCodes,
  updateCartBuyerIdentity,
  updateCartGiftCardCodes,
  updateCartNote,
  updateCartShippingAddress,
  type Cart,
  type CartInput,
  type CartLineInput,
  type AttributeInput,
  type CartResult,
} from '../cart-client';
import { makeCart } from '../cart-client/cart';
import { replaceKnownLines, sendNoteAndAttributes, unionCodes, withoutCode } from '../cart-client/cart-operations';
import type { CartActions, StoreCore } from './store-api';
import { unchanged } from './attempt';
import { findMatchingLine, planOf } from './optimistic';
import { sameAttributes } from './same-attributes';
import { newOp, type GenericOp } from './ops';

type CartChanges = Pick<
  CartActions,
  | 'replaceLines'
  | 'setLinePlan'
  | 'setNote'
  | 'setAttributes'
  | 'setNoteAndAttributes'
  | 'setEmail'
  | 'setBuyerIdentity'
  | 'setShippingAddress'
  | 'addDiscountCode'
  | 'removeDiscountCode'
  | 'addGiftCard'
  | 'removeGiftCard'
>;

/** The changes whose later value makes an earlier one not sent yet pointless. */
const ABSOLUTE = new Set<GenericOp['kind']>(['replace', 'note', 'attributes', 'email', 'buyerIdentity', 'shippingAddress']);

export function createCartChanges(core: StoreCore): CartChanges {
  const { client } = core;
  /**
   * A change that needs a cart; without one it creates the cart with `create` (one request) or does nothing. `landed`
   * tells from a cart read after a lost answer whether the change is there (else it is sent again).
   */
  const change = (
    kind: GenericOp['kind'],
    run: (cartId: string, cart: Cart) => Promise<CartResult>,
    create?: CartInput,
    landed?: (cart: Cart) => boolean,
  ) => {
    const op: GenericOp['run'] = (cart) => {
      if (cart) return run(cart.id, cart);
      return create ? makeCart(client, create) : Promise.resolve(unchanged(null));
    };
    // A change that sets a value (not one that adds or removes a code) replaces the same change still waiting last.
    return (ABSOLUTE.has(kind) && core.queue.joinChange(kind, op, landed)) || core.queue.push(newOp<GenericOp>({ kind, run: op, landed }));
  };
  const lineIds = (cart: Cart) => cart.lines.map((line) => line.id);
  const codes = (cart: Cart) => cart.discountCodes.map((entry) => entry.code);
  const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
  const hasCode = (cart: Cart, code: string) => codes(cart).some((known) => same(known, code));
  const hasNote = (note: string) => (cart: Cart) => (cart.note ?? '') === note;
  const hasAttributes = (attributes: readonly AttributeInput[]) => (cart: Cart) =>
    attributes.every((a) => cart.attributes.some((b) => b.key === a.key && (b.value ?? '') === (a.value ?? '')));

  return {
    // Sent as it is, not drawn ahead: the line's price under the new plan is the shop's to say.
    setLinePlan: (lineId, sellingPlanId) =>
      change(
        'plan',
        (cartId) => updateCartLines(client, cartId, [{ id: lineId, sellingPlanId }]),
        undefined,
        (cart) => cart.lines.some((line) => line.id === lineId && planOf(line) === sellingPlanId),
      ),
    // The lines to remove are the shop's, as last read (a retry reads the cart first, see runOp), so one request, no read.
    replaceLines: (lines) =>
      change(
        'replace',
        (cartId, cart) => replaceKnownLines(client, cartId, lines, lineIds(cart)),
        { lines },
        (cart) => {
          const wanted = lines.filter((line) => (line.quantity ?? 1) > 0);
          const same = (line: CartLineInput) => findMatchingLine(cart, line)?.quantity === (line.quantity ?? 1);
          return cart.lines.length === wanted.length && wanted.every(same);
        },
      ),
    setNote: (note) => change('note', (cartId) => updateCartNote(client, cartId, note), { note }, hasNote(note)),
    setAttributes: (attributes) =>
      change('attributes', (cartId) => updateCartAttributes(client, cartId, attributes), { attributes }, hasAttributes(attributes)),
    setNoteAndAttributes: (changes) =>
      change(
        'noteAndAttributes',
        (cartId, cart) => {
          const note = changes.note !== undefined && changes.note !== (cart.note ?? '') ? changes.note : undefined;
          const attributes = changes.attributes && !sameAttributes(changes.attributes, cart.attributes) ? changes.attributes : undefined;
          if (note === undefined && !attributes?.length) return Promise.resolve(unchanged(cart));
          return sendNoteAndAttributes(client, cartId, { note, attributes });
        },
        { ...(changes.note ? { note: changes.note } : {}), ...(changes.attributes?.length ? { attributes: changes.attributes } : {}) },
        (cart) => (changes.note === undefined || hasNote(changes.note)(cart)) && hasAttributes(changes.attributes ?? [])(cart),
      ),
    setEmail: (email) =>
      change(
        'email',
        (cartId) => updateCartBuyerIdentity(client, cartId, { email }),
        { buyerIdentity: { email } },
        (cart) => same(cart.buyerIdentity.email, email),
      ),
    setBuyerIdentity: (buyerIdentity) =>
      change(
        'buyerIdentity',
        (cartId) => updateCartBuyerIdentity(client, cartId, buyerIdentity),
        { buyerIdentity },
        (cart) =>
          (['email', 'phone', 'countryCode'] as const).every(
            (key) => buyerIdentity[key] === undefined || same(cart.buyerIdentity[key], buyerIdentity[key]),
          ),
      ),
    setShippingAddress: (address) =>
      change('shippingAddress', (cartId, cart) => {
        const selected = cart.delivery.addresses.find((entry) => entry.selected);
        return updateCartShippingAddress(client, cartId, address, selected?.id ?? null);
      }),
    addDiscountCode: (code) =>
      change(
        'discountAdd',
        (cartId, cart) => updateCartDiscountCodes(client, cartId, unionCodes(codes(cart), [code])),
        { discountCodes: [code] },
        (cart) => hasCode(cart, code),
      ),
    removeDiscountCode: (code) =>
      change(
        'discountRemove',
        (cartId, cart) => updateCartDiscountCodes(client, cartId, withoutCode(codes(cart), code)),
        undefined,
        (cart) => !hasCode(cart, code),
      ),
    // A gift card shows only its last characters: the one whose code ends with them is this one.
    addGiftCard: (code) =>
      change(
        'giftCardAdd',
        (cartId) => updateCartGiftCardCodes(client, cartId, [code]),
        { giftCardCodes: [code] },
        (cart) => cart.appliedGiftCards.some((card) => code.replace(/\s/g, '').toUpperCase().endsWith(card.lastCharacters.toUpperCase())),
      ),
    removeGiftCard: (id) =>
      change(
        'giftCardRemove',
        (cartId) => removeCartGiftCardCodes(client, cartId, [id]),
        undefined,
        (cart) => cart.appliedGiftCards.every((card) => card.id !== id),
      ),
  };
}

// @ts-check
// In-memory carts: creation with deterministic tokens and keys, lookup by global id, checkout completion.
import { createHash } from 'node:crypto';
import { parseGid } from '../connection.mjs';

/**
 * @typedef {{ key: string, value: string }} Attribute
 * @typedef {{ id: string, variantId: string, quantity: number, attributes: Attribute[], sellingPlanId: string | null }} Line  sellingPlanId: null for one-time purchase
 * @typedef {object} Address normalised delivery address
 * @property {string | null} address1
 * @property {string | null} address2
 * @property {string | null} city
 * @property {string | null} company
 * @property {string | null} firstName
 * @property {string | null} lastName
 * @property {string | null} phone
 * @property {string | null} zip
 * @property {string} countryCode
 * @property {string} country
 * @property {string | null} provinceCode
 * @property {string | null} province
 * @typedef {{ id: string, address: Address, selected: boolean, oneTimeUse: boolean }} SelectableAddress
 * @typedef {{ namespace: string, key: string, type: string, value: string }} CartMetafield
 * @typedef {object} Cart
 * @property {'Cart'} __typename
 * @property {string} token
 * @property {string} key
 * @property {string} id
 * @property {string} createdAt
 * @property {string} updatedAt
 * @property {Line[]} lines
 * @property {string | null} note
 * @property {Attribute[]} attributes
 * @property {string[]} discountCodes   as entered, deduplicated case-insensitively
 * @property {string[]} giftCardCodes   normalised codes of applied gift cards
 * @property {{ countryCode: string, email: string | null, phone: string | null, preferences: object | null }} buyer
 * @property {SelectableAddress[]} addresses
 * @property {string | null} selectedDeliveryOption  handle
 * @property {Record<string, CartMetafield>} [metafields] by `namespace.key` (cartMetafieldsSet)
 * @property {number} seq               counter for line and address ids
 * @property {number} version           bumped on every change (cost cache key)
 */

/** @param {string} text */
const hash = (text) => createHash('sha256').update(text).digest('hex');

/** @param {Date} date */
export const iso = (date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A deterministic, uuid-shaped id for a line or address of a cart.
 * @param {Cart} cart @param {string} kind
 */
export function childId(cart, kind) {
  cart.seq += 1;
  const h = hash(`${cart.token}:${kind}:${cart.seq}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** @param {{ now: () => Date }} options */
export function createCartStore({ now }) {
  /** @type {Map<string, Cart>} */
  const carts = new Map();
  /** @type {Map<string, Cart>} */
  const completed = new Map();
  let counter = 0;

  return {
    /** @param {string} countryCode @returns {Cart} */
    create(countryCode) {
      counter += 1;
      const token = `hWN${hash(`cart:${counter}`).slice(0, 26)}`;
      const key = hash(`key:${counter}`).slice(0, 32);
      const stamp = iso(now());
      /** @type {Cart} */
      const cart = {
        __typename: 'Cart',
        token,
        key,
        id: `gid://shopify/Cart/${token}?key=${key}`,
        createdAt: stamp,
        updatedAt: stamp,
        lines: [],
        note: null,
        attributes: [],
        discountCodes: [],
        giftCardCodes: [],
        buyer: { countryCode, email: null, phone: null, preferences: null },
        addresses: [],
        selectedDeliveryOption: null,
        seq: 0,
        version: 0,
      };
      return cart;
    },
    /** Stores a newly created cart (only once cartCreate succeeded). @param {Cart} cart */
    save(cart) {
      carts.set(cart.token, cart);
    },
    /**
     * Replaces a cart by its edited draft and stamps updatedAt.
     * @param {Cart} draft
     */
    commit(draft) {
      draft.version += 1;
      draft.updatedAt = iso(now());
      carts.set(draft.token, draft);
      return draft;
    },
    /** The open cart for a global id; the `key` must match, as on a real shop. @param {unknown} id */
    find(id) {
      const gid = parseGid(id);
      if (!gid || gid.type !== 'Cart') return null;
      const cart = carts.get(gid.id);
      return cart && gid.params.get('key') === cart.key ? cart : null;
    },
    /** @param {string} token */
    byToken(token) {
      const open = carts.get(token);
      if (open) return { cart: open, completed: false };
      const done = completed.get(token);
      return done ? { cart: done, completed: true } : null;
    },
    /** @param {string} token */
    complete(token) {
      const cart = carts.get(token);
      if (!cart || cart.lines.length === 0) return false;
      carts.delete(token);
      completed.set(token, cart);
      return true;
    },
    reset() {
      carts.clear();
      completed.clear();
      counter = 0;
    },
  };
}

/** @typedef {ReturnType<typeof createCartStore>} CartStore */

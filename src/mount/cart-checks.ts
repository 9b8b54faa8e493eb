// Comes with the cart chunk: `ShopEmbed.cart`'s callers on a script tag have no types, so the real store's actions check
// their arguments' shape and refuse a wrong one with a sentence naming the right one, instead of sending nothing and
// resolving ok. The first script's intents keep what they are given; the check runs when the chunk replays it.
import { formatMessage } from '../cart-client';
import type { CartStore } from '../store';

type Check = (value: unknown) => boolean;
const text: Check = (v) => typeof v === 'string';
const object: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v == null || check(v);
const list =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
const count: Check = (v) => Number.isInteger(v) && (v as number) >= 0;
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    object(v) && Object.keys(fields).every((key) => fields[key]!((v as Record<string, unknown>)[key]));

const attributes = list(shape({ key: text, value: optional(text) }));
const lines = list(shape({ merchandiseId: text, quantity: optional(count), attributes: optional(attributes), sellingPlanId: optional(text) }));
const LINES = '[{ merchandiseId: string, quantity?: integer, attributes?: [{ key, value }], sellingPlanId?: string }]';
const ATTRIBUTES = '[{ key: string, value: string }]';
const CODE = 'code: string';

/** Each action that takes arguments: how the message names them, then one check per argument (the drawer's take none). */
const ACTIONS: Record<string, [string, ...Check[]]> = {
  refresh: ['cartId?: string', optional(text)],
  addLines: [LINES, lines],
  setLineQuantity: ['lineId: string, quantity: integer ≥ 0', text, count],
  removeLines: ['[lineId: string]', list(text)],
  setLinePlan: ['lineId: string, sellingPlanId: string | null', text, (v) => v === null || text(v)],
  replaceLines: [LINES, lines],
  setNote: ['note: string', text],
  setAttributes: [ATTRIBUTES, attributes],
  setNoteAndAttributes: [`{ note?: string, attributes?: ${ATTRIBUTES} }`, shape({ note: optional(text), attributes: optional(attributes) })],
  setEmail: ['email: string', text],
  setShippingAddress: ['{ address1, city, countryCode, zip… }', object],
  setBuyerIdentity: ['{ countryCode?, email?, phone? }', object],
  addDiscountCode: [CODE, text],
  removeDiscountCode: [CODE, text],
  addGiftCard: [CODE, text],
  removeGiftCard: ['appliedGiftCardId: string', text],
};

/** Makes `store`'s actions throw a `TypeError` (the public API turns it into a rejection) on arguments of the wrong shape. */
export function checkArguments(store: CartStore) {
  const state = store.getState() as unknown as Record<string, (...args: unknown[]) => unknown>;
  const checked: Record<string, unknown> = {};
  for (const [name, [expected, ...checks]] of Object.entries(ACTIONS)) {
    const action = state[name]!;
    checked[name] = (...args: unknown[]) => {
      if (!checks.every((check, i) => check(args[i]))) throw new TypeError(formatMessage(`cart.${name}() expects (${expected})`));
      return action(...args);
    };
  }
  store.setState(checked);
}

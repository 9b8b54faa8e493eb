// Comes with the cart chunk: `ShopEmbed.cart`'s callers on a script tag have no types, so the real store's actions check
// their arguments' shape and refuse a wrong one with a sentence naming the right one, instead of sending nothing and
// resolving ok. The queue in front of the cart keeps what it is given; the check runs when the store takes it over. The
// sentence, like the mount layer's other words for a site owner, comes with the diagnose chunk (src/scripts/diagnose), loaded only then.
// Not a chunk of its own loaded with a page's first call: once the cart is here a call acts at once (its line drawn, in the
// order of the calls, before its promise settles), and a check waiting for a file would move that after the file's arrival,
// behind the shopper's clicks meanwhile, and let a call fail for a file (test/mount/api-arguments.test.tsx).
import { formatMessage } from '../../cart-client';
import type { CartStore } from '../../store';
import { loadNotes } from '../../mount/diagnostics/warn';

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
const code = [text];

/** Each action that takes arguments: one check per argument (the drawer's take none). */
const ACTIONS: Record<string, Check[]> = {
  refresh: [optional(text)],
  addLines: [lines],
  setLineQuantity: [text, count],
  removeLines: [list(text)],
  setLinePlan: [text, (v) => v === null || text(v)],
  replaceLines: [lines],
  setNote: [text],
  setAttributes: [attributes],
  setNoteAndAttributes: [shape({ note: optional(text), attributes: optional(attributes) })],
  setEmail: [text],
  setShippingAddress: [object],
  setBuyerIdentity: [object],
  addDiscountCode: code,
  removeDiscountCode: code,
  addGiftCard: code,
  removeGiftCard: code,
};

/** The refusal of `cart.name()`: a `TypeError` naming what it expects (in short when the diagnose chunk cannot be loaded). */
const refuse = (name: string) =>
  loadNotes().then(
    ({ cartArguments }) => Promise.reject(new TypeError(formatMessage(`cart.${name}() expects (${cartArguments[name]})`))),
    () => Promise.reject(new TypeError(formatMessage(`cart.${name}(): arguments of the wrong shape`))),
  );

/** Makes `store`'s actions reject with a `TypeError` on arguments of the wrong shape (nothing is sent). */
export function checkArguments(store: CartStore) {
  const state = store.getState() as unknown as Record<string, (...args: unknown[]) => unknown>;
  const checked: Record<string, unknown> = {};
  for (const [name, checks] of Object.entries(ACTIONS)) {
    const action = state[name]!;
    checked[name] = (...args: unknown[]) => (checks.every((check, i) => check(args[i])) ? action(...args) : refuse(name));
  }
  store.setState(checked);
}

// Property-based: the queue's merging (an add not sent yet takes more lines, a waiting quantity or note or attribute
// change takes the later value) never changes the result. Any sequence of cart actions fired at once, so the queue merges
// what it can, leaves the shop's cart exactly as the same actions applied one by one, each awaited. Seeded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/cart-client';
import { useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
type Store = ReturnType<typeof makeStore>;

// The tee has stock for everything, the pins only 3 (the shop clamps), one tee is sold out (the shop refuses it).
const ITEMS = [VARIANTS.tee, VARIANTS.mug, VARIANTS.pins, VARIANTS.teeSoldOut];
const display = { price: { amount: '10.0', currencyCode: 'USD' as const } };

type Action =
  | { type: 'add'; item: string; quantity: number; gift: boolean }
  | { type: 'quantity'; item: string; quantity: number }
  | { type: 'note'; note: string }
  | { type: 'attributes'; value: string }
  | { type: 'discount'; code: string; remove: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('add' as const),
      item: fc.constantFrom(...ITEMS),
      quantity: fc.integer({ min: 1, max: 3 }),
      gift: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('quantity' as const), item: fc.constantFrom(...ITEMS), quantity: fc.integer({ min: 0, max: 4 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('note' as const), note: fc.string({ maxLength: 12 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('attributes' as const), value: fc.string({ minLength: 1, maxLength: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('discount' as const), code: fc.constantFrom('WELCOME10', 'MUG5'), remove: fc.boolean() }) },
);

/** Starts one action on `store` as a shopper's click would, against what the store shows now. */
function start(store: Store, a: Action): Promise<unknown> {
  const state = store.getState();
  switch (a.type) {
    case 'add':
      return state.addLines([{ merchandiseId: a.item, quantity: a.quantity, attributes: a.gift ? [{ key: 'gift', value: 'yes' }] : [], display }]);
    case 'quantity': {
      const line = state.cart?.lines.find((l) => l.merchandise.id === a.item && l.attributes.length === 0);
      return line ? state.setLineQuantity(line.id, a.quantity) : Promise.resolve();
    }
    case 'note':
      return state.setNote(a.note);
    case 'attributes':
      return state.setAttributes([{ key: 'source', value: a.value }]);
    case 'discount':
      return a.remove ? state.removeDiscountCode(a.code) : state.addDiscountCode(a.code);
  }
}

/** What the shop holds, in the terms a shopper would compare. */
const summary = (cart: Cart | null) =>
  cart && {
    lines: cart.lines.map((l) => [l.merchandise.id, l.quantity, l.attributes.map((x) => `${x.key}=${x.value}`).join()]),
    note: cart.note ?? '',
    attributes: cart.attributes.map((x) => `${x.key}=${x.value}`),
    codes: cart.discountCodes.map((c) => c.code).sort(),
    subtotal: cart.cost.subtotalAmount.amount,
  };

describe('the queue’s merging, for any sequence of actions', () => {
  it('fired at once and merged, they leave the same cart as applied one by one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const oneByOne = makeStore(shop.client());
        for (const a of actions) await start(oneByOne, a);
        await oneByOne.idle();

        const atOnce = makeStore(shop.client());
        const sent = shop.sent.length;
        actions.forEach((a) => void start(atOnce, a));
        await atOnce.idle();

        expect(shop.sent.length - sent).toBeLessThanOrEqual(actions.length);
        expect(summary(atOnce.getState().confirmedCart)).toEqual(summary(oneByOne.getState().confirmedCart));
        expect(summary(atOnce.getState().cart)).toEqual(summary(atOnce.getState().confirmedCart));
      }),
      // Besides the random runs, three adds of one item at once: the second and third wait as one add, summed.
      { seed: 1619, numRuns: 20, examples: [[[1, 2, 3].map((q) => ({ type: 'add' as const, item: VARIANTS.tee, quantity: q, gift: false }))]] },
    );
  }, 60_000);
});

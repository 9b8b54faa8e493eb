// An add the cart store had taken but not sent yet when the page went away (it waited for the tabs' lock to make the first
// cart) is saved with the quantity its line had then; meanwhile another tab adds the same item. The next page must still
// send it: an add never sent cannot be in the cart, whatever the line shows (pending-adds.ts `unsentAdds`).
import { describe, expect, it } from 'vitest';
import { memoryStorage, VARIANTS, useEmulator } from '../support/emulator';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();

describe('an add taken by the cart store but never sent, then a reload', () => {
  it('is sent by the next page even when another tab’s unit of the same item is in the cart: 2 tees', async () => {
    const storage = memoryStorage();
    // The lock to make the first cart is never granted to this page: its add waits, unsent, until the page goes.
    const waiting = { request: () => new Promise<never>(() => {}) };
    const before = makeStore(shop.client(), { storage, tabId: 'tab-2', locks: waiting });
    await before.getState().start();
    void before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.operations()).not.toContain('CartCreate');
    before.destroy(); // the reload

    const other = makeStore(shop.client(), { storage, tabId: 'tab-1', locks: null });
    await other.getState().addLines([{ merchandiseId: VARIANTS.tee }]);

    const after = makeStore(shop.client(), { storage, tabId: 'tab-2', locks: null });
    await after.getState().start();
    await after.idle();
    expect(quantityOf(after, VARIANTS.tee)).toBe(2);
    expect(shop.operations().filter((name) => name === 'CartLinesAdd')).toHaveLength(1);
  });
});

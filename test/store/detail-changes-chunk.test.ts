// The changes of the cart's details (note, attributes, email, codes, gift cards) come with the cart codes chunk
// (src/store/extra-changes.ts), loaded as the first of them runs: queued at once and in order as before, and a chunk that
// cannot be loaded sends nothing and says so; the next try loads it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
const CHUNK = '../../src/scripts/cart-codes';

afterEach(() => {
  vi.doUnmock(CHUNK);
});

describe("the cart's details' changes, from their chunk", () => {
  it('a chunk that cannot be loaded: nothing is sent, the change is refused with the cart-unavailable sentence; the next try sends it', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    shop.sent.length = 0;
    vi.doMock(CHUNK, () => {
      throw new Error('offline');
    });
    const refused = await store.getState().addDiscountCode('WELCOME10');
    expect(refused).toMatchObject({ ok: false, errors: [{ kind: 'error', code: 'CART_UNAVAILABLE', operation: 'discountAdd' }] });
    expect(shop.operations()).toEqual([]);
    expect(store.getState().cart?.discountCodes).toEqual([]);

    vi.doUnmock(CHUNK);
    const applied = await store.getState().addDiscountCode('WELCOME10');
    expect(applied.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartDiscountCodesUpdate']);
    expect(store.getState().cart?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    expect(store.getState().messages).toEqual([]);
  });

  it('keeps the order of the calls: a note asked for before an add is sent before it, even while its chunk comes', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    shop.sent.length = 0;
    const note = store.getState().setNote('Ring twice');
    const add = store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    expect((await note).ok).toBe(true);
    expect((await add).ok).toBe(true);
    expect(shop.operations()).toEqual(['CartNoteUpdate', 'CartLinesAdd']);
    expect(store.getState().cart).toMatchObject({ note: 'Ring twice', totalQuantity: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { useEmulator, VARIANTS } from '../support/emulator';
import type { LineDisplay } from '../../src/store/types';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();
const display: LineDisplay = { title: 'Classic Cotton Tee', price: { amount: '24.0', currencyCode: 'USD' } };

describe('one queue', () => {
  it('10 rapid adds on an empty cart make one cart with quantity 10', async () => {
    const store = makeStore(shop.client());
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1, display }])),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    // The first click goes at once and makes the cart; the nine clicked while it was in flight are one more request.
    expect(shop.operations()).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(store.getState().confirmedCart?.lines).toHaveLength(1);
    expect(store.getState().confirmedCart?.lines[0]?.quantity).toBe(10);
    expect(store.getState().status).toBe('idle');
  });

  it('five adds from five cards within the gather window go out as one cartLinesAdd', async () => {
    // A window wider than the default 100 ms, so that a busy machine's late timers cannot split the five clicks.
    const store = makeStore(shop.client(), { gatherMs: 1000 });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    shop.sent.length = 0;
    const variants = [VARIANTS.mug, VARIANTS.pins, VARIANTS.tee, VARIANTS.printTee(0), VARIANTS.printTee(1)];
    const adds: Array<Promise<unknown>> = [];
    for (const merchandiseId of variants) {
      adds.push(store.getState().addLines([{ merchandiseId }]));
      await new Promise((resolve) => setTimeout(resolve, 20)); // a click every 20 ms
    }
    await Promise.all(adds);
    expect(shop.operations()).toEqual(['CartLinesAdd']);
    expect(store.getState().confirmedCart?.totalQuantity).toBe(6);
  });

  it('an add waits no longer than gatherMs: one 300 ms later is a request of its own', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    shop.sent.length = 0;
    const first = store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([first, store.getState().addLines([{ merchandiseId: VARIANTS.pins }])]);
    expect(shop.operations()).toEqual(['CartLinesAdd', 'CartLinesAdd']);
  });

  it('never shows an add twice: once the shop has it, it is no longer drawn on top', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, display }]);
    const counts: number[] = [];
    store.subscribe((state) => counts.push(state.cart?.totalQuantity ?? 0));
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, display }]);
    // Drawn at once as 2, confirmed as 2: never 3 (the confirmed cart with the add drawn on it again).
    expect(new Set(counts)).toEqual(new Set([2]));
  });

  it('an add whose line is removed while it waits for more adds is never sent, and the next add still goes out', async () => {
    // A window no busy machine outlasts: the add behind the first one waits for more while its line is removed.
    const store = makeStore(shop.client(), { gatherMs: 1000 });
    await store.getState().addLines([{ merchandiseId: VARIANTS.pins, display }]);
    const tee = store.getState().addLines([{ merchandiseId: VARIANTS.tee, display }]);
    const pending = store.getState().cart!.lines.find((line) => line.merchandise.id === VARIANTS.tee)!.id;
    await store.getState().removeLines([pending]); // within the add's gather window
    expect(await tee).toMatchObject({ ok: false, cancelled: true });
    const mug = await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(mug.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(
      store
        .getState()
        .confirmedCart?.lines.map((line) => line.merchandise.id)
        .sort(),
    ).toEqual([VARIANTS.pins, VARIANTS.mug].sort());
  });

  it('shows an add at once — count and estimated subtotal — before the shop answers', async () => {
    const store = makeStore(shop.client());
    const done = store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2, display }]);
    const shown = store.getState();
    expect(shown.status).toBe('updating');
    expect(shown.cart?.totalQuantity).toBe(2);
    expect(shown.cart?.cost.subtotalAmount).toEqual({ amount: '48.00', currencyCode: 'USD' });
    expect(shown.pendingLines).toEqual([{ lineId: expect.stringMatching(/^pending:/), state: 'pending', reason: null }]);
    expect(shown.confirmedCart).toBeNull();
    await done;
    expect(store.getState().pendingLines).toEqual([]);
    expect(store.getState().cart?.cost.subtotalAmount.amount).toBe('48.0');
  });

  it('quantity changes on one line coalesce while one is in flight: the last value wins', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    shop.sent.length = 0;
    const lineId = store.getState().cart!.lines[0]!.id;
    const changes = [2, 3, 4, 5, 6].map((quantity) => store.getState().setLineQuantity(lineId, quantity));
    expect(quantityOf(store, VARIANTS.tee)).toBe(6);
    await Promise.all(changes);
    expect(shop.operations()).toEqual(['CartLinesUpdate', 'CartLinesUpdate']);
    expect(shop.sent.map((entry) => (entry.variables.lines as Array<{ quantity: number }>)[0]!.quantity)).toEqual([2, 6]);
    expect(store.getState().confirmedCart?.lines[0]?.quantity).toBe(6);
  });

  it('a quantity change or removal of a line still waiting to be sent changes the waiting request instead', async () => {
    const store = makeStore(shop.client());
    const first = store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    void store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    const mugLine = store.getState().cart!.lines.find((line) => line.merchandise.id === VARIANTS.mug)!;
    void store.getState().setLineQuantity(mugLine.id, 3);
    expect(quantityOf(store, VARIANTS.mug)).toBe(3);
    await first;
    await store.idle();
    // The tee went at once; the mug waited behind it and went at 3, never at 1.
    expect(shop.operations()).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(shop.sent[1]!.variables.lines).toEqual([expect.objectContaining({ merchandiseId: VARIANTS.mug, quantity: 3 })]);
    expect(store.getState().confirmedCart?.lines.find((line) => line.merchandise.id === VARIANTS.mug)?.quantity).toBe(3);

    void store.getState().setLineQuantity(store.getState().cart!.lines[0]!.id, 4); // in flight
    void store.getState().addLines([{ merchandiseId: VARIANTS.pins, quantity: 1 }]); // waiting
    const pinsLine = store.getState().cart!.lines.find((line) => line.merchandise.id === VARIANTS.pins)!;
    const removed = await store.getState().removeLines([pinsLine.id]);
    expect(removed.ok).toBe(true);
    await store.idle();
    expect(shop.operations().slice(2)).toEqual(['CartLinesUpdate']);
    expect(store.getState().cart?.lines.map((line) => line.merchandise.id)).not.toContain(VARIANTS.pins);
  });

  it('removes a line, optimistically then for real', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([
      { merchandiseId: VARIANTS.tee, quantity: 1 },
      { merchandiseId: VARIANTS.mug, quantity: 2 },
    ]);
    const tee = store.getState().cart!.lines.find((line) => line.merchandise.id === VARIANTS.tee)!;
    const done = store.getState().removeLines([tee.id]);
    expect(store.getState().cart?.totalQuantity).toBe(2);
    await done;
    expect(store.getState().confirmedCart?.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.mug]);
  });
});

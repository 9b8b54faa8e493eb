// When an add leaves: the first add of a burst at once (the shop confirms it a round trip after the click), the adds
// behind it gathered for 100 ms after it left (five cards clicked together are two requests, not five). Timers and the
// clock are fake: a test passes only if no timer had to run for the first add, and the gather ends exactly at 100 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLocks } from '../../src/store/tab-sync';
import { useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
// Taken before the timers are faked: how long a test waits for an answer that must come without any timer running.
const realSetTimeout = globalThis.setTimeout;
const withinRealSeconds = <T>(promise: Promise<T>, seconds = 5) =>
  Promise.race([promise, new Promise<never>((_, reject) => realSetTimeout(() => reject(new Error('still waiting for a timer')), seconds * 1000))]);

type SentLine = { merchandiseId: string; quantity: number };
/** The lines of request `index` (a cartCreate's are in its input): merchandise id and quantity. */
const linesOf = (index: number) => {
  const { lines, input } = shop.sent[index]!.variables as { lines?: SentLine[]; input?: { lines: SentLine[] } };
  return (lines ?? input!.lines).map((line) => [line.merchandiseId, line.quantity]);
};

describe('the first add goes at once, the adds behind it gather', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('an add on an idle cart is sent and confirmed with no timer run (no 100 ms wait)', async () => {
    const store = makeStore(shop.client());
    const outcome = await withinRealSeconds(store.getState().addLines([{ merchandiseId: VARIANTS.tee }]));
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate']);

    // Once the last add left more than 100 ms ago, the next one goes at once too (a cartLinesAdd now).
    await vi.advanceTimersByTimeAsync(150);
    const next = await withinRealSeconds(store.getState().addLines([{ merchandiseId: VARIANTS.mug }]));
    expect(next.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(store.getState().confirmedCart?.totalQuantity).toBe(2);
  });

  it('the first add asks for the lock a cart is made under before the store redraws, and shows in the same task', async () => {
    // In Chromium the lock's grant is a message from the browser: asked for after the redraw, it waited for the frame that
    // drew it (10-15 ms on a page of fifty cards) before the request could leave.
    let redraws = 0;
    let redrawsWhenAsked = -1;
    const locks: CartLocks = {
      request: ((_name: string, make: (lock: Lock | null) => Promise<unknown>) => {
        redrawsWhenAsked = redraws;
        return make(null);
      }) as CartLocks['request'],
      query: async () => ({ held: [], pending: [] }),
    };
    const store = makeStore(shop.client(), { locks });
    store.subscribe(() => (redraws += 1));
    const added = store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect(redrawsWhenAsked).toBe(0);
    expect(store.getState().cart?.totalQuantity).toBe(1);
    expect((await withinRealSeconds(added)).ok).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate']);
  });

  it('five cards clicked within 100 ms on an empty cart: the first creates the cart at once, the other four are one request', async () => {
    const store = makeStore(shop.client());
    const variants = [VARIANTS.tee, VARIANTS.mug, VARIANTS.pins, VARIANTS.printTee(0), VARIANTS.printTee(1)];
    const adds = [];
    for (const [click, merchandiseId] of variants.entries()) {
      if (click) await vi.advanceTimersByTimeAsync(20); // a click every 20 ms
      adds.push(store.getState().addLines([{ merchandiseId, quantity: 1 }]));
    }
    // 80 ms after the first left (the clock moved only by the clicks' 20 ms steps): the four still wait, open to more.
    await withinRealSeconds(adds[0]!);
    expect(shop.operations()).toEqual(['CartCreate']);
    expect(store.getState().cart?.totalQuantity).toBe(5); // shown at once all the same
    await vi.advanceTimersByTimeAsync(19);
    expect(shop.operations()).toEqual(['CartCreate']);
    await vi.advanceTimersByTimeAsync(1); // 100 ms after the first add left
    const outcomes = await withinRealSeconds(Promise.all(adds));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(linesOf(0)).toEqual([[VARIANTS.tee, 1]]);
    expect(linesOf(1)).toEqual(variants.slice(1).map((id) => [id, 1]));
    expect(store.getState().confirmedCart?.totalQuantity).toBe(5);
  });

  it('ten quick clicks on one card of an empty cart: one cart, ten units, two requests', async () => {
    const store = makeStore(shop.client());
    const adds = [];
    for (let click = 0; click < 10; click++) {
      if (click) await vi.advanceTimersByTimeAsync(10); // ten clicks in 90 ms
      adds.push(store.getState().addLines([{ merchandiseId: VARIANTS.tee }]));
    }
    await vi.advanceTimersByTimeAsync(10);
    await withinRealSeconds(Promise.all(adds));
    expect(shop.operations()).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(linesOf(1)).toEqual([[VARIANTS.tee, 9]]);
    expect(store.getState().confirmedCart?.lines.map((line) => line.quantity)).toEqual([10]);
  });

  it('an add clicked while a quantity change is in flight goes as soon as the change is answered', async () => {
    const store = makeStore(shop.client());
    await withinRealSeconds(store.getState().addLines([{ merchandiseId: VARIANTS.tee }]));
    await vi.advanceTimersByTimeAsync(150);
    const lineId = store.getState().cart!.lines[0]!.id;
    const change = store.getState().setLineQuantity(lineId, 3);
    const add = store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    await withinRealSeconds(Promise.all([change, add]));
    expect(shop.operations()).toEqual(['CartCreate', 'CartLinesUpdate', 'CartLinesAdd']);
    expect(store.getState().confirmedCart?.totalQuantity).toBe(4);
  });
});

// The store's `lines` event: what one of this tab's operations changed in the lines, told once the shop confirmed it. The
// analytics events (add-to-cart, remove-from-cart) are made of it, so a restore, a reload or another tab's change tells nothing.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CartChannel, CartEvent, CartStore } from '../../src/store';
import { memoryStorage, SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
vi.spyOn(console, 'warn').mockImplementation(() => {});

/** The `lines` events `store` tells, as `[merchandise id, quantity]`. */
function changesOf(store: CartStore) {
  const seen: Array<Array<[string, number]>> = [];
  store.on((event: CartEvent) => {
    if (event.type === 'lines') seen.push(event.changes.map((change) => [change.line.merchandise.id, change.quantity]));
  });
  return seen;
}

/** Two tabs' channels: what one posts, the other hears. */
function channelPair(): [CartChannel, CartChannel] {
  const listeners: Array<Set<(event: MessageEvent) => void>> = [new Set(), new Set()];
  const side = (own: number): CartChannel => ({
    postMessage: (data) => listeners[1 - own]!.forEach((listener) => listener({ data } as MessageEvent)),
    addEventListener: (_type, listener) => void listeners[own]!.add(listener),
    removeEventListener: (_type, listener) => void listeners[own]!.delete(listener),
  });
  return [side(0), side(1)];
}

describe('what an operation changed in the lines', () => {
  it('an add, a quantity increase, a decrease and a removal each tell their difference once', async () => {
    const store = makeStore(shop.client());
    const seen = changesOf(store);
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    const lineId = store.getState().cart!.lines[0]!.id;
    await store.getState().setLineQuantity(lineId, 5);
    await store.getState().setLineQuantity(lineId, 1);
    await store.getState().setNote('no change to the lines');
    await store.getState().removeLines([lineId]);
    expect(seen).toEqual([[[VARIANTS.mug, 2]], [[VARIANTS.mug, 3]], [[VARIANTS.mug, -4]], [[VARIANTS.mug, -1]]]);
  });

  it('a one-time line and a plan line of the same variant are told apart', async () => {
    const ROAST = 'gid://shopify/ProductVariant/1027001';
    const EVERY_2_WEEKS = 'gid://shopify/SellingPlan/3001';
    const store = makeStore(shop.client());
    const seen = changesOf(store);
    await store.getState().addLines([{ merchandiseId: ROAST, quantity: 2 }]);
    await store.getState().addLines([{ merchandiseId: ROAST, quantity: 1, sellingPlanId: EVERY_2_WEEKS }]);
    const planLine = store.getState().cart!.lines.find((line) => line.sellingPlanAllocation)!;
    await store.getState().setLineQuantity(planLine.id, 3);
    await store.getState().removeLines([planLine.id]);
    expect(seen).toEqual([[[ROAST, 2]], [[ROAST, 1]], [[ROAST, 2]], [[ROAST, -3]]]);
  });

  it('a restore (a reload of the page) tells nothing', async () => {
    const storage = memoryStorage();
    const first = makeStore(shop.client(), { storage });
    await first.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    first.destroy();
    const reloaded = makeStore(shop.client(), { storage });
    const seen = changesOf(reloaded);
    await reloaded.getState().start();
    expect(reloaded.getState().cart?.totalQuantity).toBe(1);
    expect(seen).toEqual([]);
  });

  it('another tab’s change tells nothing in this tab, once in that one', async () => {
    const storage = memoryStorage();
    const [a, b] = channelPair();
    const here = makeStore(shop.client(), { storage, channel: a, tabId: 'here' });
    const there = makeStore(shop.client(), { storage, channel: b, tabId: 'there' });
    const seenHere = changesOf(here);
    const seenThere = changesOf(there);
    await there.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    await vi.waitFor(() => expect(here.getState().cart?.totalQuantity).toBe(1));
    await here.idle();
    expect(seenHere).toEqual([]);
    expect(seenThere).toEqual([[[VARIANTS.mug, 1]]]);
  });

  it('an add whose answer was lost, found landed by the cart read, tells once', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    const seen = changesOf(store);
    let cut = 1;
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (cut <= 0 || body.operationName !== 'CartLinesAdd') return undefined;
        cut--;
        const text = await (await shop.emulator.execute(request)).text(); // the shop ran it; its answer is cut
        return new HttpResponse(text.slice(0, text.length / 2), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    expect(outcome.ok).toBe(true);
    expect(store.getState().cart?.totalQuantity).toBe(3);
    expect(seen).toEqual([[[VARIANTS.mug, 2]]]);
  });
});

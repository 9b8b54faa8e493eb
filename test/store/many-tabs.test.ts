// Three and five tabs of one shop that each click Add at the same moment: the shop ends with one unit a click, in one
// cart every tab shows. With Web Locks (a fake `navigator.locks` here) only one tab makes the cart; without them (or
// when the lock is refused) the carts made at once are brought onto one, each tab moving only its own units, once.
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchCart } from '../../src/cart-client';
import type { CartLocks } from '../../src/store/tab-sync';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { DEFAULT_ENDPOINT } from '../support/msw';
import { makeStore } from './helpers';

const shop = useEmulator();
vi.spyOn(console, 'warn').mockImplementation(() => {});
type Tab = ReturnType<typeof makeStore>;

/** A lock manager shared by the tabs of one browser: one holder per name at a time, the others wait their turn. */
function fakeLocks(): CartLocks & { granted: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const granted: string[] = [];
  const held = new Set<string>();
  const request = (name: string, callback: (lock: Lock | null) => unknown) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
      granted.push(name);
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        held.delete(name);
      }
    });
    tails.set(
      name,
      run.catch(() => {}),
    );
    return run;
  };
  const query = async () => ({ held: [...held].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] });
  return { request: request as CartLocks['request'], query, granted };
}

/** A lock manager that refuses every request, as in an opaque origin. */
const refusingLocks: CartLocks = {
  request: (() => Promise.reject(new DOMException('The request was denied.', 'SecurityError'))) as CartLocks['request'],
};

/** Each cart is made `delayMs` after it is asked for, and each `CartLinesAdd` 30 ms after, as a browser's tabs see them. */
function slowShop(delayMs: number) {
  shop.use(
    http.post(DEFAULT_ENDPOINT, async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName !== 'CartLinesAdd' && body.operationName !== 'CartCreate') return undefined;
      shop.sent.push({ operationName: body.operationName, variables: {} });
      await new Promise((resolve) => setTimeout(resolve, body.operationName === 'CartCreate' ? delayMs : 30));
      return shop.emulator.execute(request);
    }),
  );
}

/** `n` tabs on one storage and one channel name (and `locks`, shared as a browser shares them). */
function tabs(n: number, locks: CartLocks | null) {
  const storage = memoryStorage();
  const shopKey = `tabs-${Math.random()}`;
  const channels = Array.from({ length: n }, () => new BroadcastChannel(shopKey));
  const all = channels.map((channel) => makeStore(shop.client(), { storage, shopKey, channel, locks }));
  const close = () => {
    all.forEach((tab) => tab.destroy());
    channels.forEach((channel) => channel.close());
  };
  return { all, close };
}

/** Every tab adds the mug at once; then they are left to settle on one cart. */
async function addInEvery(all: Tab[]) {
  await Promise.all(all.map((tab) => tab.getState().start()));
  await Promise.all(all.map((tab) => tab.getState().addLines([{ merchandiseId: VARIANTS.mug }])));
  await vi.waitFor(
    async () => {
      await Promise.all(all.map((tab) => tab.idle()));
      expect(new Set(all.map((tab) => tab.getState().confirmedCart?.id)).size).toBe(1);
    },
    { timeout: 5000 },
  );
  await new Promise((resolve) => setTimeout(resolve, 300)); // a late move or read would land now
  await Promise.all(all.map((tab) => tab.idle()));
  const id = all[0]!.getState().confirmedCart!.id;
  return {
    atShop: (await fetchCart(shop.client(), id))?.totalQuantity,
    shown: all.map((tab) => tab.getState().cart?.totalQuantity),
    ids: new Set(all.map((tab) => tab.getState().confirmedCart?.id)),
    made: shop.operations().filter((name) => name === 'CartCreate').length,
  };
}

describe.each([3, 5])('%i tabs adding at the same moment', (n) => {
  it.each([0, 200])('with Web Locks, one cart is made and the shop has one unit a click (cartCreate takes %i ms)', async (delayMs) => {
    slowShop(delayMs);
    const locks = fakeLocks();
    const { all, close } = tabs(n, locks);
    const result = await addInEvery(all);
    expect(result).toEqual({ atShop: n, shown: all.map(() => n), ids: result.ids, made: 1 });
    expect(result.ids.size).toBe(1);
    expect(locks.granted.filter((name) => name.endsWith(':create'))).toHaveLength(n); // every tab's first add went through the section
    close();
  });

  it.each([null, refusingLocks])('without Web Locks (%o), the carts made at once end as one with one unit a click', async (locks) => {
    slowShop(50);
    const { all, close } = tabs(n, locks);
    const result = await addInEvery(all);
    expect(result.made).toBeGreaterThan(1); // the race happened: several tabs made a cart
    expect(result.atShop).toBe(n);
    expect(result.shown).toEqual(all.map(() => n));
    close();
  });
});

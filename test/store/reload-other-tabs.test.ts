// A reload right after Add to cart, with another tab of the shop open: the page that sent the add dies before its answer,
// so it never tells the other tabs (tab-sync.ts `announce`), and the next page's first read may already hold the add.
// The other tab must still hear that the cart changed, and the reloaded page must never show a unit the shop does not hold.
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartStoreOptions } from '../../src/store';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
type Store = ReturnType<typeof makeStore>;
const adds = () => shop.operations().filter((name) => name === 'CartLinesAdd').length;
const open: Array<{ close(): void }> = [];
afterEach(() => open.splice(0).forEach((item) => item.close()));

/** Tabs of one shop on one storage, each store on a channel of its own (as two pages are), tab A named across its reload. */
function shopTabs() {
  const storage = memoryStorage();
  const shopKey = `reload-tabs-${Math.random()}`;
  const tab = (tabId: string, retry?: CartStoreOptions['retry']) => {
    const channel = new BroadcastChannel(shopKey);
    const store = makeStore(shop.client(), { storage, shopKey, tabId, channel, locks: null, ...(retry ? { retry } : {}) });
    /** The page goes: nothing of it runs or speaks any more (its channel closes with it), but a request it sent does. */
    const unload = () => (store.destroy(), channel.close());
    open.push({ close: unload });
    return Object.assign(store, { unload });
  };
  return { tab };
}

/** Every count tab `store` shows from its first read on (a cart it knows). */
function shownCounts(store: Store) {
  const counts: number[] = [];
  store.subscribe((state) => {
    if (state.confirmedCart) counts.push(state.cart?.totalQuantity ?? 0);
  });
  return counts;
}

/**
 * Tab A adds a tee, tab B reads the cart (1 tee); then A's second add leaves, held `holdMs` at the shop, and A's page
 * goes before its answer. Returns A's next page (made, not started) and tab B.
 */
async function reloadRightAfterAdd(holdMs: number) {
  const { tab } = shopTabs();
  const before = tab('tab-a');
  await before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
  const other = tab('tab-b');
  await other.getState().start();
  expect(other.getState().cart?.totalQuantity).toBe(1);
  shop.emulator.faults.add({ kind: 'delay', delayMs: holdMs, match: 'graphql', operation: 'CartLinesAdd' });
  void before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
  await expect.poll(adds, { interval: 5 }).toBe(1); // its request has left (the first add made the cart)
  before.unload();
  const after = tab('tab-a', { baseDelayMs: 100, maxDelayMs: 200, attempts: 3, inFlightMs: 2000 });
  return { after, other };
}

describe('a reload right after Add to cart, another tab open', () => {
  it('the add landed before the next page reads: the other tab hears it, the page never shows more than the shop holds', async () => {
    const { after, other } = await reloadRightAfterAdd(50);
    await delay(150); // the add has run at the shop: the next page's first read holds it
    const counts = shownCounts(after);
    await after.getState().start();
    await after.idle();
    expect(after.getState().confirmedCart?.totalQuantity).toBe(2);
    expect.soft(Math.max(...counts)).toBe(2); // never the 3 of the kept add drawn over a cart that holds it
    await vi.waitFor(() => expect(other.getState().cart?.totalQuantity).toBe(2), { timeout: 1000, interval: 10 });
    expect(adds()).toBe(1); // sent once
  });

  it('the add still running when the next page reads: shown pending, never above 2, and the other tab hears it land', async () => {
    const { after, other } = await reloadRightAfterAdd(400);
    const counts = shownCounts(after);
    await after.getState().start(); // before the shop has run the add: 1 tee
    expect(after.getState().confirmedCart?.totalQuantity).toBe(1);
    expect(after.getState().cart?.totalQuantity).toBe(2); // the kept add drawn, pending
    await after.idle();
    expect(after.getState().confirmedCart?.totalQuantity).toBe(2);
    expect(Math.max(...counts)).toBe(2);
    await vi.waitFor(() => expect(other.getState().cart?.totalQuantity).toBe(2), { timeout: 1000, interval: 10 });
    expect(adds()).toBe(1);
  });
});

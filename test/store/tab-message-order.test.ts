// Two tabs that each made a cart at the same moment, in the order Chromium may deliver things: the other tab's message
// that the cart changed arrives before its write of the cart id is visible in this tab's storage. The tabs must still end
// on one cart, in both tabs and in storage, with each tab's line moved exactly once.
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchCart } from '../../src/cart-client';
import type { CartStorage } from '../../src/store';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
vi.spyOn(console, 'warn').mockImplementation(() => {});
const LAG_MS = 300;

/** Two views of one storage: a tab sees its own writes at once and the other tab's `LAG_MS` later. */
function laggyStorage(): [CartStorage, CartStorage] {
  const seen = [new Map<string, string>(), new Map<string, string>()];
  const view = (own: number): CartStorage => {
    const write = (apply: (map: Map<string, string>) => void) => {
      apply(seen[own]!);
      setTimeout(() => apply(seen[1 - own]!), LAG_MS);
    };
    return {
      getItem: (key) => seen[own]!.get(key) ?? null,
      setItem: (key, value) => write((map) => map.set(key, value)),
      removeItem: (key) => write((map) => map.delete(key)),
    };
  };
  return [view(0), view(1)];
}

describe('a tab message that arrives before the other tab’s storage write', () => {
  it.each([0, 30])('both tabs end on one cart with both lines, each moved once (second cart made %i ms later)', async (lagMs) => {
    let created = 0;
    shop.use(
      http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartCreate') return undefined;
        shop.sent.push({ operationName: body.operationName, variables: {} });
        await new Promise((resolve) => setTimeout(resolve, 50 + lagMs * created++));
        return shop.emulator.execute(request);
      }),
    );
    const storages = laggyStorage();
    const shopKey = `order-${Math.random()}`;
    const channels = [new BroadcastChannel(shopKey), new BroadcastChannel(shopKey)];
    const tabs = channels.map((channel, i) => makeStore(shop.client(), { storage: storages[i]!, shopKey, channel }));
    try {
      await Promise.all(tabs.map((tab) => tab.getState().addLines([{ merchandiseId: VARIANTS.tee }])));
      expect(shop.operations().filter((name) => name === 'CartCreate')).toHaveLength(2); // the race happened
      // Once every message, read, move and storage write is done: one cart in both tabs and both storages.
      const ids = tabs.map((tab) => tab.getState().confirmedCart?.id);
      await vi.waitFor(async () => {
        await Promise.all(tabs.map((tab) => tab.idle()));
        ids.splice(0, 2, ...tabs.map((tab) => tab.getState().confirmedCart?.id));
        expect(ids[1]).toBe(ids[0]);
        expect(storages.map((storage) => storage.getItem(`shop-embed:cart:${shopKey}`))).toEqual(ids);
        expect(tabs.map((tab) => tab.getState().confirmedCart?.totalQuantity)).toEqual([2, 2]);
      });
      expect((await fetchCart(shop.client(), ids[0]!))?.totalQuantity).toBe(2);
      expect(shop.operations().filter((name) => name === 'CartLinesAdd')).toHaveLength(1);
    } finally {
      tabs.forEach((tab) => tab.destroy());
      channels.forEach((channel) => channel.close());
    }
  });
});

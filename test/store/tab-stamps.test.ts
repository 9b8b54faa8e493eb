// What a tab leaves for the tabs that cannot hear its channel, and how it stops hearing them while its page is in the
// back/forward cache (issue 51, items 6 and 9): each change it makes is stamped in storage (a `storage` event in every
// other tab, which the id alone fires only when the id changes); away, its channel is closed (a message would throw the
// page out of the cache), and back it reads what the other tabs changed meanwhile.
import { describe, expect, it } from 'vitest';
import { cartStorageKey, createCartStore } from '../../src/store';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';

const shop = useEmulator();

type Tab = ReturnType<typeof createCartStore>;

/** Two tabs of one shop: one storage, each with a channel of its own (`BroadcastChannel`, as a page opens it). */
function twoTabs() {
  const storage = memoryStorage();
  const shopKey = `stamps-${Math.random()}`;
  const [first, second] = [0, 1].map(() => createCartStore({ client: shop.client(), storage, shopKey, locks: null }));
  return { first: first!, second: second!, storage, stampKey: `${cartStorageKey(shopKey)}:changed` };
}

const count = (tab: Tab) => tab.getState().confirmedCart?.totalQuantity ?? 0;

describe('change stamps', () => {
  it('each change this tab makes is stamped anew in storage; a read of the cart another tab changed is not', async () => {
    const { first, second, storage, stampKey } = twoTabs();
    try {
      await first.getState().start();
      await first.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
      const stamps = [storage.getItem(stampKey)];
      await first.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
      stamps.push(storage.getItem(stampKey));
      expect(stamps[0]).toMatch(/^0\.\d+$/); // written by a tab with a channel: no `-`
      expect(new Set(stamps).size).toBe(2);
      await second.getState().start();
      await second.getState().refresh();
      expect(count(second)).toBe(2);
      expect(storage.getItem(stampKey)).toBe(stamps[1]);
    } finally {
      first.destroy();
      second.destroy();
    }
  });
});

describe('a tab whose page is in the back/forward cache', () => {
  it('hears nothing while away, and reads the cart as it comes back: the other tab’s unit shows', async () => {
    const { first, second } = twoTabs();
    try {
      await first.getState().start();
      await first.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
      await second.getState().start();
      expect(count(second)).toBe(1);

      first.away(true);
      const busy: string[] = [];
      const off = first.subscribe((state) => busy.push(state.status));
      await second.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the announcement would have been heard by now
      off();
      expect(busy).toEqual([]); // the first tab read nothing: it heard nothing
      expect(count(first)).toBe(1);

      first.away(false);
      await first.idle();
      expect(count(first)).toBe(2);
      // Back, it hears the other tab again.
      await second.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
      await expect.poll(() => count(first)).toBe(3);
    } finally {
      first.destroy();
      second.destroy();
    }
  });
});

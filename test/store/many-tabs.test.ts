// Three and five tabs of one shop that each click Add at the same moment: the shop ends with one unit a click, in one
// cart every tab shows. With Web Locks (a fake `navigator.locks` here) only one tab makes the cart; without them (or
// when the lock is refused) the carts made at once are brought onto one, each tab moving only its own units, once.
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchCart } from '../../src/cart-client';
import { cartStorageKey } from '../../src/store';
import type { CartLocks } from '../../src/store/tab-sync';
import { HELLO, HERE, sayHello, type TabHello } from '../../src/store/tab-hello';
import { createCartStore } from '../../src/store/create-cart-store';
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

describe('a tab alone (no other tab of the shop answered it) makes its cart without waiting for the lock', () => {
  /** A lock manager whose grants come only when `grant()` is called, as a browser's message does behind a busy frame. */
  function slowGrants(): CartLocks & { asked: string[]; grant(): void; queried: number } {
    const inner = fakeLocks();
    const waiting: (() => void)[] = [];
    const asked: string[] = [];
    const result = {
      asked,
      queried: 0,
      grant: () => waiting.splice(0).forEach((go) => go()),
      request: ((name: string, callback: (lock: Lock | null) => unknown) => {
        asked.push(name);
        return new Promise<void>((resolve) => waiting.push(resolve)).then(() => inner.request(name, callback as never));
      }) as CartLocks['request'],
      query: () => {
        result.queried += 1;
        return inner.query!();
      },
    };
    return result;
  }
  const listened = () => new Promise((resolve) => setTimeout(resolve, 200)); // longer than ASK_MS: any other tab has answered

  it('the cart is made before the lock is granted, and the lock is still asked for (held until the cart is made)', async () => {
    const locks = slowGrants();
    const { all, close } = tabs(1, locks);
    const tab = all[0]!;
    await tab.getState().start();
    await listened();
    const outcome = await tab.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate']);
    expect(locks.asked.filter((name) => name.endsWith(':create'))).toHaveLength(1);
    expect(locks.queried).toBe(0); // no other tab's cart to look for in the locks held
    locks.grant();
    close();
  });

  it('a tab that heard another waits for the lock before it sends', async () => {
    const locks = slowGrants();
    const { all, close } = tabs(2, locks);
    await Promise.all(all.map((tab) => tab.getState().start()));
    await listened();
    const added = all[0]!.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.operations()).toEqual([]);
    locks.grant();
    expect((await added).ok).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate']);
    close();
  });

  it('a tab says hello when its store starts, not when it is made (the React provider opens its channel then): the other tab hears it', async () => {
    const locks = slowGrants();
    const shopKey = `tabs-${Math.random()}`;
    const storage = memoryStorage();
    /** A channel that drops what is posted until it is opened, as the React provider's (opened in its effect). */
    const openedOnStart = () => {
      const port = new BroadcastChannel(shopKey);
      let open = false;
      return {
        port,
        open: () => void (open = true),
        postMessage: (message: unknown) => open && port.postMessage(message),
        addEventListener: port.addEventListener.bind(port),
        removeEventListener: port.removeEventListener.bind(port),
      };
    };
    const [first, second] = [openedOnStart(), openedOnStart()];
    const lone = makeStore(shop.client(), { storage, shopKey, channel: first, locks });
    first.open();
    await lone.getState().start();
    const other = makeStore(shop.client(), { storage, shopKey, channel: second, locks }); // made in a render…
    await listened();
    second.open(); // …started in the effect
    await other.getState().start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const added = lone.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.operations()).toEqual([]); // it heard the other tab: it waits for the lock
    locks.grant();
    expect((await added).ok).toBe(true);
    [lone, other].forEach((tab) => tab.destroy());
    [first, second].forEach((channel) => channel.port.close());
  });

  describe('the hello the page said before the store was made (tab-hello.ts: the mount layer says it as the page starts)', () => {
    /** What the other tabs of the shop hear on the channel of `shopKey`'s cart, and a way to speak there as one of them. */
    /** A tab's store made as the cart chunk makes it: with the page's hello, on a channel of its own. */
    const pageTab = (shopKey: string, hello: TabHello | undefined, locks: CartLocks | null) =>
      createCartStore({
        client: shop.client(),
        storage: memoryStorage(),
        shopKey,
        hello,
        locks,
        retry: { baseDelayMs: 5, maxDelayMs: 20, attempts: 3, inFlightMs: 50 },
      });
    function otherTab(shopKey: string) {
      const port = new BroadcastChannel(cartStorageKey(shopKey));
      const heard: unknown[] = [];
      port.onmessage = ({ data }) => heard.push(data);
      return { port, heard };
    }

    it('counts as the store’s own: a store made ~80 ms before the add (a touch’s) makes its cart at once, and says no second hello', async () => {
      const locks = slowGrants();
      const shopKey = `tabs-${Math.random()}`;
      const other = otherTab(shopKey);
      const hello = sayHello(cartStorageKey(shopKey));
      await listened(); // the page was open a while before the shopper reached for a card
      const tab = pageTab(shopKey, hello, locks);
      await tab.getState().start();
      const outcome = await tab.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
      expect(outcome.ok).toBe(true);
      expect(shop.operations()).toEqual(['CartCreate']); // sent before the lock's grant
      expect(other.heard.filter((message) => message === HELLO)).toHaveLength(1);
      locks.grant();
      tab.destroy();
      other.port.close();
    });

    it('a hello another tab answered before the store was made: the store waits for the lock', async () => {
      const locks = slowGrants();
      const shopKey = `tabs-${Math.random()}`;
      const other = otherTab(shopKey);
      const hello = sayHello(cartStorageKey(shopKey));
      await vi.waitFor(() => expect(other.heard).toEqual([HELLO]));
      other.port.postMessage(HERE);
      await listened();
      const tab = pageTab(shopKey, hello, locks);
      await tab.getState().start();
      const added = tab.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shop.operations()).toEqual([]);
      locks.grant();
      expect((await added).ok).toBe(true);
      tab.destroy();
      other.port.close();
    });

    it('answers another tab’s hello before the store is made, and the store answers on the same channel after', async () => {
      const shopKey = `tabs-${Math.random()}`;
      const hello = sayHello(cartStorageKey(shopKey))!;
      const other = otherTab(shopKey);
      other.port.postMessage(HELLO);
      await vi.waitFor(() => expect(other.heard).toEqual([HERE]));
      const tab = pageTab(shopKey, hello, null);
      await tab.getState().start();
      other.port.postMessage(HELLO);
      await vi.waitFor(() => expect(other.heard).toEqual([HERE, HERE])); // once each: the page's listener stood aside
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(other.heard).toEqual([HERE, HERE]);
      tab.destroy();
      other.port.close();
    });
  });

  it('a tab opened while the lone tab makes its cart waits its turn, then adds to that cart: one cart', async () => {
    slowShop(200);
    const locks = fakeLocks();
    const storage = memoryStorage();
    const shopKey = `tabs-${Math.random()}`;
    const channels = [new BroadcastChannel(shopKey), new BroadcastChannel(shopKey)] as const;
    const first = makeStore(shop.client(), { storage, shopKey, channel: channels[0], locks });
    await first.getState().start();
    await listened();
    const firstAdd = first.getState().addLines([{ merchandiseId: VARIANTS.mug }]); // its cart takes 200 ms to make
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = makeStore(shop.client(), { storage, shopKey, channel: channels[1], locks });
    await second.getState().start();
    const secondAdd = second.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect((await firstAdd).ok).toBe(true);
    expect((await secondAdd).ok).toBe(true);
    // Made once: the second tab read the stored cart once the lock was its turn, and added to it.
    expect(shop.operations().filter((name) => name !== 'Cart')).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(second.getState().confirmedCart?.id).toBe(first.getState().confirmedCart?.id);
    expect(second.getState().confirmedCart?.totalQuantity).toBe(2);
    [first, second].forEach((tab) => tab.destroy());
    channels.forEach((channel) => channel.close());
  });
});

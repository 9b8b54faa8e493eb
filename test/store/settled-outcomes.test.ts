// Outcomes the page could not see are settled by reading the shop (issue 38): a change whose answer and every read after
// it were garbled is read again once the shop answers, an add kept across a reload is judged by reads until its request's
// own time limit (not the wall clock), and an add answered with more than it added is set back.
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartChannel } from '../../src/store/tab-sync';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { DEFAULT_ENDPOINT } from '../support/msw';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();
const GRAPHQL = DEFAULT_ENDPOINT;
vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => vi.useRealTimers());

type Store = ReturnType<typeof makeStore>;
const count = (name: string) => shop.operations().filter((op) => op === name).length;

/** The next `times` storefront requests run on the shop and their answer is cut half way (the emulator's `malformed`). */
function garble(times: number) {
  shop.use(
    http.post(GRAPHQL, async ({ request }) => {
      if (times <= 0) return undefined;
      times--;
      const body = (await request.clone().json()) as { operationName?: string };
      shop.sent.push({ operationName: `${body.operationName}(cut)`, variables: {} });
      const text = await (await shop.emulator.execute(request)).text();
      return new HttpResponse(text.slice(0, text.length / 2), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

/** What the shop holds of the store's cart, read as another device would. */
async function shopCart(store: Store) {
  const reader = makeStore(shop.client());
  return (await reader.getState().refresh(store.getState().confirmedCart!.id)).cart!;
}

async function storeWithTeeAndMug(options: Parameters<typeof makeStore>[1] = {}) {
  const store = makeStore(shop.client(), options);
  await store.getState().addLines([{ merchandiseId: VARIANTS.tee }, { merchandiseId: VARIANTS.mug }]);
  shop.sent.length = 0;
  return store;
}

const ACTIONS: Array<[string, (store: Store) => Promise<unknown>, (store: Store) => boolean]> = [
  [
    'a removal',
    (s) => s.getState().removeLines([s.getState().cart!.lines.find((l) => l.merchandise.id === VARIANTS.tee)!.id]),
    (s) => quantityOf(s, VARIANTS.tee) === 0,
  ],
  [
    'a quantity change',
    (s) => s.getState().setLineQuantity(s.getState().cart!.lines.find((l) => l.merchandise.id === VARIANTS.tee)!.id, 3),
    (s) => quantityOf(s, VARIANTS.tee) === 3,
  ],
  ['a discount code', (s) => s.getState().addDiscountCode('WELCOME10'), (s) => s.getState().cart!.discountCodes.some((d) => d.code === 'WELCOME10')],
  ['a gift card', (s) => s.getState().addGiftCard('GIFT-50-ABCD'), (s) => s.getState().cart!.appliedGiftCards.length === 1],
  ['a note', (s) => s.getState().setNote('Leave at door'), (s) => s.getState().cart!.note === 'Leave at door'],
];

describe('a change whose answer and the reads after it were garbled', () => {
  it.each(ACTIONS)('%s the shop applied: the cart is read again once the shop answers, and the page says so', async (_name, act, applied) => {
    const store = await storeWithTeeAndMug({ retry: { baseDelayMs: 20, maxDelayMs: 80, attempts: 3 } });
    garble(3); // the change (applied) and the two reads that try to check it
    const outcome = await act(store);
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'UNCONFIRMED' }] });
    expect(applied(store)).toBe(false); // shown as before: the page does not know
    // The shop answers again: without anything clicked, the drawer comes to show what the shop has, with a sentence.
    await vi.waitFor(() => expect(applied(store)).toBe(true), { timeout: 2000 });
    await store.idle();
    expect(store.getState().cart).toEqual(await shopCart(store));
    expect(store.getState().messages.map((m) => m.code)).toEqual(['CHECKED']);
    expect(store.getState().status).toBe('idle');
  });

  it('a change the shop did not apply is shown not applied once the cart is read, and never sent again by itself', async () => {
    const store = await storeWithTeeAndMug({ retry: { baseDelayMs: 20, maxDelayMs: 80, attempts: 3 } });
    let lost = 1;
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartNoteUpdate' || lost-- <= 0) return undefined;
        return HttpResponse.error(); // never reached the shop
      }),
    );
    let reads = 2; // the two reads that try to check it fail too
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        return body.operationName === 'Cart' && reads-- > 0 ? HttpResponse.error() : undefined;
      }),
    );
    await store.getState().setNote('Ring twice');
    await vi.waitFor(() => expect(store.getState().messages.map((m) => m.code)).toEqual(['CHECKED']), { timeout: 2000 });
    expect(store.getState().cart?.note ?? '').toBe('');
    expect(count('CartNoteUpdate')).toBe(0); // only the lost one, which msw did not record
  });

  // One attempt, and a first backoff read 2 s away: what reads before then is the recheck.
  const slow = { retry: { baseDelayMs: 1000, maxDelayMs: 60_000, attempts: 1 } };

  it('the `online` word (recheck) reads at once, long before the backoff would', async () => {
    const store = await storeWithTeeAndMug(slow);
    garble(1);
    await store.getState().removeLines([store.getState().cart!.lines[0]!.id]);
    expect(store.getState().messages[0]?.code).toBe('UNCONFIRMED');
    const reads = count('Cart');
    store.recheck();
    await store.idle();
    expect(count('Cart')).toBe(reads + 1);
    expect(store.getState().cart?.lines).toHaveLength(1);
    expect(store.getState().messages[0]?.code).toBe('CHECKED');
  });

  it('opening the drawer reads the cart when a change is in doubt, and only then', async () => {
    const store = await storeWithTeeAndMug(slow);
    store.getState().openDrawer();
    store.getState().closeDrawer();
    await store.idle();
    expect(count('Cart')).toBe(0); // nothing in doubt: nothing read
    garble(1);
    await store.getState().removeLines([store.getState().cart!.lines[0]!.id]);
    const reads = count('Cart');
    store.getState().toggleDrawer();
    await store.idle();
    expect(count('Cart')).toBe(reads + 1);
    expect(store.getState().cart?.lines).toHaveLength(1);
  });
});

describe('an add kept across a reload, its request still on its way', () => {
  /** The page before the reload: 1 tee confirmed, then a second add clicked whose request is on its way when the page goes. */
  async function reloadWhileAdding(storage: Storage, timeoutMs: number) {
    const before = makeStore(shop.client({ timeoutMs }), { storage, tabId: 'tab-1' });
    await before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    void before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await vi.waitFor(() => expect(count('CartLinesAdd')).toBe(1), { interval: 5 });
    before.destroy();
    return makeStore(shop.client({ timeoutMs }), { storage, tabId: 'tab-1', retry: { baseDelayMs: 100, maxDelayMs: 400 } });
  }

  it('an answer slower than 5 s is waited for up to the request time limit, read, and not sent again: 2 tees', async () => {
    shop.emulator.faults.add({ kind: 'delay', delayMs: 5600, match: 'graphql', operation: 'CartLinesAdd' });
    const after = await reloadWhileAdding(memoryStorage(), 9000);
    await after.getState().start();
    expect(after.getState().cart?.totalQuantity).toBe(2); // the kept add shown pending meanwhile
    await vi.waitFor(() => expect(after.getState().confirmedCart?.totalQuantity).toBe(2), { timeout: 8000, interval: 50 });
    await after.idle();
    expect((await shopCart(after)).totalQuantity).toBe(2);
    expect(count('CartLinesAdd')).toBe(1);
  }, 15_000);

  it('a clock that jumps an hour across the reload changes nothing: judged by reads, not sent again', async () => {
    shop.emulator.faults.add({ kind: 'delay', delayMs: 600, match: 'graphql', operation: 'CartLinesAdd' });
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const storage = memoryStorage();
    const after = await reloadWhileAdding(storage, 3000);
    vi.setSystemTime(Date.now() + 3_600_000);
    await after.getState().start();
    await vi.waitFor(() => expect(after.getState().confirmedCart?.totalQuantity).toBe(2), { timeout: 3000, interval: 50 });
    await after.idle();
    expect((await shopCart(after)).totalQuantity).toBe(2);
    expect(count('CartLinesAdd')).toBe(1);
  });

  it('one the shop never received is sent once its request time limit has passed, once', async () => {
    let lost = 1;
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartLinesAdd' || lost-- <= 0) return undefined;
        shop.sent.push({ operationName: 'CartLinesAdd', variables: {} });
        await delay(1500);
        return HttpResponse.error();
      }),
    );
    const after = await reloadWhileAdding(memoryStorage(), 800);
    await after.getState().start();
    await after.idle();
    expect(count('CartLinesAdd')).toBe(2);
    expect((await shopCart(after)).totalQuantity).toBe(2);
  });
});

describe('an add answered with more than it added', () => {
  /** The next `CartLinesAdd` runs twice at the shop (a browser re-sending the POST on a reused connection); the second answer comes back. */
  function runTwice() {
    let times = 1;
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartLinesAdd' || times-- <= 0) return undefined;
        shop.sent.push({ operationName: 'CartLinesAdd(twice)', variables: {} });
        await shop.emulator.execute(request.clone());
        return shop.emulator.execute(request);
      }),
    );
  }

  it('one click on a line the shop ran twice: set back to what was chosen, with one cartLinesUpdate and no read (the answer proves it)', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    shop.sent.length = 0;
    runTwice();
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]);
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartLinesAdd(twice)', 'CartLinesUpdate']);
    expect(quantityOf(store, VARIANTS.tee)).toBe(2);
    const held = await shopCart(store);
    expect(held.lines.map((l) => [l.merchandise.id, l.quantity])).toEqual([
      [VARIANTS.mug, 1],
      [VARIANTS.tee, 2],
    ]);
  });

  it('more from another tab (it said so) is the shop’s cart, left as it is', async () => {
    const listeners = new Set<(event: MessageEvent) => void>();
    const channel: CartChannel = {
      postMessage: () => {},
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    };
    const store = makeStore(shop.client(), { channel });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const id = store.getState().confirmedCart!.id;
    // Another tab adds a tee just before this one's add reaches the shop, and says so while it is on its way.
    let once = true;
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartLinesAdd' || !once) return undefined;
        once = false;
        const other = makeStore(shop.client(), { storage: memoryStorage() });
        await other.getState().refresh(id);
        await other.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
        listeners.forEach((listener) => listener(new MessageEvent('message', { data: `shop-embed:cart ${id}` })));
        return undefined;
      }),
    );
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await store.idle();
    expect(shop.operations()).not.toContain('CartLinesUpdate');
    expect(quantityOf(store, VARIANTS.tee)).toBe(3);
    expect((await shopCart(store)).totalQuantity).toBe(3);
  });

  it('more that another tab announced before the add left (not yet read here) is left alone too', async () => {
    const listeners = new Set<(event: MessageEvent) => void>();
    const channel: CartChannel = {
      postMessage: () => {},
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    };
    const store = makeStore(shop.client(), { channel, gatherMs: 50 });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const id = store.getState().confirmedCart!.id;
    const other = makeStore(shop.client(), { storage: memoryStorage() });
    await other.getState().refresh(id);
    await other.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    // This tab's add is queued first; the other tab's word arrives while it gathers: its read comes after the add.
    const adding = store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    listeners.forEach((listener) => listener(new MessageEvent('message', { data: `shop-embed:cart ${id}` })));
    await adding;
    await store.idle();
    expect(shop.operations()).not.toContain('CartLinesUpdate');
    expect((await shopCart(store)).totalQuantity).toBe(3);
    expect(quantityOf(store, VARIANTS.tee)).toBe(3);
  });
});

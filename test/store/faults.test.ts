import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore as makeAnyStore } from './helpers';

const shop = useEmulator();
const made: ReturnType<typeof makeAnyStore>[] = [];
/** A store destroyed after its test: a store left behind (one whose reads failed reads again later) would take the next test's faults. */
const makeStore: typeof makeAnyStore = (...args) => {
  const store = makeAnyStore(...args);
  made.push(store);
  return store;
};
afterEach(() => {
  for (const store of made.splice(0)) store.destroy();
});
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;

/** Fails the next `times` GraphQL requests with `respond`, then lets them through to the emulator. */
function failNext(times: number, respond: () => Response | Promise<Response>) {
  shop.use(
    http.post(GRAPHQL, async ({ request }) => {
      if (times <= 0) return undefined;
      times--;
      const body = (await request.clone().json()) as { operationName?: string };
      shop.sent.push({ operationName: `${body.operationName}(failed)`, variables: {} });
      return respond();
    }),
  );
}

describe('faults', () => {
  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a 500', () => HttpResponse.json({ errors: [{ message: 'Internal' }] }, { status: 500 })],
    ['a 429 with Retry-After', () => new HttpResponse('Throttled', { status: 429, headers: { 'Retry-After': '1' } })],
    ['a malformed body', () => new HttpResponse('{"data":{"cartCre', { headers: { 'Content-Type': 'application/json' } })],
  ])('an add that fails with %s stays pending, is retried, and lands once', async (_kind, respond) => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 150, maxDelayMs: 150 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    failNext(2, respond);
    const pending = store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    await expect.poll(() => store.getState().pendingLines[0]?.state).toBe('retrying');
    expect(store.getState().cart?.totalQuantity).toBe(3);
    const outcome = await pending;
    expect(outcome.ok).toBe(true);
    expect(store.getState().confirmedCart?.lines.find((line) => line.merchandise.id === VARIANTS.mug)?.quantity).toBe(2);
    expect(store.getState().pendingLines).toEqual([]);
    expect(store.getState().status).toBe('idle');
  });

  it('an add whose answer was lost after it reached the shop is not added twice', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    shop.sent.length = 0;
    shop.use(shop.loseAnswers(1));
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]);
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartLinesAdd', 'Cart']);
    expect(store.getState().confirmedCart?.lines[0]?.quantity).toBe(3);
  });

  it('replacing the lines is one request; when its answer is lost, the cart is read and shows it done, so nothing doubles', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 50, maxDelayMs: 50 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]);
    shop.sent.length = 0;
    await store.getState().replaceLines([{ merchandiseId: VARIANTS.mug }]);
    expect(shop.operations()).toEqual(['CartLinesReplace']);

    shop.sent.length = 0;
    shop.use(shop.loseAnswers(1)); // the replace reaches the shop; only its answer is lost
    const outcome = await store.getState().replaceLines([{ merchandiseId: VARIANTS.tee, quantity: 3 }]);
    expect(outcome.ok).toBe(true);
    expect(shop.operations()).toEqual(['CartLinesReplace', 'Cart']);
    const lines = store.getState().confirmedCart?.lines.map((line) => [line.merchandise.id, line.quantity]);
    expect(lines).toEqual([[VARIANTS.tee, 3]]);
  });

  it('a timeout is a transport failure like the others', async () => {
    const store = makeStore(shop.client({ timeoutMs: 30 }));
    failNext(1, async () => {
      await delay(200);
      return HttpResponse.json({});
    });
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect(outcome.ok).toBe(true);
    expect(store.getState().cart?.totalQuantity).toBe(1);
    expect(shop.operations()).toEqual(['CartCreate(failed)', 'CartCreate']);
  });

  it('the shopper can remove a line that is waiting to be retried; it stays removed whether or not the add had landed', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 200, maxDelayMs: 200 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    failNext(3, () => HttpResponse.error());
    const pending = store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await expect.poll(() => store.getState().pendingLines[0]?.state).toBe('retrying');
    const lineId = store.getState().pendingLines[0]!.lineId;
    const removed = store.getState().removeLines([lineId]);
    expect(store.getState().cart?.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.mug]);
    await Promise.all([pending, removed]);
    expect(store.getState().confirmedCart?.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.mug]);

    shop.use(shop.loseAnswers(1)); // this time the add reaches the shop and only its answer is lost
    const lost = store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await expect.poll(() => store.getState().pendingLines[0]?.state).toBe('retrying');
    await store.getState().removeLines([store.getState().pendingLines[0]!.lineId]);
    await lost;
    await store.idle();
    expect(store.getState().confirmedCart?.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.mug]);
  });

  it('checkout does not wait long for an add that keeps failing: it says the cart is not saved yet', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 60_000, maxDelayMs: 60_000, busyMs: 200 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    failNext(3, () => HttpResponse.error());
    void store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await expect.poll(() => store.getState().pendingLines[0]?.state).toBe('retrying');
    await expect(store.getState().checkout()).resolves.toMatchObject({ ok: false, errors: [{ code: 'PENDING_CHANGES' }] });
    store.destroy();
  });

  it('reads retry with backoff and the stored cart is kept when the shop stays unreachable', async () => {
    const storage = (await import('../support/emulator')).memoryStorage();
    const first = makeStore(shop.client(), { storage });
    await first.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const id = first.getState().cart!.id;

    failNext(2, () => HttpResponse.error());
    const recovered = makeStore(shop.client(), { storage });
    await recovered.getState().start();
    expect(recovered.getState().cart?.id).toBe(id);

    failNext(3, () => new HttpResponse(null, { status: 503 }));
    const down = makeStore(shop.client(), { storage });
    const outcome = await down.getState().start();
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'HTTP_503' }] });
    expect(down.getState().status).toBe('error');
    expect(storage.getItem('shop-embed:cart:demo.shop-embed.test')).toBe(id);
  });

  it('GraphQL errors on a non-repeatable change end in a clear error state, rolled back', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    failNext(1, () => HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }));
    const outcome = await store.getState().addDiscountCode('WELCOME10');
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'GRAPHQL' }] });
    expect(store.getState().status).toBe('error');
    expect(store.getState().cart?.discountCodes).toEqual([]);
    await store.getState().addDiscountCode('WELCOME10');
    expect(store.getState().status).toBe('idle');
    expect(store.getState().messages).toEqual([]);
  });

  it('an add still waiting when the page reloads is sent on the next start, once', async () => {
    const { memoryStorage } = await import('../support/emulator');
    const storage = memoryStorage();
    const before = makeStore(shop.client(), { storage, tabId: 'tab-1', retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 } });
    await before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    failNext(1, () => HttpResponse.error());
    void before.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    await expect.poll(() => before.getState().pendingLines[0]?.state).toBe('retrying');
    before.destroy(); // the page goes away while the add waits for its retry

    const other = makeStore(shop.client(), { storage, tabId: 'tab-2' }); // another tab open meanwhile takes nothing
    await other.getState().start();
    await other.idle();
    expect(other.getState().cart?.totalQuantity).toBe(1);

    const after = makeStore(shop.client(), { storage, tabId: 'tab-1' }); // the reloaded tab keeps its id
    await after.getState().start();
    await after.idle();
    expect(after.getState().confirmedCart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [VARIANTS.tee, 1],
      [VARIANTS.mug, 2],
    ]);

    const again = makeStore(shop.client(), { storage, tabId: 'tab-1' });
    await again.getState().start();
    await again.idle();
    expect(again.getState().cart?.totalQuantity).toBe(3);
  });

  it('an add whose answer was lost just before a reload is not sent again', async () => {
    const { memoryStorage } = await import('../support/emulator');
    const storage = memoryStorage();
    const before = makeStore(shop.client(), { storage, tabId: 'tab-1', retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 } });
    await before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    shop.use(shop.loseAnswers(1));
    void before.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]);
    await expect.poll(() => before.getState().pendingLines[0]?.state).toBe('retrying');
    before.destroy();

    const after = makeStore(shop.client(), { storage, tabId: 'tab-1' });
    await after.getState().start();
    await after.idle();
    expect(after.getState().cart?.lines.map((line) => line.quantity)).toEqual([3]);
  });
});

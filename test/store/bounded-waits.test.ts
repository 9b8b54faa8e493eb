// No control stays busy for long whatever the network does: a change still being tried answers "not saved yet" within
// `busyMs` (an add goes on until it lands, shown in the cart), Retry tries at once, checkout flushes first.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
vi.spyOn(console, 'warn').mockImplementation(() => {});

/** Every GraphQL request fails with `respond` until the returned function is called. */
function outage(respond: () => Response | Promise<Response>) {
  let on = true;
  shop.use(http.post(GRAPHQL, () => (on ? respond() : undefined)));
  return () => void (on = false);
}

const timed = async <T>(run: () => Promise<T>) => {
  const start = Date.now();
  const value = await run();
  return { value, ms: Date.now() - start };
};

describe('bounded waits', () => {
  it('an add during an outage answers "not saved yet" in time, stays in the cart as retrying, and lands once, later', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 100, maxDelayMs: 100, busyMs: 400 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const back = outage(() => HttpResponse.error());
    const { value, ms } = await timed(() => store.getState().addLines([{ merchandiseId: VARIANTS.mug }]));
    expect(ms).toBeLessThan(1000);
    expect(value).toMatchObject({ ok: false, errors: [{ code: 'ADD_PENDING' }] });
    expect(store.getState().pendingLines.map((line) => line.state)).toEqual(['retrying']);
    expect(quantityOf(store, VARIANTS.mug)).toBe(1);
    back();
    await store.idle();
    expect(store.getState().pendingLines).toEqual([]);
    expect(store.getState().confirmedCart!.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [VARIANTS.tee, 1],
      [VARIANTS.mug, 1],
    ]);
  });

  it('a change on a shop that never answers frees its control in time', async () => {
    const store = makeStore(shop.client({ timeoutMs: 60_000 }), { retry: { busyMs: 300 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const back = outage(() => delay('infinite').then(() => HttpResponse.json({})));
    const { value, ms } = await timed(() => store.getState().setNote('Wrap it'));
    expect(ms).toBeLessThan(800);
    expect(value).toMatchObject({ ok: false, errors: [{ code: 'SAVING' }] });
    back();
    store.destroy();
  });

  it('Retry tries a waiting add at once, not after its backoff', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 60_000, maxDelayMs: 60_000, busyMs: 60_000 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const back = outage(() => HttpResponse.error());
    const added = store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    await expect.poll(() => store.getState().pendingLines[0]?.state).toBe('retrying');
    back();
    const { ms } = await timed(async () => {
      await store.getState().refresh();
      await added;
    });
    expect(ms).toBeLessThan(2000);
    expect(quantityOf(store, VARIANTS.mug)).toBe(1);
  });

  it('checkout first saves what waits (at once), then goes', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 60_000, maxDelayMs: 60_000, busyMs: 2000 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const back = outage(() => HttpResponse.error());
    void store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    await expect.poll(() => store.getState().pendingLines[0]?.state).toBe('retrying');
    back();
    const outcome = await store.getState().checkout();
    expect(outcome).toMatchObject({ ok: true, url: expect.stringContaining('_fd=0') });
    expect(store.getState().confirmedCart!.totalQuantity).toBe(2);
  });

  it('checkout with changes that cannot be saved says so in time and gives no URL', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 100, maxDelayMs: 100, busyMs: 400 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    outage(() => HttpResponse.error());
    void store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    const { value, ms } = await timed(() => store.getState().checkout());
    expect(ms).toBeLessThan(1000);
    expect(value).toMatchObject({ ok: false, errors: [{ code: 'PENDING_CHANGES' }] });
    store.destroy();
  });
});

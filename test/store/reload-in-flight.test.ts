// A reload while an add's request is still on its way to the shop: the new page must not judge it from a read made
// before the shop has finished it (pending-adds.ts `inFlightLeft`), or the add counts twice.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memoryStorage, SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();
const adds = () => shop.operations().filter((name) => name === 'CartLinesAdd').length;

/** The page before the reload: 1 tee confirmed, then a second add clicked whose request is on its way when the page goes. */
async function reloadWhileAdding(storage: Storage) {
  const before = makeStore(shop.client(), { storage, tabId: 'tab-1' });
  await before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
  void before.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
  await expect.poll(adds, { interval: 5 }).toBe(1); // the request has left
  before.destroy(); // the unload: nothing of that page runs any more, but its request does
  return makeStore(shop.client(), { storage, tabId: 'tab-1', retry: { baseDelayMs: 5, maxDelayMs: 20, inFlightMs: 900 } });
}

describe('a reload while an add is on its way to the shop', () => {
  it('the add is judged from a read made after its request had time to finish: 2 tees, sent once', async () => {
    shop.emulator.faults.add({ kind: 'delay', delayMs: 600, match: 'graphql', operation: 'CartLinesAdd' });
    const after = await reloadWhileAdding(memoryStorage());
    await after.getState().start(); // this read comes before the shop has finished the old request: 1 tee
    // Meanwhile the kept add is shown pending, the cart busy.
    expect(after.getState().cart?.totalQuantity).toBe(2);
    expect(after.getState().status).toBe('updating');
    await after.idle();
    await delay(700); // the old request has surely finished at the shop
    const check = makeStore(shop.client(), { storage: memoryStorage() });
    await check.getState().refresh(after.getState().confirmedCart!.id);
    expect(check.getState().confirmedCart?.totalQuantity).toBe(2); // the shop's own count (3 when it was sent again)
    expect(adds()).toBe(1);
    expect(quantityOf(after, VARIANTS.tee)).toBe(2);
    expect(after.getState().confirmedCart?.totalQuantity).toBe(2);
  });

  it('an add whose request never reached the shop is sent once the window has passed, once', async () => {
    let lost = 1;
    shop.use(
      http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartLinesAdd' || lost-- <= 0) return undefined;
        shop.sent.push({ operationName: 'CartLinesAdd', variables: {} });
        await delay(2000); // lost on the way: the shop never sees it
        return HttpResponse.error();
      }),
    );
    const after = await reloadWhileAdding(memoryStorage());
    const started = Date.now();
    await after.getState().start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(adds()).toBe(1); // not sent again from the first read
    expect(after.getState().cart?.totalQuantity).toBe(2);
    await after.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(adds()).toBe(2); // sent once by the new page
    expect(after.getState().confirmedCart?.totalQuantity).toBe(2);
    expect(after.getState().status).toBe('idle');
  });
});

// Another tab's units on the same line are never taken for this tab's (issue 51, items 1 and 2): an add answered with more
// than it added is set back only when the answer proves the shop ran this very request twice (its own mark, read before
// this run set it), and an add whose answer was lost is judged by its own mark, not by the line's count.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { DEFAULT_ENDPOINT } from '../support/msw';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();
vi.spyOn(console, 'warn').mockImplementation(() => {});
type Store = ReturnType<typeof makeStore>;
const count = (name: string) => shop.operations().filter((op) => op === name).length;

/** A tab of its own (its own storage, no channel: it tells nobody) on the cart `id`. */
async function otherTab(id: string) {
  const tab = makeStore(shop.client(), { storage: memoryStorage() });
  await tab.getState().refresh(id);
  return tab;
}

/** What the shop holds of the store's cart, read as another device would. */
const atShop = async (store: Store) => (await otherTab(store.getState().confirmedCart!.id)).getState().cart!;

/** A tab with one tee in its cart. */
async function tabWithTee() {
  const store = makeStore(shop.client());
  await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
  shop.sent.length = 0;
  return store;
}

/** Runs `before` once, when the next `CartLinesAdd` reaches the shop (before the shop runs it). */
function onNextAdd(before: () => Promise<void>) {
  let once = true;
  shop.use(
    http.post(DEFAULT_ENDPOINT, async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName !== 'CartLinesAdd' || !once) return undefined;
      once = false;
      await before();
      return undefined;
    }),
  );
}

describe('an add answered with more than it added', () => {
  it('another tab’s add that landed just before, unheard (no BroadcastChannel), stays: one unit a click', async () => {
    const store = await tabWithTee();
    const other = await otherTab(store.getState().confirmedCart!.id);
    onNextAdd(async () => void (await other.getState().addLines([{ merchandiseId: VARIANTS.tee }])));
    expect((await store.getState().addLines([{ merchandiseId: VARIANTS.tee }])).ok).toBe(true);
    await store.idle();
    expect(count('CartLinesUpdate')).toBe(0);
    expect(quantityOf(store, VARIANTS.tee)).toBe(3);
    expect((await atShop(store)).totalQuantity).toBe(3);
  });

  it('a request the shop ran twice with another tab’s add between its runs: only the second run is taken back', async () => {
    const store = await tabWithTee();
    const other = await otherTab(store.getState().confirmedCart!.id);
    let once = true;
    shop.use(
      http.post(DEFAULT_ENDPOINT, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartLinesAdd' || !once) return undefined;
        once = false;
        shop.sent.push({ operationName: 'CartLinesAdd(twice)', variables: {} });
        await shop.emulator.execute(request.clone());
        return shop.emulator.execute(request);
      }),
    );
    // The other tab's add lands before this one's request runs (twice): its mark is then overwritten by this one's.
    await other.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    expect((await store.getState().addLines([{ merchandiseId: VARIANTS.tee }])).ok).toBe(true);
    await store.idle();
    expect(shop.operations()).toContain('CartLinesUpdate');
    expect(quantityOf(store, VARIANTS.tee)).toBe(3);
    expect((await atShop(store)).totalQuantity).toBe(3);
  });
});

describe('an add whose answer was lost (a 500) is judged by what its own request did', () => {
  /** The next `CartLinesAdd` is answered 500; `run`: the shop ran it first. Then `meanwhile` runs (another tab's add). */
  function fail500(run: boolean, meanwhile: () => Promise<void>) {
    let once = true;
    shop.use(
      http.post(DEFAULT_ENDPOINT, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartLinesAdd' || !once) return undefined;
        once = false;
        shop.sent.push({ operationName: 'CartLinesAdd(500)', variables: {} });
        if (run) await shop.emulator.execute(request);
        await meanwhile();
        return new HttpResponse('busy', { status: 500 });
      }),
    );
  }

  it('not run: another tab’s unit on the line does not count as it, and it is sent again (3 units for 3 clicks)', async () => {
    const store = await tabWithTee();
    const other = await otherTab(store.getState().confirmedCart!.id);
    fail500(false, async () => void (await other.getState().addLines([{ merchandiseId: VARIANTS.tee }])));
    expect((await store.getState().addLines([{ merchandiseId: VARIANTS.tee }])).ok).toBe(true);
    await store.idle();
    expect(count('CartLinesAdd')).toBe(2); // the other tab's, and this one's sent again once
    expect((await atShop(store)).totalQuantity).toBe(3);
    expect(quantityOf(store, VARIANTS.tee)).toBe(3);
  });

  it('run: its own mark says so, and it is not sent again (3 units for 3 clicks)', async () => {
    const store = await tabWithTee();
    const other = await otherTab(store.getState().confirmedCart!.id);
    fail500(true, async () => void (await other.getState().addLines([{ merchandiseId: VARIANTS.tee }])));
    expect((await store.getState().addLines([{ merchandiseId: VARIANTS.tee }])).ok).toBe(true);
    await store.idle();
    expect(count('CartLinesAdd')).toBe(1); // the other tab's only
    expect((await atShop(store)).totalQuantity).toBe(3);
    expect(quantityOf(store, VARIANTS.tee)).toBe(3);
  });
});

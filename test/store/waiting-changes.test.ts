import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
const failOnce = () => {
  let n = 1;
  shop.use(http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, () => (n-- > 0 ? HttpResponse.error() : undefined)));
};

describe('changes waiting to be sent: split, raced by another tab, taken off the store, cancelled by destroy()', () => {
  it('removing one line of a two-line add that is waiting to retry still sends the other line', async () => {
    const store = makeStore(shop.client(), { retry: { baseDelayMs: 150, maxDelayMs: 150 } });
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 3 }]);
    failOnce();
    const pending = store.getState().addLines([{ merchandiseId: VARIANTS.tee }, { merchandiseId: VARIANTS.mug }]);
    await expect.poll(() => store.getState().pendingLines[0]?.state).toBe('retrying');
    const teeLine = store.getState().cart!.lines.find((line) => line.merchandise.id === VARIANTS.tee)!;
    await Promise.all([pending, store.getState().removeLines([teeLine.id])]);
    await store.idle();
    expect(store.getState().confirmedCart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([[VARIANTS.mug, 4]]);
  });

  it('two tabs that both make a cart at the same moment end on one cart holding both lines', async () => {
    const storage = memoryStorage();
    const key = `race-${Math.random()}`;
    const channels = [new BroadcastChannel(key), new BroadcastChannel(key)] as const;
    const tabA = makeStore(shop.client(), { storage, shopKey: key, channel: channels[0] });
    const tabB = makeStore(shop.client(), { storage, shopKey: key, channel: channels[1] });
    await Promise.all([tabA.getState().addLines([{ merchandiseId: VARIANTS.tee }]), tabB.getState().addLines([{ merchandiseId: VARIANTS.mug }])]);
    const lines = (store: typeof tabA) =>
      store
        .getState()
        .confirmedCart?.lines.map((line) => line.merchandise.id)
        .sort();
    await vi.waitFor(() => {
      expect(tabA.getState().confirmedCart?.id).toBe(tabB.getState().confirmedCart?.id);
      expect(lines(tabA)).toEqual([VARIANTS.tee, VARIANTS.mug].sort());
      expect(lines(tabB)).toEqual([VARIANTS.tee, VARIANTS.mug].sort());
    });
    tabA.destroy();
    tabB.destroy();
    channels.forEach((channel) => channel.close());
  });

  it('an action taken off the store still works (setLineQuantity to 0 on a waiting line)', async () => {
    const store = makeStore(shop.client());
    const { addLines, setLineQuantity } = store.getState();
    const first = addLines([{ merchandiseId: VARIANTS.tee }]);
    void addLines([{ merchandiseId: VARIANTS.mug }]);
    const mug = store.getState().cart!.lines.find((line) => line.merchandise.id === VARIANTS.mug)!;
    await expect(setLineQuantity(mug.id, 0)).resolves.toMatchObject({ ok: true });
    await first;
    await store.idle();
    expect(store.getState().cart?.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.tee]);
  });

  it('after destroy() queued changes are cancelled and send nothing', async () => {
    const store = makeStore(shop.client(), { gatherMs: 1000 });
    const first = store.getState().addLines([{ merchandiseId: VARIANTS.tee }]); // sent at once
    const waiting = store.getState().addLines([{ merchandiseId: VARIANTS.mug }]); // waits for more adds (gatherMs)
    const note = store.getState().setNote('later');
    store.destroy();
    await first;
    await expect(waiting).resolves.toMatchObject({ ok: false, cancelled: true });
    await expect(note).resolves.toMatchObject({ ok: false, cancelled: true });
    expect(shop.operations()).toEqual(['CartCreate']);
  });
});

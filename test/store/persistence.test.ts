import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStorageKey, shopKeyFromDomain } from '../../src/store';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN } from '../support/msw';
import { makeStore } from './helpers';

const shop = useEmulator();
const KEY = cartStorageKey(shopKeyFromDomain(SHOP_DOMAIN));

afterEach(() => vi.restoreAllMocks());

describe('persistence', () => {
  it('keeps the cart id per shop and restores the cart on the next visit', async () => {
    const storage = memoryStorage();
    const first = makeStore(shop.client(), { storage });
    await first.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]);
    const cartId = first.getState().cart!.id;
    expect(storage.getItem(KEY)).toBe(cartId);
    expect(KEY).toBe('shop-embed:cart:demo.shop-embed.test');

    shop.sent.length = 0;
    const reload = makeStore(shop.client(), { storage });
    const started = reload.getState().start();
    expect(reload.getState().status).toBe('loading');
    await started;
    expect(reload.getState().cart).toMatchObject({ id: cartId, totalQuantity: 2 });
    expect(reload.getState().status).toBe('idle');
    expect(shop.operations()).toEqual(['Cart']);
  });

  it('a cart completed at checkout is forgotten quietly and the next add makes a fresh one', async () => {
    const storage = memoryStorage();
    const store = makeStore(shop.client(), { storage });
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const oldId = store.getState().cart!.id;
    const token = new URL(store.getState().cart!.checkoutUrl).pathname.split('/').pop()!;
    expect(shop.emulator.storefront.completeCheckout(token)).toBe(true);

    const next = makeStore(shop.client(), { storage });
    const outcome = await next.getState().start();
    expect(outcome.ok).toBe(true);
    expect(next.getState().cart).toBeNull();
    expect(next.getState().messages).toEqual([]);
    expect(next.getState().status).toBe('idle');
    expect(storage.getItem(KEY)).toBeNull();
    await next.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(next.getState().cart!.id).not.toBe(oldId);
    expect(next.getState().cart!.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.mug]);
  });

  it('an add to a cart completed in another tab goes to a fresh cart without an error', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    const token = new URL(store.getState().cart!.checkoutUrl).pathname.split('/').pop()!;
    shop.emulator.storefront.completeCheckout(token);
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(outcome.ok).toBe(true);
    expect(store.getState().cart!.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.mug]);
  });

  it('a storage that throws keeps the cart in memory and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing: Storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const store = makeStore(shop.client(), { storage: throwing });
    await store.getState().start();
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(store.getState().cart?.totalQuantity).toBe(2);
    expect(store.getState().persistent).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[shop-embed\] storage is not available .*kept on this page only: a reload starts a new cart$/);
  });
});

describe('across tabs', () => {
  it('two stores on one storage stay in sync and never fork the cart', async () => {
    const storage = memoryStorage();
    const shopKey = `sync-${Math.random()}`;
    const channels = [new BroadcastChannel(shopKey), new BroadcastChannel(shopKey)] as const;
    const tabA = makeStore(shop.client(), { storage, shopKey, channel: channels[0] });
    const tabB = makeStore(shop.client(), { storage, shopKey, channel: channels[1] });
    await Promise.all([tabA.getState().start(), tabB.getState().start()]);

    await tabA.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await vi.waitFor(() => expect(tabB.getState().cart?.id).toBe(tabA.getState().cart?.id));

    // B adds to A's cart rather than creating its own
    await tabB.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    await vi.waitFor(() => expect(tabA.getState().cart?.totalQuantity).toBe(3));
    expect(shop.operations().filter((name) => name === 'CartCreate')).toHaveLength(1);
    tabA.destroy();
    tabB.destroy();
    channels.forEach((channel) => channel.close());
  });

  it('a tab that has not heard of the other tab’s cart joins it on its first add', async () => {
    const storage = memoryStorage();
    const tabA = makeStore(shop.client(), { storage });
    const tabB = makeStore(shop.client(), { storage });
    await tabA.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    await tabB.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(tabB.getState().cart?.id).toBe(tabA.getState().cart?.id);
    expect(tabB.getState().cart?.totalQuantity).toBe(2);
    expect(shop.operations().filter((name) => name === 'CartCreate')).toHaveLength(1);
  });
});

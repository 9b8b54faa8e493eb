// A cart completed elsewhere (paid in another tab): the shopper is told once that a new cart starts, nothing says "That did
// not work", an add goes to the new cart, and two tabs end on one new cart.
import { describe, expect, it } from 'vitest';
import type { CartChannel } from '../../src/store';
import { memoryStorage, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore, quantityOf } from './helpers';

const shop = useEmulator();
type Store = ReturnType<typeof makeStore>;

async function paidElsewhere(store: Store, otherTab?: Store) {
  await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
  await otherTab?.getState().start();
  const token = new URL(store.getState().cart!.checkoutUrl).pathname.split('/').pop()!;
  expect(shop.emulator.storefront.completeCheckout(token)).toBe(true);
}

const lineId = (store: Store) => store.getState().cart!.lines[0]!.id;

describe('a cart completed in another tab', () => {
  it.each([
    ['a quantity change', (s: Store) => s.getState().setLineQuantity(lineId(s), 3)],
    ['a removal', (s: Store) => s.getState().removeLines([lineId(s)])],
    ['a note', (s: Store) => s.getState().setNote('Wrap it')],
    ['attributes', (s: Store) => s.getState().setAttributes([{ key: 'gift', value: 'yes' }])],
    ['an email', (s: Store) => s.getState().setEmail('ada@example.com')],
    ['a discount code', (s: Store) => s.getState().addDiscountCode('WELCOME10')],
    ['a gift card', (s: Store) => s.getState().addGiftCard('GIFT-50-ABCD')],
  ])('%s: the shopper is told once that a new cart starts, not that it failed', async (_name, change) => {
    const store = makeStore(shop.client());
    await paidElsewhere(store);
    const outcome = await change(store);
    expect(outcome).toMatchObject({ ok: true, warnings: [{ kind: 'warning', code: 'CART_COMPLETED' }] });
    expect(store.getState().messages.map((m) => m.code)).toEqual(['CART_COMPLETED']);
    expect(store.getState().cart).toBeNull();
    expect(store.getState().status).toBe('idle');
    // Said once: the next action (an add, to a new cart) says nothing more about it.
    const next = await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(next).toMatchObject({ ok: true, warnings: [] });
    expect(store.getState().cart!.lines.map((line) => line.merchandise.id)).toEqual([VARIANTS.mug]);
  });

  it('an add goes to a new cart, and says so once', async () => {
    const store = makeStore(shop.client());
    await paidElsewhere(store);
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.mug }]);
    expect(outcome).toMatchObject({ ok: true, warnings: [{ code: 'CART_COMPLETED' }] });
    expect(store.getState().cart!.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([[VARIANTS.mug, 1]]);
  });

  it('two open tabs converge on one new cart: the second never forgets the cart the first made', async () => {
    const storage = memoryStorage();
    const a = makeStore(shop.client(), { storage, tabId: 'a' });
    const b = makeStore(shop.client(), { storage, tabId: 'b' });
    await paidElsewhere(a, b);
    expect(b.getState().cart?.id).toBe(a.getState().cart?.id);
    await a.getState().addLines([{ merchandiseId: VARIANTS.mug }]); // makes the new cart (tab b has not heard yet)
    await b.getState().addLines([{ merchandiseId: VARIANTS.pins }]);
    expect(b.getState().cart!.id).toBe(a.getState().cart!.id);
    expect(storage.getItem('shop-embed:cart:demo.shop-embed.test')).toBe(a.getState().cart!.id);
    await a.getState().refresh();
    expect(quantityOf(a, VARIANTS.mug)).toBe(1);
    expect(quantityOf(a, VARIANTS.pins)).toBe(1);
  });

  it('a tab that hears the cart was completed while showing it tells the shopper once', async () => {
    // Like BroadcastChannel: a message reaches the other tabs, not the one that posted it.
    const ports = new Map<CartChannel, (event: MessageEvent) => void>();
    const port = (): CartChannel => {
      const self: CartChannel = {
        postMessage: (data) => ports.forEach((listener, other) => other !== self && listener({ data } as MessageEvent)),
        addEventListener: (_type, listener) => ports.set(self, listener),
        removeEventListener: () => ports.delete(self),
      };
      return self;
    };
    const storage = memoryStorage();
    const a = makeStore(shop.client(), { storage, tabId: 'a', channel: port() });
    const b = makeStore(shop.client(), { storage, tabId: 'b', channel: port() });
    await paidElsewhere(a, b);
    await a.getState().start(); // back from checkout: the cart is gone, forgotten, and the other tab hears of it
    await b.idle();
    expect(b.getState().cart).toBeNull();
    expect(b.getState().messages.map((m) => m.code)).toEqual(['CART_COMPLETED']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createCartIntents, type CartMessage } from '../../src/store';
import { useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';
import type { EarlyCall } from '../../src/store/early-calls';
import { checkArguments } from '../../src/scripts/cart/cart-checks';

const shop = useEmulator();

const UNAVAILABLE: CartMessage = {
  kind: 'error',
  code: 'CART_UNAVAILABLE',
  message: 'could not load shop-embed.cart.min.js',
  field: null,
  target: null,
  operation: 'fetch',
};

describe('the first script’s cart, before the cart chunk arrives', () => {
  it('counts adds at once, then lands them in order as one cart when the real store arrives', async () => {
    const request = vi.fn();
    const intents = createCartIntents(request);
    const adds = [
      intents.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]),
      intents.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]),
      intents.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]),
    ];
    expect(request).toHaveBeenCalled();
    expect(intents.getState()).toMatchObject({ queuedQuantity: 4, status: 'updating', cart: null });
    expect(shop.operations()).toEqual([]);

    const real = makeStore(shop.client());
    intents.attach(real);
    const outcomes = await Promise.all(adds);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(shop.operations()).toEqual(['CartCreate']);
    const lines = intents.getState().cart!.lines.map((line) => [line.merchandise.id, line.quantity]);
    expect(lines).toEqual([
      [VARIANTS.mug, 2],
      [VARIANTS.tee, 2],
    ]);
    expect(intents.getState()).toMatchObject({ queuedQuantity: 0, status: 'idle' });
    expect(intents.getState().cart).toBe(real.getState().cart);
  });

  it('after the real store arrived, mirrors it and hands every action straight to it', async () => {
    const intents = createCartIntents(vi.fn());
    const real = makeStore(shop.client());
    intents.attach(real);
    await intents.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    intents.getState().openDrawer();
    expect(real.getState().drawerOpen).toBe(true);
    expect(intents.getState()).toMatchObject({ drawerOpen: true, cart: { totalQuantity: 1 } });
  });

  it('a toggle click before the chunk opens the drawer once it is there', async () => {
    const intents = createCartIntents(vi.fn());
    const toggled = intents.getState().toggleDrawer();
    expect(intents.getState()).toMatchObject({ drawerOpen: false, status: 'updating' });
    intents.attach(makeStore(shop.client()));
    await toggled;
    expect(intents.getState().drawerOpen).toBe(true);
  });

  it('a chunk that cannot be loaded refuses the kept adds with a sentence, and the next add asks again', async () => {
    const request = vi.fn();
    const intents = createCartIntents(request);
    const add = intents.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 3 }]);
    expect(intents.fail(UNAVAILABLE)).toBe(true);
    expect(await add).toEqual({ ok: false, cart: null, errors: [UNAVAILABLE] });
    expect(intents.getState()).toMatchObject({ queuedQuantity: 0, status: 'error', messages: [UNAVAILABLE] });
    expect(intents.fail(UNAVAILABLE)).toBe(false); // nothing left to refuse

    const again = intents.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    expect(request).toHaveBeenCalledTimes(2);
    expect(intents.getState()).toMatchObject({ queuedQuantity: 1, messages: [] });
    intents.attach(makeStore(shop.client()));
    expect(await again).toMatchObject({ ok: true, cart: { totalQuantity: 1 } });
  });

  it('keeps its calls in the queue it is given (the first paint’s), counting the adds already there, and the store takes it over as one request', async () => {
    const calls: EarlyCall[] = [];
    // An add clicked on a painted card before the components came: the stand-in kept it in this queue.
    const painted = new Promise((settle, fail) =>
      calls.push({ path: ['cart', 'addLines'], args: [[{ merchandiseId: VARIANTS.mug, quantity: 2 }]], settle, fail }),
    );
    const intents = createCartIntents(vi.fn(), calls);
    expect(intents.getState()).toMatchObject({ queuedQuantity: 2, status: 'updating' });
    const later = intents.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    expect(calls.map((call) => call.path.join('.'))).toEqual(['cart.addLines', 'cart.addLines']);
    expect(intents.getState().queuedQuantity).toBe(3);

    intents.attach(makeStore(shop.client()));
    expect(calls).toEqual([]);
    const outcomes = (await Promise.all([painted, later])) as Array<{ ok: boolean }>;
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    expect(shop.operations()).toEqual(['CartCreate']);
    expect(intents.getState().cart!.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [VARIANTS.mug, 2],
      [VARIANTS.tee, 1],
    ]);
  });

  it('a kept add the page’s store refuses (cart-checks.ts) rejects alone; the adds around it still land as one request', async () => {
    const intents = createCartIntents(vi.fn());
    const real = makeStore(shop.client());
    checkArguments(real);
    const first = intents.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    const refused = intents.getState().addLines('mug' as never);
    const last = intents.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    intents.attach(real);
    await expect(refused).rejects.toThrow(TypeError);
    expect(await first).toMatchObject({ ok: true, cart: { totalQuantity: 2 } });
    expect(await last).toMatchObject({ ok: true, cart: { totalQuantity: 2 } });
    expect(shop.operations()).toEqual(['CartCreate']);
  });
});

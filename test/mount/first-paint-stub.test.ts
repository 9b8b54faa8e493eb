// @vitest-environment happy-dom
// The first script's `window.ShopEmbed` until the components come: every documented call is kept, in order, and replayed
// on the real embed; what a call returns reaches the page through the promise (or the unsubscribe) it was given.
import { describe, expect, it, vi } from 'vitest';
import type { PaintHandoff } from '../../src/mount/first-paint/handoff';
import { createStub } from '../../src/mount/first-paint/stub';
import { replay } from '../../src/mount/first-paint/take-over';

const handoff = (): PaintHandoff => ({ calls: [], reads: {}, hosts: new Map(), script: null, integrity: {} });

/** A stand-in for the real embed that records what it is asked. */
function fakeEmbed() {
  const log: string[] = [];
  const off = vi.fn();
  const embed = {
    init: (options: unknown) => (log.push(`init ${JSON.stringify(options)}`), embed),
    mount: (_el: unknown, name: string) => (log.push(`mount ${name}`), true),
    on: (event: string) => (log.push(`on ${event}`), off),
    scan: () => void log.push('scan'),
    goToCheckout: () => (log.push('goToCheckout'), Promise.resolve({ ok: true, navigated: true })),
    cart: {
      addLines: (lines: unknown[]) => (log.push(`addLines ${lines.length}`), Promise.resolve({ ok: true })),
      setNote: () => {
        throw new TypeError('setNote(note: string)');
      },
    },
  };
  return { embed, log, off };
}

describe('the first script’s ShopEmbed', () => {
  it('keeps init, on, mount, scan and cart calls in order and replays them on the real embed', async () => {
    const paint = handoff();
    const stub = createStub(paint, '1.2.3') as unknown as ReturnType<typeof fakeEmbed>['embed'] & { version: string; initialized: boolean };
    expect(stub.version).toBe('1.2.3');
    expect(stub.initialized).toBe(false);
    expect(stub.init({ strings: { addToCart: 'Buy' } })).toBe(stub);
    const heard = stub.on('cart:change');
    expect(typeof heard).toBe('function');
    expect(stub.mount(document.createElement('div'), 'product')).toBe(true);
    stub.scan();
    const added = stub.cart.addLines([{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }]);
    const checkout = stub.goToCheckout();
    expect(paint.calls.map((call) => call.path.join('.'))).toEqual(['init', 'on', 'mount', 'scan', 'cart.addLines', 'goToCheckout']);

    const { embed, log, off } = fakeEmbed();
    replay(paint.calls, embed);
    expect(log).toEqual(['init {"strings":{"addToCart":"Buy"}}', 'on cart:change', 'mount product', 'scan', 'addLines 1', 'goToCheckout']);
    expect(paint.calls).toEqual([]);
    await expect(added).resolves.toEqual({ ok: true });
    await expect(checkout).resolves.toEqual({ ok: true, navigated: true });
    // The unsubscribe given before the components came now unsubscribes from the real embed.
    (heard as () => void)();
    expect(off).toHaveBeenCalledOnce();
  });

  it('a listener removed before the components came is never added', () => {
    const paint = handoff();
    const stub = createStub(paint, '1') as unknown as { on: (event: string) => () => void };
    stub.on('ready')();
    const { embed, log } = fakeEmbed();
    replay(paint.calls, embed);
    expect(log).toEqual([]);
  });

  it('a cart call the real embed refuses rejects its promise, and the rest still run', async () => {
    const paint = handoff();
    const stub = createStub(paint, '1') as unknown as {
      cart: { setNote: (n: unknown) => Promise<unknown>; addLines: (l: unknown[]) => Promise<unknown> };
    };
    const note = stub.cart.setNote(42);
    const added = stub.cart.addLines([]);
    const { embed, log } = fakeEmbed();
    replay(paint.calls, embed);
    await expect(note).rejects.toThrow('setNote(note: string)');
    await expect(added).resolves.toEqual({ ok: true });
    expect(log).toEqual(['addLines 0']);
  });

  it('a page that kept the stand-in (`const shop = ShopEmbed`) reaches the real embed once the components came', async () => {
    const paint = handoff();
    const kept = createStub(paint, '1') as unknown as ReturnType<typeof fakeEmbed>['embed'] & {
      initialized: boolean;
      cart: { state: unknown };
    };
    expect(kept.cart.state).toBeNull();
    const { embed, log, off } = fakeEmbed();
    Object.assign(embed, { initialized: true });
    Object.assign(embed.cart, { state: { status: 'idle' } });
    paint.embed = embed;
    replay(paint.calls, embed);

    expect(kept.initialized).toBe(true);
    expect(kept.cart.state).toEqual({ status: 'idle' });
    await expect(kept.cart.addLines([{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }])).resolves.toEqual({ ok: true });
    expect(kept.init({ strings: {} })).toBe(embed);
    kept.on('cart:change')();
    expect(off).toHaveBeenCalledOnce();
    expect(log).toEqual(['addLines 1', 'init {"strings":{}}', 'on cart:change']);
    expect(paint.calls).toEqual([]);
  });
});

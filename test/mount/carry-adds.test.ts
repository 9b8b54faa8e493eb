// @vitest-environment happy-dom
// The adds in the queue in front of the cart move to the tab's sessionStorage as the page goes away and come back into
// the queue of the tab's next page, or of this page shown again from the back/forward cache: one owner at a time, so each
// add is sent once (the page's behaviour in Chromium: test/e2e/early-adds.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carryAdds } from '../../src/mount/first-paint/carry-adds';
import type { PaintHandoff } from '../../src/mount/first-paint/handoff';
import { createStub } from '../../src/mount/first-paint/stub';
import { keptQuantity } from '../../src/store/early-calls';

const TEE = { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2 };
const MUG = { merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1 };

interface Page {
  paint: PaintHandoff;
  cart: { addLines(lines: unknown[]): Promise<unknown>; setNote(note: string): Promise<unknown> };
  init(options: object): unknown;
  /** Its listeners, called as the browser would (each page has its own window in a browser; here they share one). */
  hide(): void;
  show(): void;
}

/** A page's first script: its stand-in `ShopEmbed`, and the adds carried, taken as the page is parsed. */
function openPage(): Page {
  const paint: PaintHandoff = { calls: [], reads: {}, hosts: new Map(), script: null, integrity: {} };
  const stub = createStub(paint, '1') as unknown as Pick<Page, 'cart' | 'init'>;
  const listeners: Record<string, () => void> = {};
  const listen = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => (listeners[type] = listener as () => void));
  carryAdds(paint, stub.cart.addLines as (...args: unknown[]) => unknown)();
  listen.mockRestore();
  return { paint, ...stub, hide: () => listeners.pagehide!(), show: () => listeners.pageshow!() };
}

const lines = (page: Page) => page.paint.calls.map((call) => `${call.path.join('.')} ${JSON.stringify(call.args)}`);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('adds carried across the pages of a tab', () => {
  it('the adds kept as a page goes away are in the next page’s queue, once', async () => {
    const before = openPage();
    before.init({ strings: {} });
    const added = before.cart.addLines([TEE]);
    void before.cart.addLines([MUG]);
    void before.cart.setNote('gift');
    before.hide();
    // The page before keeps what is not an add; its adds' callers are told nothing happened there.
    expect(lines(before)).toEqual(['init [{"strings":{}}]', 'cart.setNote ["gift"]']);
    await expect(added).resolves.toEqual({ ok: false, cart: null, errors: [], cancelled: true });

    const next = openPage();
    expect(lines(next)).toEqual([`cart.addLines [[${JSON.stringify(TEE)}]]`, `cart.addLines [[${JSON.stringify(MUG)}]]`]);
    expect(keptQuantity(next.paint.calls)).toBe(3); // what its toggle counts
    expect(sessionStorage.length).toBe(0);
    next.show(); // its first `pageshow`: nothing more to take
    expect(keptQuantity(next.paint.calls)).toBe(3);
  });

  it('a page with Prototype.js-era Array.prototype.toJSON carries its adds whole', () => {
    const toJSON = function (this: unknown[]) {
      return JSON.stringify([...this]);
    };
    Object.defineProperty(Array.prototype, 'toJSON', { value: toJSON, configurable: true, writable: true });
    try {
      const before = openPage();
      void before.cart.addLines([TEE]);
      before.hide();
      const next = openPage();
      expect(keptQuantity(next.paint.calls)).toBe(2);
    } finally {
      delete (Array.prototype as { toJSON?: unknown }).toJSON;
    }
  });

  it('a page with no add kept leaves nothing behind', () => {
    const page = openPage();
    void page.cart.setNote('gift');
    page.hide();
    expect(sessionStorage.length).toBe(0);
    expect(keptQuantity(openPage().paint.calls)).toBe(0);
  });

  it('a page shown again from the back/forward cache takes its adds back, unless a later page of the tab took them', () => {
    const page = openPage();
    void page.cart.addLines([TEE]);
    page.hide();
    page.show();
    expect(keptQuantity(page.paint.calls)).toBe(2);

    page.hide();
    const later = openPage(); // a link followed: that page sends them
    page.show(); // back
    expect(keptQuantity(later.paint.calls)).toBe(2);
    expect(keptQuantity(page.paint.calls)).toBe(0);
  });

  it('where sessionStorage throws, the adds stay the page’s own', () => {
    const page = openPage();
    void page.cart.addLines([TEE]);
    // Storage blocked: merely touching it throws.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    page.hide();
    expect(keptQuantity(page.paint.calls)).toBe(2);
  });
});

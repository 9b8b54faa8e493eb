// @vitest-environment happy-dom
// The first paint's one storefront request leaves in the task that found the hosts, before the browser may draw the page
// (on a page of fifty hosts that drawing took 30-60 ms in Chromium, and a timer-scheduled request waited for it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaintHandoff } from '../../src/mount/first-paint/handoff';
import { startFirstPaint } from '../../src/scripts/first-script/start';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the first paint’s storefront request', () => {
  it('leaves before any timer runs, with every card, grid and the shop’s settings in it, before the cart toggle is drawn', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const toggleDrawn: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push(String(init.body));
        toggleDrawn.push(!!document.querySelector('[data-shop-cart-toggle]')!.shadowRoot);
        return new Promise(() => {});
      }),
    );
    document.body.innerHTML =
      '<div data-shop-cart-toggle></div><div data-shop-product="tee"></div><div data-shop-product="mug"></div><div data-shop-collection="coffee"></div>';
    const script = document.createElement('script');
    script.setAttribute('data-shop-domain', 'shop.test');
    script.setAttribute('data-shop-token', 'token');
    const handoff: PaintHandoff = { calls: [], reads: {}, hosts: new Map(), script, integrity: {} };
    const components = vi.fn(() => new Promise(() => {}));

    startFirstPaint(handoff, components);
    // Only the microtasks of this task: no timer, no frame.
    for (let i = 0; i < 5; i++) await Promise.resolve();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('tee');
    expect(sent[0]).toContain('mug');
    expect(sent[0]).toContain('coffee');
    expect(sent[0]).toMatch(/\bshop\s*\{/);
    expect(components).not.toHaveBeenCalled();
    // What needs no answer is drawn after the request has left, in the same task: the cart toggle (0 in its count).
    expect(toggleDrawn).toEqual([false]);
    expect(document.querySelector('[data-shop-cart-toggle]')!.shadowRoot?.textContent).toContain('0');
  });
});

// Many clicks, long pages and long visits in Chromium: the requests a burst of adds makes (the first at once, the rest
// together), a 200-card page read in one storefront request, a thousand add/remove cycles that leave the heap where it
// was, and widgets unmounted again and again that leave no listener or observer behind.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { takenOver, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

/** Handles of the demo shop that a shopper can add (one variant chosen by default). */
const HANDLES = ['classic-cotton-tee', 'stoneware-mug', 'enamel-pin-set', 'linen-napkins', 'oak-cutting-board', 'espresso-roast'];

const page = (cards: string[], head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cards</title>${head}
<link rel="stylesheet" href="/dist/shop-embed.css">
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
</head><body><header><div data-shop-cart-toggle></div></header><ul>
${cards.map((handle) => `<li><div data-shop-product="${handle}"></div></li>`).join('\n')}
</ul></body></html>`;

/**
 * The cards drawn, taken over by the components, and the cart chunk loaded (asked for as the pointer reaches a card, as a
 * shopper's does): adds go straight to the store.
 */
async function ready(p: Page) {
  await waitForWidgets(p);
  await expect.poll(() => takenOver(p)).toBe(true);
  await p.locator('[data-shop-product]').first().hover();
  await p.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/shop-embed.cart.min.js')));
  await p.waitForLoadState('networkidle');
  await p.waitForFunction(() => (window as unknown as { ShopEmbed: { cart: { state?: unknown } } }).ShopEmbed.cart.state !== undefined);
}

/** Clicks the Add button of each card in `cards` (indexes), `gapMs` apart, inside the page (no round trip between clicks). */
const clickAdds = (p: Page, cards: number[], gapMs: number) =>
  p.evaluate(
    ({ cards, gapMs }) =>
      new Promise<void>((resolve) => {
        // Each card's button as it is before the first click (it says "Adding…" while its add is on its way).
        const buttons = [...document.querySelectorAll('[data-shop-product]')].map((host) =>
          [...host.shadowRoot!.querySelectorAll('button')].find((b) => /add to cart/i.test(b.textContent ?? '')),
        );
        cards.forEach((index, i) =>
          setTimeout(() => {
            buttons[index]!.click();
            if (i === cards.length - 1) resolve();
          }, i * gapMs),
        );
      }),
    { cards, gapMs },
  );

const toggleCount = (p: Page) => p.locator('[data-shop-cart-toggle]').getByRole('button').first().textContent();

/** The quantity of each line of the cart the shop confirmed to the page (none before its first answer). */
const confirmedLines = (p: Page) =>
  p.evaluate(() =>
    (
      window as unknown as { ShopEmbed: { cart: { state: { confirmedCart: { lines: Array<{ quantity: number }> } | null } } } }
    ).ShopEmbed.cart.state.confirmedCart?.lines.map((line) => line.quantity),
  );

describe('bursts of adds', () => {
  it('five cards added within 100 ms make at most two requests, and all five land', async () => {
    await shop.reset();
    const { page: p, problems, context } = await shop.open('/examples/fifty.html', { html: page(HANDLES.slice(0, 5)) });
    await ready(p);
    await shop.reset();
    // The first request takes 300 ms at the shop, as a real cartCreate may: the other four clicks come while it is on
    // its way (the emulator on loopback answers in ~60 ms, inside the burst, and a loaded machine spreads the clicks).
    await shop.faults([{ kind: 'delay', delayMs: 300, match: 'graphql', operation: 'CartCreate' }]);
    await clickAdds(p, [0, 1, 2, 3, 4], 20);
    await expect.poll(() => toggleCount(p)).toMatch(/\b5\b/);
    await expect.poll(() => confirmedLines(p), { timeout: 10_000 }).toEqual([1, 1, 1, 1, 1]);
    await p.waitForTimeout(300); // any request still to come
    const { operations } = await shop.requests();
    const carts = Object.entries(operations).filter(([name]) => name.startsWith('Cart'));
    expect(carts.reduce((sum, [, n]) => sum + n, 0)).toBeLessThanOrEqual(2);
    expect(operations.CartCreate).toBe(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('ten quick clicks on one card of an empty cart make one cart holding ten', async () => {
    await shop.reset();
    const { page: p, problems, context } = await shop.open('/examples/fifty.html', { html: page(HANDLES.slice(0, 1)) });
    await ready(p);
    await shop.reset();
    await clickAdds(
      p,
      Array.from({ length: 10 }, () => 0),
      15,
    );
    await expect.poll(() => toggleCount(p)).toMatch(/\b10\b/);
    await expect.poll(() => confirmedLines(p), { timeout: 10_000 }).toEqual([10]);
    await p.waitForTimeout(300); // any request still to come
    const { operations } = await shop.requests();
    expect(operations.CartCreate).toBe(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

describe('long pages', () => {
  it('a page of 200 cards, every one a different handle, asks the storefront once', async () => {
    await shop.reset();
    // The demo shop's products first, then handles it does not have (each such card says the product is unavailable).
    const handles = [...HANDLES, ...Array.from({ length: 200 - HANDLES.length }, (_, i) => `no-such-product-${i}`)];
    const { page: p, context } = await shop.open('/examples/fifty.html', { html: page(handles) });
    await waitForWidgets(p);
    await expect.poll(() => takenOver(p)).toBe(true);
    await p.waitForLoadState('networkidle');
    expect(await p.locator('[data-shop-product]').count()).toBe(200);
    // Every storefront request the page made (the emulator counts each GraphQL operation): the one read.
    expect((await shop.requests()).operations).toEqual({ CatalogReads: 1 });
    // The cards the shop has are priced; the others say so.
    const text = (handle: string) => p.evaluate((h) => document.querySelector(`[data-shop-product="${h}"]`)!.shadowRoot!.textContent, handle);
    expect(await text('stoneware-mug')).toMatch(/\$\d/);
    expect(await text('no-such-product-0')).not.toMatch(/\$\d/);
    await context.close();
  });
});

describe('long visits', () => {
  it('1,000 add/remove cycles leave the JS heap within 10% of where it was', { timeout: 600_000 }, async () => {
    await shop.reset();
    const { page: p, problems, context } = await shop.open('/examples/fifty.html', { html: page(HANDLES) });
    await ready(p);
    const cdp = await context.newCDPSession(p);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    };
    const cycles = (n: number) =>
      p.evaluate(async (n) => {
        type Cart = {
          addLines(lines: unknown[]): Promise<{ ok: boolean }>;
          removeLines(ids: string[]): Promise<{ ok: boolean }>;
          state: { cart: { lines: Array<{ id: string }> } | null };
        };
        const cart = (window as unknown as { ShopEmbed: { cart: Cart } }).ShopEmbed.cart;
        const merchandiseId = 'gid://shopify/ProductVariant/1008001';
        for (let i = 0; i < n; i++) {
          if (!(await cart.addLines([{ merchandiseId, quantity: 1 }])).ok) throw new Error(`add ${i} failed`);
          const ids = cart.state.cart!.lines.map((line) => line.id);
          if (!(await cart.removeLines(ids)).ok) throw new Error(`remove ${i} failed`);
        }
        return cart.state.cart?.lines.length ?? 0;
      }, n);
    // Warmed up first, then measured: the code the first cycles compile, and the browser's resource timing buffer (250
    // entries, two a cycle) full, are the browser's and are not counted.
    expect(await cycles(150)).toBe(0);
    const before = await heap();
    expect(await cycles(1000)).toBe(0);
    const after = await heap();
    console.log(`JS heap: ${before} B before, ${after} B after 1,000 add/remove cycles (${((after / before - 1) * 100).toFixed(1)}%)`);
    expect(after).toBeLessThanOrEqual(before * 1.1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('unmounting every widget frees its listeners and observers: ten mount/unmount rounds leave none more behind', async () => {
    await shop.reset();
    // Counts what is live: event listeners (by target, type, listener and capture) and nodes observed by an
    // IntersectionObserver, MutationObserver or ResizeObserver. A listener on a node that left the document is not
    // counted (it goes with the node); an observer still watching one is (it keeps the node alive).
    const head = `<script>
      (() => {
        const listeners = new Map();
        const key = (type, options) => type + ':' + !!(typeof options === 'boolean' ? options : options && options.capture);
        const add = EventTarget.prototype.addEventListener;
        const remove = EventTarget.prototype.removeEventListener;
        EventTarget.prototype.addEventListener = function (type, listener, options) {
          if (listener) {
            let of = listeners.get(this);
            if (!of) listeners.set(this, (of = new Set()));
            of.add(key(type, options) + '#' + (listener.__id ??= Math.random()));
          }
          return add.call(this, type, listener, options);
        };
        EventTarget.prototype.removeEventListener = function (type, listener, options) {
          if (listener) listeners.get(this)?.delete(key(type, options) + '#' + listener.__id);
          return remove.call(this, type, listener, options);
        };
        const observed = new Map();
        for (const name of ['IntersectionObserver', 'MutationObserver', 'ResizeObserver']) {
          const Original = window[name];
          window[name] = class extends Original {
            constructor(...args) { super(...args); observed.set(this, new Set()); }
            observe(target, ...rest) { observed.get(this).add(target); return super.observe(target, ...rest); }
            unobserve(target) { observed.get(this).delete(target); return super.unobserve(target); }
            disconnect() { observed.get(this).clear(); return super.disconnect(); }
          };
        }
        window.__live = () => {
          let live = 0;
          for (const [target, set] of listeners) {
            if (target instanceof Node && !target.isConnected && !(target instanceof Document)) continue;
            live += set.size;
          }
          let watching = 0;
          let detached = 0;
          for (const targets of observed.values()) {
            watching += targets.size;
            for (const target of targets) if (!target.isConnected) detached++;
          }
          return { live, watching, detached };
        };
      })();
    </script>`;
    const { page: p, problems, context } = await shop.open('/examples/fifty.html', { html: page(HANDLES, head) });
    await ready(p);
    type Live = { live: number; watching: number; detached: number };
    const round = () =>
      p.evaluate(async () => {
        const embed = (window as unknown as { ShopEmbed: { mount(el: Element, name: string, props: object): unknown; unmount(el: Element): void } })
          .ShopEmbed;
        const hosts = [...document.querySelectorAll('[data-shop-product]')];
        const handles = hosts.map((host) => host.getAttribute('data-shop-product')!);
        const toggle = document.querySelector('[data-shop-cart-toggle]')!;
        hosts.forEach((host) => embed.unmount(host));
        embed.unmount(toggle);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const unmounted = (window as unknown as { __live(): Live }).__live();
        hosts.forEach((host, i) => embed.mount(host, 'product', { handle: handles[i] }));
        embed.mount(toggle, 'cart-toggle', {});
        await new Promise((resolve) => setTimeout(resolve, 50));
        return unmounted;
      });
    const first = await round();
    await waitForWidgets(p);
    for (let i = 0; i < 8; i++) await round();
    await waitForWidgets(p);
    const last = await round();
    console.log(`after unmounting every widget: round 1 ${JSON.stringify(first)}, round 10 ${JSON.stringify(last)}`);
    expect(last).toEqual(first);
    expect(last.detached).toBe(0);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

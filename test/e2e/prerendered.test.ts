// The page `shop-embed render` wrote (examples/prerendered.html, built by `npm run build` from prerendered.src.html): what a
// crawler and a shopper without JavaScript get in the first response, and, with JavaScript, the first script adopting the
// server's cards: no storefront request for them, nothing moved or redrawn, the add working, its strict CSP unviolated.
import { describe, expect, it } from 'vitest';
import { cspViolations, holdComponents, layoutShift, recordShifts, screenshot, takenOver, useBrowser } from './browser';

const shop = useBrowser();
const HANDLES = ['waxed-canvas-tote', 'classic-cotton-tee', 'merino-crew-sweater', 'stoneware-mug'];

describe('a page with its cards rendered on the server', () => {
  it('its first response holds each card’s name, price and Product JSON-LD', async () => {
    const html = await (await fetch(`${shop.url}/examples/prerendered.html`)).text();
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).toMatch(/Stoneware Mug/);
    expect(html).toMatch(/class="price-regular">\$\d+\.\d\d</);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json" data-shop-ld="product:([^"]+)">(.*?)<\/script>/g)];
    expect(blocks.map((block) => block[1]).sort()).toEqual([...HANDLES].sort());
    const mug = JSON.parse(blocks.find((block) => block[1] === 'stoneware-mug')![2]!) as { url: string; offers: { price: string }[] };
    expect(mug.offers[0]!.price).toMatch(/^\d+\.\d+$/);
    // The page's template, and the emulator's own origin in place of the build's.
    expect(mug.url).toBe('/products/stoneware-mug');
    expect(html).not.toContain('demo-shop.invalid');
  });

  it('with JavaScript off, the cards show, priced, with their images', async () => {
    const { page, context } = await shop.open('/examples/prerendered.html', {
      before: async (p) => void (await p.context().route('**/*.js', (route) => route.abort())),
    });
    await context.setOffline(false);
    const prices = await page
      .locator('[data-shop-product], shop-product')
      .evaluateAll((hosts) => hosts.map((host) => host.shadowRoot?.querySelector('.price')?.textContent?.trim() ?? null));
    expect(prices).toHaveLength(4);
    for (const price of prices) expect(price).toMatch(/\$\d+\.\d\d/);
    const images = await page
      .locator('[data-shop-product="stoneware-mug"]')
      .evaluate((host) => [...host.shadowRoot!.querySelectorAll('img')].map((img) => img.complete && img.naturalWidth > 0));
    expect(images).toEqual([true]);
    await page.screenshot({ path: 'test-results/e2e/prerendered-no-js.png' });
    await context.close();
  });

  it('with JavaScript: no storefront request for the cards, no layout shift, the cards kept, add to cart works, no CSP violation', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/prerendered.html', {
      before: async (p) => {
        await recordShifts(p);
        // Each card's article and image as parsed, kept aside before any script runs (a deferred script runs before
        // DOMContentLoaded, so on readystatechange to interactive): the same elements after the takeover mean no redraw.
        await p.addInitScript(() =>
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            (window as unknown as { __parsed: Element[] }).__parsed = [...document.querySelectorAll('[data-shop-product],shop-product')].flatMap(
              (host) => [host.shadowRoot!.querySelector('article')!, host.shadowRoot!.querySelector('img')!],
            );
          }),
        );
      },
    });
    await expect.poll(() => takenOver(page), { timeout: 20_000 }).toBe(true);
    // The shop was asked nothing: no GraphQL operation at all (the emulator counts every file besides).
    expect((await shop.requests()).operations).toEqual({});
    expect(await layoutShift(page)).toBe(0);
    const kept = await page.evaluate(() => {
      const now = [...document.querySelectorAll('[data-shop-product],shop-product')].flatMap((host) => [
        host.shadowRoot!.querySelector('article'),
        host.shadowRoot!.querySelector('img.loaded[src]'),
      ]);
      const parsed = (window as unknown as { __parsed: Element[] }).__parsed;
      return now.map((el, i) => el === parsed[i] && el.isConnected);
    });
    expect(kept).toEqual(Array(8).fill(true));
    const mug = page.locator('[data-shop-product="stoneware-mug"]');
    await mug.getByRole('button', { name: 'Add to cart' }).click();
    const toggle = page.locator('[data-shop-cart-toggle]').getByRole('button', { name: /^Cart/ });
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
    await expect.poll(async () => (await shop.requests()).operations.CartCreate, { timeout: 10_000 }).toBe(1);
    expect(Object.keys((await shop.requests()).operations)).not.toContain('CatalogReads');
    await screenshot(page, 'prerendered');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.csp).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('a prerendered swatch whose colour is not a colour', () => {
  it('`--shop-embed-swatch-color:red;position:fixed;inset:0` (an older renderer’s HTML) positions nothing', async () => {
    const served = await (await fetch(`${shop.url}/examples/prerendered.html`)).text();
    const html = served.replace(/data-shop-style="#[0-9a-f]+"/i, 'data-shop-style="--shop-embed-swatch-color:red;position:fixed;inset:0"');
    expect(html).not.toBe(served);
    let release = () => {};
    const { page, context } = await shop.open('/examples/prerendered-bad-swatch.html', {
      html,
      waitUntil: 'commit',
      before: async (p) => void (release = await holdComponents(p)),
    });
    const fixed = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-shop-product],shop-product')].flatMap((host) =>
          [...host.shadowRoot!.querySelectorAll('*')].filter((el) => getComputedStyle(el).position === 'fixed').map((el) => el.className),
        ),
      );
    // The first script alone (the components held back) has adopted every card: their stylesheet is the adopted one.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-shop-product],shop-product')].every((host) => host.shadowRoot?.adoptedStyleSheets.length === 1),
    );
    expect(await fixed()).toEqual([]);
    release();
    await expect.poll(() => takenOver(page), { timeout: 20_000 }).toBe(true);
    expect(await fixed()).toEqual([]);
    await context.close();
  });
});

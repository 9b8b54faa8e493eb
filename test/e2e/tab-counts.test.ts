// Counts reach every tab of a shop in Chromium (issue 51, items 6 and 9): a tab without BroadcastChannel hears each change
// another tab makes (storage events fired only when the cart id changed: it showed 1 while the shop had 3), and a cart
// page shown again from the back/forward cache (its channel closed while it was away, so the other tabs' messages do not
// evict it) shows what another tab changed meanwhile.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, traced, useBrowser, waitForWidgets } from './browser';

// Chromium's back/forward cache on, as shoppers have it.
const shop = useBrowser({ backForwardCache: true });
const toggleSays = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button').locator('.sr-only').textContent();
const addButton = (page: Page) => page.locator('[data-shop-product]').first().getByRole('button', { name: 'Add to cart' });
const items = (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`;
const cartChunkLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/shop-embed.cart.min.js')));
type CartView = { cart: { totalQuantity: number } | null; confirmedCart: { totalQuantity: number } | null };
const cartView = (page: Page) => page.evaluate(() => (window as unknown as { ShopEmbed: { cart: { state: CartView } } }).ShopEmbed.cart.state);
/** The units the page's cart shows (its inline cart and toggles read this state). */
const shownCount = async (page: Page) => (await cartView(page)).cart?.totalQuantity ?? 0;
/** The units of the cart as the shop last answered this page (not what it draws while a change is on its way). */
const confirmedCount = async (page: Page) => (await cartView(page)).confirmedCart?.totalQuantity ?? 0;
/** The quantity the inline cart's first line shows. */
const inlineQuantity = (page: Page) =>
  page
    .locator('[data-shop-cart]')
    .locator('li.line input')
    .first()
    .inputValue({ timeout: 1000 })
    .catch(() => null);

/** Hides BroadcastChannel from the page before any script runs (a browser without it). */
const withoutChannel = (page: Page) => page.addInitScript(() => delete (window as { BroadcastChannel?: unknown }).BroadcastChannel);

/** How long a count may take to reach another tab: a storage event arrives within milliseconds, a read within a second. */
const HEARD_MS = 5000;

/** `page`'s toggle says `n` items within `HEARD_MS` (true), or not (false). */
const hears = (page: Page, n: number) =>
  page
    .waitForFunction(
      (said) => document.querySelector('[data-shop-cart-toggle]')?.shadowRoot?.querySelector('button .sr-only')?.textContent === said,
      items(n),
      { timeout: HEARD_MS },
    )
    .then(
      () => true,
      () => false,
    );

/**
 * Two tabs of cart.html, one of them without BroadcastChannel; the tab `adding` clicks Add five times, one after the
 * other once the shop has each; returns, per add, whether the other tab's toggle said the shop's count within `HEARD_MS`.
 */
async function countsHeard(adding: 'with' | 'without') {
  await shop.reset();
  const { page: withChannel, context, trace } = await shop.open('/examples/cart.html');
  try {
    const without = await context.newPage();
    await withoutChannel(without);
    await without.goto(`${shop.url}/examples/cart.html`);
    const [adder, listener] = adding === 'with' ? [withChannel, without] : [without, withChannel];
    for (const page of [adder, listener]) {
      await waitForWidgets(page);
      await expect.poll(() => cartChunkLoaded(page), { timeout: 10_000 }).toBe(true);
    }
    const heard: boolean[] = [];
    for (let n = 1; n <= 5; n++) {
      await addButton(adder).click();
      await expect.poll(() => toggleSays(adder), { timeout: 10_000 }).toBe(items(n));
      heard.push(await hears(listener, n));
    }
    console.info(`[tab-counts] adds in the tab ${adding} BroadcastChannel, heard by the other: ${heard.map(Number).join('')}`);
    await listener.screenshot({ path: `${SCREENSHOTS}/tab-counts-${adding}-channel.png` });
    return heard;
  } catch (error) {
    throw traced(error, trace);
  } finally {
    await context.close();
  }
}

describe('a tab without BroadcastChannel, in Chromium', () => {
  it('another tab adds five times: each time its toggle says the shop’s count within 5 s, without a reload or focus', async () => {
    expect(await countsHeard('with')).toEqual([true, true, true, true, true]);
  });

  it('it adds five times: each time the other tab’s toggle says the shop’s count within 5 s', async () => {
    expect(await countsHeard('without')).toEqual([true, true, true, true, true]);
  });
});

/** Notes in the page whether it was shown again from the back/forward cache (`window.restored`). */
async function noteRestored(page: Page) {
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => event.persisted && ((window as unknown as { restored: boolean }).restored = true)),
  );
}
const restored = (page: Page) => page.evaluate(() => (window as unknown as { restored?: boolean }).restored === true);
/** Why Chromium did not show the page from its back/forward cache (none when it did). */
const notRestoredReasons = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify((performance.getEntriesByType('navigation')[0] as PerformanceEntry & { notRestoredReasons?: unknown }).notRestoredReasons ?? null),
  );

describe('a cart page and the back/forward cache, in Chromium', () => {
  it.each(Array.from({ length: Number(process.env.TAB_COUNTS_REPEAT ?? 1) }, (_, i) => [i + 1]))(
    'left by a link while another tab adds, then Back: shown from the cache, with the other tab’s unit (run %i)',
    async () => {
      await shop.reset();
      const { page, context, trace } = await shop.open('/examples/cart-page.html', { before: noteRestored });
      try {
        const other = await context.newPage();
        await other.goto(`${shop.url}/examples/cart-page.html`);
        for (const tab of [page, other]) await waitForWidgets(tab);
        await addButton(page).click();
        await expect.poll(() => confirmedCount(page), { timeout: 10_000 }).toBe(1);
        expect(await inlineQuantity(page)).toBe('1');
        // The lock naming the cart this page just made is still held as it leaves (tab-sync.ts `exclusive`): no obstacle.
        expect(await page.evaluate(async () => (await navigator.locks.query()).held?.map((lock) => lock.name?.replace(/=.*/, '=…')))).toEqual([
          expect.stringMatching(/:create=…$/),
        ]);
        await page.getByRole('link', { name: 'Field & Kettle' }).click(); // a page of the shop without the widgets
        await page.waitForURL(`${shop.url}/examples/`);
        await expect.poll(() => shownCount(other), { timeout: 10_000 }).toBe(1);
        await addButton(other).click();
        await expect.poll(() => shownCount(other), { timeout: 10_000 }).toBe(2);

        await page.goBack({ waitUntil: 'commit' });
        const reasons = await notRestoredReasons(page);
        console.info(`[tab-counts] back/forward: restored=${await restored(page)} notRestoredReasons=${reasons}`);
        expect({ restored: await restored(page), reasons }).toEqual({ restored: true, reasons: 'null' });
        await expect.poll(() => inlineQuantity(page), { timeout: HEARD_MS }).toBe('2');
        await page.screenshot({ path: `${SCREENSHOTS}/tab-counts-back-forward.png`, fullPage: true });
      } catch (error) {
        throw traced(error, trace);
      } finally {
        await context.close();
      }
    },
  );
});

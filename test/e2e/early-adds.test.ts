// An add clicked on a painted card before the cart code came, then a reload or a link, in Chromium against the built
// bundle: on a slow connection (400 ms, 50 kB/s) the cart chunk comes seconds after the card paints, and the add lived in
// the page's memory only (16 of 16 lost). Now it moves to the tab's sessionStorage as the page goes away and the tab's
// next page sends it (src/mount/first-paint/carry-adds.ts): the shop ends with exactly the units clicked, never twice,
// also when the page left is shown again from the back/forward cache.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartSettled, SCREENSHOTS, storedCartId, traced, useBrowser } from './browser';

// Chromium's back/forward cache on, as shoppers have it: a page left by a link may be shown again as it was.
const shop = useBrowser({ backForwardCache: true });
const CART_CHUNK = '**/dist/shop-embed.cart.min.js';
const toggleSays = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button').locator('.sr-only').textContent();
const addButton = (page: Page) => page.locator('[data-shop-product]').first().getByRole('button', { name: 'Add to cart' });

/** The quantity of the cart the page stored, as the shop holds it (0: no cart was made). */
async function shopQuantity(page: Page): Promise<number> {
  const id = await storedCartId(page);
  if (!id) return 0;
  const { cart } = await shop.graphql<{ cart: { totalQuantity: number } | null }>('query Q($id: ID!) { cart(id: $id) { totalQuantity } }', { id });
  return cart?.totalQuantity ?? 0;
}

/** The page's cart has settled (an error, which fails the test, ends the wait). */
const settled = async (page: Page) => expect(await cartSettled(page)).toBe('idle');

/** Chromium's own throttling (the DevTools protocol's), as a shopper on a slow mobile connection has it. */
async function slow(cdp: CDPSession, on: boolean) {
  await cdp.send('Network.enable');
  await cdp.send(
    'Network.emulateNetworkConditions',
    on
      ? { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 }
      : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  );
}

/** Holds the page's first request for the cart chunk back until the returned function lets it go; the pages after it load it as usual. */
async function holdCartChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(CART_CHUNK, async (route) => {
    if (held) return route.continue();
    held = true;
    await released;
    await route.continue().catch(() => {}); // the page that asked is gone
  });
  return release;
}

/** Notes in the page whether it was shown again from the back/forward cache (`window.restored`). */
const noteRestored = (page: Page) =>
  page.addInitScript(() =>
    addEventListener('pageshow', (event) => event.persisted && ((window as unknown as { restored: boolean }).restored = true)),
  );
const restored = (page: Page) => page.evaluate(() => (window as unknown as { restored?: boolean }).restored === true);

/** shop.html with its cart chunk held back, Add clicked on the painted card and counted by the toggle. */
async function addedBeforeTheCart() {
  let release!: () => void;
  const opened = await shop.open('/examples/shop.html', {
    before: async (p) => {
      release = await holdCartChunk(p);
      await noteRestored(p);
    },
  });
  await addButton(opened.page).click();
  await expect.poll(() => toggleSays(opened.page)).toBe('Cart, 1 item');
  return { ...opened, release };
}

/** Once the page's cart settled, and after the time a second send would take, the shop holds `units`. */
async function expectUnits(page: Page, units: number) {
  await settled(page);
  await page.waitForTimeout(1000);
  expect(await shopQuantity(page)).toBe(units);
}

describe('adds clicked before the cart code came, in Chromium', () => {
  it(
    'a reload or a link 0.3–2.4 s after the add on a slow connection: the next page sends it, exactly once (8 runs)',
    { timeout: 400_000 },
    async () => {
      const outcomes: string[] = [];
      for (let run = 0; run < 8; run++) {
        await shop.reset();
        let cdp!: CDPSession;
        const { page, context, trace } = await shop.open('/examples/shop.html', {
          waitUntil: 'commit',
          before: async (p) => {
            cdp = await p.context().newCDPSession(p);
            await slow(cdp, true);
          },
        });
        try {
          await addButton(page).click({ timeout: 30_000 });
          await expect.poll(() => toggleSays(page)).toBe('Cart, 1 item');
          await page.waitForTimeout(300 + run * 300);
          // A reload, or a link to a page without the widgets (then on to a shop page again).
          if (run % 2) await page.reload({ waitUntil: 'commit' });
          else await page.getByRole('link', { name: 'Field & Kettle' }).click();
          // The page is gone and nothing of its cart left: its cart chunk was still on its way (else this run tests nothing).
          expect((await shop.requests()).operations).toEqual(expect.not.objectContaining({ CartCreate: expect.anything() }));
          await slow(cdp, false); // the next page on a fast connection, to keep the test short
          if (!(run % 2)) await page.getByRole('link', { name: 'A shop page' }).click();
          await page.waitForURL('**/examples/shop.html');
          await settled(page);
          await page.waitForTimeout(500); // an add sent twice would leave at once
          const quantity = await shopQuantity(page);
          outcomes.push(`${quantity === 1 ? 'kept' : quantity === 0 ? 'lost' : `doubled (${quantity})`}, ${await toggleSays(page)}`);
          if (run === 7) await page.screenshot({ path: `${SCREENSHOTS}/early-add-after-reload.png` });
        } catch (error) {
          throw traced(error, trace);
        } finally {
          await context.close();
        }
      }
      expect(outcomes).toEqual(Array(8).fill('kept, Cart, 1 item'));
    },
  );

  it('the cart chunk arriving as usual sends the add once, and a reload after it sends nothing more', async () => {
    await shop.reset();
    const { page, context, trace, release } = await addedBeforeTheCart();
    try {
      release();
      await expectUnits(page, 1);
      await page.reload();
      await expectUnits(page, 1);
      expect((await shop.requests()).operations).toMatchObject({ CartCreate: 1 });
      expect((await shop.requests()).operations['CartLinesAdd'] ?? 0).toBe(0);
      expect(await toggleSays(page)).toBe('Cart, 1 item');
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });

  it('two tabs each add before the cart code came and reload: each add is sent once, by its own tab', async () => {
    await shop.reset();
    let releaseFirst!: () => void;
    const first = await shop.open('/examples/shop.html', { before: async (p) => void (releaseFirst = await holdCartChunk(p)) });
    const { context } = first;
    try {
      const second = await context.newPage();
      const releaseSecond = await holdCartChunk(second);
      await second.goto(`${shop.url}/examples/shop.html`);
      const tabs = [first.page, second];
      for (const tab of tabs) await addButton(tab).click();
      for (const tab of tabs) await expect.poll(() => toggleSays(tab)).toBe('Cart, 1 item');
      // Both reload at once, before either cart chunk came (the held requests die with their pages).
      await Promise.all(tabs.map((tab) => tab.reload({ waitUntil: 'commit' })));
      releaseFirst();
      releaseSecond();
      await expect.poll(() => shopQuantity(first.page), { timeout: 15_000 }).toBe(2);
      for (const tab of tabs) await settled(tab);
      await first.page.waitForTimeout(1000); // an add sent twice would leave at once
      expect(await shopQuantity(first.page)).toBe(2);
      expect((await shop.requests()).operations).toMatchObject({ CartCreate: 1, CartLinesAdd: 1 });
      for (const tab of tabs) await expect.poll(() => toggleSays(tab)).toBe('Cart, 2 items');
    } catch (error) {
      throw traced(error, first.trace);
    } finally {
      await context.close();
    }
  });

  it('a page shown again from the back/forward cache takes its add back and sends it, once', async () => {
    await shop.reset();
    const { page, context, trace, release } = await addedBeforeTheCart();
    try {
      await page.getByRole('link', { name: 'Field & Kettle' }).click(); // a page without the widgets
      await page.goBack({ waitUntil: 'commit' });
      expect(await restored(page)).toBe(true);
      expect(await toggleSays(page)).toBe('Cart, 1 item');
      release();
      await expectUnits(page, 1);
      expect(await toggleSays(page)).toBe('Cart, 1 item');
      expect(await page.evaluate(() => sessionStorage.getItem('shop-embed:adds'))).toBeNull(); // nothing left for the next page
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });

  it('a link to another shop page sends the add there; back again, the page left sends nothing', async () => {
    await shop.reset();
    const { page, context, trace, release } = await addedBeforeTheCart();
    try {
      await page.goto(`${shop.url}/examples/cart-page.html`);
      await expectUnits(page, 1);
      await page.goBack({ waitUntil: 'commit' });
      expect(await restored(page)).toBe(true);
      release();
      await expectUnits(page, 1);
      expect((await shop.requests()).operations).toMatchObject({ CartCreate: 1 });
      expect((await shop.requests()).operations['CartLinesAdd'] ?? 0).toBe(0);
      expect(await toggleSays(page)).toBe('Cart, 1 item');
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

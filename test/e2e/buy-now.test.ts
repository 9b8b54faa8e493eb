// Buy now in Chromium (examples/buy-now.html): the mug's card goes straight to checkout with its one line, the candle's has
// Buy now beside Add to cart. Pressed, Buy now reaches the emulator's checkout page with exactly that line, while the
// shopper's cart (its stored id, the drawer's lines) stays as it was; its file comes only as the shopper reaches for the
// button; axe finds nothing on the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, drawerOf, requestsFor, SCREENSHOTS, shownLines, storedCartId, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/buy-now.html';
const BUY_NOW_FILE = '/dist/shop-embed.buy-now.min.js';
const mugCard = (page: Page) => page.locator('[data-shop-product="stoneware-mug"]');
const candleCard = (page: Page) => page.locator('[data-shop-product="hand-poured-beeswax-candle"]');

describe('Buy now in Chromium', () => {
  it('reaches the checkout page with exactly that line, while the cart keeps its own lines', async () => {
    const { page, problems, context } = await shop.open(PAGE);
    const buyNowFile = requestsFor(page, BUY_NOW_FILE);
    await waitForWidgets(page);
    const mug = mugCard(page);
    const candle = candleCard(page);
    await mug.getByRole('button', { name: 'Buy now' }).waitFor({ timeout: 10_000 });
    // The mug's card has no Add to cart; the candle's has both.
    expect(await mug.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await candle.getByRole('button', { name: 'Buy now' }).waitFor({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/buy-now.png`, fullPage: true });

    // The shopper's cart: two candles, added on the candle's card.
    await candle.getByRole('button', { name: 'Increase quantity' }).click();
    await candle.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => candle.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Added to your cart.');
    const cartId = await storedCartId(page);
    expect(cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
    // Nobody has reached for a Buy now button yet: its file has not come.
    expect(buyNowFile).toEqual([]);

    // Buy now: the mug in Slate Blue, three of them.
    await mug.getByRole('radio', { name: 'Slate Blue' }).check();
    await mug.getByLabel('Quantity', { exact: true }).fill('3');
    const button = mug.getByRole('button', { name: 'Buy now' });
    await button.hover();
    await expect.poll(() => buyNowFile.length, { timeout: 10_000 }).toBe(1);
    await Promise.all([page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 }), button.click()]);
    const summary = page.locator('section[aria-labelledby="lines-heading"] tbody tr');
    expect(await summary.count()).toBe(1);
    expect(await summary.locator('th').textContent()).toContain('Stoneware Mug');
    expect(await summary.locator('th').textContent()).toContain('Slate Blue');
    expect(await summary.locator('td').first().textContent()).toBe('3');
    expect(new URL(page.url()).searchParams.get('_fd')).toBe('0');
    await page.screenshot({ path: `${SCREENSHOTS}/buy-now-checkout.png`, fullPage: true });

    // Back on the shop: the same cart, its two candles, no mug.
    await page.goBack();
    await waitForWidgets(page);
    expect(await storedCartId(page)).toBe(cartId);
    await page.locator('[data-shop-cart-toggle]').getByRole('button', { name: 'Cart, 2 items' }).click();
    await drawerOf(page).waitFor({ timeout: 10_000 });
    await expect.poll(() => shownLines(page), { timeout: 10_000 }).toEqual({ 'Hand-Poured Beeswax Candle': 2 });
    expect(problems.errors).toEqual([]);
    expect(problems.csp).toEqual([]);
    await context.close();
  });

  it('at 320 px both of the candle’s buttons are on the card and the page scrolls only downwards', async () => {
    const { page, problems, context } = await shop.open(PAGE, { width: 320 });
    await waitForWidgets(page);
    const candle = candleCard(page);
    const buyNow = candle.getByRole('button', { name: 'Buy now' });
    await buyNow.waitFor({ timeout: 10_000 });
    const card = (await candle.boundingBox())!;
    for (const button of [buyNow, candle.getByRole('button', { name: 'Add to cart' })]) {
      const box = (await button.boundingBox())!;
      expect([box.x >= card.x, box.x + box.width <= card.x + card.width + 0.5]).toEqual([true, true]);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `${SCREENSHOTS}/buy-now-320.png`, fullPage: true });
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('says begin-checkout with that one line before the checkout page', async () => {
    const { page, problems, context } = await shop.open(PAGE);
    await waitForWidgets(page);
    const button = mugCard(page).getByRole('button', { name: 'Buy now' });
    await button.waitFor({ timeout: 10_000 });
    // The page keeps the shopper (its own step before checkout): nothing navigates, the event says what would be bought.
    const told = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          document.addEventListener('shop-embed:checkout', (event) => event.preventDefault(), { once: true });
          document.addEventListener('shop-embed:begin-checkout', (event) => resolve((event as CustomEvent).detail), { once: true });
        }),
    );
    await button.click();
    const detail = (await told) as { currency: string; value: number; items: Array<{ item_name: string; quantity: number }> };
    expect([detail.currency, detail.value, detail.items.map((item) => [item.item_name, item.quantity])]).toEqual(['USD', 18, [['Stoneware Mug', 1]]]);
    // Still here, and the button usable again a moment later.
    await expect.poll(() => button.getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
    expect(page.url()).toContain(PAGE);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

// Two tabs of one shop: tab B has seen the cart (1 tee); in tab A the shopper clicks Add to cart and the page reloads at
// once, before the add's answer. The page that sent the add dies before telling the other tabs, and the next page's first
// read already holds the add (held here until the shop has run it). In Chromium against the built bundle: tab B hears
// the change (it stayed at 1 until reloaded), and tab A never shows a unit the shop does not hold (it showed 3 for ~1 s).
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storedCartId, traced, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/cart.html';
const toggleSays = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button').locator('.sr-only').textContent();
const addButton = (page: Page) => page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' });
const adds = async () => (await shop.requests()).operations['CartLinesAdd'] ?? 0;

/** The units of cart `id`, as the shop holds it. */
async function shopQuantity(id: string): Promise<number> {
  const { cart } = await shop.graphql<{ cart: { totalQuantity: number } | null }>('query Q($id: ID!) { cart(id: $id) { totalQuantity } }', { id });
  return cart?.totalQuantity ?? 0;
}

/** Every count the page's cart store shows once it knows a cart, frame by frame, kept across reloads of the page. */
async function recordCounts(page: Page) {
  await page.addInitScript(() => {
    type State = { cart: { totalQuantity: number } | null; confirmedCart: unknown } | null;
    const seen: number[] = ((window as unknown as { __counts: number[] }).__counts = []);
    const look = () => {
      const state = (window as unknown as { ShopEmbed?: { cart?: { state: State } } }).ShopEmbed?.cart?.state;
      const count = state?.confirmedCart ? state.cart?.totalQuantity : undefined;
      if (count !== undefined && seen.at(-1) !== count) seen.push(count);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

describe('a reload right after Add to cart, another tab open, in Chromium', () => {
  it('the other tab hears the add, and the reloaded tab never shows more than the shop holds: 2 tees, one CartLinesAdd', async () => {
    await shop.reset();
    const { page, context, trace } = await shop.open(PAGE, { before: recordCounts });
    try {
      await waitForWidgets(page);
      await addButton(page).click();
      await expect.poll(() => toggleSays(page), { timeout: 10_000 }).toBe('Cart, 1 item');
      // The toggle says 1 as the shopper clicks; the cart's id is stored once the shop has answered.
      await expect.poll(() => storedCartId(page), { timeout: 10_000 }).not.toBeNull();
      const id = (await storedCartId(page))!;
      const other = await context.newPage();
      await other.goto(`${shop.url}${PAGE}`);
      await waitForWidgets(other);
      await expect.poll(() => toggleSays(other), { timeout: 10_000 }).toBe('Cart, 1 item');

      // The add runs at the shop 300 ms after it arrives; the next page's reads of the cart wait until it has run.
      await shop.faults([{ kind: 'delay', delayMs: 300, match: 'graphql', operation: 'CartLinesAdd' }]);
      await page.route('**/graphql.json', async (route: Route) => {
        try {
          if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'Cart')
            await expect.poll(() => shopQuantity(id), { timeout: 5000, interval: 20 }).toBe(2);
        } finally {
          await route.continue();
        }
      });
      await addButton(page).click();
      // Reloaded once the shop has the add (it answers 300 ms later): a reload as soon as the page sends it can abort
      // the request before it leaves the routed page, and then the shop never holds the add the test is about.
      await expect.poll(adds, { timeout: 5000, interval: 10 }).toBe(1);
      await page.reload(); // at once: the add's answer is lost with the page

      await waitForWidgets(page);
      await expect.poll(() => toggleSays(page), { timeout: 10_000 }).toBe('Cart, 2 items');
      // Heard well within the time tab B was left at 1 before (8 s watched).
      await expect.poll(() => toggleSays(other), { timeout: 3000 }).toBe('Cart, 2 items');
      await page.waitForFunction(
        () => (window as unknown as { ShopEmbed: { cart: { state: { status: string } } } }).ShopEmbed.cart.state.status === 'idle',
      );
      const counts = await page.evaluate(() => (window as unknown as { __counts: number[] }).__counts);
      expect(counts).toEqual([2]); // the first read's 2, never the kept add drawn over it (3)
      expect(await shopQuantity(id)).toBe(2);
      expect(await adds()).toBe(1);
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

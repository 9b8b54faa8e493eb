// A reload while an add's request is on its way (CartLinesAdd delayed 600 ms, reload 300 ms after the click), in Chromium
// against the built bundle: the new page shows the add pending and judges it once that request had time to finish,
// so the shop ends with the units the shopper added, and the add is not sent twice.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storedCartId, traced, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const countOf = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button').locator('.sr-only').textContent();
const addButton = (page: Page) => page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' });

/** The shop's quantity of the page's cart. */
const shopQuantity = async (page: Page) =>
  (await shop.graphql<{ cart: { totalQuantity: number } }>('query Q($id: ID!) { cart(id: $id) { totalQuantity } }', { id: await storedCartId(page) }))
    .cart.totalQuantity;

describe('a reload while an add is on its way, in Chromium', () => {
  it('the add is not sent again from a read made before the shop finished it: 2 tees, one CartLinesAdd', async () => {
    await shop.reset();
    const { page, context, trace } = await shop.open('/examples/cart.html');
    try {
      await waitForWidgets(page);
      await addButton(page).click();
      await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 1 item');
      await expect.poll(async () => (await shop.requests()).operations['CartCreate'] ?? 0).toBe(1);
      const delay = { kind: 'delay', delayMs: 600, match: 'graphql', operation: 'CartLinesAdd' };
      await shop.faults([delay]);
      // Listened for before the click: the add leaves at once (no add was sent in the last 100 ms).
      const sent = page.waitForRequest((request) => request.postData()?.includes('CartLinesAdd') ?? false);
      const clicked = Date.now();
      await addButton(page).click();
      await sent;
      await page.waitForTimeout(Math.max(0, 300 - (Date.now() - clicked)));
      await page.reload();
      await waitForWidgets(page);
      await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 2 items');
      // Once the window has passed and the cart was read again, nothing more is sent and the shop has 2.
      await page.waitForTimeout(6000);
      expect(await countOf(page)).toBe('Cart, 2 items');
      expect(await shopQuantity(page)).toBe(2);
      expect((await shop.requests()).operations['CartLinesAdd']).toBe(1);
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

// Two tabs of one shop in Chromium that each make a cart at the same moment: they end on one cart, in both tabs and in
// storage, both showing what the shop has, even when the answer of the move of one tab's lines into the other's is lost.
// (Chromium may deliver one tab's message before its storage write shows in the other tab: the message carries the id.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storedCartId, traced, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/cart.html';
const toggleLabel = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button').locator('.sr-only').textContent();
const cartId = (page: Page) =>
  page.evaluate(() => (window as unknown as { ShopEmbed: { cart: { state: { cart: { id: string } | null } } } }).ShopEmbed.cart.state.cart?.id);

/** The shop runs the page's first `CartLinesAdd` (the move), then the connection is cut before the answer. */
async function loseFirstMove(page: Page) {
  let left = 1;
  await page.route('**/api/*/graphql*', async (route) => {
    if (left <= 0 || route.request().postDataJSON()?.operationName !== 'CartLinesAdd') return route.fallback();
    left--;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

/** Units in the cart `id`, as the shop has it. */
const shopCount = async (id: string | null | undefined) =>
  (await shop.graphql<{ cart: { totalQuantity: number } | null }>('query C($id: ID!) { cart(id: $id) { totalQuantity } }', { id })).cart
    ?.totalQuantity ?? null;

describe('two tabs in Chromium', () => {
  it.each([false, true])(
    'one Add in each at the same moment: both on one cart of 2 items, the shop has 2 (the move’s answer lost: %s)',
    async (lose) => {
      await shop.reset();
      const { page: first, context, trace } = await shop.open(PAGE);
      const second = await context.newPage();
      try {
        await second.goto(`${shop.url}${PAGE}`);
        for (const page of [first, second]) {
          await waitForWidgets(page);
          if (lose) await loseFirstMove(page);
        }
        // Both carts are made at once: each tab's cartCreate (2 s) is still on its way when the other's leaves.
        await shop.faults([{ kind: 'delay', delayMs: 2000, operation: 'CartCreate', count: 2 }]);
        await Promise.all([first, second].map((page) => page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' }).click()));
        for (const page of [first, second]) await expect.poll(() => toggleLabel(page), { timeout: 10_000 }).toBe('Cart, 2 items');
        await first.waitForTimeout(1000); // what a late move or read would still change
        expect(await Promise.all([toggleLabel(first), toggleLabel(second)])).toEqual(['Cart, 2 items', 'Cart, 2 items']);
        const ids = await Promise.all([cartId(first), cartId(second), storedCartId(first), storedCartId(second)]);
        expect(new Set(ids).size).toBe(1);
        expect(await shopCount(ids[0])).toBe(2);
        expect((await shop.requests()).operations.CartCreate).toBe(2); // the race happened: each tab made a cart
      } catch (error) {
        throw traced(error, trace);
      } finally {
        await context.close();
      }
    },
  );
});

// The commerce analytics events in Chromium on the shop example with dataLayer mode on, as a site owner's tag manager sees
// them: cards and grids scrolled into view, an add, and checkout told before the shopper leaves for the checkout page.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
/** examples/shop.html with `data-shop-analytics="datalayer"` on its script tag. */
const html = readFileSync('examples/shop.html', 'utf8').replace('<script src="/dist/shop-embed.umd.min.js"', '$& data-shop-analytics="datalayer"');

interface Pushed {
  event?: string;
  ecommerce: null | {
    currency: string;
    value: number;
    item_list_name?: string;
    items: Array<{ item_name: string; price: number; quantity: number }>;
  };
}
const layer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Promise<Pushed[]>;
const events = async (page: Page) => (await layer(page)).filter((entry) => entry.event).map((entry) => entry.event);

describe('analytics in Chromium (shop example, dataLayer mode)', () => {
  it('views as the shopper scrolls, an add with its value, begin_checkout before the checkout page', async () => {
    await shop.reset();
    const told: string[] = [];
    const { page, problems, context } = await shop.open('/examples/shop.html', {
      html,
      // What the page hears, kept outside it: the checkout navigation would take the page's own record with it.
      before: async (opened) => {
        await opened.exposeFunction('__told', (type: string) => told.push(type));
        await opened.addInitScript(() => {
          for (const type of ['begin-checkout', 'checkout'])
            document.addEventListener(`shop-embed:${type}`, () => (window as unknown as { __told: (t: string) => void }).__told(type));
        });
      },
    });
    await waitForWidgets(page);
    // The featured card is at the top: seen at once, and once.
    await expect.poll(() => events(page), { timeout: 10_000 }).toContain('view_item');
    const viewItem = (await layer(page)).find((entry) => entry.event === 'view_item')!;
    expect(viewItem.ecommerce).toMatchObject({
      currency: 'USD',
      value: 32,
      items: [{ item_name: 'Insulated Travel Tumbler', price: 32, quantity: 1 }],
    });
    expect(await events(page)).not.toContain('view_item_list');

    // Scrolling the grid into view tells its products, in order, in a list named after the collection.
    await page.locator('[data-shop-collection]').scrollIntoViewIfNeeded();
    await expect.poll(() => events(page), { timeout: 10_000 }).toContain('view_item_list');
    const list = (await layer(page)).find((entry) => entry.event === 'view_item_list')!;
    expect(list.ecommerce!.item_list_name).toBe('collection:frontpage');
    const tiles = await page.evaluate(() =>
      [...document.querySelector('[data-shop-collection]')!.shadowRoot!.querySelectorAll('.tile .title')].map((title) => title.textContent?.trim()),
    );
    expect(tiles).toHaveLength(6); // the collection's six products
    expect(list.ecommerce!.items.map((item) => item.item_name)).toEqual(tiles);
    await page.locator('[data-shop-product]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect((await events(page)).filter((event) => event === 'view_item')).toHaveLength(1);

    // An add: cleared first, then add_to_cart with the shop's amount.
    await page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => events(page), { timeout: 10_000 }).toContain('add_to_cart');
    const pushed = await layer(page);
    const at = pushed.findIndex((entry) => entry.event === 'add_to_cart');
    expect(pushed[at - 1]).toEqual({ ecommerce: null });
    expect(pushed[at]!.ecommerce).toMatchObject({ currency: 'USD', value: 32, items: [{ item_name: 'Insulated Travel Tumbler', quantity: 1 }] });
    await screenshot(page, 'analytics-added');

    // Checkout: begin_checkout is pushed (and told) before the shopper is handed over to the checkout page.
    await page.locator('[data-shop-cart-toggle]').getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    expect(told).toEqual(['begin-checkout', 'checkout']);
    expect(problems.errors.filter((error) => !error.includes('favicon'))).toEqual([]);
    await context.close();
  });
});

// A single-page app's routes (examples/spa.html) in Chromium against the emulator: each route replaces the page's body
// with another product card, and the page's <head> describes the product shown, not every product seen since the first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

const shop = useBrowser();

/** What the schema.org blocks in the page's <head> describe (a block of several is an array): the product each item names. */
const described = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].flatMap((el) =>
      [JSON.parse(el.textContent!) as { name: string } | { name: string }[]].flat().map((item) => item.name),
    ),
  );
const cardTitle = (page: Page) => page.locator('[data-shop-product] .title').first().textContent();

describe('structured data on a single-page app', () => {
  it('five routes leave one Product block, the one shown; ShopEmbed.unmount(el) takes it away', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/spa.html');
    await expect.poll(() => described(page), { timeout: 20_000 }).toEqual(['Classic Cotton Tee']);
    const routes: Array<[string, string]> = [
      ['Mug', 'Stoneware Mug'],
      ['Coffee', 'Ethiopia Yirgacheffe'],
      ['Tote', 'Waxed Canvas Tote'],
      ['Beanie', 'Ribbed Wool Beanie'],
      ['Tee', 'Classic Cotton Tee'],
    ];
    for (const [link, title] of routes) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => cardTitle(page), { timeout: 10_000 }).toBe(title);
      await expect.poll(() => described(page), { timeout: 10_000 }).toEqual([title]);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() =>
      (window as unknown as { ShopEmbed: { unmount(el: Element): boolean } }).ShopEmbed.unmount(document.querySelector('[data-shop-product]')!),
    );
    await expect.poll(() => described(page), { timeout: 10_000 }).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

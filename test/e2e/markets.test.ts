// Selling abroad in Chromium (examples/international.html): the shopper picks Japan in the selector, every price on the
// page and in the cart turns to yen, the hosted checkout shows the cart in yen for Japan, the choice survives a reload,
// and a product the UAE market does not sell is named when the cart moves there.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, useBrowser } from './browser';

const shop = useBrowser();
const PAGE = '/examples/international.html';
const TEE = 'gid://shopify/ProductVariant/1001001';
const HOUSE_BLEND = 'gid://shopify/ProductVariant/1015001';

const selector = (page: Page) => page.locator('[data-shop-localization]');
const country = (page: Page) => selector(page).getByRole('combobox', { name: 'Country/region' });
const language = (page: Page) => selector(page).getByRole('combobox', { name: 'Language' });

/** Every amount the grid's tiles and the inline cart show (their price, line and total elements). */
const shownPrices = (page: Page) =>
  page.evaluate(() =>
    ['[data-shop-collection]', '[data-shop-cart]'].flatMap((sel) =>
      [...(document.querySelector(sel)?.shadowRoot?.querySelectorAll('.price-regular, .price-sale, .line-total, .totals dd') ?? [])].map(
        (el) => el.textContent?.trim() ?? '',
      ),
    ),
  );

const cartCurrency = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { ShopEmbed: { cart: { state: { cart: { cost: { totalAmount: { currencyCode: string } } } | null } } } }).ShopEmbed.cart
        .state.cart?.cost.totalAmount.currencyCode ?? null,
  );

async function tiles(page: Page) {
  await page.waitForFunction(
    () => (document.querySelector('[data-shop-collection]')?.shadowRoot?.querySelectorAll('.tile .title').length ?? 0) >= 6,
    undefined,
    {
      timeout: 20_000,
    },
  );
}

async function addToCart(page: Page, ...variants: string[]) {
  await page.waitForFunction(() => (window as unknown as { ShopEmbed: { initialized: boolean } }).ShopEmbed.initialized);
  await page.evaluate(
    (ids) =>
      (window as unknown as { ShopEmbed: { cart: { addLines(lines: object[]): Promise<unknown> } } }).ShopEmbed.cart.addLines(
        ids.map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
      ),
    variants,
  );
}

describe('selling abroad', () => {
  it('pick Japan: every price in yen without decimals, the cart in JPY, checkout in yen for Japan; a reload keeps it; axe finds nothing', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open(PAGE);
    await tiles(page);
    await country(page).waitFor();
    await addToCart(page, TEE);
    await page.waitForFunction(() => document.querySelector('[data-shop-cart]')?.shadowRoot?.textContent?.includes('$24.00'));
    expect(await cartCurrency(page)).toBe('USD');

    const before = (await shop.requests()).operations;
    await country(page).selectOption('JP');
    await page.waitForFunction(() => document.querySelector('[data-shop-collection]')?.shadowRoot?.textContent?.includes('¥3,800'));
    await page.waitForFunction(
      () =>
        (window as unknown as { ShopEmbed: { cart: { state: { cart: { cost: { totalAmount: { currencyCode: string } } } } } } }).ShopEmbed.cart.state
          .cart?.cost.totalAmount.currencyCode === 'JPY',
    );
    await page.waitForFunction(() => document.querySelector('[data-shop-cart]')?.shadowRoot?.textContent?.includes('¥3,800'));
    const after = (await shop.requests()).operations;
    // One read re-priced the grid (and the selector); one mutation moved the cart.
    expect((after.CatalogReads ?? 0) - (before.CatalogReads ?? 0)).toBe(1);
    expect((after.CartBuyerIdentityUpdate ?? 0) - (before.CartBuyerIdentityUpdate ?? 0)).toBe(1);
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(6);
    for (const price of prices) {
      expect(price).toMatch(/¥\d[\d,]*/); // yen…
      expect(price).not.toMatch(/[$€£]|\d\.\d/); // …without decimals, and no dollar left anywhere
    }
    expect(await page.locator('#market-log').textContent()).toBe("The page is now in JP's market: prices in JPY, product texts in EN.");

    // Japanese product texts.
    await language(page).selectOption('JA');
    await page.waitForFunction(() =>
      document.querySelector('[data-shop-collection]')?.shadowRoot?.textContent?.includes('クラシック コットン Tシャツ'),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'international-japan');

    // The next page (a reload) opens in Japan: the first paint's prices are already in yen.
    await page.reload();
    await tiles(page);
    expect(await page.evaluate(() => document.querySelector('[data-shop-collection]')?.shadowRoot?.textContent)).toContain('¥3,800');
    await expect.poll(() => country(page).inputValue()).toBe('JP');
    expect(await language(page).inputValue()).toBe('JA');
    await page.waitForFunction(() => document.querySelector('[data-shop-cart]')?.shadowRoot?.textContent?.includes('¥3,800'));

    // The hosted checkout: the cart in yen, for Japan, with _fd=0.
    await page.locator('[data-shop-cart]').getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('_fd')).toBe('0');
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain('Japan (JP)');
    expect(body).toMatch(/Total due\s*¥[\d]+ JPY/);
    expect(body).not.toContain('USD');
    await screenshot(page, 'international-checkout-japan');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('moving the cart to the UAE names the coffee the UAE market does not sell, and the grid no longer offers it', async () => {
    await shop.reset();
    const { page, context } = await shop.open(PAGE);
    await tiles(page);
    await country(page).waitFor();
    await addToCart(page, TEE, HOUSE_BLEND);
    await page.waitForFunction(() => document.querySelector('[data-shop-cart]')?.shadowRoot?.textContent?.includes('House Blend'));
    await country(page).selectOption('AE');
    await expect
      .poll(() => selector(page).getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('Prices are now in AED for United Arab Emirates. House Blend Whole Bean isn’t sold in United Arab Emirates.');
    await page.waitForFunction(
      () => (document.querySelector('[data-shop-collection]')?.shadowRoot?.querySelectorAll('.tile .title').length ?? 0) === 5,
    );
    expect(await cartCurrency(page)).toBe('AED');
    await context.close();
  });
});

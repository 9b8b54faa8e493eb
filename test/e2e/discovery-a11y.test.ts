// The discovery widgets with a keyboard and a screen reader's ears, in Chromium against the emulator
// (examples/discover.html): each search and filter change is said in a polite live region that was there before it
// (WCAG 4.1.3), and focus never drops to <body> when the control the shopper used goes away (WCAG 2.4.3): a removed
// chip hands it to the next one, the last chip and "Clear all" to the results' heading (on a phone too),
// Enter in the price fields keeps it there.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

const shop = useBrowser();

const SEARCH = '[data-shop-search]';
const APPAREL = '[data-shop-collection="apparel"]';
const COFFEE = '[data-shop-collection="coffee"]';

/** The focused element, through the shadow roots: its accessible words (label, or text), or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return 'none';
    const label = el.getAttribute('aria-label') ?? (el.closest('label')?.firstChild?.textContent || el.textContent || '');
    return `${el.localName}: ${label.trim()}`;
  });
/** What the widget's live region says now (the outcome of the last change). */
const said = (widget: Locator) => widget.locator('p[role="status"]').textContent();
const tiles = (widget: Locator) => widget.locator('.tile').count();
const products = (n: number) => (n === 1 ? '1 product' : `${n} products`);

describe('discovery with a keyboard and a screen reader', () => {
  it('says each outcome in a live region there before the change, and focus lands on a stated control each time', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/discover.html');
    const search = page.locator(SEARCH);
    const apparel = page.locator(APPAREL);
    const coffee = page.locator(COFFEE);
    await expect.poll(() => tiles(coffee), { timeout: 20_000 }).toBe(4);
    await expect.poll(() => tiles(apparel), { timeout: 20_000 }).toBe(8);
    // The regions are in the page, empty, before anything changes (the page as it opened is not news).
    expect([await said(search), await said(apparel), await said(coffee)]).toEqual(['', '', '']);

    await page.getByRole('combobox', { name: 'Search the shop' }).focus();
    await page.keyboard.type('mug');
    await page.keyboard.press('Enter');
    await expect.poll(() => said(search), { timeout: 10_000 }).toBe('1 product');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('zebra');
    await page.keyboard.press('Enter');
    await expect.poll(() => said(search), { timeout: 10_000 }).toBe('No results for “zebra”.');

    // Two filters on the apparel grid, chosen with the space bar.
    await apparel
      .locator('aside')
      .getByRole('checkbox', { name: /^Black/ })
      .focus();
    await page.keyboard.press('Space');
    await expect.poll(() => tiles(apparel), { timeout: 10_000 }).toBe(4);
    await expect.poll(() => said(apparel)).toBe('4 products');
    await apparel.locator('aside').getByRole('checkbox', { name: /^Navy/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => apparel.getByRole('button', { name: /^Remove filter/ }).count(), { timeout: 10_000 }).toBe(2);
    // Black or Navy: the region says the count the grid settles on.
    await expect
      .poll(async () => (await said(apparel)) === products(await tiles(apparel)) && (await tiles(apparel)) > 4, { timeout: 10_000 })
      .toBe(true);

    // A removed chip hands focus to the next; the last one, to the grid's heading.
    await apparel.getByRole('button', { name: 'Remove filter: Black' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button: Remove filter: Navy');
    await expect.poll(() => said(apparel), { timeout: 10_000 }).toBe('2 products');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h2: Apparel');
    await expect.poll(() => said(apparel), { timeout: 10_000 }).toBe('8 products');

    // "Clear all" goes with the chips: focus to the heading too.
    await apparel.locator('aside').getByRole('checkbox', { name: /^Navy/ }).check();
    await apparel.getByRole('button', { name: 'Clear all' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h2: Apparel');

    // Enter in the price "From" field applies it and leaves focus there; a range that finds nothing says so.
    const from = coffee.locator('aside').getByRole('spinbutton', { name: 'From' });
    await coffee.locator('aside').getByRole('spinbutton', { name: 'To' }).fill('2');
    await from.focus();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => said(coffee), { timeout: 10_000 }).toBe('0 products');
    expect(await focused(page)).toBe('input: From');
    expect(await from.inputValue()).toBe('1');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('on a phone, "Clear all" (outside the filter sheet) hands focus to the results’ heading', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/discover.html', { width: 390, touch: true });
    const coffee = page.locator(COFFEE);
    await expect.poll(() => tiles(coffee), { timeout: 20_000 }).toBe(4);
    await coffee.getByRole('button', { name: 'Filters' }).click();
    const sheet = coffee.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: /^1 L/ }).check();
    await expect.poll(() => tiles(coffee), { timeout: 10_000 }).toBe(1);
    await sheet.getByRole('button', { name: /^Show/ }).click();
    await coffee.getByRole('button', { name: 'Clear all' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h2: Coffee');
    await expect.poll(() => said(coffee), { timeout: 10_000 }).toBe('4 shown, more to load');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

// Search with suggestions and collection filters in Chromium, against the emulator: one suggestions request per pause, the
// stale one aborted, Enter shows the results, the address holds the search and the filters (reload keeps them, back
// undoes them), a filter narrows the grid to the count the shop gave, axe finds nothing, and a phone gets the sheet.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, useBrowser } from './browser';

const shop = useBrowser();

const isSuggestions = (request: Request) => request.method() === 'POST' && /predictiveSearch\(/.test(request.postData() ?? '');
const wordsOf = (request: Request) => String(Object.values((request.postDataJSON() as { variables: object }).variables)[0]);
const tileTitles = (page: Page, host: string) => page.locator(host).locator('.tile .title').allTextContents();

describe('search (examples/search.html)', () => {
  it('typing "mu" then "g": the "mu" request is aborted, one request lands, Enter shows the mugs, the address keeps the search', async () => {
    await shop.reset();
    const asked: Request[] = [];
    const failed: string[] = [];
    const landed: string[] = [];
    const { page, problems, context } = await shop.open('/examples/search.html', {
      before: async (opened) => {
        opened.on('request', (request) => isSuggestions(request) && asked.push(request));
        opened.on('requestfailed', (request) => isSuggestions(request) && failed.push(`${wordsOf(request)}: ${request.failure()?.errorText}`));
        opened.on('requestfinished', (request) => isSuggestions(request) && landed.push(wordsOf(request)));
        // The shop answers "mu" slowly, as a busy shop would: the shopper types on before it answers.
        await opened.route('**/api/*/graphql*', async (route) => {
          if (isSuggestions(route.request()) && wordsOf(route.request()) === 'mu') await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue().catch(() => undefined); // an aborted request can no longer be continued
        });
      },
    });
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    // One input: keys typed one by one on a loaded machine may leave a pause between them, and a request for "m".
    await box.fill('mu');
    await expect.poll(() => asked.length, { timeout: 5000 }).toBe(1);
    await page.keyboard.type('g');
    await expect.poll(() => landed, { timeout: 5000 }).toEqual(['mug']);
    expect(failed).toEqual(['mu: net::ERR_ABORTED']);
    expect(asked.map(wordsOf)).toEqual(['mu', 'mug']);
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect.poll(() => listbox.getByRole('option').allTextContents()).toContain('Stoneware Mug');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-suggestions');

    await page.keyboard.press('Enter');
    await expect.poll(() => tileTitles(page, '[data-shop-search]'), { timeout: 10_000 }).toEqual(['Stoneware Mug']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('mug');
    expect(await page.locator('[data-shop-search]').getByRole('heading', { name: 'Results for “mug”' }).count()).toBe(1);
    expect(
      await page
        .locator('[data-shop-search] .tile')
        .getByRole('button', { name: /Choose options|Add to cart/ })
        .count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-results');

    await page.reload();
    await expect.poll(() => tileTitles(page, '[data-shop-search]'), { timeout: 10_000 }).toEqual(['Stoneware Mug']);
    expect(await box.inputValue()).toBe('mug');
    await page.goBack();
    await expect.poll(() => page.locator('[data-shop-search] .tile').count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('keyboard only: arrows pick a suggestion, Enter searches it; "No results" offers words that find something', async () => {
    await shop.reset();
    const { page, context } = await shop.open('/examples/search.html');
    // Tab from the top of the page: the skip link, the brand, the cart toggle, then the search box.
    const focusedRole = () => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('role') ?? null);
    await page.getByRole('combobox', { name: 'Search the shop' }).waitFor();
    for (let tabs = 0; tabs < 6 && (await focusedRole()) !== 'combobox'; tabs++) await page.keyboard.press('Tab');
    expect(await focusedRole()).toBe('combobox');
    await page.keyboard.type('linen');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect.poll(() => options.count(), { timeout: 5000 }).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    const first = (await options.first().textContent())!;
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(first);
    await expect.poll(() => page.locator('[data-shop-search] .tile').count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await page.goto(`${shop.url}/examples/search.html?q=mugz`);
    const search = page.locator('[data-shop-search]');
    await expect.poll(() => search.getByText('No results for “mugz”.').count(), { timeout: 10_000 }).toBe(1);
    const instead = search.getByRole('button', { name: /^Search for “mug/ });
    await instead.click();
    await expect.poll(() => tileTitles(page, '[data-shop-search]'), { timeout: 10_000 }).toContain('Stoneware Mug');
    await context.close();
  });
});

describe('collection filters (examples/shop.html’s coffee grid)', () => {
  const GRID = 'shop-collection[handle="coffee"]';

  it('a filter narrows the grid to the count the shop gave, in one request; the address holds it; reload keeps it; back undoes it', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/shop.html');
    const grid = page.locator(GRID);
    await expect.poll(() => grid.locator('.tile').count(), { timeout: 20_000 }).toBe(4);
    const before = await tileTitles(page, GRID);
    const oneLitre = grid.locator('aside').getByRole('checkbox', { name: /^1 L/ });
    const label = (await grid
      .locator('aside label')
      .filter({ hasText: /^1 L\(/ })
      .textContent())!;
    const count = Number(/\((\d+)\)/.exec(label)![1]);
    expect(count).toBeGreaterThan(0);
    const reads = (await shop.requests()).operations.CatalogReads ?? 0;
    await oneLitre.check();
    await expect.poll(() => grid.locator('.tile').count(), { timeout: 10_000 }).toBe(count);
    expect((await shop.requests()).operations.CatalogReads).toBe(reads + 1);
    expect(new URL(page.url()).searchParams.getAll('filter.v.option.size')).toEqual(['1 L']);
    expect(await grid.getByRole('button', { name: 'Remove filter: 1 L' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'collection-filters');

    await page.reload();
    await expect.poll(() => grid.locator('.tile').count(), { timeout: 20_000 }).toBe(count);
    expect(await grid.locator('aside').getByRole('checkbox', { name: /^1 L/ }).isChecked()).toBe(true);
    await page.goBack();
    await expect.poll(() => tileTitles(page, GRID), { timeout: 10_000 }).toEqual(before);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('on a 390 px phone the filters open in a sheet from a "Filters" button, and the count of chosen ones shows on it', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/shop.html', { width: 390, touch: true });
    const grid = page.locator(GRID);
    await expect.poll(() => grid.locator('.tile').count(), { timeout: 20_000 }).toBe(4);
    expect(await grid.locator('aside').isVisible()).toBe(false);
    await grid.getByRole('button', { name: 'Filters' }).tap();
    const sheet = grid.getByRole('dialog', { name: 'Filters' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByRole('checkbox', { name: /^1 L/ }).tap();
    await expect.poll(() => grid.locator('.tile').count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'collection-filters-sheet-390');
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: /^Show/ }).tap();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(await grid.getByRole('button', { name: 'Filters (1)' }).count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

// What the discovery widgets draw and send is bounded by what they asked for, whatever the shop (or a proxy) answers, in
// Chromium against the emulator (examples/discover.html) with its `reshape` fault: more suggestions or tiles than asked
// for are not drawn, an address with more filters than the Storefront API takes still shows the grid, and suggestions of
// the wrong shape leave a working search box that says so.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';

const shop = useBrowser();

const SEARCH = '[data-shop-search]';
const COFFEE = '[data-shop-collection="coffee"]';
/** The search box's suggestions: asked for 8 at most (SearchBox.tsx), "See all results" after them. */
const ASKED = 8;

async function opened(path = '/examples/discover.html') {
  await shop.reset();
  const warnings: string[] = [];
  const result = await shop.open(path, {
    before: async (page) => void page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text())),
  });
  const coffee = result.page.locator(COFFEE);
  await expect.poll(() => coffee.locator('.tile').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  return { ...result, warnings, coffee };
}

const typeInBox = async (page: Page, words: string) => {
  // One input: keys typed one by one on a loaded machine may leave a pause between them (a request for the first letters).
  await page.getByRole('combobox', { name: 'Search the shop' }).fill(words);
};

describe('discovery answers and addresses out of bounds', () => {
  it('10,001 product suggestions answered: the box draws the 8 it asked for', async () => {
    const { page, problems, context } = await opened();
    await shop.faults([{ kind: 'reshape', match: 'graphql', key: 'products', times: 10_001 }]);
    await typeInBox(page, 'mug');
    const options = page.locator(SEARCH).getByRole('option');
    await expect.poll(() => options.last().textContent(), { timeout: 10_000 }).toBe('See all results for “mug”');
    expect(await options.count()).toBeLessThanOrEqual(ASKED + 1);
    expect(await options.filter({ hasText: 'Stoneware Mug' }).count()).toBeGreaterThan(0);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('a page answered with 150 times the products asked for: the grid draws the 4 of a page', async () => {
    const { problems, context, coffee } = await opened();
    await shop.faults([{ kind: 'reshape', match: 'graphql', key: 'nodes', times: 150 }]);
    await coffee.locator('aside').getByRole('checkbox', { name: /^1 kg/ }).check();
    await expect.poll(() => coffee.getByRole('button', { name: 'Remove filter: 1 kg' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => coffee.locator('section[part="results"]').getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
    expect(await coffee.locator('.tile').count()).toBe(4);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('a collection grid of 8 answered 150 times the products: it draws 8 tiles', async () => {
    await shop.reset();
    await shop.faults([{ kind: 'reshape', match: 'graphql', key: 'nodes', times: 150 }]);
    const { page, problems, context } = await shop.open('/examples/shop.html');
    const grid = page.locator('[data-shop-collection="frontpage"]');
    await expect.poll(() => grid.locator('.tile').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await grid.locator('.tile').count()).toBe(8);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('an address with 300 filters: the grid shows the first 250 it can ask for, and one console line says so', async () => {
    const junk = Array.from({ length: 299 }, (_, i) => `drinks.filter.v.option.size=${i}+g`).join('&');
    const { page, problems, context, coffee, warnings } = await opened(`/examples/discover.html?drinks.filter.v.option.size=1+L&${junk}`);
    await expect.poll(() => coffee.locator('.tile .title').allTextContents(), { timeout: 10_000 }).toEqual(['Cold Brew Concentrate']);
    expect(await coffee.getByText('This collection is unavailable.').count()).toBe(0);
    expect(warnings.filter((line) => line.startsWith('[shop-embed] ') && /250/.test(line))).toHaveLength(1);
    expect(await page.locator(SEARCH).getByRole('combobox').count()).toBe(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('suggestions of the wrong shape: the box says they are unavailable and keeps working for the next words', async () => {
    const { page, problems, context } = await opened();
    await shop.faults([{ kind: 'reshape', match: 'graphql', key: 'queries', value: 'not a list' }]);
    await typeInBox(page, 'mu');
    const search = page.locator(SEARCH);
    await expect.poll(() => search.getByRole('status').first().textContent(), { timeout: 10_000 }).toBe('No suggestions. Press Enter to search.');
    expect(await search.getByText('Something went wrong here.').count()).toBe(0);
    expect((await search.getByRole('status').first().boundingBox())!.width).toBeGreaterThan(100); // seen, not only heard
    await screenshot(page, 'search-suggestions-unavailable');
    await page.keyboard.type('g');
    await expect.poll(() => search.getByRole('option').allTextContents(), { timeout: 10_000 }).toContain('Stoneware Mug');
    await page.keyboard.press('Enter');
    await expect.poll(() => search.locator('.tile .title').allTextContents(), { timeout: 10_000 }).toContain('Stoneware Mug');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

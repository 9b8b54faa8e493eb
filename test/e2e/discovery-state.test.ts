// A search box and two filtered grids on one page (examples/discover.html) in Chromium, against the emulator: each keeps
// its own state in the address, so one widget's filters never change another's results; a reload shows all three as they
// were, and back undoes one step of one widget.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, useBrowser } from './browser';

const shop = useBrowser();

const SEARCH = '[data-shop-search]';
const APPAREL = '[data-shop-collection="apparel"]';
const COFFEE = '[data-shop-collection="coffee"]';
const titles = (page: Page, host: string) => page.locator(host).locator('.tile .title').allTextContents();
const chips = (page: Page, host: string) => page.locator(host).getByRole('list', { name: 'Active filters' }).getByRole('button').allTextContents();

/** Ticks a facet value in a grid's side panel; the count the shop gives beside it. */
async function tick(grid: Locator, value: RegExp): Promise<number> {
  const label = grid.locator('aside label').filter({ hasText: value });
  const count = Number(/\((\d+)\)/.exec((await label.textContent())!)![1]);
  await label.getByRole('checkbox').check();
  return count;
}

describe('a search box and two filtered grids on one page', () => {
  it('each keeps its own results through the others’ filters, a reload restores all three, back undoes one step', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/discover.html');
    const apparel = page.locator(APPAREL);
    const coffee = page.locator(COFFEE);
    await expect.poll(() => coffee.locator('.tile').count(), { timeout: 20_000 }).toBe(4);
    await expect.poll(() => apparel.locator('.tile').count(), { timeout: 20_000 }).toBe(8);
    const coffeeBefore = await titles(page, COFFEE);

    await page.getByRole('combobox', { name: 'Search the shop' }).fill('mug');
    await page.keyboard.press('Enter');
    await expect.poll(() => titles(page, SEARCH), { timeout: 10_000 }).toEqual(['Stoneware Mug']);

    const black = await tick(apparel, /^Black\(/);
    expect(black).toBeGreaterThan(0);
    await expect.poll(() => apparel.locator('.tile').count(), { timeout: 10_000 }).toBe(Math.min(black, 8));
    const apparelBlack = await titles(page, APPAREL);

    const litre = await tick(coffee, /^1 L\(/);
    await expect.poll(() => coffee.locator('.tile').count(), { timeout: 10_000 }).toBe(litre);
    const coffeeLitre = await titles(page, COFFEE);

    // Nobody took another's filter: the search still finds the mug, each grid shows its own chip only.
    expect(await titles(page, SEARCH)).toEqual(['Stoneware Mug']);
    expect(await titles(page, APPAREL)).toEqual(apparelBlack);
    expect(await chips(page, SEARCH)).toEqual([]);
    expect(await chips(page, APPAREL)).toEqual(['Black ×', 'Clear all']);
    expect(await chips(page, COFFEE)).toEqual(['1 L ×', 'Clear all']);
    const address = new URL(page.url()).searchParams;
    expect([...address]).toEqual([
      ['q', 'mug'],
      ['apparel.filter.v.option.color', 'Black'],
      ['drinks.filter.v.option.size', '1 L'],
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'discovery-three-widgets');

    await page.reload();
    await expect.poll(() => titles(page, SEARCH), { timeout: 20_000 }).toEqual(['Stoneware Mug']);
    await expect.poll(() => titles(page, APPAREL), { timeout: 20_000 }).toEqual(apparelBlack);
    await expect.poll(() => titles(page, COFFEE), { timeout: 20_000 }).toEqual(coffeeLitre);
    expect(await coffee.locator('aside').getByRole('checkbox', { name: /^1 L/ }).isChecked()).toBe(true);

    // Back undoes the last step only: the coffee grid's filter.
    await page.goBack();
    await expect.poll(() => titles(page, COFFEE), { timeout: 10_000 }).toEqual(coffeeBefore);
    expect(await titles(page, APPAREL)).toEqual(apparelBlack);
    expect(await titles(page, SEARCH)).toEqual(['Stoneware Mug']);
    expect(new URL(page.url()).search).toBe('?q=mug&apparel.filter.v.option.color=Black');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

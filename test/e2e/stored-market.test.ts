// A shopper's kept market that the shop does not know (an edited value, a market the shop has closed) in Chromium: the
// page recovers on the same view (the cards drawn, Add works) with one console line, and forgets the value; a
// setLocalization() the shop cannot serve is refused and kept nowhere.
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, storedCartId, useBrowser } from './browser';

const shop = useBrowser();

/** Stores `value` as the shopper's market for this shop before the page's scripts run (the key localization-key.ts reads). */
const storing = (value: string) => async (page: Page) => {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => message.text().includes('[shop-embed]') && lines.push(message.text()));
  (page as unknown as { lines: string[] }).lines = lines;
  await page.addInitScript((kept) => {
    // Once: the test's later reads see what the page itself kept.
    if (!sessionStorage.getItem('seeded')) localStorage.setItem(`shop-embed:localization:${location.origin}`, kept);
    sessionStorage.setItem('seeded', '1');
  }, value);
};
const linesOf = (page: Page) => (page as unknown as { lines: string[] }).lines;
const kept = (page: Page) => page.evaluate(() => localStorage.getItem(`shop-embed:localization:${location.origin}`));

const toggleCount = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button').locator('.sr-only').textContent();

describe('a kept market the shop does not know', () => {
  it('storage holding QQ: the card is drawn and adds, one console line, the value forgotten', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/cart.html', { before: storing('QQ QQ') });
    const card = page.locator('[data-shop-product="classic-cotton-tee"]');
    await card.getByRole('button', { name: 'Add to cart' }).click({ timeout: 15_000 });
    await expect.poll(() => toggleCount(page), { timeout: 15_000 }).toMatch(/1 item/);
    // The shop's own cart holds the unit, in the shop's default market.
    await expect.poll(() => storedCartId(page)).toMatch(/^gid:/);
    const { cart } = await shop.graphql<{ cart: { totalQuantity: number; cost: { totalAmount: { currencyCode: string } } } }>(
      'query ($id: ID!) { cart(id: $id) { totalQuantity cost { totalAmount { currencyCode } } } }',
      { id: await storedCartId(page) },
    );
    expect([cart.totalQuantity, cart.cost.totalAmount.currencyCode]).toEqual([1, 'USD']);
    expect(await card.textContent()).not.toContain('could not be loaded');
    expect(linesOf(page)).toEqual([expect.stringMatching(/^\[shop-embed\] .*"QQ".*/)]);
    expect(await kept(page)).toBeNull();
    expect(problems.errors).toEqual([]);
    await screenshot(page, 'stored-market-unknown');
    await context.close();
  });

  it('setLocalization to a country or language the shop does not sell in is refused, and nothing is kept', async () => {
    await shop.reset();
    const { page, context } = await shop.open('/examples/international.html', { before: storing('') });
    await page.locator('[data-shop-localization]').getByRole('combobox', { name: 'Country/region' }).waitFor({ timeout: 15_000 });
    const set = (choice: object) =>
      page.evaluate(
        (c) => (window as unknown as { ShopEmbed: { setLocalization(c: object): Promise<unknown> } }).ShopEmbed.setLocalization(c),
        choice,
      );
    expect(await set({ country: 'QQ', language: 'QQ' })).toBeNull();
    expect(await set({ country: 'FR', language: 'EN' })).toBeNull(); // a country the shop has no market for
    expect(await set({ country: 'JP', language: 'FR' })).toBeNull(); // a language Japan's market does not offer
    expect(await kept(page)).toBe('');
    await expect.poll(() => linesOf(page).length).toBe(3);
    expect(linesOf(page)[0]).toMatch(/^\[shop-embed\] setLocalization\(.*QQ.*\).*nothing changed/);
    // The page stays in the shop's market.
    expect(await page.locator('[data-shop-collection]').evaluate((el) => el.shadowRoot!.textContent)).toContain('$');
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, useBrowser, waitForWidgets } from './browser';
import { focused, tabTo } from './keyboard';

const shop = useBrowser();
const PAGE = '/examples/personalised.html';

const cardOf = (page: Page) => page.locator('[data-shop-product]');
const drawerOf = (page: Page) => page.locator('[data-shop-embed-companion]').getByRole('dialog');

async function openCard(page: Page) {
  await waitForWidgets(page);
  await cardOf(page)
    .getByRole('textbox', { name: /^Engraving/ })
    .waitFor({ timeout: 10_000 });
}

describe('personalised product in Chromium, keyboard only', () => {
  it('an engraving travels from the card to the drawer and the hosted checkout; a second name is a second line', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open(PAGE);
    await openCard(page);
    const card = cardOf(page);

    // The add without the required engraving: refused, the message under the field, focus on it.
    await tabTo(page, /^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('input|text|Engraving (up to 20 characters)');
    const engraving = card.getByRole('textbox', { name: /^Engraving/ });
    expect(await engraving.getAttribute('aria-invalid')).toBe('true');
    expect(await card.getByText('Please fill in Engraving.').isVisible()).toBe(true);
    expect(await page.locator('[data-shop-cart-toggle]').getByRole('button').textContent()).toMatch(/empty/);

    // 25 characters typed, 20 kept; gift wrap ticked with Space; added with Enter.
    await page.keyboard.type('Anna and Bo, forever and a day');
    expect(await engraving.inputValue()).toBe('Anna and Bo, forever');
    expect(await card.getByText('Please fill in Engraving.').count()).toBe(0);
    await tabTo(page, /^input\|checkbox\|Gift wrap$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');
    await card.getByText('Added to your cart.').waitFor();

    // The same mug with another engraving: a second line.
    await tabTo(page, /^input\|text\|Engraving/, true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Cleo');
    // The fields keep what the shopper chose: untick gift wrap for this one.
    await tabTo(page, /^input\|checkbox\|Gift wrap$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-shop-cart-toggle]').getByRole('button').textContent()).toMatch(/2 items/);

    // The drawer, opened from the header toggle.
    await tabTo(page, /Cart, 2 items/, true);
    await page.keyboard.press('Enter');
    const lines = drawerOf(page).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    const texts = await lines.allTextContents();
    expect(texts[0]).toContain('Engraving: Anna and Bo, forever');
    expect(texts[0]).toContain('Gift wrap: Yes');
    expect(texts[1]).toContain('Engraving: Cleo');
    expect(texts[1]).not.toContain('Gift wrap');
    expect(texts.join(' ')).not.toMatch(/_source|personalised-example/);
    await screenshot(page, 'personalised-drawer');
    expect(await axeViolations(page)).toEqual([]);
    // (Checked here: the emulator's checkout page asks for a favicon it does not have.)
    expect(problems.errors).toEqual([]);

    // The hosted checkout lists the same properties under each line, the hidden one left out.
    await tabTo(page, /^button\|button\|Check out$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    const rows = page.locator('section[aria-labelledby="lines-heading"] tbody th');
    expect(await rows.allTextContents()).toEqual([
      expect.stringMatching(/Stoneware Mug.*Engraving: Anna and Bo, forever.*Gift wrap: Yes/s),
      expect.stringMatching(/Stoneware Mug.*Engraving: Cleo/s),
    ]);
    expect(await page.content()).not.toContain('personalised-example');
    await context.close();
  });

  it('fits a 390 px phone with the message shown, and axe finds nothing', async () => {
    const { page, problems, context } = await shop.open(PAGE, { width: 390 });
    await openCard(page);
    await cardOf(page).getByRole('button', { name: 'Add to cart' }).click();
    await cardOf(page).getByText('Please fill in Engraving.').waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await cardOf(page)
      .getByRole('textbox', { name: /^Engraving/ })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/e2e/personalised-phone.png' });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

// The forms under a cart's lines in Chromium: the order note, the email, a discount code and a gift card are buttons until
// the shopper reaches for one (src/widget/cart/Extras.tsx), and their file comes only then; a press brings the form with
// focus in its field; a cart that holds a code shows its form at once, also after a reload; a file that cannot be loaded
// is said, and the next press loads it. The changes the forms send come with the cart codes file, asked for as the forms
// arrive: a first Apply waits only for the shop, and without that file nothing is sent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestsFor, screenshot, useBrowser, waitForWidgets } from './browser';
import { focused } from './keyboard';

const shop = useBrowser();
const PAGE = '/examples/shop.html';
const CHUNK = '/dist/shop-embed.cart-extras.min.js';
const CHANGES = '/dist/shop-embed.cart-codes.min.js';
const EXTRAS = ['Order note', 'Email for order updates', 'Discount code', 'Gift card'];

// The shop example has no cart widget of its own: its toggle brings the drawer.
const drawerOf = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });
const toggleOf = (page: Page) => page.locator('[data-shop-cart-toggle]').first().getByRole('button');
const extrasOf = (page: Page) => drawerOf(page).locator('[part="extra"]');

/** The shop example with the first card added and the drawer open on its line. */
async function drawerWithLine(page: Page) {
  await waitForWidgets(page);
  await page.locator('[data-shop-product]').first().getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => toggleOf(page).locator('.sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
  await toggleOf(page).click();
  await drawerOf(page).getByRole('listitem').first().waitFor();
}

describe('the forms under a cart’s lines', () => {
  it('are buttons whose file comes as the shopper reaches for one; Enter brings the form with focus in its field', async () => {
    const { page, problems, context } = await shop.open(PAGE);
    const loads = requestsFor(page, CHUNK);
    const changes = requestsFor(page, CHANGES);
    await drawerWithLine(page);
    expect(await extrasOf(page).allTextContents()).toEqual(EXTRAS);
    await page.waitForTimeout(300);
    expect(loads).toEqual([]);

    await extrasOf(page).getByText('Discount code', { exact: true }).focus();
    await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('input|text|Discount code');
    // The changes' file was asked for with the forms, before the shopper applies anything.
    await expect.poll(() => changes.length, { timeout: 10_000 }).toBe(1);
    await page.keyboard.type('WELCOME10');
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOf(page).locator('[part="discount-codes"]').textContent(), { timeout: 10_000 }).toContain('WELCOME10 Applied');
    // The others are still buttons; the file came once.
    expect(await extrasOf(page).allTextContents()).toEqual(['Order note', 'Email for order updates', 'Gift card']);
    await screenshot(page, 'cart-extras-discount');

    // A cart that holds a code draws its form open at once, on the next page too.
    await page.reload();
    await waitForWidgets(page);
    await expect.poll(() => toggleOf(page).locator('.sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
    await toggleOf(page).click();
    await drawerOf(page).getByRole('textbox', { name: 'Discount code', exact: true }).waitFor({ timeout: 10_000 });
    expect(await drawerOf(page).locator('[part="discount-codes"]').textContent()).toContain('WELCOME10 Applied');
    expect(await extrasOf(page).allTextContents()).toEqual(['Order note', 'Email for order updates', 'Gift card']);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('a file that cannot be loaded is said where the shopper pressed, and the next press loads it', async () => {
    let blocked = true;
    const { page, problems, context } = await shop.open(PAGE, {
      before: (p) => p.route(`**${CHUNK}`, (route) => (blocked ? route.abort() : route.continue())).then(() => {}),
    });
    await drawerWithLine(page);
    await extrasOf(page).getByText('Order note', { exact: true }).click();
    const alert = drawerOf(page).getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toBe('This part of the shop could not be loaded. Check your connection and try again.');
    expect(await extrasOf(page).allTextContents()).toEqual(EXTRAS);
    // What the shop says about one of them meanwhile (a gift card the page's own code applies) is shown under its button.
    await page.evaluate(() =>
      (window as unknown as { ShopEmbed: { cart: { addGiftCard(code: string): Promise<unknown> } } }).ShopEmbed.cart.addGiftCard('GIFT-NOPE'),
    );
    const giftCard = extrasOf(page).getByText('Gift card', { exact: true });
    expect(await giftCard.evaluate((button) => button.nextElementSibling?.textContent)).toBe(
      'That gift card code is not valid or has no balance left.',
    );
    blocked = false;
    await extrasOf(page).getByText('Order note', { exact: true }).click();
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('textarea|textarea|Order note');
    expect(await alert.count()).toBe(0);
    // The gift card the shop refused is drawn open now, its message under its field.
    const field = drawerOf(page).getByRole('textbox', { name: 'Gift card', exact: true });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The one console error is Chromium's own line about the blocked file.
    expect(problems.errors).toEqual(['Failed to load resource: net::ERR_FAILED']);
    await context.close();
  });

  it('without the changes’ file an Apply sends nothing and says so under its field; the next Apply loads it and sends', async () => {
    let blocked = true;
    const { page, problems, context } = await shop.open(PAGE, {
      before: (p) => p.route(`**${CHANGES}`, (route) => (blocked ? route.abort() : route.continue())).then(() => {}),
    });
    await drawerWithLine(page);
    await extrasOf(page).getByText('Discount code', { exact: true }).click();
    const field = drawerOf(page).getByRole('textbox', { name: 'Discount code', exact: true });
    await field.fill('WELCOME10');
    const sent: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/graphql.json') && sent.push(/mutation (\w+)/.exec(request.postData() ?? '')?.[1] ?? 'query'),
    );
    await field.press('Enter');
    const form = drawerOf(page).locator('[part~="discount-form"]');
    await expect
      .poll(() => form.locator('[part="messages"]').textContent(), { timeout: 10_000 })
      .toBe('The cart could not be loaded. Check your connection and try again.');
    expect(sent).toEqual([]);
    expect(await field.inputValue()).toBe('WELCOME10');

    blocked = false;
    await field.press('Enter');
    await expect.poll(() => drawerOf(page).locator('[part="discount-codes"]').textContent(), { timeout: 10_000 }).toContain('WELCOME10 Applied');
    expect(sent).toEqual(['CartDiscountCodesUpdate']);
    // Chromium's own lines about the blocked file (asked for with the forms, then by the Apply).
    expect(new Set(problems.errors)).toEqual(new Set(['Failed to load resource: net::ERR_FAILED']));
    await context.close();
  });
});

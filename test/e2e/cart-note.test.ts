// A shopper's order note and gift message reach the shop without "Save": on a phone (390 px, touch) the shopper types
// them and taps Check out, or closes the drawer and comes back; the hosted checkout page shows both. A note the shop
// refuses keeps the shopper on the page with the reason. Against the built bundle (plain preact: native focusout).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, traced, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/cart.html';

const toggleOf = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button');
const drawerOf = (page: Page) => page.locator('[data-shop-cart]').getByRole('dialog');

/** A phone on the cart example with the tee in the cart and the drawer open. */
async function phoneWithTee() {
  const opened = await shop.open(PAGE, { width: 390, touch: true });
  const { page } = opened;
  await waitForWidgets(page);
  await page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' }).tap();
  await expect.poll(() => toggleOf(page).locator('.sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
  await openDrawer(page);
  return opened;
}

async function openDrawer(page: Page) {
  await toggleOf(page).tap();
  await drawerOf(page).getByLabel('Order note').waitFor();
}

/** The hosted checkout page's Details as label → text. */
async function checkoutDetails(page: Page): Promise<Record<string, string>> {
  await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
  return page
    .locator('section[aria-labelledby="buyer-heading"] dl')
    .evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent])));
}

describe('order note and gift message on a phone, without Save', () => {
  it('tapping Check out right after typing brings both to the checkout page', async () => {
    const { page, context, problems, trace } = await phoneWithTee();
    try {
      await drawerOf(page).getByLabel('Order note').fill('Leave at door');
      await drawerOf(page).getByLabel('Gift message').fill('Love you');
      await drawerOf(page).getByRole('button', { name: 'Check out' }).tap();
      expect(await checkoutDetails(page)).toMatchObject({ Note: 'Leave at door', gift_message: 'Love you' });
      await screenshot(page, 'cart-note-checkout');
      expect(problems.errors).toEqual([]);
    } catch (error) {
      throw traced(error, trace);
    }
    await context.close();
  });

  it('closing the drawer (Close, or Esc from the field) and opening it again shows what was typed, and it is the shop’s', async () => {
    const { page, context, problems, trace } = await phoneWithTee();
    try {
      await drawerOf(page).getByLabel('Order note').fill('Leave at door');
      await drawerOf(page).getByRole('button', { name: 'Close cart' }).tap();
      await drawerOf(page).waitFor({ state: 'hidden' });
      await openDrawer(page);
      await expect.poll(() => drawerOf(page).getByLabel('Order note').inputValue()).toBe('Leave at door');

      // Esc while the field still has focus: the drawer's content goes away with it.
      await drawerOf(page).getByLabel('Gift message').fill('Love you');
      await page.keyboard.press('Escape');
      await drawerOf(page).waitFor({ state: 'hidden' });
      await openDrawer(page);
      await expect.poll(() => drawerOf(page).getByLabel('Gift message').inputValue()).toBe('Love you');
      expect(await drawerOf(page).getByLabel('Order note').inputValue()).toBe('Leave at door');

      // Saved, not only drawn: a reload shows them, and so does the checkout page.
      await page.reload();
      await waitForWidgets(page);
      await openDrawer(page);
      await expect.poll(() => drawerOf(page).getByLabel('Gift message').inputValue(), { timeout: 10_000 }).toBe('Love you');
      await drawerOf(page).getByRole('button', { name: 'Check out' }).tap();
      expect(await checkoutDetails(page)).toMatchObject({ Note: 'Leave at door', gift_message: 'Love you' });
      expect(problems.errors).toEqual([]);
    } catch (error) {
      throw traced(error, trace);
    }
    await context.close();
  });

  it('a note the shop refuses keeps the shopper in the drawer with the reason, the text kept', async () => {
    const { page, context, trace } = await phoneWithTee();
    try {
      const long = 'x'.repeat(5001);
      await drawerOf(page).getByLabel('Order note').fill(long);
      await drawerOf(page).getByRole('button', { name: 'Check out' }).tap();
      const sentence = 'The note is too long. Please shorten it.';
      await expect.poll(() => drawerOf(page).locator('[part="checkout"] [role="status"]').textContent(), { timeout: 10_000 }).toBe(sentence);
      expect(await drawerOf(page).getByRole('button', { name: 'Check out' }).getAttribute('aria-busy')).toBe('false');
      expect(new URL(page.url()).pathname).toBe(PAGE);
      expect(await drawerOf(page).getByLabel('Order note').inputValue()).toBe(long);
      expect(await drawerOf(page).getByLabel('Order note').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'cart-note-refused');
    } catch (error) {
      throw traced(error, trace);
    }
    await context.close();
  });
});

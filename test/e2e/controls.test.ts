// The form controls of the built script in Chromium: the widgets run on plain preact there (src/react-lite.ts), the
// unit tests on preact/compat, which renames events (`onChange` → input, `onBlur` → focusout). These are the controls
// whose events differ: the option select, the card's quantity (committed on each keystroke) and a cart line's quantity
// (committed on leaving the field or the native change event, not on each keystroke).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestsFor, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const GRAPHQL = '/api/2026-04/graphql.json';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Controls</title>
    <script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
  </head>
  <body>
    <main>
      <div data-shop-cart-toggle></div>
      <div data-shop-product="build-your-own-print-tee"></div>
    </main>
  </body>
</html>`;

/** The toggle's name ("Cart, 3 items"). */
const countOf = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button').locator('.sr-only').textContent();
const updates = async () => (await shop.requests()).operations['CartLinesUpdate'] ?? 0;

describe('form controls in Chromium (the built script, plain preact)', () => {
  it('the 630-variant card: one request at load, sold-out prints marked, an unknown combination read once, image and button follow', async () => {
    await shop.reset();
    let reads: string[] = [];
    const { page, problems, context } = await shop.open('/controls.html', {
      html: PAGE,
      before: async (opened) => void (reads = requestsFor(opened, GRAPHQL)),
    });
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    const card = page.locator('[data-shop-product]');
    const image = () => card.locator('.slide:not([hidden]) img').first().getAttribute('src');
    const print = card.getByRole('combobox', { name: 'Print' });
    await card.getByRole('radio', { name: 'XXL' }).check();
    await card.getByRole('radio', { name: 'Rust' }).check();
    // XXL / Rust / Mountain is not among the variants the card read: one small read; its image (the sixth) brings the rest.
    await expect.poll(image, { timeout: 10_000 }).toContain('build-your-own-print-tee-6');
    await expect.poll(() => card.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    expect(await print.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Whale, sold out', 'Owl, sold out']));
    await print.selectOption('Owl');
    await expect.poll(() => card.getByRole('button', { name: 'Sold out' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    await print.selectOption('Fox');
    await expect.poll(() => card.getByRole('button', { name: 'Add to cart' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await card.locator('.price').first().textContent()).toContain('$30.00');
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(5); // the card; XXL / Rust / Mountain and its images; Owl; Fox
    expect(
      await page.evaluate(() => document.querySelector('[data-shop-product]')!.shadowRoot!.querySelectorAll('input[type="hidden"]').length),
    ).toBe(0);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('the option select, a typed card quantity, and a cart line quantity committed once on leaving the field or stepping', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/controls.html', { html: PAGE });
    await waitForWidgets(page);
    const card = page.locator('[data-shop-product]');
    const print = card.getByRole('combobox', { name: 'Print' });
    expect(await print.inputValue()).toBe('Mountain');
    await print.selectOption('Whale');
    await expect.poll(() => print.inputValue()).toBe('Whale');
    // The card's quantity is live: a typed 3 is what the add button adds, without leaving the field.
    await card.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 3 items');

    await page.locator('[data-shop-cart-toggle]').getByRole('button').click();
    const drawer = page.getByRole('dialog');
    const line = drawer.getByRole('listitem').filter({ hasText: 'Build-Your-Own Print Tee' });
    expect(await line.textContent()).toContain('Whale');
    // The line as the shop holds it (drawn again under its own id once the shop answers: a draft typed before is not its).
    await expect.poll(() => line.getAttribute('aria-busy')).toBe('false');
    const field = line.getByRole('spinbutton');
    expect(await field.inputValue()).toBe('3');
    // Typing 1 then 5 sends nothing; leaving the field sends 15, once.
    await field.fill('1');
    await field.fill('15');
    await page.waitForTimeout(300);
    expect(await updates()).toBe(0);
    await field.press('Tab');
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 15 items');
    // The count is drawn before the request leaves: wait for the shop to hear it.
    await expect.poll(updates, { timeout: 10_000 }).toBe(1);
    // The arrow key steps the number: the native change event commits it.
    await field.focus();
    await field.press('ArrowDown');
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 14 items');
    await expect.poll(updates, { timeout: 10_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(await updates()).toBe(2); // and nothing more once the page is quiet
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

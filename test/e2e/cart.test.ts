import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, SCREENSHOTS, traced, useBrowser, waitForWidgets } from './browser';
import { focused, tabTo } from './keyboard';

const shop = useBrowser();
const PAGE = '/examples/cart.html';

const toggleOf = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button');
const drawerOf = (page: Page) => page.locator('[data-shop-cart]').getByRole('dialog');
/** The toggle's name ("Cart, 3 items"): it comes from its content, the visible words hidden from assistive technology. */
const countOf = (page: Page) => toggleOf(page).locator('.sr-only').textContent();
/** What the drawer's live region says now (each confirmed change of the shopper's own, once). */
const liveOf = (page: Page) => drawerOf(page).locator('.sr-only[aria-live="polite"]').textContent();
/** "$27.54" or "$27.54 USD" → 27.54 */
const amount = (text: string | null | undefined) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/**
 * Where the focused element is, in the open drawer: `shown` when its box is inside the body's and it is on top at the
 * middle of each edge (not under the summary that sticks to the body's bottom); otherwise what covers it, or that it is
 * outside. (Edge middles, not corners: a rounded button's corners are its parent's.)
 */
function focusShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-shop-cart]')!.shadowRoot!;
    const el = root.activeElement;
    if (!el) return `nothing focused in the drawer (${document.activeElement?.tagName.toLowerCase()})`;
    const box = el.getBoundingClientRect();
    const body = root.querySelector('.drawer-body')!.getBoundingClientRect();
    if (box.top < body.top || box.bottom > body.bottom) return `outside the body: ${box.top}–${box.bottom} not in ${body.top}–${body.bottom}`;
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    for (const [px, py] of [
      [x, box.top + 1],
      [x, box.bottom - 1],
      [box.left + 1, y],
      [box.right - 1, y],
    ] as const) {
      const hit = root.elementFromPoint(px, py);
      if (hit !== el && !el.contains(hit))
        return `covered at ${px},${py} by ${hit?.tagName.toLowerCase()}.${hit?.className}${hit?.closest('.summary') ? ' in the summary' : ''}`;
    }
    return 'shown';
  });
}

/** The drawer's order summary as label → text. */
async function totalsOf(page: Page): Promise<Record<string, string>> {
  return drawerOf(page)
    .locator('[part="totals"] .row')
    .evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.querySelector('dt')!.textContent!.trim(), row.querySelector('dd')!.textContent!.trim()])),
    );
}

/** The checkout page's totals table as label → text. */
async function checkoutTotals(page: Page): Promise<Record<string, string>> {
  return page
    .locator('section[aria-labelledby="totals-heading"] tr')
    .evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.querySelector('th')!.textContent!.trim(), row.querySelector('td')!.textContent!.trim()])),
    );
}

/**
 * Console errors of the page except the emulator's checkout pages asking for `/favicon.ico` (they link no icon): the
 * harness's list has no URLs to tell those apart.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(m.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

async function openProductPage(page: Page) {
  await waitForWidgets(page);
  await expect.poll(() => countOf(page), { timeout: 10_000 }).toMatch(/^Cart/);
}

/** After the hosted checkout: the page shows the same lines and totals as the drawer did, and `_fd=0` arrived. */
async function expectCheckoutPage(page: Page, drawerTotals: Record<string, string>) {
  await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('_fd')).toBe('0');
  expect(await page.getByRole('list', { name: 'Query parameters' }).textContent()).toContain('_fd=0');
  const row = page.locator('section[aria-labelledby="lines-heading"] tbody tr');
  expect(await row.count()).toBe(1);
  expect(await row.locator('th').textContent()).toMatch(/Classic Cotton Tee.*M \/ Black/s);
  expect(await row.locator('td').first().textContent()).toBe('3');
  const totals = await checkoutTotals(page);
  expect(amount(totals['Total due'])).toBe(amount(drawerTotals['Total due']));
  expect(amount(totals['Taxes'])).toBe(amount(drawerTotals['Taxes']));
  expect(totals['Order discounts']).toContain(drawerTotals['Discounts (WELCOME10)']!.replace('−', ''));
  expect(amount(totals['Gift cards'])).toBe(amount(drawerTotals['Gift card (WXYZ)']));
}

describe('cart drawer in Chromium, as a shopper', () => {
  it('with the mouse: variant, add twice, quantity, codes, gift card, note, reload, second tab, checkout, pay', async () => {
    const { page, problems, context, trace } = await shop.open(PAGE);
    try {
      const errors = watchErrors(page);
      await openProductPage(page);
      const card = page.locator('[data-shop-product]');
      await card.getByRole('radio', { name: 'M', exact: true }).check();
      await card.getByRole('radio', { name: 'Black', exact: true }).check();
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 1 item');
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 2 items');

      await toggleOf(page).click();
      const drawer = drawerOf(page);
      await drawer.waitFor();
      expect(await drawer.getByRole('heading', { level: 2 }).textContent()).toBe('Your cart (2)');
      const line = drawer.getByRole('listitem').filter({ hasText: 'Classic Cotton Tee' });
      expect(await line.count()).toBe(1);
      expect(await line.textContent()).toMatch(/Size:\s*M.*Color:\s*Black/s);
      await line.getByRole('button', { name: /^Increase quantity of / }).click();
      await expect.poll(() => countOf(page)).toBe('Cart, 3 items');

      // A discount code and a gift card are buttons until pressed, then their fields (src/widget/cart/Extras.tsx).
      await drawer.getByRole('button', { name: 'Discount code', exact: true }).click();
      await drawer.getByRole('button', { name: 'Gift card', exact: true }).click();
      await drawer.getByRole('textbox', { name: 'Discount code', exact: true }).fill('WELCOME10');
      await drawer.getByRole('button', { name: 'Apply discount code' }).click();
      await expect.poll(() => drawer.locator('[part="discount-codes"]').textContent(), { timeout: 10_000 }).toContain('WELCOME10 Applied');
      await drawer.getByRole('textbox', { name: 'Discount code', exact: true }).fill('BOGUS5');
      await drawer.getByRole('button', { name: 'Apply discount code' }).click();
      await expect.poll(() => drawer.locator('[part="discount-codes"]').textContent(), { timeout: 10_000 }).toContain('BOGUS5 Not applied');
      await drawer.getByRole('textbox', { name: 'Gift card', exact: true }).fill('GIFT-10-WXYZ');
      await drawer.getByRole('button', { name: 'Apply gift card' }).click();
      await expect.poll(() => drawer.locator('[part="gift-cards"]').textContent(), { timeout: 10_000 }).toContain('Gift card ending WXYZ');
      await drawer.getByLabel('Order note').fill('Please leave it with the neighbours.');
      await drawer.getByLabel('Gift message').fill('Happy birthday!');
      await drawer.getByRole('button', { name: 'Save note' }).click();
      await expect.poll(() => drawer.locator('[aria-live="polite"]').first().textContent(), { timeout: 10_000 }).toBe('Saved.');
      const totals = await totalsOf(page);
      expect(Object.keys(totals)).toEqual(['Items', 'Discounts (WELCOME10)', 'Subtotal', 'Taxes', 'Total', 'Gift card (WXYZ)', 'Total due']);
      // On a wide screen every row is shown, with no disclosure button.
      expect(await drawer.locator('[part="totals"]').isVisible()).toBe(true);
      expect(await drawer.getByRole('button', { name: /^Order summary/ }).count()).toBe(0);
      expect(amount(totals['Items'])).toBe(72);
      expect(amount(totals['Discounts (WELCOME10)'])).toBe(7.2);
      expect(amount(totals['Total'])).toBeCloseTo(amount(totals['Subtotal']) + amount(totals['Taxes']), 2);
      expect(amount(totals['Total due'])).toBeCloseTo(amount(totals['Total']) - 10, 2);
      await screenshot(page, 'cart-drawer');
      expect.soft(await axeViolations(page)).toEqual([]);

      // Reload: the same cart comes back.
      await page.reload();
      await openProductPage(page);
      await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 3 items');
      await toggleOf(page).click();
      await expect.poll(() => totalsOf(page), { timeout: 10_000 }).toEqual(totals);
      expect(await drawerOf(page).getByLabel('Order note').inputValue()).toBe('Please leave it with the neighbours.');
      expect(await drawerOf(page).getByLabel('Gift message').inputValue()).toBe('Happy birthday!');

      // A second tab shows the same cart.
      const second = await context.newPage();
      await second.goto(page.url());
      await openProductPage(second);
      await expect.poll(() => countOf(second), { timeout: 10_000 }).toBe('Cart, 3 items');
      await toggleOf(second).click();
      await expect.poll(() => totalsOf(second), { timeout: 10_000 }).toEqual(totals);
      await screenshot(second, 'cart-second-tab');
      await second.close();

      // Check out: the hosted page has the same lines and totals, and `_fd=0`.
      await drawerOf(page).getByRole('button', { name: 'Check out' }).click();
      await expectCheckoutPage(page, totals);
      await screenshot(page, 'cart-checkout');
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
      await screenshot(page, 'cart-paid');

      // Back on the shop: a fresh, empty cart.
      await page.goto(`${shop.url}${PAGE}`);
      await openProductPage(page);
      await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, empty');
      await toggleOf(page).click();
      await drawerOf(page).getByText('Your cart is empty.').waitFor();
      await screenshot(page, 'cart-empty');
      await drawerOf(page).getByRole('button', { name: 'Continue shopping' }).click();
      await expect.poll(() => drawerOf(page).isVisible()).toBe(false);
      expect(errors).toEqual([]);
      expect({ ...problems, errors: [] }).toEqual({ errors: [], csp: [], offsite: [] });
    } catch (error) {
      throw traced(error, trace);
    }
    await context.close();
  });

  it('with the keyboard only: the same flow, focus moving into the drawer and back to the toggle', async () => {
    const { page, problems, context } = await shop.open(PAGE);
    const errors = watchErrors(page);
    await openProductPage(page);
    // Product card: Size and Color are radio groups (arrow keys), then Add to cart.
    await tabTo(page, /^input\|radio\|XS$/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('input|radio|M');
    await tabTo(page, /^input\|radio\|White$/);
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('input|radio|Black');
    await tabTo(page, /^button\|submit\|Add to cart$|^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 1 item');
    await expect.poll(() => focused(page)).toMatch(/Add to cart$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 2 items');

    // The toggle is in the header, before the product: back up to it and open the drawer.
    await tabTo(page, /^button\|button\|Cart, 2 items$/, true);
    await page.keyboard.press('Enter');
    await drawerOf(page).waitFor();
    expect(await focused(page)).toBe('button|button|Close cart');
    await tabTo(page, /Increase quantity of /);
    await page.keyboard.press('Enter');
    await expect.poll(() => countOf(page)).toBe('Cart, 3 items');

    await tabTo(page, /^textarea\|textarea\|Order note$/);
    await page.keyboard.type('Ring twice.');
    await tabTo(page, /Save note/);
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOf(page).locator('[aria-live="polite"]').first().textContent(), { timeout: 10_000 }).toBe('Saved.');
    expect(await focused(page)).toBe('button|submit|Save note');
    expect(await focusShown(page)).toBe('shown');
    // The discount code is a button until pressed: Enter on it brings its field, with focus in it.
    await tabTo(page, /^button\|button\|Discount code$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('input|text|Discount code');
    await page.keyboard.type('WELCOME10');
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOf(page).locator('[part="discount-codes"]').textContent(), { timeout: 10_000 }).toContain('WELCOME10 Applied');
    expect(await focused(page)).toBe('input|text|Discount code');
    expect(await focusShown(page)).toBe('shown');
    await page.keyboard.type('NOPE-NOPE');
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOf(page).locator('[part="discount-codes"]').textContent(), { timeout: 10_000 }).toContain('NOPE-NOPE Not applied');
    expect(await focusShown(page)).toBe('shown');
    // Removing a code takes its Remove button away: focus goes to the code field, not to the page's body.
    await tabTo(page, /^button\|button\|Remove discount NOPE-NOPE$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOf(page).locator('[part="discount-codes"]').textContent(), { timeout: 10_000 }).not.toContain('NOPE-NOPE');
    await expect.poll(() => focused(page)).toBe('input|text|Discount code');
    expect(await focusShown(page)).toBe('shown');
    // The gift card field is under the summary that sticks to the drawer's bottom: Tab scrolls it clear, and after Enter
    // (the summary grows by the card's rows) focus is still in it and it is still clear.
    await tabTo(page, /^button\|button\|Gift card$/);
    expect(await focusShown(page)).toBe('shown');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('input|text|Gift card');
    expect(await focusShown(page)).toBe('shown');
    await page.keyboard.type('GIFT-10-WXYZ');
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOf(page).locator('[part="gift-cards"]').textContent(), { timeout: 10_000 }).toContain('Gift card ending WXYZ');
    expect(await focused(page)).toBe('input|text|Gift card');
    await expect.poll(() => focusShown(page)).toBe('shown');
    const totals = await totalsOf(page);
    await screenshot(page, 'cart-keyboard-drawer');

    // Esc closes the drawer and focus goes back to the toggle.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawerOf(page).isVisible()).toBe(false);
    expect(await focused(page)).toBe('button|button|Cart, 3 items');

    // Reopen, check out.
    await page.keyboard.press('Enter');
    await drawerOf(page).waitFor();
    expect(await focused(page)).toBe('button|button|Close cart');
    await tabTo(page, /^button\|button\|Check out$/);
    await page.keyboard.press('Enter');
    await expectCheckoutPage(page, totals);
    await tabTo(page, /^button\|submit\|Pay now$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await tabTo(page, /^a\|\|Continue shopping$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/examples\/$/);
    await page.goto(`${shop.url}${PAGE}`);
    await openProductPage(page);
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, empty');
    expect(errors).toEqual([]);
    expect({ ...problems, errors: [] }).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('on a phone the drawer fills the width, and axe finds nothing with it open', async () => {
    const { page, problems, context } = await shop.open(PAGE, { width: 390 });
    await openProductPage(page);
    await page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 1 item');
    await toggleOf(page).click();
    const box = await drawerOf(page).boundingBox();
    expect(box?.width).toBeCloseTo(390, 0);
    await page.waitForTimeout(400); // the slide-in
    await page.screenshot({ path: `${SCREENSHOTS}/cart-phone.png` });
    expect.soft(await axeViolations(page)).toEqual([]);
    // The order summary sticks to the drawer's bottom: on a phone only what is to pay and Check out, the rest a tap away.
    const summary = drawerOf(page).locator('[part="summary"]');
    const rows = drawerOf(page).locator('[part="totals"]');
    const details = drawerOf(page).getByRole('button', { name: /^Order summary \$25\.92$/ }); // the total, taxes included
    expect((await summary.boundingBox())!.height / 900).toBeLessThanOrEqual(0.2);
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    expect(await rows.isVisible()).toBe(false);
    await tabTo(page, /^button\|button\|Order summary \$25\.92$/);
    await page.keyboard.press('Enter');
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => rows.isVisible()).toBe(true);
    expect(Object.keys(await totalsOf(page))).toEqual(['Subtotal', 'Taxes', 'Total']);
    await page.screenshot({ path: `${SCREENSHOTS}/cart-phone-summary.png` });
    // Taller now: Shift+Tab to the controls above it still scrolls each clear of it (its height is the scroll padding).
    await tabTo(page, /^button\|button\|Gift card$/, true);
    expect(await focusShown(page)).toBe('shown');
    await tabTo(page, /^button\|button\|Order summary/);
    await page.keyboard.press('Space');
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => rows.isVisible()).toBe(false);
    await tabTo(page, /^button\|button\|Gift card$/, true);
    expect(await focusShown(page)).toBe('shown');
    // − down to the minimum by keyboard: the button turns aria-disabled and keeps the focus (a disabled one drops it).
    // Each change is said once the shop confirmed it, in the drawer's live region.
    await tabTo(page, /^button\|button\|Increase quantity of /, true);
    await page.keyboard.press('Enter');
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 2 items');
    await expect.poll(() => liveOf(page), { timeout: 10_000 }).toBe('Classic Cotton Tee (XS / White), quantity 2');
    await tabTo(page, /^button\|button\|Decrease quantity of /, true);
    await page.keyboard.press('Enter');
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 1 item');
    await expect.poll(() => liveOf(page), { timeout: 10_000 }).toBe('Classic Cotton Tee (XS / White), quantity 1');
    expect(await focused(page)).toMatch(/^button\|button\|Decrease quantity of /);
    // Removing the only line by keyboard: the line goes with its Remove button; focus lands on "Your cart is empty." (a
    // screen reader reads where the shopper is; Tab goes on to Continue shopping), and the removal is said.
    await tabTo(page, /^button\|button\|Remove .* from cart$/);
    await page.keyboard.press('Enter');
    await drawerOf(page).getByText('Your cart is empty.').waitFor();
    await expect.poll(() => focused(page)).toBe('p||Your cart is empty.');
    await expect.poll(() => liveOf(page), { timeout: 10_000 }).toBe('Classic Cotton Tee (XS / White) removed; your cart is empty');
    expect(await focusShown(page)).toBe('shown');
    await page.screenshot({ path: `${SCREENSHOTS}/cart-phone-empty.png` });
    await tabTo(page, /^button\|button\|Continue shopping$/);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

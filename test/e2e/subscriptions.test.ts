// Selling plans in Chromium, keyboard only: the card's purchase options (a radio group), add under a plan, the plan and its
// price in the drawer (changeable there), and on the hosted checkout page; axe finds nothing on the way. Then the page's
// one storefront request: the card read brings the plans, a subscription card adds under its plan as soon as it is there,
// and nothing on the page moves as the cards are drawn (their height reserved in examples/shop.css).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, holdComponents, holdScript, layoutShift, requestsFor, SCREENSHOTS, takenOver, useBrowser, waitForWidgets } from './browser';
import { focused, tabTo } from './keyboard';

const shop = useBrowser();
const PAGE = '/examples/subscriptions.html';
const roastCard = (page: Page) => page.locator('[data-shop-product="fresh-roast-subscription"]');
const clubCard = (page: Page) => page.locator('[data-shop-product="coffee-club-box"]');
const drawerOf = (page: Page) => page.locator('[data-shop-cart]').getByRole('dialog');

describe('subscriptions in Chromium', () => {
  it('keyboard only: choose a plan, add, see the plan and its price in the drawer and at checkout; axe finds nothing', async () => {
    const { page, problems, context } = await shop.open(PAGE);
    // Console errors but the checkout page asking for `/favicon.ico` (it links no icon).
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(m.text()));
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await waitForWidgets(page);
    const options = roastCard(page).getByRole('group', { name: 'Purchase options' });
    await options.getByRole('radio', { name: /Delivered every 2 weeks/ }).waitFor({ timeout: 10_000 });
    // The club box sells only by plan: its first plan is chosen, there is no one-time purchase.
    const club = clubCard(page).getByRole('group', { name: 'Purchase options' });
    await expect.poll(() => club.getByRole('radio', { name: /every month, save 15%/ }).isChecked(), { timeout: 10_000 }).toBe(true);
    expect(await club.getByRole('radio', { name: /One-time/ }).count()).toBe(0);

    // One Tab stop for the group (the checked radio), arrows choose.
    await tabTo(page, /^input\|radio\|One-time purchase/);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(/^input\|radio\|Delivered every 2 weeks, save 10%Pay per delivery, every 2 weeks\..*\$18\.00.*\$20\.00$/);
    expect(await options.getByRole('radio', { name: /every 2 weeks/ }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, /^button\|button\|Add to cart$/);
    await page.keyboard.press('Enter');

    await expect.poll(() => page.locator('[data-shop-cart-toggle] .sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
    // The toggle is in the header: back up to it and open the drawer. The line's plan, its description and the plan's
    // price against the one-time price.
    await tabTo(page, /^button\|button\|Cart, 1 item$/, true);
    await page.keyboard.press('Enter');
    const drawer = drawerOf(page);
    await drawer.waitFor({ timeout: 10_000 });
    const plan = drawer.getByRole('combobox', { name: 'Purchase option for Fresh Roast Subscription (500 g)' });
    await plan.waitFor({ timeout: 10_000 });
    expect(await plan.inputValue()).toBe('gid://shopify/SellingPlan/3001');
    const line = drawer.locator('[part="line"]');
    expect(await line.textContent()).toContain('Pay per delivery, every 2 weeks. Skip or cancel any time.');
    expect(await line.locator('[part="price"]').textContent()).toMatch(/Sale price \$18\.00.*Regular price.*\$20\.00/);
    expect(await line.locator('[part="line-total"]').textContent()).toContain('$18.00');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/subscriptions-drawer.png` });

    // Change the plan from the keyboard: the monthly plan's $17.00, then back to every 2 weeks.
    await tabTo(page, /^select\|select-one\|Purchase option for Fresh Roast Subscription \(500 g\)$/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => line.locator('[part="line-total"]').textContent(), { timeout: 10_000 }).toContain('$17.00');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => line.locator('[part="line-total"]').textContent(), { timeout: 10_000 }).toContain('$18.00');

    // Checkout: the hosted page lists the line's plan and its price.
    await tabTo(page, /^button\|button\|Check out$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    const summary = page.locator('section[aria-labelledby="lines-heading"]');
    expect(await summary.textContent()).toContain('Delivered every 2 weeks, save 10%: $18.00 USD each');
    expect(await summary.locator('tbody tr').first().locator('td').last().textContent()).toBe('$18.00 USD');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/subscriptions-checkout.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(problems.csp).toEqual([]);
    await context.close();
  });

  it('the card with plans at 390 px and at desktop width', async () => {
    for (const width of [390, 1280]) {
      const { page, problems, context } = await shop.open(PAGE, { width });
      await waitForWidgets(page);
      await roastCard(page)
        .getByRole('radio', { name: /every month/ })
        .waitFor({ timeout: 10_000 });
      // Nothing wider than the card: the options wrap inside it.
      const overflow = await roastCard(page).evaluate((host) => {
        const card = host.shadowRoot!.querySelector('.card')!.getBoundingClientRect();
        return [...host.shadowRoot!.querySelectorAll('.plans label')].some((l) => l.getBoundingClientRect().right > card.right + 0.5);
      });
      expect(overflow).toBe(false);
      await roastCard(page).screenshot({ path: `${SCREENSHOTS}/subscriptions-card-${width}.png` });
      expect(problems.errors).toEqual([]);
      await context.close();
    }
  });

  it("at 390 px, the drawer's purchase option too long for its select ends in an ellipsis (the whole text is in the list it opens)", async () => {
    const { page, problems } = await shop.open(PAGE, { width: 390 });
    await waitForWidgets(page);
    await roastCard(page)
      .getByRole('button', { name: /add to cart/i })
      .click();
    await page.locator('[data-shop-cart-toggle]').getByRole('button').click();
    const select = drawerOf(page).getByRole('combobox', { name: /purchase option/i });
    await select.selectOption({ label: 'Delivered every month, save $3.00, $17.00 each' });
    await page.waitForLoadState('networkidle'); // the shop has the new plan
    const shown = await select.evaluate((el: HTMLSelectElement) => ({
      // The chosen text's width in the select's font, against the room inside its padding.
      cut: (() => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(el.selectedOptions[0]!.text).width > room;
      })(),
      ending: getComputedStyle(el).textOverflow,
      chosen: el.selectedOptions[0]?.text,
    }));
    // Chromium draws the cut text with "…" (a screenshot shows "Delivered every m…"), not sliced mid-letter.
    expect(shown).toEqual({ cut: true, ending: 'ellipsis', chosen: 'Delivered every month, save $3.00, $17.00 each' });
    expect(problems.errors).toEqual([]);
  });
});

describe('a cart page without subscription cards', () => {
  it("loads the purchase options' file only once its cart holds a subscription, then the line's select", async () => {
    const { page, problems, context } = await shop.open('/examples/cart-page.html');
    const plansFile = requestsFor(page, '/dist/shop-embed.plan-chooser.min.js');
    await waitForWidgets(page);
    const cart = page.locator('[data-shop-cart]');
    await cart.getByText('Your cart is empty.').waitFor({ timeout: 10_000 });
    await page.evaluate(() =>
      (window as unknown as { ShopEmbed: { cart: { addLines(l: object[]): Promise<unknown> } } }).ShopEmbed.cart.addLines([
        { merchandiseId: 'gid://shopify/ProductVariant/1008001', quantity: 1 },
      ]),
    );
    await cart.locator('[part="line"]').waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(plansFile).toEqual([]);

    await page.evaluate(() =>
      (window as unknown as { ShopEmbed: { cart: { addLines(l: object[]): Promise<unknown> } } }).ShopEmbed.cart.addLines([
        { merchandiseId: 'gid://shopify/ProductVariant/1027001', quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/3001' },
      ]),
    );
    const select = cart.getByRole('combobox', { name: 'Purchase option for Fresh Roast Subscription (500 g)' });
    await select.waitFor({ timeout: 10_000 });
    expect(await select.inputValue()).toBe('gid://shopify/SellingPlan/3001');
    expect(plansFile).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/cart-page-subscription-line.png` });
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

/** Records the page's storefront requests (their bodies), from before it loads. */
const storefrontRequests = (list: string[]) => async (page: Page) =>
  void page.on('request', (request) => /\/api\/[^/]+\/graphql/.test(request.url()) && list.push(request.postData() ?? ''));
const isCart = (body: string) => /"query":"mutation/.test(body);

describe('a page with subscription products: one storefront request', () => {
  it('the card read brings the plans: nothing more is asked until idle, and the purchase options are drawn from it', async () => {
    const sent: string[] = [];
    const { page, problems, context } = await shop.open(PAGE, { width: 390, before: storefrontRequests(sent) });
    await waitForWidgets(page);
    await roastCard(page).getByRole('group', { name: 'Purchase options' }).waitFor();
    await clubCard(page).getByRole('group', { name: 'Purchase options' }).waitFor();
    await expect.poll(() => takenOver(page), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300); // a last moment for a read that would follow the chooser's arrival
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('sellingPlanAllocations');
    // Drawn from that read: the shop's prices under each plan, the club box's first plan chosen for it.
    expect(
      await roastCard(page)
        .getByRole('radio', { name: /every 2 weeks/ })
        .evaluate((radio) => radio.closest('label')!.textContent),
    ).toContain('$18.00');
    expect(
      await clubCard(page)
        .getByRole('radio', { name: /every month, save 15%/ })
        .isChecked(),
    ).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/subscriptions-one-read-390.png`, fullPage: true });
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it("a product sold only under a plan: its card's Add works the moment the card is there, under its first plan, with no read", async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club</title>
<link rel="stylesheet" href="/dist/shop-embed.css">
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
</head><body><main><h1>Members only</h1><div data-shop-cart-toggle></div><div data-shop-product="coffee-club-box"></div></main></body></html>`;
    const sent: string[] = [];
    const { page, problems, context } = await shop.open('/owner/club.html', { html, before: storefrontRequests(sent) });
    await waitForWidgets(page);
    // At once: no wait for anything the card could still be missing.
    await clubCard(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.locator('[data-shop-cart-toggle] .sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
    await expect.poll(() => clubCard(page).locator('[part="messages"]').textContent()).toBe('Added to your cart.');
    expect(sent.filter((body) => !isCart(body))).toHaveLength(1);
    expect(sent.find(isCart)).toMatch(/"sellingPlanId":"gid:\/\/shopify\/SellingPlan\/3101"/);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  for (const width of [1280, 390, 320])
    it(`subscriptions.html at ${width} px: nothing moves when the script arrives (CLS < 0.01)`, async () => {
      let release = () => {};
      const { page, problems, context } = await shop.open(PAGE, {
        width,
        waitUntil: 'commit',
        before: async (p) => void (release = await holdScript(p)),
      });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      release();
      await waitForWidgets(page);
      await clubCard(page).getByRole('group', { name: 'Purchase options' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENSHOTS}/subscriptions-layout-${width}.png`, fullPage: true });
      const shift = await layoutShift(page);
      console.log(`subscriptions.html at ${width} px: layout shift ${shift.toFixed(4)}`);
      expect(shift).toBeLessThan(0.01);
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      await context.close();
    });
  for (const width of [1280, 320])
    it(`at ${width} px the first script paints the purchase options (its plan chunk), and the components keep them where they are`, async () => {
      let release = () => {};
      const { page, problems, context } = await shop.open(PAGE, { width, before: async (p) => void (release = await holdComponents(p)) });
      const club = clubCard(page);
      // Painted, not taken over: the first script drew the options with the plan chooser chunk it loaded.
      await club.getByRole('group', { name: 'Purchase options' }).waitFor({ timeout: 20_000 });
      expect(await takenOver(page)).toBe(false);
      expect(await club.getByRole('radio', { name: /every month, save 15%/ }).isChecked()).toBe(true);
      const roast = roastCard(page);
      expect(await roast.getByRole('radio', { name: /One-time purchase/ }).isChecked()).toBe(true);
      // The purchase options of both cards: where they are and how large, before and after the components take over. (The
      // club's line-property fields below them are reserved rows, drawn later by the card extras chunk: not measured here.)
      const boxes = () =>
        Promise.all(
          [club, roast].map((card) =>
            card.getByRole('group', { name: 'Purchase options' }).evaluate((group) => {
              const { x, y, width, height } = group.getBoundingClientRect();
              return { x, y: y + scrollY, width, height };
            }),
          ),
        );
      const painted = await boxes();
      await page.screenshot({ path: `${SCREENSHOTS}/subscriptions-painted-${width}.png`, fullPage: true });
      await club.screenshot({ path: `${SCREENSHOTS}/subscriptions-club-painted-${width}.png` });

      release();
      await expect.poll(() => takenOver(page), { timeout: 20_000 }).toBe(true);
      await club.getByRole('group', { name: 'Purchase options' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/subscriptions-taken-over-${width}.png`, fullPage: true });
      await club.screenshot({ path: `${SCREENSHOTS}/subscriptions-club-taken-over-${width}.png` });
      expect(await boxes()).toEqual(painted);
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      await context.close();
    });
});

// The cart at 320 px (WCAG 1.4.10, reflow), in German, whose words are the longest the packs have: each line's quantity
// stepper shows its −, its number and its + whole and each answers a click, in the drawer and in the inline cart.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, drawerOf, SCREENSHOTS, useBrowser } from './browser';

const shop = useBrowser();

const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Warenkorb</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/dist/shop-embed.css">
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
</head><body style="margin:0"><main><h1>Laden</h1>
<div data-shop-product="fresh-roast-subscription"></div>
<div data-shop-cart-toggle></div><div data-shop-cart></div>
<section aria-labelledby="cart-title"><h2 id="cart-title">Kasse</h2><div data-shop-cart data-shop-variant="inline"></div></section>
</main></body></html>`;

/** Whether each part of the line's stepper is whole on screen and is what a click at its middle reaches. */
async function stepperShown(line: Locator) {
  return line.locator('.stepper').evaluate((stepper) => {
    const root = stepper.getRootNode() as ShadowRoot;
    const edge = stepper.getBoundingClientRect();
    return [...stepper.children].map((part) => {
      const box = part.getBoundingClientRect();
      const inside = box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5 && box.right <= innerWidth && box.width > 20;
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return `${part.tagName.toLowerCase()} ${inside && hit === part ? 'shown' : `clipped (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(edge.left)}–${Math.round(edge.right)})`}`;
    });
  });
}

async function stepsUp(page: Page, cart: Locator, shot: string) {
  const line = cart.locator('li.line').first();
  await line.waitFor();
  // The buttons under the lines (the discount code's among them) come after the line: until they are there the page may
  // be too short to bring the line to the top, and it sits under the summary at the bottom (a loaded CI machine measured
  // it there).
  await cart.getByRole('button', { name: 'Rabattcode', exact: true }).waitFor();
  // At the top of the screen: the cart's summary sticks to the bottom of it, over what scrolls below.
  const shown = () => line.evaluate((el) => el.scrollIntoView({ block: 'start' })).then(() => stepperShown(line));
  await expect.poll(shown, { timeout: 5000 }).toEqual(['button shown', 'input shown', 'button shown']);
  await page.screenshot({ path: `${SCREENSHOTS}/${shot}.png`, fullPage: true });
  const quantity = line.locator('.stepper input');
  const before = Number(await quantity.inputValue());
  await line.locator('.stepper button').last().click({ timeout: 5000 });
  await expect.poll(() => quantity.inputValue(), { timeout: 10_000 }).toBe(String(before + 1));
}

describe('the cart at 320 px in German', () => {
  it('each line’s stepper shows −, the number and + and each works, in the inline cart and in the drawer', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/narrow-cart.html', { html: PAGE, width: 320 });
    await page.locator('[data-shop-product]').getByRole('button', { name: 'In den Warenkorb' }).click();
    const inline = page.locator('[data-shop-variant=inline]');
    await stepsUp(page, inline, 'narrow-cart-inline-de');
    await page.locator('[data-shop-cart-toggle]').getByRole('button').click();
    await drawerOf(page).waitFor();
    await stepsUp(page, drawerOf(page), 'narrow-cart-drawer-de');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the inline cart in a page’s own cart section', () => {
  it('adds no second “Your cart” region: axe finds no landmark twice, the heading is there', async () => {
    await shop.reset();
    const html = PAGE.replace('<section aria-labelledby="cart-title"><h2 id="cart-title">Kasse</h2>', '<section aria-label="Your cart">')
      .replace('lang="de"', 'lang="en"')
      .replace('<div data-shop-product="fresh-roast-subscription"></div>', '');
    const { page, problems, context } = await shop.open('/cart-section.html', { html });
    const inline = page.locator('[data-shop-variant=inline]');
    await inline.getByRole('heading', { name: 'Your cart' }).waitFor();
    await inline.getByText('Your cart is empty.').waitFor();
    expect(await page.getByRole('region', { name: /Your cart/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 60_000);
});

// Pages we did not write, as site owners paste the snippet into them: a page that requires Trusted Types (its policy
// naming ours, refusing it, or naming none), and an old page whose built-ins Prototype.js changed. Every widget works on
// each: cards, the grid, search, the toggle and its drawer, an add, a quantity change and the checkout address.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, traced, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

const toggleOf = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button');
const countOf = (page: Page) => toggleOf(page).locator('.sr-only').textContent();
const drawerOf = (page: Page) => page.getByRole('dialog', { name: /^Your cart/ });
/** The `[shop-embed]` lines the page printed. */
const ownLines = (page: Page) => {
  const lines: string[] = [];
  page.on('console', (message) => message.text().startsWith('[shop-embed]') && lines.push(message.text()));
  return lines;
};

/** A card's description: its list items where it is HTML, else its text. */
const descriptionOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((host) => {
    const description = host.shadowRoot!.querySelector('[part="description"]')!;
    return { items: description.querySelectorAll('li').length, text: description.textContent!.trim() };
  });

/** Adds a mug from its card, raises it to 2 in the toggle's drawer, and reads the checkout address the cart holds. */
async function buyMugs(page: Page) {
  const card = page.locator('[data-shop-product="stoneware-mug"]');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => countOf(page), { timeout: 15_000 }).toBe('Cart, 1 item');
  await toggleOf(page).click();
  const drawer = drawerOf(page);
  await drawer.waitFor();
  await drawer.getByRole('button', { name: /^Increase quantity of / }).click();
  await expect.poll(() => countOf(page), { timeout: 10_000 }).toBe('Cart, 2 items');
  // The count is drawn as the shopper clicks; the checkout address is the shop's, once it has answered both changes.
  const confirmed = () =>
    page.evaluate(
      () =>
        (window as unknown as { ShopEmbed: { cart: { state: { confirmedCart: { checkoutUrl: string; totalQuantity: number } | null } } } }).ShopEmbed
          .cart.state.confirmedCart,
    );
  await expect.poll(async () => (await confirmed())?.totalQuantity).toBe(2);
  expect(new URL((await confirmed())!.checkoutUrl).pathname).toMatch(/^\/checkouts\/cn\/\w+/);
}

describe('a page that requires Trusted Types (examples/trusted-types.html)', () => {
  const POLICY_LINE = /^\[shop-embed\] .*Trusted Types.*trusted-types shop-embed/;
  it.each([
    ['names our policy (trusted-types shop-embed)', '', 'html'],
    ['names no policy (require-trusted-types-for only)', '?csp=any', 'html'],
    ['refuses our policy (trusted-types default, no default policy)', '?csp=refused', 'text'],
  ] as const)('a page whose policy %s: every widget works, one console line where the policy is refused', async (_, query, shown) => {
    await shop.reset();
    let lines: string[] = [];
    const { page, problems, context, trace } = await shop.open(`/examples/trusted-types.html${query}`, {
      before: async (opened) => void (lines = ownLines(opened)),
    });
    try {
      await waitForWidgets(page);
      // The tee's description: sanitised HTML (its list) through our policy, else the same words as text.
      await expect
        .poll(() => descriptionOf(page, 'shop-product'), { timeout: 10_000 })
        .toEqual(
          shown === 'html'
            ? { items: 2, text: expect.stringContaining('Relaxed fit') }
            : { items: 0, text: 'A midweight tee in 100% organic cotton that keeps its shape wash after wash.\n• Relaxed fit\n• Pre-shrunk' },
        );
      await expect.poll(() => page.locator('[data-shop-collection] .tile .title').count(), { timeout: 10_000 }).toBe(4);

      const box = page.getByRole('combobox', { name: 'Search the shop' });
      await box.fill('mug');
      await box.press('Enter');
      await expect.poll(() => page.locator('[data-shop-search] .tile .title').allTextContents(), { timeout: 10_000 }).toEqual(['Stoneware Mug']);

      await buyMugs(page);
      // (axe cannot be put into a page that requires Trusted Types: the same page without them is checked below.)
      await screenshot(page, `trusted-types${query.replace(/\W+/g, '-')}`);
      expect(lines.filter((line) => POLICY_LINE.test(line))).toHaveLength(shown === 'text' ? 1 : 0);
      expect(lines.join('\n')).not.toMatch(/connection|could not be reached|network/i);
      expect(problems.errors).toEqual([]);
      // The refused page reports our attempt to make the policy, and nothing else.
      expect(problems.csp.filter((line) => !/TrustedTypePolicy named 'shop-embed'/.test(line))).toEqual([]);
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

describe('a page with Prototype.js 1.6 (Array.prototype.toJSON)', () => {
  it('adds, changes the quantity and checks out as on any page', async () => {
    await shop.reset();
    // `?csp=none` names no policy file beside the page: it is served without a Content-Security-Policy.
    const { page, problems, context, trace } = await shop.open('/examples/trusted-types.html?csp=none', {
      before: async (opened) => {
        await opened.addInitScript(() => {
          // Prototype 1.6's Array#toJSON (through Object.toJSON), as such a page has it.
          (Array.prototype as unknown as { toJSON(): string }).toJSON = function (this: unknown[]) {
            return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
          };
        });
      },
    });
    try {
      await waitForWidgets(page);
      await buyMugs(page);
      expect(await drawerOf(page).getByRole('alert').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

describe('the script tag as a site owner writes it (examples/script-tag.html)', () => {
  it.each(['plain', 'async', 'defer', 'module'])('<script %s>: the card is drawn and adds to the cart', async (form) => {
    await shop.reset();
    const { page, problems, context, trace } = await shop.open(`/examples/script-tag.html?tag=${form}`);
    try {
      expect(
        await page.locator('script[src$="/shop-embed.umd.min.js"]').evaluate((tag: HTMLScriptElement) => [tag.type, tag.async, tag.defer]),
      ).toEqual({ plain: ['', false, false], async: ['', true, false], defer: ['', false, true], module: ['module', false, false] }[form]);
      await waitForWidgets(page);
      await page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => countOf(page), { timeout: 15_000 }).toBe('Cart, 1 item');
      // The toggle may count the click before the components arrive (the first script keeps it): the shop's own cart holds
      // the mug once they have started and sent it.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const embed = (
                window as unknown as { ShopEmbed: { initialized: boolean; cart: { state: { cart?: { totalQuantity: number } } | null } } }
              ).ShopEmbed;
              return [embed.initialized, embed.cart.state?.cart?.totalQuantity ?? 0];
            }),
          { timeout: 15_000 },
        )
        .toEqual([true, 1]);
      expect(problems.errors).toEqual([]);
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

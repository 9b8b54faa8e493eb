import { describe, expect, it } from 'vitest';
import { COLLECTIONS, PRODUCTS } from '../../emulator/storefront/data/products.mjs';
import { axeViolations, cspViolations, requestsFor, screenshot, takenOver, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
/** The storefront endpoint the example pages read from. */
const GRAPHQL = '/api/2026-04/graphql.json';

/** The demo shop's title for a product handle (what its card must show). */
function titleOf(handle: string | null) {
  const product = PRODUCTS.find((p) => p.handle === handle);
  if (!product) throw new Error(`the page shows product "${handle}", which the demo shop does not have`);
  return product.title;
}

/** Nodes in the page and its shadow roots, leaving out the structured data blocks (data for crawlers, not drawn). */
function nodeCount() {
  const count = (root: Node): number => {
    if ((root as Element).matches?.('script[type="application/ld+json"]')) return 0;
    let n = 1;
    for (const child of root.childNodes) n += count(child);
    const shadow = (root as Element).shadowRoot;
    return shadow ? n + count(shadow) : n;
  };
  return count(document);
}

/** Handle, title and price text of every product card matching a selector, read through the open shadow roots (runs in the page). */
function cardsOf() {
  return (sel: string) =>
    [...document.querySelectorAll(sel)].map((host) => ({
      handle: host.getAttribute('data-shop-product') ?? host.getAttribute('handle'),
      title: host.shadowRoot?.querySelector('.title')?.textContent?.trim() ?? '',
      price: host.shadowRoot?.querySelector('.price')?.textContent?.trim() ?? '',
    }));
}

describe('example pages in Chromium', () => {
  it('index links every example page', async () => {
    const { page, problems, context } = await shop.open('/examples/');
    const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining(['shop.html', 'cart.html', 'cart-page.html', 'late.html', 'fifty.html', 'strict-csp.html', 'api.html', 'react/']),
    );
    await screenshot(page, 'index');
    expect.soft(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('index fits a 390 px phone: nothing scrolls sideways', async () => {
    const { page, problems, context } = await shop.open('/examples/', { width: 390 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'index-phone');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('shop page: every widget renders, with titles and prices, from one storefront request', async () => {
    await shop.reset();
    let reads: string[] = [];
    const { page, problems, context } = await shop.open('/examples/shop.html', {
      before: async (opened) => void (reads = requestsFor(opened, GRAPHQL)),
    });
    await waitForWidgets(page);
    await waitForWidgets(page, '[data-shop-collection], shop-collection');
    const featured = await page.evaluate(cardsOf(), '[data-shop-product]');
    expect(featured).toEqual([{ handle: 'insulated-travel-tumbler', title: 'Insulated Travel Tumbler', price: expect.stringContaining('$32.00') }]);
    const tiles = await page.evaluate(() =>
      [...document.querySelector('[data-shop-collection]')!.shadowRoot!.querySelectorAll('.tile')].map((tile) => [
        tile.querySelector('.title')?.textContent,
        tile.querySelector('.price')?.textContent,
      ]),
    );
    // The frontpage collection's 6 products (limit 8), in the grid's default order (by product ID, which follows `n`).
    const frontpage = COLLECTIONS.find((c) => c.handle === 'frontpage')!.products.map((handle) => PRODUCTS.find((p) => p.handle === handle)!);
    expect(tiles.map(([title]) => title)).toEqual(frontpage.sort((a, b) => a.n - b.n).map((p) => p.title));
    for (const [, price] of tiles) expect(price).toMatch(/\$\d/);
    await page.waitForFunction(() => document.querySelector('[data-shop-recommendations]')?.shadowRoot?.querySelector('.tile .title'));
    await page.waitForFunction(() => (document.querySelector('[data-shop-policies]')?.shadowRoot?.querySelectorAll('a').length ?? 0) >= 3);
    await page.waitForFunction(() => document.querySelector('[data-shop-cart-toggle]')?.shadowRoot?.querySelector('button'));
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1); // the card, both grids, the recommendations, the policies and the shop's settings
    await screenshot(page, 'shop');
    expect.soft(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('changing the variant updates price and image; adding to the cart updates the toggle count', async () => {
    const { page, problems, context } = await shop.open('/examples/shop.html');
    await waitForWidgets(page);
    const card = page.locator('[data-shop-product="insulated-travel-tumbler"]');
    const image = () => card.locator('.slide:not([hidden]) img').first().getAttribute('src');
    // A painted image has no source until the components take the card over: the change is measured from the first one.
    await expect.poll(image).toMatch(/\/cdn\/shop\/files\/insulated-travel-tumbler-\d+_\d+x\d+\.png\?v=\d+$/);
    const before = await image();
    await card.getByRole('radio', { name: /16 oz/ }).check();
    await expect.poll(() => card.locator('.price').first().textContent()).toContain('$36.00');
    await card.getByRole('radio', { name: /Ink/ }).check();
    await expect.poll(image).not.toBe(before);
    // The toggle's accessible name, as Chromium computes it (role selectors use the accessibility tree).
    const toggleNamed = (name: string) => page.locator('[data-shop-cart-toggle]').getByRole('button', { name, exact: true }).count();
    await expect.poll(() => toggleNamed('Cart, empty')).toBe(1);
    await card.getByRole('button', { name: /add to cart/i }).click();
    await expect.poll(() => toggleNamed('Cart, 1 item'), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await shop.requests()).operations.cartCreate ?? (await shop.requests()).operations.CartCreate ?? 0)
      .toBeGreaterThan(0);
    await screenshot(page, 'shop-added');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('fifty cards, the 630-variant and 260-image products among them, cost exactly one storefront request', async () => {
    await shop.reset();
    let reads: string[] = [];
    const { page, problems, context } = await shop.open('/examples/fifty.html', {
      before: async (opened) => void (reads = requestsFor(opened, GRAPHQL)),
    });
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    const nodes = await page.evaluate(nodeCount);
    console.log(`fifty.html: ${reads.length} storefront request(s), ${nodes} DOM nodes (shadow roots included)`);
    // 8,314 when every variant and image was drawn, 3,147 before the steppers' labels became aria-labels and split text
    // nodes were joined; the budget was 3,000. The stock note (issue 30: "Only 3 left", "Pre-order") adds a
    // paragraph and its text on each card that shows one (3,025 with it), so the budget is 3,100.
    expect(nodes).toBeLessThanOrEqual(3100);
    const cards = await page.evaluate(cardsOf(), '[data-shop-product]');
    expect(cards).toHaveLength(50);
    expect(cards.map((card) => card.title)).toEqual(cards.map((card) => titleOf(card.handle)));
    for (const card of cards) expect(card.price).toMatch(/\$\d/);
    expect((await shop.requests()).operations).toEqual({ CatalogReads: 1 });
    await screenshot(page, 'fifty');
    expect.soft(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('late page: widgets inserted after load mount, removed ones unmount', async () => {
    const { page, problems, context } = await shop.open('/examples/late.html');
    await page.waitForFunction(() => document.querySelector('[data-shop-collection]')?.shadowRoot?.querySelector('.tile .title'), undefined, {
      timeout: 15_000,
    });
    // the timers add two cards, then take one away again
    await page.waitForFunction(() => document.querySelectorAll('#slots [data-shop-product]').length === 1, undefined, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Add a product card' }).click();
    await page.getByRole('button', { name: 'Add a <shop-product> element' }).click();
    await waitForWidgets(page);
    const cards = await page.evaluate(cardsOf(), '#slots [data-shop-product], #slots shop-product');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.title)).toEqual(cards.map((card) => titleOf(card.handle)));
    const removed = await page.evaluate(() => {
      const host = document.querySelector('#slots > :last-child > *')!;
      host.parentElement!.remove();
      return new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(host.shadowRoot?.childNodes.length ?? -1))),
      );
    });
    expect(removed).toBe(0);
    await screenshot(page, 'late');
    expect.soft(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('cart page: the inline cart starts empty with a way back, then shows what the shopper adds beside it', async () => {
    const { page, problems, context } = await shop.open('/examples/cart-page.html');
    await waitForWidgets(page);
    const cart = page.locator('[data-shop-cart]');
    await expect.poll(() => cart.getByRole('link', { name: /continue shopping/i }).getAttribute('href')).toMatch(/\/examples\/shop\.html$/);
    await page
      .locator('[data-shop-product="stoneware-mug"]')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect.poll(() => cart.getByRole('listitem', { name: /Stoneware Mug/ }).count(), { timeout: 10_000 }).toBe(1);
    expect(await cart.getByRole('button', { name: /^Increase quantity of Stoneware Mug/ }).count()).toBe(1);
    await screenshot(page, 'cart-page');
    expect.soft(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('strict CSP page works without a single violation', async () => {
    const { page, problems, context } = await shop.open('/examples/strict-csp.html');
    const response = await page.request.get(`${shop.url}/examples/strict-csp.html`);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    await waitForWidgets(page);
    await page.waitForFunction(() => document.querySelector('shop-product')?.shadowRoot?.querySelector('.description strong'), undefined, {
      timeout: 10_000,
    });
    const cards = await page.evaluate(cardsOf(), '[data-shop-product], shop-product');
    expect(cards.map((card) => card.title)).toEqual(['Waxed Canvas Tote', 'Everyday Hoodie', 'Gooseneck Pour-Over Kettle']);
    expect(await page.locator('#events').textContent()).toMatch(/ready/);
    expect(await page.evaluate(() => [...document.scripts].map((s) => new URL(s.src || location.href).pathname))).toContain(
      '/dist/shop-embed.sanitize.js',
    );
    await page
      .locator('[data-shop-product="everyday-hoodie"]')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect.poll(() => page.locator('#events').textContent(), { timeout: 10_000 }).toMatch(/1 item/);
    await screenshot(page, 'strict-csp');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('strict CSP page has no axe violations (axe injected with CSP bypassed, in its own context)', async () => {
    const { page, context } = await shop.open('/examples/strict-csp.html', { bypassCSP: true });
    await waitForWidgets(page);
    // The page as it stays: taken over, its description sanitised, every chunk in.
    await expect.poll(() => takenOver(page), { timeout: 10_000 }).toBe(true);
    await page.waitForFunction(() => document.querySelector('shop-product')?.shadowRoot?.querySelector('.description strong'));
    await page.waitForLoadState('networkidle');
    expect.soft(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

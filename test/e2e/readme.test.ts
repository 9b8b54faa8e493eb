// The README's own examples, pasted into a page as a new site owner would, in Chromium against the emulator. Only the
// placeholders (the script's URL, the shop's domain, the token) are filled in; everything else is the README's text.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, PRODUCTS } from '../../emulator/storefront/data/products.mjs';
import { fillPlaceholders, readmeBlocks, type CodeBlock } from '../support/readme';
import { axeViolations, screenshot, useBrowser } from './browser';

const shop = useBrowser();
const TOKEN = 'shop-embed-demo-token';

/** A new owner's page: a title, a heading and the pasted code in its main content. */
function ownersPage(body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>My shop</title>
    ${head}
  </head>
  <body>
    <main>
      <h1>My shop</h1>
      ${body}
    </main>
  </body>
</html>`;
}

/** Opens the page with clear failures: a step that cannot happen fails in 15 s, not at the test's timeout. */
async function openOwnersPage(path: string, html: string) {
  const opened = await shop.open(path, { html });
  opened.page.setDefaultTimeout(15_000);
  return opened;
}

const fill = (code: string) => fillPlaceholders(code, { script: '/dist/shop-embed.umd.min.js', domain: shop.url, token: TOKEN });

/** Whether the element is what has focus, looking through shadow roots. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((target) => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el === target;
  });

/** Title and price of every product card and collection tile on the page, by host. */
function shownProducts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-shop-product], shop-product, [data-shop-collection], shop-collection')].map((host) => ({
      host: host.outerHTML.replace(/>[\s\S]*$/, '>'),
      items: [...(host.shadowRoot?.querySelectorAll('.title') ?? [])].map((title) => ({
        title: title.textContent!.trim(),
        price: (title.closest('.tile, .details, article, section') ?? host.shadowRoot!).querySelector('.price')?.textContent?.trim() ?? '',
      })),
    })),
  );
}

/** What the demo shop has under the README's handles: the title of a product, the titles of a collection's first `limit`. */
function expectedTitles(handle: string, kind: 'product' | 'collection', limit: number): string[] {
  if (kind === 'product') {
    const product = PRODUCTS.find((p) => p.handle === handle);
    if (!product) throw new Error(`the README shows product "${handle}", which the demo shop does not have`);
    return [product.title];
  }
  const collection = COLLECTIONS.find((c) => c.handle === handle);
  if (!collection) throw new Error(`the README shows collection "${handle}", which the demo shop does not have`);
  return collection.products.slice(0, limit).map((h) => PRODUCTS.find((p) => p.handle === h)!.title);
}

/** Waits until every product and collection host shows its products, then checks titles and prices against the shop. */
async function expectProductsShown(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-shop-product], shop-product, [data-shop-collection], shop-collection')].every(
        (host) => host.shadowRoot?.querySelector('.title, .fallback, .shop-embed-fallback') && !host.shadowRoot.querySelector('.skeleton'),
      ),
    undefined,
    { timeout: 20_000 },
  );
  for (const { host, items } of await shownProducts(page)) {
    const handle = /(?:data-shop-product|data-shop-collection|handle)="([^"]+)"/.exec(host)![1]!;
    const limit = Number(/(?:data-shop-)?limit="(\d+)"/.exec(host)?.[1] ?? 20);
    const expected = expectedTitles(handle, /collection/.test(host) ? 'collection' : 'product', limit);
    expect.soft(items.map((item) => item.title).sort(), host).toEqual([...expected].sort());
    for (const item of items) expect.soft(item.price, `${host} ${item.title}`).toMatch(/\$\d+\.\d\d/);
  }
}

/**
 * Every cart toggle on the page opens the drawer, by mouse and by keyboard; focus goes into it and back to the toggle on
 * close; there is one drawer however many toggles; axe finds nothing with it open.
 */
async function expectTogglesOpenTheDrawer(page: Page, name: string) {
  const toggles = page.locator('[data-shop-cart-toggle], shop-cart-toggle').getByRole('button', { name: /^Cart/ });
  await toggles.first().waitFor();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  for (let i = 0; i < (await toggles.count()); i++) {
    const toggle = toggles.nth(i);
    await toggle.click();
    await drawer.waitFor();
    expect(await drawer.getByRole('button', { name: 'Close cart' }).evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await hasFocus(toggle)).toBe(true);
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Close cart' }).press('Enter');
    await drawer.waitFor({ state: 'hidden' });
    expect(await hasFocus(toggle)).toBe(true);
  }
  expect(await page.locator('dialog').count()).toBe(1);
  await toggles.first().click();
  await drawer.waitFor();
  await page.waitForTimeout(400); // the slide-in
  await page.screenshot({ path: `test-results/e2e/${name}-drawer.png` });
  expect.soft(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

const TOGGLES = '[data-shop-cart-toggle], shop-cart-toggle';

/** Adds the first product card's default variant, opens the drawer from the first toggle: the line is there. */
async function expectAddThenOpenShowsTheLine(page: Page, toggles = TOGGLES) {
  const card = page.locator('[data-shop-product], shop-product').first();
  const title = (await card.locator('.title').textContent())!.trim();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const toggle = page.locator(toggles).getByRole('button', { name: /^Cart/ }).first();
  await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  await expect.poll(() => drawer.getByRole('listitem').filter({ hasText: title }).count(), { timeout: 10_000 }).toBe(1);
  await page.keyboard.press('Escape');
}

const htmlBlocks = readmeBlocks().filter((block) => block.lang === 'html');

describe("the README's examples in Chromium, as pasted", () => {
  it('the README shows the script-tag snippet with a product, a collection and a cart toggle', () => {
    const snippet = htmlBlocks.find((block) => block.section === 'The script tag');
    expect(snippet?.code).toMatch(/<script src="https:\/\/…\/shop-embed\.umd\.min\.js"/);
    for (const host of ['data-shop-product=', 'data-shop-collection=', 'data-shop-cart-toggle']) expect(snippet?.code).toContain(host);
  });

  it.each(htmlBlocks.map((block, index): [string, CodeBlock] => [`${block.section} #${index + 1}`, block]))(
    '```html under "%s": products with prices, tiles, a toggle that opens the drawer, and added lines in it',
    async (_title, block) => {
      const { page, problems, context } = await openOwnersPage('/owner/readme.html', ownersPage(fill(block.code)));
      await expectProductsShown(page);
      if ((await page.locator('[data-shop-cart-toggle], shop-cart-toggle').count()) > 0) {
        await expectTogglesOpenTheDrawer(page, 'readme-snippet');
        if ((await page.locator('[data-shop-product], shop-product').count()) > 0) await expectAddThenOpenShowsTheLine(page);
      }
      await screenshot(page, 'readme-snippet');
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      await context.close();
    },
  );

  it("the ESM entry (the README's createShopEmbed block): a <shop-cart-toggle> and the snippet's toggle share one drawer", async () => {
    const esm = readmeBlocks().find((block) => block.lang === 'js' && block.code.includes("from 'shop-embed'"));
    expect(esm, 'the README has an ESM example').toBeDefined();
    const snippet = htmlBlocks.find((block) => block.section === 'The script tag')!.code;
    const hosts = snippet.replace(/<script[\s\S]*?<\/script>/, '');
    const module = fill(esm!.code).replace("from 'shop-embed'", "from '/dist/index.js'");
    const html = ownersPage(`<header><shop-cart-toggle></shop-cart-toggle></header>${hosts}`, `<script type="module">${module}</script>`);
    const { page, problems, context } = await openOwnersPage('/owner/esm.html', html);
    await expectProductsShown(page);
    expect(await page.locator('[data-shop-cart-toggle], shop-cart-toggle').count()).toBe(2);
    await expectTogglesOpenTheDrawer(page, 'readme-esm');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it("ShopEmbed.mount(el, 'cart-toggle') on a page with no toggle yet: the drawer comes with it, once", async () => {
    const snippet = htmlBlocks.find((block) => block.section === 'The script tag')!.code;
    const html = ownersPage(fill(snippet).replace('<div data-shop-cart-toggle></div>', ''));
    const { page, problems, context } = await openOwnersPage('/owner/mount.html', html);
    await expectProductsShown(page);
    expect(await page.locator('dialog').count()).toBe(0);
    await page.evaluate(() => {
      const shopEmbed = (window as unknown as { ShopEmbed: { mount(el: Element, name: string, props?: object): boolean } }).ShopEmbed;
      for (const label of [true, false]) {
        const el = document.createElement('div');
        el.setAttribute('data-owner-toggle', '');
        document.querySelector('main')!.prepend(el);
        shopEmbed.mount(el, 'cart-toggle', { label });
      }
    });
    const toggles = page.locator('[data-owner-toggle]').getByRole('button', { name: /^Cart/ });
    await expect.poll(() => toggles.count()).toBe(2);
    // One drawer for both: it arrives with the cart chunk, which the first click loads.
    await toggles.last().click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await drawer.waitFor();
    expect(await page.locator('[data-shop-embed-companion]').count()).toBe(1);
    expect(await page.locator('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await hasFocus(toggles.last())).toBe(true);
    await expectAddThenOpenShowsTheLine(page, '[data-owner-toggle]');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

// The first script and the cart chunk in Chromium: when the chunk is fetched (as the shopper reaches for a card or the
// toggle, else on a cart action; never on idle alone), an add while it is on its way, a chunk that fails, and both kinds of Content-Security-Policy.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspViolations, screenshot, SCREENSHOTS, requestsFor, takenOver, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const CHUNK = '/dist/shop-embed.cart.min.js';

const chunkRequests = (page: Page) => requestsFor(page, CHUNK);
/** The commonest embed: one product in an article, and the cart toggle. */
const ONE_CARD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One card</title>
  <link rel="stylesheet" href="/dist/shop-embed.css">
  <script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script></head>
  <body><header><div data-shop-cart-toggle></div></header><main><h1>A mug we like</h1><div data-shop-product="stoneware-mug"></div></main></body></html>`;

/** Each sentence is in `file` of dist/ and not in the first script. */
const carriedBy = (file: string, sentences: string[]) => {
  const first = readFileSync('dist/shop-embed.umd.min.js', 'utf8');
  const chunk = readFileSync(`dist/${file}`, 'utf8');
  for (const sentence of sentences) {
    expect(first).not.toContain(sentence);
    expect(chunk).toContain(sentence);
  }
};

const toggle = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button', { name: /^Cart/ });
const addButton = (page: Page, handle: string) =>
  page.locator(`[data-shop-product="${handle}"]`).getByRole('button', { name: /add to cart|adding/i });

/** The one-card page, its cards taken over by the components and the network quiet; `requested`: the cart chunk's requests. */
async function openOneCard() {
  await shop.reset();
  let requested: string[] = [];
  const opened = await shop.open('/examples/one-card.html', { html: ONE_CARD, before: async (page) => void (requested = chunkRequests(page)) });
  await waitForWidgets(opened.page);
  await expect.poll(() => takenOver(opened.page), { timeout: 10_000 }).toBe(true);
  await opened.page.waitForLoadState('networkidle');
  return { ...opened, requested };
}

describe('the cart chunk in Chromium', () => {
  it('the first script holds no drawer, no cart mutation or cart selection, and not the full client', () => {
    const first = readFileSync('dist/shop-embed.umd.min.js', 'utf8');
    expect(first).not.toContain('Close cart'); // a drawer-only sentence
    expect(first).not.toContain('cartLinesAdd'); // a mutation document
    expect(first).not.toContain('fragment CartLine'); // the cart's selections
    expect(first).not.toContain('Network request timed out'); // the full client's typed errors
    expect(first).not.toContain('^(HTTP_|GRAPHQL)'); // how a cart message's sentence is picked (cart-message.ts)
    expect(first).not.toContain('.message.success{'); // a card's success message is only ever shown once the chunk is here
    expect(first).toContain('product(handle:'); // the cards' read
    const chunk = readFileSync('dist/shop-embed.cart.min.js', 'utf8');
    expect(chunk).toContain('Close cart');
    expect(chunk).toContain('cartLinesAdd');
    expect(chunk).toContain('fragment CartLine');
    expect(chunk).toContain('Network request timed out');
    expect(chunk).toContain('^(HTTP_|GRAPHQL)');
    expect(chunk).toContain('.message.success{');
  });

  it('the first script carries the words the first paint says: a card’s loading and error states, its note after an add and the plan prompt come with the components', () => {
    carriedBy('shop-embed.components.min.js', [
      'This product could not be loaded.',
      'This product is unavailable.',
      'Added to your cart.',
      'Choose a purchase option first.',
      'Something went wrong here.',
    ]);
    expect(readFileSync('dist/shop-embed.umd.min.js', 'utf8')).toContain('Add to cart'); // what the painted card says
  });

  it("the first script only names a site owner's mistake: its sentences are in the diagnose chunk", () => {
    carriedBy('shop-embed.diagnose.min.js', [
      'refused the storefront access token',
      'could not be reached: check',
      'is not a Storefront API version',
      'the shop is not configured:',
    ]);
  });

  it("ShopEmbed.cart's refusal of a wrong shape is worded by the diagnose chunk, loaded only then, through the first script", async () => {
    const expects = 'merchandiseId: string, quantity?: integer';
    expect(readFileSync('dist/shop-embed.cart.min.js', 'utf8')).not.toContain(expects);
    expect(readFileSync('dist/shop-embed.diagnose.min.js', 'utf8')).toContain(expects);
    await shop.reset();
    const { page, context } = await shop.open('/examples/fifty.html');
    const notes = requestsFor(page, '/dist/shop-embed.diagnose.min.js');
    await waitForWidgets(page);
    const refusal = await page.evaluate(() =>
      (window as unknown as { ShopEmbed: { cart: { addLines(x: unknown): Promise<unknown> } } }).ShopEmbed.cart
        .addLines({ merchandiseId: 'gid://shopify/ProductVariant/1' })
        .then(
          () => 'resolved',
          (error: Error) => `${error.name}: ${error.message}`,
        ),
    );
    expect(refusal).toBe(`TypeError: [shop-embed] cart.addLines() expects ([{ ${expects}, attributes?: [{ key, value }], sellingPlanId?: string }])`);
    expect(notes).toHaveLength(1);
    expect((await shop.requests()).operations['CartCreate'] ?? 0).toBe(0);
    await context.close();
  });

  it('neither script carries preact/compat: the widgets run on plain preact (src/react-lite.ts)', () => {
    for (const file of ['dist/shop-embed.umd.min.js', 'dist/shop-embed.cart.min.js']) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toContain('isReactComponent'); // compat marks preact's Component as React's
      expect(code, file).not.toContain('react.element'); // and every vnode as a React element
    }
  });

  it('a one-card page loads no cart code until the shopper reaches for the card: the pointer over it asks for the chunk, and the add after it waits for nothing', async () => {
    const { page, problems, context, requested } = await openOneCard();
    await page.waitForTimeout(1500); // idle time: a shopper reading the page loads no cart
    expect(requested).toEqual([]);
    expect((await shop.requests()).operations).toEqual({ CatalogReads: 1 });
    // The pointer on its way to Add: the chunk is asked for now, and has arrived before the press.
    await addButton(page, 'stoneware-mug').hover();
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(1);
    await page.waitForFunction((path) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path), CHUNK);
    expect((await shop.requests()).operations).toEqual({ CatalogReads: 1 }); // the chunk asks the shop nothing (no stored cart)
    await addButton(page, 'stoneware-mug').click();
    await expect.poll(() => toggle(page).textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
    await expect.poll(async () => (await shop.requests()).operations['CartCreate'] ?? 0, { timeout: 10_000 }).toBe(1);
    expect(requested).toHaveLength(1);
    // The card's "Added" is drawn in the success colour, whose rule came with the chunk.
    const added = page.locator('[data-shop-product="stoneware-mug"]').locator('.message.success');
    await expect.poll(() => added.textContent(), { timeout: 10_000 }).toBe('Added to your cart.');
    expect(await added.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(22, 101, 52)');
    await screenshot(page, 'split-one-card-added');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it("the keyboard's way to the card asks for the chunk too: focus in it, before Enter", async () => {
    const { page, problems, context, requested } = await openOneCard();
    expect(requested).toEqual([]);
    await addButton(page, 'stoneware-mug').focus();
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle(page).textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
    expect(requested).toHaveLength(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('a page without product cards (a cart toggle and a collection grid) never asks for the cart chunk until the toggle is clicked', async () => {
    await shop.reset();
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No cards</title>
      <link rel="stylesheet" href="/dist/shop-embed.css">
      <script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script></head>
      <body><header><div data-shop-cart-toggle></div></header><main><div data-shop-collection="accessories" data-shop-limit="2"></div></main></body></html>`;
    const { page, problems, context } = await shop.open('/examples/no-cards.html', { html });
    const requested = chunkRequests(page);
    await waitForWidgets(page, '[data-shop-collection]');
    await expect.poll(() => takenOver(page), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // idle time: nothing on this page wants the cart yet
    expect(requested).toEqual([]);
    await toggle(page).click();
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('an add clicked while the chunk is on its way is counted, busy, and lands once', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/fifty.html');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${CHUNK}`, async (route) => {
      await held;
      await route.continue();
    });
    await waitForWidgets(page);
    await addButton(page, 'stoneware-mug').first().click();
    await expect.poll(() => toggle(page).textContent()).toContain('Cart, 1 item');
    expect(await toggle(page).getAttribute('aria-busy')).toBe('true');
    expect(await addButton(page, 'stoneware-mug').first().getAttribute('aria-busy')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/split-add-while-loading.png` }); // not screenshot(): the held chunk keeps the network busy
    expect((await shop.requests()).operations['CartCreate'] ?? 0).toBe(0);
    release();
    await expect.poll(() => toggle(page).getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
    expect(await toggle(page).textContent()).toContain('Cart, 1 item');
    expect((await shop.requests()).operations['CartCreate']).toBe(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('a chunk that answers 404 gives a sentence under the add button; the next click loads it and the add lands', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/fifty.html');
    // Missing until the first click has failed (the load as the pointer reaches the card fails too).
    await page.route(`**${CHUNK}`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await waitForWidgets(page);
    const card = page.locator('[data-shop-product="stoneware-mug"]').first();
    await addButton(page, 'stoneware-mug').first().click();
    await expect
      .poll(() => card.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe('The cart could not be loaded. Check your connection and try again.');
    await screenshot(page, 'split-chunk-404');
    expect(await addButton(page, 'stoneware-mug').first().isEnabled()).toBe(true);
    await page.unroute(`**${CHUNK}`);
    await addButton(page, 'stoneware-mug').first().click();
    await expect.poll(() => card.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Added to your cart.');
    expect(await toggle(page).textContent()).toContain('Cart, 1 item');
    // The failed request is the browser's own console error; nothing else went wrong.
    expect(problems.errors.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  });

  for (const path of ['/examples/strict-csp.html', '/examples/nonce-csp.html']) {
    it(`${path} loads the cart chunk (with its integrity) without a CSP violation`, async () => {
      await shop.reset();
      const { page, problems, context } = await shop.open(path);
      await waitForWidgets(page);
      await addButton(page, 'everyday-hoodie').click();
      await expect.poll(() => page.locator('#events').textContent(), { timeout: 10_000 }).toMatch(/1 item/);
      const tags = await page.evaluate(() =>
        [...document.scripts].map((s) => ({ path: new URL(s.src || location.href).pathname, integrity: s.integrity, nonce: s.nonce })),
      );
      const chunk = tags.find((tag) => tag.path === CHUNK);
      expect(chunk?.integrity).toMatch(/^sha256-/);
      if (path.includes('nonce')) {
        // Only scripts with the nonce run here: the chunk, DOMPurify for the HTML description, and the drawer from the chunk.
        expect(chunk?.nonce).toBe('shop-embed-example-nonce');
        await page.waitForFunction(() => document.querySelector('[data-shop-description="html"]')?.shadowRoot?.querySelector('.description strong'));
        await toggle(page).click();
        await expect.poll(() => page.locator('[data-shop-cart]').getByRole('dialog').isVisible()).toBe(true);
        await screenshot(page, 'nonce-csp');
      }
      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      await context.close();
    });
  }

  it('prices are Intl.NumberFormat unless a money format is set; only then is the format file fetched, and prices follow it', async () => {
    const MONEY = '/dist/shop-embed.money-format.min.js';
    const page = (format: string) => `<!doctype html><html lang="en-US"><head><title>Money</title>
      <script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" ${format} defer></script></head>
      <body><div data-shop-product="classic-cotton-tee"></div></body></html>`;
    const priceOf = (opened: Page) => opened.locator('[data-shop-product]').locator('.price-regular, .price-sale').first().textContent();
    for (const [format, expected, fetched] of [
      ['', '$24.00', 0],
      ['data-shop-money-format="{{amount_with_comma_separator}} US-Dollar"', '24,00 US-Dollar', 1],
    ] as const) {
      await shop.reset();
      const { page: opened, problems, context } = await shop.open('/examples/money.html', { html: page(format) });
      await waitForWidgets(opened);
      await expect.poll(() => priceOf(opened), { timeout: 10_000 }).toBe(expected);
      // The card as the components draw it (a painted card shows the price too): then nothing more is asked.
      await expect.poll(() => takenOver(opened), { timeout: 10_000 }).toBe(true);
      await opened.waitForLoadState('networkidle');
      const files = await opened.evaluate(
        (path) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).length,
        MONEY,
      );
      expect(files).toBe(fetched);
      expect((await shop.requests()).operations).toEqual({ CatalogReads: 1 }); // the shop's settings come with the card, format or not
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      await context.close();
    }
  });
});

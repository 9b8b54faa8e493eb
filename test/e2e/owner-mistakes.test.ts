// A new site owner's mistakes in Chromium: each shows the shopper the fallback box, and the console one [shop-embed] line
// naming the attribute to fix.
import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestsFor, screenshot, takenOver, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

async function consoleOf(script: string, handle = 'classic-cotton-tee', route?: (url: string) => boolean) {
  const html = `<!doctype html><html lang="en"><body><div data-shop-product="${handle}"></div><div data-shop-product="${handle}"></div>
<script src="/dist/shop-embed.umd.min.js" ${script} defer></script></body></html>`;
  const lines: string[] = [];
  const { page, context } = await shop.open('/owner-mistake.html', {
    html,
    async before(page) {
      page.on('console', (message: ConsoleMessage) => message.text().includes('[shop-embed]') && lines.push(message.text()));
      if (route)
        await page.route(
          (url) => route(url.href),
          (r) => r.fulfill({ status: 401, body: '' }),
        );
    },
  });
  // Each mistake is said once: its line (a read, then the diagnose chunk) on a loaded machine, then time for a second.
  await expect.poll(() => lines.length).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  await context.close();
  return lines;
}

const TOKEN = 'data-shop-token="shop-embed-demo-token"';

describe("the site owner's mistakes, said in the console", () => {
  it('a refused token', async () => {
    const lines = await consoleOf(`data-shop-domain="self" data-shop-token="wrong"`, undefined, (url) => url.includes('/graphql'));
    expect(lines).toEqual([
      expect.stringMatching(/^\[shop-embed\] http:\/\/127\.0\.0\.1:\d+ refused the storefront access token \(HTTP 401\): set data-shop-token/),
    ]);
  });

  it('a domain that cannot be reached', async () => {
    const lines = await consoleOf(`data-shop-domain="my-shop.myshopfy.invalid" ${TOKEN}`);
    expect(lines).toEqual([
      "[shop-embed] my-shop.myshopfy.invalid could not be reached: check data-shop-domain (your-shop.myshopify.com or the shop's own domain)",
    ]);
  });

  it('a handle the shop does not have', async () => {
    const lines = await consoleOf(`data-shop-domain="self" ${TOKEN}`, 'classic-coton-tee');
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[shop-embed\] there is no product with the handle "classic-coton-tee" on .*: fix data-shop-product="classic-coton-tee"$/,
      ),
    ]);
  });

  it('an unsupported API version', async () => {
    const lines = await consoleOf(`data-shop-domain="self" ${TOKEN} data-shop-api-version="2019-01"`);
    expect(lines[0]).toMatch(/^\[shop-embed\] data-shop-api-version="2019-01" is not a Storefront API version Shopify supports/);
  });

  it('a javascript: domain: one prefix', async () => {
    const lines = await consoleOf(`data-shop-domain="javascript:alert(1)" ${TOKEN}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[shop-embed\] (?!.*\[shop-embed\]).*check data-shop-domain/);
  });
});

/** Each widget's words, once every host has drawn something (its shadow root's text, a button's name included). */
async function widgetTexts(script: string) {
  const html = `<!doctype html><html lang="en"><body><main><h1>Shop</h1><div data-shop-product="classic-cotton-tee"></div>
<div data-shop-collection="coffee" data-shop-limit="2"></div><div data-shop-cart-toggle></div></main>
<script src="/dist/shop-embed.umd.min.js" ${script} defer></script></body></html>`;
  const { page, context, problems } = await shop.open('/owner-mistake.html', { html });
  const read = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-shop-product],[data-shop-collection],[data-shop-cart-toggle]')].map((host) => ({
        text: host.shadowRoot?.textContent?.trim() ?? '',
        buttons: [...(host.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => b.textContent!.trim()),
      })),
    );
  await expect.poll(async () => (await read()).every((w) => w.text && !/Loading/.test(w.text)), { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(500);
  const texts = await read();
  await screenshot(page, `owner-mistake-${script.includes('wrong') ? 'wrong-token' : 'no-domain'}`);
  await context.close();
  return { texts, problems };
}

describe("the site owner's mistakes, said in the widgets", () => {
  // No token is no mistake any more (tokenless access: test/e2e/tokenless.test.ts); no domain still is.
  it('no domain: every widget, the toggle included, says the shop is not set up, with nothing to try again', async () => {
    const { texts } = await widgetTexts(TOKEN);
    expect(texts).toEqual([
      { text: 'This shop isn’t set up yet.', buttons: [] },
      { text: 'This shop isn’t set up yet.', buttons: [] },
      { text: 'This shop isn’t set up yet.', buttons: [] },
    ]);
  });

  it('a token the shop refuses (401): the card and the grid say the shop is not set up, without a Try again', async () => {
    const { texts } = await widgetTexts('data-shop-domain="self" data-shop-token="wrong-token"');
    expect(texts.slice(0, 2)).toEqual([
      { text: 'This shop isn’t set up yet.', buttons: [] },
      { text: 'This shop isn’t set up yet.', buttons: [] },
    ]);
  });
});

describe("a page's own window.ShopEmbed", () => {
  /** The page's `[shop-embed]` lines once its card has painted and the components have taken it over. */
  async function linesOf(head: string, tags = 1) {
    const tag = `<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" ${TOKEN} defer></script>`;
    const html = `<!doctype html><html lang="en"><head>${head}</head><body><main><h1>Shop</h1>
<div data-shop-product="classic-cotton-tee"></div></main>${tag.repeat(tags)}</body></html>`;
    const lines: string[] = [];
    const { page, context, problems } = await shop.open('/own-global.html', {
      html,
      before: async (page) => void page.on('console', (message) => message.text().includes('[shop-embed]') && lines.push(message.text())),
    });
    await waitForWidgets(page);
    await expect.poll(() => takenOver(page), { timeout: 10_000 }).toBe(true);
    const api = await page.evaluate(() => typeof window.ShopEmbed?.cart?.addLines);
    await context.close();
    return { lines, api, problems };
  }

  it('set by the page before the tag: replaced, and the console says so once; the card paints as on any page', async () => {
    const { lines, api, problems } = await linesOf(`<script>window.ShopEmbed = { theme: 'dawn', open() {} };</script>`);
    expect(lines).toEqual(["[shop-embed] replaced the page's own window.ShopEmbed: give the page's object another name"]);
    expect(api).toBe('function');
    expect(problems.errors).toEqual([]);
  });

  it('a second copy of the tag (its own stand-in in place) says nothing', async () => {
    const { lines, api } = await linesOf('', 2);
    expect(lines).toEqual([]);
    expect(api).toBe('function');
  });
});

describe('a shop-* element another script defined', () => {
  it('<shop-product> defined by the page before the tag: one line naming it and its attribute; the page’s element left as it is; the data-shop-product card sells', async () => {
    const own = `<script>customElements.define('shop-product', class extends HTMLElement { connectedCallback() { this.textContent = 'site own shop-product'; } });</script>`;
    const html = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/dist/shop-embed.css">${own}
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" ${TOKEN} defer></script></head><body><main><h1>Shop</h1>
<div data-shop-product="classic-cotton-tee"></div><shop-product handle="classic-cotton-tee"></shop-product></main></body></html>`;
    const lines: string[] = [];
    const { page, context, problems } = await shop.open('/own-element.html', {
      html,
      before: async (page) => void page.on('console', (message) => message.text().includes('[shop-embed]') && lines.push(message.text())),
    });
    try {
      await waitForWidgets(page, '[data-shop-product]');
      await page.waitForFunction(() => !(window as unknown as { ShopEmbed: { _paint?: unknown } }).ShopEmbed._paint);
      await expect
        .poll(() => lines)
        .toEqual(['[shop-embed] <shop-product>: defined by another script, not ShopEmbed; use data-shop-product instead']);
      const own = page.locator('shop-product');
      expect(await own.evaluate((el) => [el.shadowRoot, el.textContent])).toEqual([null, 'site own shop-product']);
      // The card of ours keeps its room and sells.
      const card = page.locator('[data-shop-product]');
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => card.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Added to your cart.');
      await page.waitForTimeout(300);
      expect(lines).toHaveLength(1);
      expect(problems.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a mistyped data-shop-* attribute', () => {
  /** The page's `[shop-embed]` lines once its hosts have drawn, and whether the diagnose chunk was asked for. */
  async function linesOf(body: string) {
    const html = `<!doctype html><html lang="en"><body><main><h1>Shop</h1>${body}</main>
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" ${TOKEN} defer></script></body></html>`;
    const lines: string[] = [];
    let diagnose: string[] = [];
    const { page, context, problems } = await shop.open('/attribute-typo.html', {
      html,
      before: async (page) => {
        page.on('console', (message) => message.text().includes('[shop-embed]') && lines.push(message.text()));
        diagnose = requestsFor(page, '/dist/shop-embed.diagnose.min.js');
      },
    });
    await page.waitForFunction(() => (window as unknown as { ShopEmbed: { initialized: boolean } }).ShopEmbed.initialized);
    await page.waitForLoadState('networkidle');
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll('[data-shop-product]')].map((host) => host.shadowRoot?.querySelector('.title')?.textContent),
    );
    // The typos chunk's tag, checked by its hash (which the diagnose chunk carries: only it loads the typos chunk).
    const typos = await page.evaluate(() => [...document.scripts].find((s) => s.src.includes('shop-embed.typos.'))?.integrity ?? null);
    await context.close();
    return { lines, cards, diagnose: diagnose.length, typos, problems };
  }

  it('in the marking attribute (no widget is drawn there): one line with the attribute meant', async () => {
    const { lines, typos, problems } = await linesOf('<div data-shop-prodct="classic-cotton-tee"></div>');
    expect(lines).toEqual([
      '[shop-embed] <div data-shop-prodct="classic-cotton-tee">: "data-shop-prodct" is not an attribute ShopEmbed reads, so it does nothing: did you mean "data-shop-product"?',
    ]);
    expect(typos).toMatch(/^sha256-/);
    expect(problems.errors).toEqual([]);
  });

  it('on a card, twice: one line naming the first card; the cards draw as they would without it', async () => {
    const { lines, cards } = await linesOf(
      '<div data-shop-product="classic-cotton-tee" data-shop-descripton="html"></div><div data-shop-product="stoneware-mug" data-shop-descripton="none"></div>',
    );
    expect(lines).toEqual([
      '[shop-embed] <div data-shop-product="classic-cotton-tee">: "data-shop-descripton" is not an attribute ShopEmbed reads, so it does nothing: did you mean "data-shop-description"?',
    ]);
    expect(cards).toEqual(['Classic Cotton Tee', 'Stoneware Mug']);
  });

  it("none, and a page's own data-shop-* far from every name: nothing said, the diagnose chunk never asked for", async () => {
    const clean = await linesOf('<div data-shop-product="classic-cotton-tee"></div><div data-shop-cart-toggle></div>');
    expect([clean.lines, clean.diagnose]).toEqual([[], 0]);
    const own = await linesOf('<div data-shop-product="classic-cotton-tee"></div><button data-shop-newsletter-signup>Sign up</button>');
    expect(own.lines).toEqual([]);
  });
});

// data-shop-product-url in Chromium: the painted card's title, and each grid tile's, link to the site's product page;
// without it nothing links to the shop's own /products/<handle> (a 404 on most sites).
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';

const shop = useBrowser();

const page = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Shop</title>
<link rel="stylesheet" href="/dist/shop-embed.css" /></head><body><main><h1>Shop</h1>
<div data-shop-product="classic-cotton-tee"></div><div data-shop-collection="coffee" data-shop-limit="3"></div></main>
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" ${script} defer></script></body></html>`;

/** The href of every product title on the page (card and tiles), null for a title that is no link; once the tiles are drawn. */
async function titleLinks(script: string, painted?: (hrefs: Array<string | null>) => void) {
  const opened = await shop.open('/product-url.html', { html: page(script) });
  const read = () =>
    opened.page.evaluate(() =>
      [...document.querySelectorAll('[data-shop-product],[data-shop-collection]')].flatMap((host) =>
        [...(host.shadowRoot?.querySelectorAll('.title') ?? [])].map((title) => title.querySelector('a')?.getAttribute('href') ?? null),
      ),
    );
  // The first script's card: linked before the components came.
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBeGreaterThan(0);
  painted?.(await read());
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBe(4);
  await screenshot(opened.page, `product-url${script ? '' : '-unset'}`);
  const hrefs = await read();
  expect(opened.problems).toEqual({ errors: [], csp: [], offsite: [] });
  await opened.context.close();
  return hrefs;
}

describe('data-shop-product-url', () => {
  it('links the painted card and every grid tile to the template, with the handle in place', async () => {
    const hrefs = await titleLinks('data-shop-product-url="/shop/:handle"', (painted) => expect(painted[0]).toBe('/shop/classic-cotton-tee'));
    expect(hrefs[0]).toBe('/shop/classic-cotton-tee');
    expect(hrefs.slice(1)).toEqual([
      expect.stringMatching(/^\/shop\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/shop\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/shop\/[a-z0-9-]+$/),
    ]);
  });

  it('unset: no title links anywhere', async () => {
    expect(await titleLinks('')).toEqual([null, null, null, null]);
  });

  it('a javascript: template links nothing', async () => {
    expect(await titleLinks('data-shop-product-url="javascript:alert(1)//:handle"')).toEqual([null, null, null, null]);
  });
});

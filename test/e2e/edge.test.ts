// shop-embed/server's fetch handler in front of a site (the built dist/server.js, served from node:http on loopback, the
// emulator as the site's origin and as the shop): Chromium gets the page with its cards in the first HTML, the first
// script adopts them without one storefront request of its own, nothing moves; the next visitor's page costs the shop
// nothing (the handler's cache).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../emulator/index.mjs';
import { layoutShift, recordShifts, screenshot, takenOver, useBrowser } from './browser';

const shop = useBrowser();
const PAGE = '/examples/prerendered.src.html';
let site: Server;
let siteUrl = '';

beforeAll(async () => {
  // Typed as the source, loaded as built: what a site owner's server imports.
  const server = (await import(pathToFileURL(resolve('dist/server.js')).href)) as typeof import('../../src/server');
  const handler = server.createRenderHandler({ origin: shop.url, domain: shop.url, storefrontAccessToken: DEMO_TOKEN });
  site = createServer(server.toNodeListener(handler));
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => site.close(() => done())));

describe('a page served through createRenderHandler', () => {
  it('shows its cards from the first HTML; the browser adopts them with 0 storefront requests, no layout shift, add to cart working', async () => {
    await shop.reset();
    const asked: string[] = [];
    const { page, problems, context } = await shop.open(`${siteUrl}${PAGE}`, {
      before: async (p) => {
        await recordShifts(p);
        p.on('request', (request) => void (request.url().includes('/graphql') && asked.push(request.url())));
      },
    });
    // The cards were in the HTML: priced before any script ran (the first response is what a crawler reads).
    const first = await (await fetch(`${siteUrl}${PAGE}`)).text();
    expect([...first.matchAll(/<template shadowrootmode="open">/g)]).toHaveLength(4);
    expect([...first.matchAll(/<script type="application\/ld\+json" data-shop-ld="product:/g)]).toHaveLength(4);
    await expect.poll(() => takenOver(page), { timeout: 20_000 }).toBe(true);
    const prices = await page
      .locator('[data-shop-product], shop-product')
      .evaluateAll((hosts) => hosts.map((host) => host.shadowRoot?.querySelector('.price')?.textContent?.trim() ?? ''));
    expect(prices).toHaveLength(4);
    for (const price of prices) expect(price).toMatch(/\$\d+\.\d\d/);
    expect(asked).toEqual([]);
    // The shop was read once, by the handler, for the page and for the fetch above.
    expect((await shop.requests()).operations).toEqual({ CatalogReads: 1 });
    expect(await layoutShift(page)).toBe(0);
    await screenshot(page, 'edge-handler');
    // Through the handler too: the page's cart calls go to its own origin (data-shop-domain="self"), passed on to the shop.
    await page.locator('[data-shop-product="stoneware-mug"]').getByRole('button', { name: 'Add to cart' }).click();
    const toggle = page.locator('[data-shop-cart-toggle]').getByRole('button', { name: /^Cart/ });
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
    // The toggle counts the add at once; the request leaves once the cart file (asked for by the click) is there, and
    // lands before the page closes (else the next test's count of the shop's requests would see it).
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await shop.requests()).operations['CartCreate'], { timeout: 10_000 }).toBe(1);
    expect(problems.errors).toEqual([]);
    expect(problems.offsite).toEqual([]);
    await context.close();
  });

  it('the next visitor’s page is drawn from the kept answers: the shop is not read again', async () => {
    await shop.reset();
    let state: string | undefined;
    const { page, context } = await shop.open(`${siteUrl}${PAGE}`, {
      before: async (p) => void p.on('response', (response) => response.url().endsWith(PAGE) && (state = response.headers()['x-shop-embed-cache'])),
    });
    expect(state).toBe('hit');
    await expect.poll(() => takenOver(page), { timeout: 20_000 }).toBe(true);
    const titles = await page
      .locator('[data-shop-product], shop-product')
      .evaluateAll((hosts) => hosts.map((host) => host.shadowRoot?.querySelector('h3, .title')?.textContent?.trim() ?? ''));
    expect(titles.filter(Boolean)).toHaveLength(4);
    expect((await shop.requests()).operations).toEqual({});
    await context.close();
  });
});

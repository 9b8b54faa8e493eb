// examples/react-router (a React Router 7 app in framework mode whose route loader reads the products with readShopData
// and hands them to <ShopProvider initialData>) built with `react-router build` against the packed tarball, served by
// `react-router-serve`, and driven in Chromium: the server's HTML holds each card's title, price and link, the page
// hydrates without a warning and reads no product in the browser, an add reaches the shop's cart, and checkout hands over
// with _fd=0. The app is installed in a temporary folder (npm registry: react-router, @react-router/dev, /node, /serve,
// react, react-dom, vite, isbot), so the tree stays as it was (examples/react-router/README.md).
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../emulator/index.mjs';
import { storedCartId, traced, traceOf } from './browser';
import { operationsOf, problemsOf, useExampleApp } from './example-app';

const state = useExampleApp({
  example: 'react-router',
  env: (shop) => ({ SHOP_DOMAIN: shop.url, SHOP_TOKEN: shop.token }),
  build: ['react-router', 'build'],
  start: () => ['react-router-serve', './build/server/index.js'],
});

/** The products in the cart the shop holds under `id`, by title (what another device would see). */
async function shopCart(id: string): Promise<string[]> {
  const res = await fetch(`${state.shop.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
    body: JSON.stringify({
      query: 'query C($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { merchandise { ... on ProductVariant { product { title } } } } } } }',
      variables: { id },
    }),
  });
  const { data } = (await res.json()) as { data: { cart: { lines: { nodes: Array<{ merchandise: { product: { title: string } } }> } } | null } };
  return data.cart?.lines.nodes.map((line) => line.merchandise.product.title) ?? [];
}

describe('examples/react-router: the loader reads the products (readShopData) and the page hands them to <ShopProvider initialData>', () => {
  it('the server’s HTML holds each card’s title, link and price, not a skeleton', async () => {
    const html = await (await fetch(state.url)).text();
    // The markup, not the loader's data the page carries for hydration (which names the products too).
    expect(html).toMatch(/<a [^>]*href="\/products\/classic-cotton-tee"[^>]*>Classic Cotton Tee<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/products\/stoneware-mug"[^>]*>Stoneware Mug<\/a>/);
    expect(html).toMatch(/>\$24\.00</);
    expect(html).toMatch(/>\$18\.00</);
    expect(html).not.toContain('skeleton-card');
    expect(html).toContain('Cart, empty');
    // Each card's first image with its sources, shown (`loaded`: not faded out until a script runs).
    expect(html.match(/<img class="lazy loaded" [^>]*src="[^"]+classic-cotton-tee-1_720x900\.png/g)).toHaveLength(1);
    expect(html.match(/<img class="lazy loaded" [^>]*src="[^"]+stoneware-mug-1_720x720\.png/g)).toHaveLength(1);
  });

  it('hydrates without a warning, reads no product in the browser, adds to the shop’s cart and checks out with _fd=0', async () => {
    const context = await state.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const trace = traceOf(page);
    const problems = problemsOf(page);
    const operations = operationsOf(page, state.shop.url);
    try {
      await page.goto(state.url);
      // Hydrated, each card's image stays as the server drew it: loaded and shown.
      for (const name of ['Classic Cotton Tee', 'Stoneware Mug']) {
        const image = page.getByRole('article', { name }).locator('img').first();
        const shown = () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1');
        await expect.poll(shown, { timeout: 10_000 }).toBe(true);
      }
      const card = page.getByRole('article', { name: 'Classic Cotton Tee' });
      await card.getByRole('button', { name: /^Add to cart/ }).click({ timeout: 30_000 });
      const toggle = page.getByRole('button', { name: /^Cart/ });
      await expect.poll(() => toggle.textContent(), { timeout: 15_000 }).toContain('1 item');
      // The toggle counts the add at once; its request leaves as the cart chunk, asked for on the pointer's reach, arrives.
      await expect.poll(() => operations, { timeout: 10_000 }).toEqual(['CartCreate']);
      await toggle.click();
      const drawer = page.locator('dialog.drawer');
      await expect.poll(() => drawer.getByRole('listitem').filter({ hasText: 'Classic Cotton Tee' }).count(), { timeout: 10_000 }).toBe(1);
      // The drawer lists the line as the shopper clicks; the cart's id is stored once the shop has answered.
      await expect
        .poll(
          async () => {
            const id = await storedCartId(page);
            return id ? shopCart(id) : [];
          },
          { timeout: 10_000 },
        )
        .toEqual(['Classic Cotton Tee']);
      // Once the drawer has slid in.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await page.screenshot({ path: 'test-results/react-router.png' });
      expect(problems).toEqual([]);
      await drawer.getByRole('button', { name: 'Check out' }).click();
      await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get('_fd')).toBe('0');
      expect(operations).not.toContain('CatalogReads');
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

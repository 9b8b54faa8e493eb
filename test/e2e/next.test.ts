// examples/next (a Next.js App Router app whose server component imports shop-embed/react) built with `next build`
// against the packed tarball, served by `next start`, and driven in Chromium: the server HTML holds the skeletons, the
// page hydrates without a warning, an add reaches the shop, and checkout hands over with _fd=0; its server-data route reads
// the products on the server (readShopData), so its HTML holds them and the browser reads none. The app is installed in
// a temporary folder (npm registry: next, react, react-dom), so the tree stays as it was, from the tarball `npm pack` makes
// (examples/next/README.md: shop-embed is not on the registry yet).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationsOf, problemsOf, useExampleApp } from './example-app';

const state = useExampleApp({
  example: 'next',
  env: (shop) => ({ NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SHOP_DOMAIN: shop.url, NEXT_PUBLIC_SHOP_TOKEN: shop.token }),
  build: ['next', 'build'],
  start: (port) => ['next', 'start', '-H', '127.0.0.1', '-p', String(port)],
});

describe('examples/next: shop-embed/react in a Next.js App Router app', () => {
  it('the build prerendered the page with the cards’ skeletons and an empty cart', async () => {
    const html = await (await fetch(state.url)).text();
    expect(html.match(/class="shop-embed skeleton skeleton-card"/g)).toHaveLength(2);
    expect(html).toContain('Cart, empty');
    // Prerendered as static content: the HTML is a file of the build.
    expect(readFileSync(join(state.app, '.next/server/app/index.html'), 'utf8')).toContain('skeleton-card');
  });

  it('hydrates without a warning, adds to the cart, and checks out with _fd=0', async () => {
    const context = await state.browser.newContext();
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(state.url);
    const card = page.getByRole('article', { name: 'Classic Cotton Tee' });
    await card.getByRole('button', { name: /^Add to cart/ }).click({ timeout: 30_000 });
    const toggle = page.getByRole('button', { name: /^Cart/ });
    await expect.poll(() => toggle.textContent(), { timeout: 15_000 }).toContain('1 item');
    await toggle.click();
    const drawer = page.locator('dialog.drawer');
    await expect.poll(() => drawer.getByRole('listitem').filter({ hasText: 'Classic Cotton Tee' }).count(), { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('_fd')).toBe('0');
    await context.close();
  });
});

describe('examples/next/app/server-data: the products read on the server (readShopData) and handed to <ShopProvider initialData>', () => {
  it('the server’s HTML holds each card’s title, link and price, not a skeleton', async () => {
    const html = await (await fetch(`${state.url}/server-data`)).text();
    // The markup, not the data the page carries for hydration (which names the products too).
    expect(html).toMatch(/<a [^>]*href="\/products\/classic-cotton-tee"[^>]*>Classic Cotton Tee<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/products\/stoneware-mug"[^>]*>Stoneware Mug<\/a>/);
    expect(html).toMatch(/>\$24\.00</);
    expect(html).toMatch(/>\$18\.00</);
    expect(html).not.toContain('skeleton-card');
  });

  it('hydrates without a warning and reads no product in the browser: its first request is the add', async () => {
    const context = await state.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = problemsOf(page);
    const operations = operationsOf(page, state.shop.url);
    await page.goto(`${state.url}/server-data`);
    const card = page.getByRole('article', { name: 'Classic Cotton Tee' });
    await card.getByRole('button', { name: /^Add to cart/ }).click({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('button', { name: /^Cart/ }).textContent(), { timeout: 15_000 }).toContain('1 item');
    // The toggle counts the add at once; its request leaves as the cart chunk, asked for on the pointer's reach, arrives.
    await expect.poll(() => operations, { timeout: 10_000 }).toEqual(['CartCreate']);
    expect(problems).toEqual([]);
    await page.screenshot({ path: 'test-results/next-server-data.png' });
    await context.close();
  });
});

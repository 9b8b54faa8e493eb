// examples/next (a Next.js App Router app whose server component imports shop-embed/react) built with `next build`
// against the packed tarball, served by `next start`, and driven in Chromium: the server HTML holds the skeletons, the
// page hydrates without a warning, an add reaches the shop, and checkout hands over with _fd=0; its server-data route reads
// the products on the server (readShopData), so its HTML holds them and the browser reads none. The app is installed in
// a temporary folder (npm registry: next, react, react-dom), so the tree stays as it was, from the tarball `npm pack` makes
// (examples/next/README.md: shop-embed is not on the registry yet).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, startEmulator } from '../../emulator/index.mjs';
import { CHROMIUM } from './browser';

const root = resolve(import.meta.dirname, '../..');
const state = {} as { app: string; url: string; shop: Awaited<ReturnType<typeof startEmulator>>; server: ChildProcess; browser: Browser };

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

beforeAll(async () => {
  state.shop = await startEmulator({ port: 0, https: false, controls: true });
  state.app = mkdtempSync(join(tmpdir(), 'shop-embed-next-'));
  cpSync(join(root, 'examples/next'), state.app, { recursive: true });
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', state.app], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SHOP_DOMAIN: state.shop.url, NEXT_PUBLIC_SHOP_TOKEN: DEMO_TOKEN };
  // As examples/next/README.md says, but with the tarball beside the app (its package.json names it in the repository's root).
  const manifest = JSON.parse(readFileSync(join(state.app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(manifest.dependencies['shop-embed']).toBe(`file:../../${tarball}`);
  manifest.dependencies['shop-embed'] = `file:./${tarball}`;
  writeFileSync(join(state.app, 'package.json'), JSON.stringify(manifest));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: state.app, env, stdio: 'inherit' });
  // Not execFileSync: the emulator lives in this process, and the build reads the server-data route's products from it.
  await new Promise<void>((done, fail) =>
    spawn('npx', ['next', 'build'], { cwd: state.app, env, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`next build exited with ${code}`)),
    ),
  );
  const port = await freePort();
  state.url = `http://127.0.0.1:${port}`;
  state.server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: state.app, env, stdio: 'ignore', detached: true });
  for (let tries = 0; ; tries++) {
    if (
      await fetch(state.url).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (tries > 120) throw new Error('next start did not answer');
    await new Promise((done) => setTimeout(done, 250));
  }
  state.browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}, 600_000);

afterAll(async () => {
  await state.browser?.close();
  if (state.server?.pid) process.kill(-state.server.pid);
  await state.shop?.close();
  if (state.app) rmSync(state.app, { recursive: true, force: true });
});

/** What the page logs as wrong: console errors and warnings (a hydration mismatch is an error in React 19), uncaught errors, failed responses. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // "Failed to load resource" is named by the response below.
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The operation of every storefront request the page sends (`CatalogReads`, `CartCreate`…). */
function operationsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${state.shop.url}/api/`))
      sent.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?');
  });
  return sent;
}

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
    const operations = operationsOf(page);
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

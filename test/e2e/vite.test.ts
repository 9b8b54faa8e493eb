// A Vite + React app built for production from the packed tarball, as a React developer makes one: the package unpacked
// into the app's node_modules beside React (test/built/packed.mjs: no registry, CI has vite, react and react-dom from
// `npm ci`), `vite build`, its dist/ served by the emulator on loopback, and in Chromium the card shows its price, the
// cart's code comes as the shopper reaches for the card, and an add reaches the shop's cart. Beside it, an app with one
// ProductCard and an empty one, built alike (bench/react-size.mjs, whose figures the benchmark publishes): what the card
// adds to an app's start. (Plain `createElement`: Vite alone, without @vitejs/plugin-react, which we do not install.)
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../emulator/index.mjs';
import { bytesAtStart, filesAtStart, manifestOf, smallApp, viteBuild } from '../../bench/react-size.mjs';
import { installPacked, linkModules } from '../built/packed.mjs';
import { axeViolations, screenshot, useBrowser } from './browser';

// The emulator serves the app's dist/ at /dist/ (the app's own origin is the shop's, as on the React example page).
const app = mkdtempSync(join(tmpdir(), 'shop-embed-vite-'));
const shop = useBrowser({ staticRoot: app });

beforeAll(() => {
  installPacked(app);
  linkModules(app, ['react', 'react-dom', 'scheduler']);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'vite-shop', private: true, type: 'module' }));
  writeFileSync(
    join(app, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>A Vite shop</title></head>
  <body><main><h1>A Vite shop</h1><div id="app"></div></main><script type="module" src="/main.js"></script></body>
</html>
`,
  );
  writeFileSync(
    join(app, 'main.js'),
    `import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CartToggle, ProductCard, ShopProvider } from 'shop-embed/react';
import 'shop-embed/react/styles.css';
import './app.css';

const shop = h(ShopProvider, { domain: location.origin, token: ${JSON.stringify(DEMO_TOKEN)} }, h(CartToggle), h(ProductCard, { handle: 'classic-cotton-tee' }));
createRoot(document.getElementById('app')).render(h(StrictMode, null, shop));
`,
  );
  // The app's own stylesheet: a dark theme its pages may switch to (a class on <html>, as theme toggles do).
  writeFileSync(join(app, 'app.css'), ':root.dark { color-scheme: dark; background: #111; }\n');
  viteBuild(app, '.', 'dist');
  // An app that shows one card, and one that shows nothing of ours: each a page of its own, built alone.
  const card = `h(ShopProvider, { domain: location.origin, token: ${JSON.stringify(DEMO_TOKEN)} }, h(ProductCard, { handle: 'classic-cotton-tee' }))`;
  smallApp(app, 'card', `import { ProductCard, ShopProvider } from 'shop-embed/react';\nimport 'shop-embed/react/card.css';\n`, card);
  smallApp(app, 'empty', '', `h('p', null, 'Nothing to sell')`);
}, 180_000);
afterAll(() => rmSync(app, { recursive: true, force: true }));

/** The file Vite made of shop-embed/react's cart chunk (dist/react/cart-store-*.mjs). */
const cartChunkOf = (out: string) => Object.entries(manifestOf(app, out)).find(([key]) => /dist\/react\/cart-store-[^/]+\.mjs$/.test(key))![1].file;

describe('shop-embed/react in a Vite app built from the packed tarball', () => {
  it('the build is the app’s own files: its script and the components’ stylesheet', () => {
    const assets = readdirSync(join(app, 'dist/assets'));
    expect(assets.filter((file) => file.endsWith('.css'))).toHaveLength(1);
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('ProductCard alone adds ≤ 20,000 B gzip of script to an app’s start, the cart’s code not among it', () => {
    // React excluded (the empty app has it too); DOMPurify, a language, the cart come later, as the page needs them.
    expect(bytesAtStart(app, 'dist-card') - bytesAtStart(app, 'dist-empty')).toBeLessThanOrEqual(20_000);
    expect(filesAtStart(app, 'dist-card')).not.toContain(cartChunkOf('dist-card'));
    // Its stylesheet is the card's alone (shop-embed/react/card.css): no drawer's or grid's rules.
    const css = readdirSync(join(app, 'dist-card/assets')).filter((file) => file.endsWith('.css'));
    expect(css.map((file) => readFileSync(join(app, 'dist-card/assets', file), 'utf8')).join('')).not.toMatch(/\.drawer|\.load-more/);
  });

  it('draws the card with its price, styled, and an add reaches the shop’s cart', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/dist/');
    const card = page.getByRole('article', { name: 'Classic Cotton Tee' });
    await expect.poll(() => card.locator('.price').first().textContent(), { timeout: 20_000 }).toContain('$24.00');
    // The cart's code is not loaded for a shopper who only reads the page…
    const cartChunk = cartChunkOf('dist');
    const loaded = () => page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), cartChunk);
    expect(await loaded()).toBe(false);
    // shop-embed/react/styles.css, imported by the app, reached the page through Vite's CSS (the card is a flex column),
    // with its colours: Vite writes light-dark() for older browsers as variables the page (which declares no
    // color-scheme) never sets, and the button lost its fill.
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    const add = card.getByRole('button', { name: /^Add to cart/ });
    const colours = () => add.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(await colours()).toEqual(['rgb(24, 24, 27)', 'rgb(255, 255, 255)']);
    // The app's dark theme still wins over that default: the button turns light on dark (its background eases over).
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect.poll(colours).toEqual(['rgb(244, 244, 245)', 'rgb(24, 24, 27)']);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    // …and comes as the pointer reaches the card, before the press.
    await card.hover();
    await expect.poll(loaded).toBe(true);
    await add.click();
    const toggle = page.getByRole('button', { name: /^Cart/ });
    await expect.poll(() => toggle.locator('.sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
    await screenshot(page, 'vite-app');
    expect.soft(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.offsite).toEqual([]);
    await context.close();
  });
});

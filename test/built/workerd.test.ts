// examples/edge/worker.js with the built shop-embed/server, run inside workerd (Cloudflare's runtime, through miniflare),
// the emulator on loopback as the site's origin and as the shop: no Node API in the handler's path, the page comes back
// with its cards and JSON-LD, the second request is drawn from the kept answers, an image passes through byte for byte.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, startEmulator } from '../../emulator/index.mjs';

const root = resolve(import.meta.dirname, '../..');
let shop: { url: string; close: () => Promise<void> };
let worker: Miniflare;

const options = () => ({
  modules: [
    // The example as a site owner deploys it; its import of the package resolved to the built file.
    {
      type: 'ESModule' as const,
      path: resolve(root, 'worker.js'),
      contents: readFileSync(resolve(root, 'examples/edge/worker.js'), 'utf8').replace("'shop-embed/server'", "'./server.js'"),
    },
    { type: 'ESModule' as const, path: resolve(root, 'server.js'), contents: readFileSync(resolve(root, 'dist/server.js'), 'utf8') },
  ],
  compatibilityDate: '2025-07-18',
  bindings: { ORIGIN: shop.url, SHOP_DOMAIN: shop.url, STOREFRONT_TOKEN: DEMO_TOKEN },
});

beforeAll(async () => {
  shop = await startEmulator({ port: 0, https: false, controls: true });
  worker = new Miniflare(options());
  await worker.ready;
});
afterAll(async () => {
  await worker?.dispose();
  await shop?.close();
});

const catalogReads = async () =>
  ((await (await fetch(`${shop.url}/__emulator/requests`)).json()) as { operations: Record<string, number> }).operations.CatalogReads ?? 0;

describe('examples/edge/worker.js in workerd', () => {
  it('serves the page with its four cards and JSON-LD, and reads the shop once for two requests', async () => {
    const first = await worker.dispatchFetch('http://blog.example/examples/prerendered.src.html');
    const html = await first.text();
    expect(first.headers.get('x-shop-embed-cache')).toBe('miss');
    expect([...html.matchAll(/<template shadowrootmode="open">/g)]).toHaveLength(4);
    expect(html).toMatch(/class="price-regular">\$\d+\.\d\d</);
    expect([...html.matchAll(/<script type="application\/ld\+json" data-shop-ld="product:/g)]).toHaveLength(4);
    const second = await worker.dispatchFetch('http://blog.example/examples/prerendered.src.html');
    expect(second.headers.get('x-shop-embed-cache')).toBe('hit');
    expect(await second.text()).toBe(html);
    expect(await catalogReads()).toBe(1);
  });

  it('a new isolate (the worker reloaded) finds the answers in the zone’s cache (caches.default), not by asking the shop', async () => {
    await worker.setOptions(options());
    const page = await worker.dispatchFetch('http://blog.example/examples/prerendered.src.html');
    expect(page.headers.get('x-shop-embed-cache')).toBe('hit');
    expect([...(await page.text()).matchAll(/<template shadowrootmode="open">/g)]).toHaveLength(4);
    expect(await catalogReads()).toBe(1);
  });

  it('passes an image through byte for byte', async () => {
    const path = '/cdn/stoneware-mug_320x320.png';
    const through = await worker.dispatchFetch(`http://blog.example${path}`);
    const direct = await fetch(`${shop.url}${path}`);
    expect(through.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await through.arrayBuffer())).toEqual(new Uint8Array(await direct.arrayBuffer()));
  });
});

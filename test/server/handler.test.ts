// @vitest-environment node
// createRenderHandler in Node against the emulator on loopback (the site's origin and the shop both): the page comes back
// with its cards and JSON-LD; the shop is read once for a thousand requests; a shop that is down serves the answers kept
// and stores nothing of its own; every other answer of the origin passes through as it was sent.
import { request as httpGet, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN, startEmulator } from '../../emulator/index.mjs';
import { CACHE_HEADER, createRenderHandler, toNodeListener, type RenderHandlerOptions, type WaitUntil } from '../../src/server';

const PAGE = '/examples/prerendered.src.html';
const HANDLES = ['waxed-canvas-tote', 'classic-cotton-tee', 'merino-crew-sweater', 'stoneware-mug'];
const SITE = 'https://blog.example';
let shop: { url: string; close: () => Promise<void> };

beforeAll(async () => void (shop = await startEmulator({ port: 0, https: false, controls: true })));
afterAll(() => shop.close());
afterEach(() => fetch(`${shop.url}/__emulator/reset`, { method: 'POST' }));

const handlerFor = (options: Partial<RenderHandlerOptions> = {}) =>
  createRenderHandler({ origin: shop.url, domain: shop.url, storefrontAccessToken: DEMO_TOKEN, ...options });
const catalogReads = async () =>
  ((await (await fetch(`${shop.url}/__emulator/requests`)).json()) as { operations: Record<string, number> }).operations.CatalogReads ?? 0;
const shopDown = () =>
  fetch(`${shop.url}/__emulator/faults`, { method: 'POST', body: JSON.stringify([{ kind: 'status500', match: 'graphql', count: 1000 }]) });
/** The emulator's reset clears its faults (and its counts). */
const shopUp = () => fetch(`${shop.url}/__emulator/reset`, { method: 'POST' });
const cards = (html: string) => [...html.matchAll(/<template shadowrootmode="open">/g)].length;
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('createRenderHandler', () => {
  it('serves the page with its four cards, each product’s JSON-LD and the answers the script adopts, shareable for the TTL', async () => {
    const response = await handlerFor()(new Request(`${SITE}${PAGE}`));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(cards(html)).toBe(4);
    expect(html).toMatch(/class="price-regular">\$\d+\.\d\d</);
    const described = [...html.matchAll(/<script type="application\/ld\+json" data-shop-ld="product:([^"]+)">/g)].map((m) => m[1]);
    expect(described.sort()).toEqual([...HANDLES].sort());
    expect(html).toContain('<script type="application/json" data-shop-prerendered>');
    expect(response.headers.get(CACHE_HEADER)).toBe('miss');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('1,000 requests for the same page, 50 at a time, make one storefront read within the TTL', async () => {
    const handle = handlerFor();
    const states: Record<string, number> = {};
    for (let sent = 0; sent < 1000; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => handle(new Request(`${SITE}${PAGE}`))));
      for (const response of batch) {
        expect(cards(await response.text())).toBe(4);
        const state = response.headers.get(CACHE_HEADER)!;
        states[state] = (states[state] ?? 0) + 1;
      }
    }
    expect(await catalogReads()).toBe(1);
    // Those of the first fifty that came before the shop answered shared its one read; every other one was a hit.
    expect(states.miss).toBeLessThanOrEqual(50);
    expect(states.miss! + states.hit!).toBe(1000);
  }, 120_000);

  it('past the TTL, serves the answers kept while one read refreshes them', async () => {
    const refreshes: Promise<unknown>[] = [];
    const handle = handlerFor({ ttl: 0, staleWhileRevalidate: 60 });
    expect((await handle(new Request(`${SITE}${PAGE}`))).headers.get(CACHE_HEADER)).toBe('miss');
    const second = await handle(new Request(`${SITE}${PAGE}`), { waitUntil: (work) => void refreshes.push(work) });
    expect(second.headers.get(CACHE_HEADER)).toBe('revalidating');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=60');
    expect(cards(await second.text())).toBe(4);
    await Promise.all(refreshes);
    expect(await catalogReads()).toBe(2);
    // A second argument without waitUntil (Deno.serve's connection info): the page is served all the same, the refresh runs on.
    const third = await handle(new Request(`${SITE}${PAGE}`), {} as WaitUntil);
    expect(third.headers.get(CACHE_HEADER)).toBe('revalidating');
    await expect.poll(catalogReads).toBe(3);
  });

  it('the shop down: the page is drawn from the answers kept, marked stale, and the error is not kept', async () => {
    const handle = handlerFor({ ttl: 0, staleWhileRevalidate: 0 });
    const fresh = await (await handle(new Request(`${SITE}${PAGE}`))).text();
    await shopDown();
    const down = await handle(new Request(`${SITE}${PAGE}`));
    expect(down.headers.get(CACHE_HEADER)).toBe('stale');
    expect(down.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
    expect(await down.text()).toBe(fresh);
    // Down again: still the answers the shop gave when it was up (a failed read replaced nothing).
    expect(await (await handle(new Request(`${SITE}${PAGE}`))).text()).toBe(fresh);
    await shopUp();
    expect((await handle(new Request(`${SITE}${PAGE}`))).headers.get(CACHE_HEADER)).toBe('miss');
  });

  it('the shop down with nothing kept: the page as the origin sent it, shared with no one; the next request asks the shop again', async () => {
    const handle = handlerFor();
    const origin = await bytes(await fetch(`${shop.url}${PAGE}`));
    await shopDown();
    const down = await handle(new Request(`${SITE}${PAGE}`));
    expect(down.headers.get(CACHE_HEADER)).toBe('error');
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await bytes(down)).toEqual(origin);
    await shopUp();
    const up = await handle(new Request(`${SITE}${PAGE}`));
    expect(up.headers.get(CACHE_HEADER)).toBe('miss');
    expect(cards(await up.text())).toBe(4);
  });

  it('passes an image through byte for byte, headers and all, and reads nothing from the shop', async () => {
    const path = '/cdn/stoneware-mug_320x320.png';
    const direct = await fetch(`${shop.url}${path}`);
    const through = await handlerFor()(new Request(`${SITE}${path}`));
    expect(through.status).toBe(200);
    const undated = (headers: Headers) => [...headers].filter(([name]) => name !== 'date');
    expect(undated(through.headers)).toEqual(undated(direct.headers));
    expect(await bytes(through)).toEqual(await bytes(direct));
    expect(await catalogReads()).toBe(0);
  });

  it('passes a redirect on unfollowed, and a POST to the shop’s API as the browser sent it', async () => {
    const handle = handlerFor();
    const moved = await handle(new Request(`${SITE}/`));
    expect(moved.status).toBeGreaterThanOrEqual(301);
    expect(moved.status).toBeLessThanOrEqual(308);
    expect(moved.headers.get('location')).toBe('/examples/');
    const posted = await handle(
      new Request(`${SITE}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': DEMO_TOKEN },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      }),
    );
    expect(((await posted.json()) as { data: { shop: { name: string } } }).data.shop.name).toBeTruthy();
  });
});

describe('an origin of its own (cookies, gzip) served through toNodeListener', () => {
  let origin: Server;
  let site: Server;
  const CSS = 'body { color: rebeccapurple }\n'.repeat(50);
  const COOKIES = ['session=abc; Path=/; HttpOnly', 'seen=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/'];
  const listen = async (server: Server) => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  let siteUrl = '';
  beforeAll(async () => {
    origin = createServer((req, res) => {
      if (req.url === '/style.css') {
        res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'gzip' });
        return void res.end(gzipSync(CSS));
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': COOKIES,
        'cache-control': 'private, max-age=30',
        'x-origin': 'yes',
      });
      res.end(
        `<!doctype html><html><head><script src="/dist/shop-embed.umd.min.js" defer></script></head><body><div data-shop-product="stoneware-mug"></div></body></html>`,
      );
    });
    const originUrl = await listen(origin);
    site = createServer(toNodeListener(createRenderHandler({ origin: originUrl, domain: shop.url, storefrontAccessToken: DEMO_TOKEN })));
    siteUrl = await listen(site);
  });
  afterAll(() => {
    origin.close();
    site.close();
  });

  it('the card is drawn, both cookies arrive as two headers, and the origin’s private Cache-Control is kept', async () => {
    const { headers, body } = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>((done, fail) => {
      const req = httpGet(`${siteUrl}/post`, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ headers: res.headers, body: text }));
      });
      req.on('error', fail);
      req.end();
    });
    expect(cards(body)).toBe(1);
    expect(body).toMatch(/>Stoneware Mug</);
    expect(headers['set-cookie']).toEqual(COOKIES);
    expect(headers['cache-control']).toBe('private, max-age=30');
    expect(headers['x-origin']).toBe('yes');
    expect(headers[CACHE_HEADER]).toBe('miss');
  });

  it('a file the origin sent gzipped arrives whole (Node’s fetch decoded it: its Content-Encoding is not sent on)', async () => {
    const through = await fetch(`${siteUrl}/style.css`);
    expect(through.headers.get('content-type')).toBe('text/css');
    expect(await through.text()).toBe(CSS);
  });

  it('an image through node:http is the emulator’s bytes', async () => {
    const viaSite = createServer(toNodeListener(handlerFor()));
    const url = await listen(viaSite);
    const path = '/cdn/waxed-canvas-tote_200x200.png';
    const [direct, through] = await Promise.all([fetch(`${shop.url}${path}`), fetch(`${url}${path}`)]);
    expect(through.headers.get('content-type')).toBe('image/png');
    expect(await bytes(through)).toEqual(await bytes(direct));
    viaSite.close();
  });
});

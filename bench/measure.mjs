// @ts-check
/**
 * One visit of one page in Chromium, and what it cost: bytes over the wire (as gzip and as brotli would send them), JS
 * parsed before the cards were ready, storefront requests, time to ready, blocking time, heap, DOM, styles, layout shift,
 * and the add-to-cart round trip.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { clickAdd, installProbe, pageFigures, storefrontAnsweredAfter } from './probe.mjs';

/**
 * Pointer over the button → click, ms: one press, a tap held or a mouse button held down (the pointer a mouse moves
 * there was over the button longer still). Both libraries are clicked the same way.
 */
export const PRESS_MS = 80;

/** @typedef {{ url: string, method: string, type: string, body: Buffer | null, encoded: number, cached: boolean, done: boolean, post: string | null }} Resource */

const compressed = new Map();
/** gzip -9 and brotli -11 sizes of a body (images are sent as they are). @param {Buffer} body @param {string} type */
export function wireSizes(body, type) {
  if (type === 'Image') return { gzip: body.length, brotli: body.length };
  const key = body.toString('base64');
  if (!compressed.has(key)) {
    compressed.set(key, {
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length,
    });
  }
  return compressed.get(key);
}

/** Records every network response of the page (iframes included) through the DevTools protocol. @param {import('playwright-core').Page} page */
async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, Resource>} */
  const resources = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    resources.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      body: null,
      encoded: 0,
      cached: false,
      done: false,
      post: event.request.postData ?? null,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const resource = resources.get(event.requestId);
    if (resource) resource.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const resource = resources.get(event.requestId);
    if (resource && (event.response.fromDiskCache || event.response.fromPrefetchCache)) resource.cached = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const resource = resources.get(event.requestId);
    if (!resource) return;
    resource.encoded = event.encodedDataLength;
    resource.done = true;
    pending.push(
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then((answer) => (resource.body = Buffer.from(answer.body, answer.base64Encoded ? 'base64' : 'utf8')))
        .catch(() => undefined),
    );
  });
  return { cdp, resources, settled: () => Promise.all(pending) };
}

/**
 * @param {{ context: import('playwright-core').BrowserContext, url: string, storefront: string, addToCart?: boolean }} options
 */
export async function visit({ context, url, storefront, addToCart = true }) {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const errors = /** @type {string[]} */ ([]);
  page.on('pageerror', (error) => errors.push(error.message));
  const network = await recordNetwork(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => /** @type {any} */ (window).__bench?.ready != null, undefined, { timeout: 60_000, polling: 100 });
  // Scripts parsed by then: what arrived before the cards were ready, by the page's own clock (the poll above answers up
  // to 100 ms late, when a script asked for as the cards became ready may have arrived too).
  const arrived = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.responseEnd <= /** @type {any} */ (window).__bench.ready)
        .map((entry) => entry.name),
    ),
  );
  const scriptsAtReady = [...network.resources.values()].filter((r) => r.type === 'Script' && r.done && arrived.has(r.url));
  await page.waitForTimeout(500);
  await network.cdp.send('HeapProfiler.collectGarbage');
  const heap = /** @type {{ usedSize: number }} */ (await network.cdp.send('Runtime.getHeapUsage')).usedSize;
  await network.settled();
  const all = [...network.resources.values()].filter((r) => r.done);
  const toShop = all.filter((r) => r.url.startsWith(storefront) && r.url.includes('/graphql'));
  const storefrontRequests = toShop.filter((r) => r.method === 'POST').length;
  const preflights = toShop.filter((r) => r.method === 'OPTIONS' || r.type === 'Preflight').length;
  // A shopper who reads the page a while before acting: everything it loads by itself (on idle, on timers) until then.
  await quiet(network.resources, page);
  await network.settled();
  const untilAct = [...network.resources.values()].filter((r) => r.done);
  // The page's nodes and stylesheet text as it stands then, settled. Counted 500 ms after the cards were ready, they caught
  // ShopEmbed's components halfway through taking the painted cards over (the first script's sheet, 10,285 B, in some
  // roots and the components' own, 12,090 B, in others: 27,082 B in five of ten visits of 50 cards), or the cards before
  // the card extras' rules and nodes came (16,797 B, 2,754 nodes; settled: 17,885 B, 2,830 nodes).
  const figures = await page.evaluate(pageFigures);
  let add = { toggleMs: null, confirmedMs: null };
  if (addToCart) {
    const click = await page.evaluate(clickAdd, { double: false, expected: '1', pressMs: PRESS_MS });
    await page.waitForTimeout(1000);
    add = { toggleMs: click.ms, confirmedMs: await page.evaluate(storefrontAnsweredAfter, click.start) };
  }
  await page.close();
  return { figures, heap, all, untilAct, scriptsAtReady, storefrontRequests, preflights, add, errors };
}

/** How long the network must have been quiet (no request started or ended) for the page to be left alone: a page's idle-time loads start well within it. */
const QUIET_MS = 2000;

/** Waits until no request has started or ended for QUIET_MS (30 s at most). @param {Map<string, Resource>} resources @param {import('playwright-core').Page} page */
async function quiet(resources, page) {
  const state = () => [...resources.values()].map((r) => r.done).join();
  const end = Date.now() + 30_000;
  let last = state();
  let since = Date.now();
  while (Date.now() - since < QUIET_MS && Date.now() < end) {
    await page.waitForTimeout(100);
    const now = state();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

/** Bytes of a visit: the first script and everything, as gzip and brotli would send them (cache hits cost nothing). */
export function transferred(/** @type {Resource[]} */ resources, /** @type {string} */ firstScript) {
  const sum = { firstGzip: 0, firstBrotli: 0, allGzip: 0, allBrotli: 0 };
  for (const resource of resources) {
    if (resource.cached || !resource.body || resource.type === 'Document') continue;
    const size = wireSizes(resource.body, resource.type);
    sum.allGzip += size.gzip;
    sum.allBrotli += size.brotli;
    if (resource.url.endsWith(firstScript)) {
      sum.firstGzip += size.gzip;
      sum.firstBrotli += size.brotli;
    }
  }
  return sum;
}

/**
 * On an empty cart, double-clicks the first card's add button and counts the carts the storefront was asked to create.
 * @param {{ context: import('playwright-core').BrowserContext, url: string }} options
 */
export async function doubleClick({ context, url }) {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const bodies = /** @type {string[]} */ ([]);
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/graphql')) bodies.push(request.postData() ?? '');
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => /** @type {any} */ (window).__bench?.ready != null, undefined, { timeout: 60_000, polling: 100 });
  await page.evaluate(clickAdd, { double: true, expected: '2', pressMs: PRESS_MS });
  await page.waitForTimeout(1500);
  await page.close();
  return bodies.filter((body) => /\bcartCreate\s*\(/.test(body)).length;
}

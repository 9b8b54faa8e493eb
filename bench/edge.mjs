// @ts-check
/**
 * `node bench/edge.mjs [--requests=2000] [--concurrency=50]` (after `npm run build`): the built shop-embed/server handler
 * served by node:http on loopback in front of the emulator (the site's origin and the shop), and a bounded load of
 * requests for one page with four cards: p50/p99 latency, requests per second, and how often the shop was read (the
 * answers are kept for the TTL: once); then the same load on the origin alone, and the CPU time a request costs (what a
 * Worker is billed for), one request after another: a page drawn anew, one drawn again from kept answers. Not part of
 * `npm test`: its figures depend on the machine.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_TOKEN, startEmulator } from '../emulator/index.mjs';

const ROOT = join(import.meta.dirname, '..');
const PAGE = '/examples/prerendered.src.html';
const arg = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REQUESTS = arg('requests', 2000);
const CONCURRENCY = arg('concurrency', 50);

if (!existsSync(join(ROOT, 'dist/server.js'))) throw new Error('run `npm run build` first');
const { createMemoryCache, createRenderHandler, toNodeListener } = await import(pathToFileURL(join(ROOT, 'dist/server.js')).href);
const shop = await startEmulator({ port: 0, https: false, controls: true });
const cache = createMemoryCache();
const handlerFor = () => createRenderHandler({ origin: shop.url, domain: shop.url, storefrontAccessToken: DEMO_TOKEN, cache });
const site = createServer(toNodeListener(handlerFor()));
await new Promise((done) => site.listen(0, '127.0.0.1', () => done(undefined)));
const address = /** @type {import('node:net').AddressInfo} */ (site.address());

/** `REQUESTS` GETs of `url`, `CONCURRENCY` at a time: latency percentiles, throughput, the `x-shop-embed-cache` states. */
async function load(/** @type {string} */ url, /** @type {boolean} */ drawn) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const states = {};
  let next = 0;
  let failed = 0;
  const client = async () => {
    while (next < REQUESTS) {
      next++;
      const start = performance.now();
      const response = await fetch(url);
      const html = await response.text();
      latencies.push(performance.now() - start);
      if (response.status !== 200 || html.includes('<template shadowrootmode="open">') !== drawn) failed++;
      const state = response.headers.get('x-shop-embed-cache') ?? 'none';
      states[state] = (states[state] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
  const rate = (REQUESTS / seconds).toFixed(0);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${rate} requests/s (${seconds.toFixed(1)} s); answers ${JSON.stringify(states)}, failed ${failed}`;
}

/** Process CPU time (user + system, ms) per call of `run`, over `times` calls one after another. */
async function cpuPer(/** @type {() => Promise<unknown>} */ run, times = 40) {
  await run();
  const before = process.cpuUsage();
  for (let i = 0; i < times; i++) await run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000 / times;
}

console.log(`shop-embed/server handler (node:http, loopback), ${REQUESTS} requests for a page with 4 cards, ${CONCURRENCY} at a time`);
console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, node ${process.version}`,
);
console.log(`through the handler: ${await load(`http://127.0.0.1:${address.port}${PAGE}`, true)}`);
const reads = (await (await fetch(`${shop.url}/__emulator/requests`)).json()).operations.CatalogReads ?? 0;
console.log(`storefront reads for those ${REQUESTS}: ${reads}`);
console.log(`the origin alone:    ${await load(`${shop.url}${PAGE}`, false)}`);
// All in this one process, the emulator too: a new handler draws the page anew from the kept answers, the same handler
// draws nothing again, and the origin's page fetched alone is the part of both that is not the handler's.
const origin = await cpuPer(() => fetch(`${shop.url}${PAGE}`).then((r) => r.text()));
const fresh = await cpuPer(() => handlerFor()(new Request(`https://site.example${PAGE}`)).then((/** @type {Response} */ r) => r.text()));
const same = handlerFor();
const again = await cpuPer(() => same(new Request(`https://site.example${PAGE}`)).then((/** @type {Response} */ r) => r.text()));
const ms = (/** @type {number} */ n) => `${Math.max(0, n).toFixed(2)} ms`;
console.log(`CPU per request, the origin's share taken out: drawn anew ${ms(fresh - origin)}, drawn again ${ms(again - origin)}`);
await new Promise((done) => site.close(() => done(undefined)));
await shop.close();

// @ts-check
/**
 * `npm run bench [-- --quick] [-- --runs=5] [-- --cards=50] [-- --react]`: ShopEmbed (built dist/) side by side with Buy Button JS 3.0.6
 * in Debian's Chromium, against the emulator. Writes bench/results.json and bench/RESULTS.md (the published figures) and
 * prints the tables; a quick run (one card, once, unless `--cards` and `--runs` say otherwise) writes to bench/quick/
 * (git-ignored) instead, so a quick look leaves the tree as it was. `--cards` alone is a look too: it writes there. A quick
 * run leaves out the React sizes (three Vite builds) unless `--react` asks for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, freemem, loadavg, totalmem, type, release } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DEMO_TOKEN, startEmulator } from '../emulator/index.mjs';
import { cartClientBytes, cartClientRequests } from './cart-client.mjs';
import { doubleClick, transferred, visit } from './measure.mjs';
import { profile } from './profile.mjs';
import { reactSizes } from './react-size.mjs';
import { METRICS, markdown, median, pairRatio } from './report.mjs';
import { BUY_BUTTON_SCRIPT, startSite } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const ROOT = join(import.meta.dirname, '..');
const LIBRARIES = /** @type {const} */ ([
  ['shopEmbed', '/shopembed.html', 'shop-embed.umd.min.js'],
  ['buyButton', '/buybutton.html', 'buybutton.min.js'],
]);

/** The files a page that shows its cart loads: the first script, the components, the cart chunk. */
const CART_PAGE_FILES = ['shop-embed.umd.min.js', 'shop-embed.components.min.js', 'shop-embed.cart.min.js'];

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const cards = option('cards');
// Only the full run (every page size, its runs) replaces the published figures.
const quick = args.includes('--quick') || cards !== undefined;
const runs = Number(option('runs') ?? (quick ? 1 : 5));
const ns = cards ? cards.split(',').map(Number) : quick ? [1] : [1, 12, 50];
const outDir = args.find((a) => a.startsWith('--out='))?.slice(6) ?? join(ROOT, quick ? 'bench/quick' : 'bench');

if (!existsSync(join(ROOT, 'dist/shop-embed.umd.min.js'))) throw new Error('run `npm run build` first: the benchmark measures the built dist/');
if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);

const shop = await startEmulator({ port: 0, httpsPort: 0, https: true, controls: false });
const storefront = /** @type {string} */ (shop.httpsUrl);
const site = await startSite({ storefront, token: DEMO_TOKEN });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const newContext = () => browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });

/** One measured visit, cold (a fresh browser profile) or warm (the same page visited once before, cache kept). */
async function measure(/** @type {string} */ path, /** @type {string} */ firstScript, /** @type {number} */ n, /** @type {'cold'|'warm'} */ cache) {
  const context = await newContext();
  const url = `${site.url}${path}?n=${n}`;
  try {
    if (cache === 'warm') await visit({ context, url, storefront, addToCart: false });
    shop.emulator.reset();
    const result = await visit({ context, url, storefront });
    if (result.errors.length) throw new Error(`${path} n=${n}: ${result.errors.join('; ')}`);
    const bytes = transferred(result.all, firstScript);
    const untilAct = transferred(result.untilAct, firstScript);
    const jsParsed = result.scriptsAtReady.reduce((sum, r) => sum + (r.body?.length ?? 0), 0) + result.figures.inlineJs;
    return {
      firstScriptGzip: bytes.firstGzip,
      firstScriptBrotli: bytes.firstBrotli,
      allGzip: bytes.allGzip,
      allBrotli: bytes.allBrotli,
      untilActGzip: untilAct.allGzip,
      jsParsed,
      storefrontRequests: result.storefrontRequests,
      preflights: result.preflights,
      firstMs: result.figures.first,
      readyMs: result.figures.ready,
      tbtMs: result.figures.tbt,
      heapBytes: result.heap,
      domNodes: result.figures.nodes,
      iframes: result.figures.iframes,
      cssBytes: result.figures.css,
      cls: result.figures.cls,
      addToCartMs: result.add.toggleMs ?? NaN,
      addConfirmedMs: result.add.confirmedMs ?? NaN,
    };
  } finally {
    await context.close();
  }
}

// How busy the machine was when the run began (other processes slow both libraries' figures alike, not their ratios).
const loadAtStart = loadavg()[0] ?? 0;
const cells = [];
try {
  for (const n of ns) {
    for (const cache of /** @type {const} */ (['cold', 'warm'])) {
      /** @type {Record<string, Record<string, number>[]>} */
      const samples = { shopEmbed: [], buyButton: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const [name, path, firstScript] of LIBRARIES) samples[name].push(await measure(path, firstScript, n, cache));
        process.stderr.write(`bench: ${n} card(s), ${cache}, run ${run + 1}/${runs}\n`);
      }
      const of = (/** @type {string} */ name, /** @type {string} */ key) => samples[name].map((s) => s[key]);
      cells.push({
        n,
        cache,
        samples,
        median: Object.fromEntries(
          ['shopEmbed', 'buyButton'].map((name) => [name, Object.fromEntries(METRICS.map(([key]) => [key, median(of(name, key))]))]),
        ),
        ratio: Object.fromEntries(METRICS.map(([key]) => [key, pairRatio(of('shopEmbed', key), of('buyButton', key))])),
      });
    }
  }
  /** @type {Record<string, number>} */
  const doubleClicks = {};
  for (const [name, path] of LIBRARIES) {
    const context = await newContext();
    shop.emulator.reset();
    doubleClicks[name] = await doubleClick({ context, url: `${site.url}${path}?n=1` });
    await context.close();
  }
  // The largest page traced once per library, cold: where its time goes (bench/profile.mjs).
  /** @type {Record<string, any>} */
  const profiles = { n: ns.at(-1) };
  for (const [name, path] of LIBRARIES) {
    const context = await newContext();
    shop.emulator.reset();
    profiles[name] = await profile({ browser, context, url: `${site.url}${path}?n=${profiles.n}` });
    await context.close();
  }
  shop.emulator.reset();
  const cartClient = {
    bytes: await cartClientBytes(),
    requests: await cartClientRequests({ url: shop.url, token: DEMO_TOKEN, emulator: shop.emulator }),
  };
  // Every script a page that shows the cart loads (ours: the first script, the components, the cart chunk; Buy Button's: its
  // one script), and, in a full run, what shop-embed/react adds to a Vite app's start (bench/react-size.mjs, ~1 min).
  const gzipped = (/** @type {string[]} */ files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  const cartPageScripts = {
    shopEmbed: gzipped(CART_PAGE_FILES.map((file) => join(ROOT, 'dist', file))),
    buyButton: gzipped([BUY_BUTTON_SCRIPT]),
  };
  const react = quick && !args.includes('--react') ? null : await reactSizes();
  const results = {
    date: new Date().toISOString(),
    command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      freeMemoryGB: Math.round(freemem() / 2 ** 30),
      os: `${type()} ${release()}`,
      node: process.version,
      loadAverage: Math.round(loadAtStart * 10) / 10,
      chromium: browser.version(),
    },
    quick,
    runs,
    ns,
    cells,
    doubleClick: doubleClicks,
    profile: profiles,
    cartClient,
    cartPageScripts,
    react,
  };
  const table = markdown(results);
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  await writeFile(join(outDir, 'RESULTS.md'), table);
  process.stdout.write(table);
} finally {
  await browser.close();
  await site.close();
  await shop.close();
}

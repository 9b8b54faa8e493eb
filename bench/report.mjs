// @ts-check
/** Medians, per-pair ratios and the Markdown tables of `bench/RESULTS.md`. */
import { PROFILE_ROWS } from './profile.mjs';

/** Every figure of a page visit: key, label, unit. */
export const METRICS = /** @type {const} */ ([
  ['firstScriptGzip', 'First script, gzip', 'B'],
  ['firstScriptBrotli', 'First script, brotli', 'B'],
  ['allGzip', 'All bytes transferred, gzip', 'B'],
  ['allBrotli', 'All bytes transferred, brotli', 'B'],
  ['untilActGzip', 'All bytes transferred until the shopper acts (the network quiet 2 s), gzip', 'B'],
  ['jsParsed', 'Minified JS parsed before cards are ready', 'B'],
  ['storefrontRequests', 'Storefront requests (GraphQL POSTs, until ready)', ''],
  ['preflights', 'CORS preflights to the storefront', ''],
  ['firstMs', 'Navigation → the first card priced with an enabled add button', 'ms'],
  ['readyMs', 'Navigation → every card priced with an enabled add button', 'ms'],
  ['tbtMs', 'Total blocking time (until ready)', 'ms'],
  ['heapBytes', 'JS heap after render (after GC)', 'B'],
  ['domNodes', 'DOM nodes (shadow roots and iframe documents included)', ''],
  ['iframes', 'Iframes', ''],
  ['cssBytes', 'Stylesheet bytes injected', 'B'],
  ['cls', 'Cumulative layout shift', ''],
  ['addToCartMs', 'Add-to-cart click → toggle count updated', 'ms'],
  ['addConfirmedMs', 'Add-to-cart click → last storefront answer', 'ms'],
]);

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** ShopEmbed / Buy Button per run pair, then their median (null where Buy Button's figure is 0). @param {number[]} a @param {number[]} b */
export function pairRatio(a, b) {
  return median(a.map((value, i) => (b[i] ? value / b[i] : NaN)));
}

/** @param {number | null} value @param {string} unit @param {string} key */
function show(value, unit, key) {
  if (value === null) return '–';
  if (key === 'cls') return value.toFixed(3);
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'B') return `${Math.round(value).toLocaleString('en-US')} B`;
  return String(Math.round(value * 10) / 10);
}

/** `value` as a share of Buy Button's figure. @param {number | null | undefined} ratio */
const times = (ratio) => (ratio === null || ratio === undefined ? '–' : `${ratio.toFixed(2)}×`);

/**
 * The figures the leaner-pages issue sets a target for, each beside its target: read from the cold cells measured (a
 * page size not measured leaves its rows out) and the byte figures beside them.
 * @param {any} results
 */
function headline(results) {
  const cold = (/** @type {number} */ n) => results.cells.find((/** @type {any} */ c) => c.n === n && c.cache === 'cold');
  /** @type {string[][]} */
  const rows = [];
  const pair = (
    /** @type {string} */ label,
    /** @type {number} */ n,
    /** @type {string} */ key,
    /** @type {string} */ unit,
    /** @type {string} */ target,
  ) => {
    const cell = cold(n);
    if (cell)
      rows.push([label, show(cell.median.shopEmbed[key], unit, key), show(cell.median.buyButton[key], unit, key), times(cell.ratio[key]), target]);
  };
  pair('One-card page: all bytes until the shopper acts, gzip', 1, 'untilActGzip', 'B', '≤ 0.70×');
  for (const n of [1, 12, 50]) pair(`Add-to-cart click → the shop's answer, ${n} card${n === 1 ? '' : 's'}`, n, 'addConfirmedMs', 'ms', '≤ 1.00×');
  pair('First script, gzip', 1, 'firstScriptGzip', 'B', '≤ 16,000 B');
  const { cartPageScripts: scripts, react } = results;
  if (scripts)
    rows.push([
      "A cart page's scripts, gzip (ours: first script + components + cart chunk)",
      show(scripts.shopEmbed, 'B', ''),
      show(scripts.buyButton, 'B', ''),
      times(scripts.shopEmbed / scripts.buyButton),
      '≤ 52,000 B',
    ]);
  for (const n of [12, 50]) pair(`DOM nodes, ${n} cards`, n, 'domNodes', '', '≤ 1.00×');
  pair('Stylesheet bytes injected, 50 cards', 50, 'cssBytes', 'B', '≤ 18,000 B');
  pair('Navigation → every card priced, 50 cards', 50, 'readyMs', 'ms', '≤ 0.15×');
  if (react) {
    rows.push(['React: ProductCard alone, added to a Vite app’s start, gzip', show(react.productCard, 'B', ''), '', '', '≤ 20,000 B']);
    rows.push(['React: every component, added to a Vite app’s start, gzip', show(react.everyComponent, 'B', ''), '', '', '']);
  }
  return [
    '## Headline: the figures with a target, cold',
    '',
    '| Figure | ShopEmbed | Buy Button | ratio | target |',
    '|---|--:|--:|--:|--:|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    "The React rows build Vite apps from the packed tarball (bench/react-size.mjs): bytes over an app that renders nothing of ours, React excluded, what the app loads as it starts (not the cart's code, which comes as the shopper reaches for it).",
    '',
  ];
}

/** @param {any} results */
export function markdown(results) {
  const lines = [
    '# ShopEmbed vs Buy Button JS 3.0.6',
    '',
    `- Date: ${results.date}`,
    `- Command: \`${results.command}\``,
    `- Machine: ${results.machine.cpu} × ${results.machine.cores}, ${results.machine.memoryGB} GB, ${results.machine.os}, Node ${results.machine.node}, Chromium ${results.machine.chromium}${results.machine.loadAverage === undefined ? '' : `, load average ${results.machine.loadAverage} at the start`}`,
    `- Runs per cell: ${results.runs} (alternating ShopEmbed, Buy Button), medians; ratio = median of ShopEmbed / Buy Button per run pair (below 1: ShopEmbed less).`,
    '- Bytes "as gzip / brotli would send them": every response body compressed here at gzip -9 / brotli -11 (images as they are); cache hits count 0.',
    '',
    ...headline(results),
  ];
  for (const n of results.ns) {
    lines.push(
      `## ${n} product card${n === 1 ? '' : 's'}`,
      '',
      '| Figure | ShopEmbed cold | Buy Button cold | ratio | ShopEmbed warm | Buy Button warm | ratio |',
      '|---|--:|--:|--:|--:|--:|--:|',
    );
    const cold = results.cells.find((/** @type {any} */ c) => c.n === n && c.cache === 'cold');
    const warm = results.cells.find((/** @type {any} */ c) => c.n === n && c.cache === 'warm');
    for (const [key, label, unit] of METRICS) {
      const row = /** @type {string[]} */ ([label]);
      for (const cell of [cold, warm]) {
        if (!cell) row.push('', '', '');
        else
          row.push(
            show(cell.median.shopEmbed[key], unit, key),
            show(cell.median.buyButton[key], unit, key),
            cell.ratio[key] === null ? '–' : `${cell.ratio[key].toFixed(2)}×`,
          );
      }
      lines.push(`| ${row.join(' | ')} |`);
    }
    lines.push('');
  }
  const { doubleClick, cartClient, profile } = results;
  if (profile) {
    lines.push(
      `## Where the time goes: ${profile.n} product card${profile.n === 1 ? '' : 's'}, one traced cold visit each`,
      '',
      "A Chromium trace (DevTools' timeline) from navigation until every card is ready: the renderer main thread's time by what ran",
      '(self time of the innermost event), image decoding on any thread, the storefront request from the network timing. Tracing',
      'slows the page, so these visits are slower than the medians above: read the shares, not the totals.',
      '',
      '| | ShopEmbed | Buy Button |',
      '|---|--:|--:|',
    );
    for (const [key, label] of PROFILE_ROWS)
      lines.push(`| ${label} | ${show(profile.shopEmbed[key], 'ms', key)} | ${show(profile.buyButton[key], 'ms', key)} |`);
    lines.push('');
  }
  lines.push('## Double click on an empty cart', '', '| | ShopEmbed | Buy Button |', '|---|--:|--:|');
  lines.push(`| Carts created | ${doubleClick.shopEmbed} | ${doubleClick.buyButton} |`, '');
  lines.push(
    '## Cart client alone: `shop-embed/cart-client` vs `shopify-buy@3.0.7`',
    '',
    '| | ShopEmbed | shopify-buy | ratio |',
    '|---|--:|--:|--:|',
  );
  for (const [key, label] of /** @type {Array<[string, string]>} */ ([
    ['minified', 'Everything, minified'],
    ['gzip', 'Everything, gzip'],
    ['brotli', 'Everything, brotli'],
  ])) {
    const a = cartClient.bytes.shopEmbed[key];
    const b = cartClient.bytes.shopifyBuy[key];
    lines.push(`| ${label} | ${show(a, 'B', key)} | ${show(b, 'B', key)} | ${(a / b).toFixed(2)}× |`);
  }
  for (const [key, label] of /** @type {Array<[string, string]>} */ ([
    ['addDiscount', 'Requests: add a discount code'],
    ['replaceLines', 'Requests: replace lines'],
    ['noteAndAttributes', 'Requests: note + attributes'],
  ])) {
    lines.push(`| ${label} | ${cartClient.requests.shopEmbed[key]} | ${cartClient.requests.shopifyBuy[key]} | |`);
  }
  lines.push('');
  return lines.join('\n');
}

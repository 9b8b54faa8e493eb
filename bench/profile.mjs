// @ts-check
/**
 * Where a page's time goes until every card is ready: one visit under a Chromium trace (DevTools' timeline categories),
 * the renderer main thread's time split by what ran (self time of the innermost known event: our script, style, layout,
 * paint, HTML), image decoding on any thread, and the storefront's answer from the page's resource timing.
 */
import { installProbe } from './probe.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'].join(',');

/** Trace event name → what the breakdown calls it (nested events count for the innermost one that is named here). */
const KINDS = /** @type {Record<string, string>} */ ({
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EventDispatch: 'script',
  'V8.GCScavenger': 'script',
  MajorGC: 'script',
  MinorGC: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  ParseHTML: 'html',
  'Decode Image': 'decode',
  'Decode LazyPixelRef': 'decode',
  ImageDecodeTask: 'decode',
});

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent */

/**
 * Self time per kind of the complete events of one thread within [from, to] (µs), in milliseconds.
 * @param {TraceEvent[]} events @param {number} from @param {number} to
 */
function selfTimes(events, from, to) {
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + /** @type {number} */ (e.dur) > from)
    .map((e) => ({ kind: KINDS[e.name], start: Math.max(e.ts, from), end: Math.min(e.ts + /** @type {number} */ (e.dur), to) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  /** @type {Record<string, number>} */
  const totals = {};
  /** @typedef {{ kind: string | undefined, end: number, children: number, start: number }} Open */
  /** @type {Open[]} */
  const stack = [];
  const close = (/** @type {Open} */ span) => {
    // An unnamed event's own time goes to the nearest named one around it ("other" at the top: the browser's own tasks).
    const kind = span.kind ?? [...stack].reverse().find((s) => s.kind)?.kind ?? 'other';
    totals[kind] = (totals[kind] ?? 0) + (span.end - span.start - span.children) / 1000;
  };
  for (const span of spans) {
    for (let top = stack.at(-1); top && top.end <= span.start; top = stack.at(-1)) close(/** @type {Open} */ (stack.pop()));
    const parent = stack.at(-1);
    if (parent) parent.children += span.end - span.start;
    stack.push({ ...span, children: 0 });
  }
  for (let top = stack.pop(); top; top = stack.pop()) close(top);
  return totals;
}

/**
 * One visit of `url` traced: milliseconds from navigation to every card ready, split by what the main thread did.
 * @param {{ browser: import('playwright-core').Browser, context: import('playwright-core').BrowserContext, url: string }} options
 */
export async function profile({ browser, context, url }) {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => /** @type {any} */ (window).__bench?.ready != null, undefined, { timeout: 60_000, polling: 100 });
  const timing = await page.evaluate(() => {
    const ready = /** @type {any} */ (window).__bench.ready;
    performance.mark('bench:now');
    return { ready, now: performance.now() };
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await page.close();
  /** @type {TraceEvent[]} */
  const events = trace.traceEvents ?? trace;
  // The page's clock in the trace's: the mark made just now is at `timing.now` ms of the page's clock.
  const mark = events.find((e) => e.name === 'bench:now');
  if (!mark) throw new Error('profile: the trace holds no bench:now mark');
  const origin = mark.ts - timing.now * 1000;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mark.pid);
  const onMain = events.filter((e) => e.pid === mark.pid && e.tid === main?.tid);
  const times = selfTimes(onMain, origin, origin + timing.ready * 1000);
  // Decoding runs on raster threads too: every decode of the page's process until ready.
  const decode = events
    .filter((e) => e.pid === mark.pid && KINDS[e.name] === 'decode' && e.ph === 'X' && e.ts >= origin && e.ts <= origin + timing.ready * 1000)
    .reduce((sum, e) => sum + /** @type {number} */ (e.dur) / 1000, 0);
  const busy = Object.values(times).reduce((sum, ms) => sum + ms, 0);
  // The storefront request (the first GraphQL one): when it left, how long the shop took to answer (request sent → headers,
  // the network's own timing), when its body had arrived. Resource timing would hide the middle (no Timing-Allow-Origin).
  const sent = events.find((e) => e.name === 'ResourceSendRequest' && /\/graphql/.test(e.args?.data?.url ?? ''));
  const id = sent?.args.data.requestId;
  const response = events.find((e) => e.name === 'ResourceReceiveResponse' && e.args?.data?.requestId === id);
  const finish = events.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === id);
  const net = response?.args.data.timing;
  const at = (/** @type {TraceEvent | undefined} */ e) => (e ? (e.ts - origin) / 1000 : NaN);
  return {
    readyMs: timing.ready,
    scriptMs: times.script ?? 0,
    styleMs: times.style ?? 0,
    layoutMs: times.layout ?? 0,
    paintMs: times.paint ?? 0,
    htmlMs: times.html ?? 0,
    otherMs: times.other ?? 0,
    decodeMs: decode,
    idleMs: Math.max(0, timing.ready - busy),
    requestStartMs: at(sent),
    shopAnswerMs: net ? net.receiveHeadersStart - net.sendEnd : NaN,
    requestEndMs: at(finish),
  };
}

/** The breakdown's rows: key, label. */
export const PROFILE_ROWS = /** @type {const} */ ([
  ['readyMs', 'Navigation → every card ready (this traced visit)'],
  ['requestStartMs', 'Navigation → the storefront request leaves'],
  ['shopAnswerMs', 'The storefront (emulator) answering: request sent → first byte'],
  ['requestEndMs', 'Navigation → the answer fully arrived'],
  ['scriptMs', 'Main thread: script (compile, run, GC)'],
  ['styleMs', 'Main thread: style recalculation and stylesheet parsing'],
  ['layoutMs', 'Main thread: layout'],
  ['paintMs', 'Main thread: pre-paint, paint, layerize, commit'],
  ['htmlMs', 'Main thread: HTML parsing'],
  ['otherMs', "Main thread: the browser's other tasks"],
  ['idleMs', 'Main thread idle (waiting for the network or the next frame)'],
  ['decodeMs', 'Image decoding (any thread)'],
]);

// One emulator and one Chromium for an e2e file, and pages that record what went wrong in them.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_TOKEN, startEmulator } from '../../emulator/index.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = 'test-results/e2e';
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Problems {
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** `securitypolicyviolation` events and CSP console messages. */
  csp: string[];
  /** Requests that left loopback (none may). */
  offsite: string[];
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  problems: Problems;
  /** The page's storefront requests and answers and its console, timed from the start: printed by a test that failed. */
  trace: string[];
}

/**
 * Starts the emulator and Chromium before the file's tests and stops them after. `backForwardCache`: Chromium keeps pages
 * left in its back/forward cache, as it does for shoppers (playwright turns that off by default). `staticRoot`: the
 * folder whose `dist/` and `examples/` the emulator serves (default: the repository's). The emulator serves requests
 * without a token as a shop does (tokenless access, emulator/storefront/tokenless.mjs).
 */
export function useBrowser(options: { backForwardCache?: boolean; staticRoot?: string } = {}) {
  const state = {} as { browser: Browser; url: string; close: () => Promise<void> };
  beforeAll(async () => {
    if (!existsSync('dist/shop-embed.umd.min.js')) throw new Error('run `npm run build` first (npm run test:e2e does)');
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const server = await startEmulator({
      port: 0,
      https: false,
      controls: true,
      tokenless: true,
      ...(options.staticRoot && { staticRoot: options.staticRoot }),
    });
    state.url = server.url;
    state.close = server.close;
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      ...(options.backForwardCache && { ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    });
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.close?.();
  });

  interface OpenOptions {
    bypassCSP?: boolean;
    width?: number;
    /** A phone: touch events and the mobile viewport (use with `width: 390`). */
    touch?: boolean;
    /** Runs before navigation (routes, init scripts). */
    before?: (page: Page) => Promise<void>;
    /** Default `load`; `commit` returns as soon as the page starts arriving (its script may still be held back). */
    waitUntil?: 'load' | 'commit';
    /** That page is answered with this markup instead (a page made by the test). */
    html?: string;
    /** The visitor's system colour setting (`prefers-color-scheme`); Chromium's default is light. */
    colorScheme?: 'light' | 'dark';
  }

  async function open(path: string, options: OpenOptions = {}): Promise<OpenPage> {
    const context = await state.browser.newContext({
      bypassCSP: options.bypassCSP ?? false,
      viewport: { width: options.width ?? 1280, height: options.touch ? 844 : 900 },
      hasTouch: options.touch ?? false,
      isMobile: options.touch ?? false,
      colorScheme: options.colorScheme ?? 'light',
    });
    const page = await context.newPage();
    const problems: Problems = { errors: [], csp: [], offsite: [] };
    const trace = traceOf(page);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
        list.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) problems.csp.push(message.text());
      else if (message.type() === 'error') problems.errors.push(message.text());
    });
    page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) problems.offsite.push(request.url());
    });
    const { html } = options;
    // A path of the emulator's, or the address of another loopback server (one standing in front of it).
    const address = /^https?:\/\//.test(path) ? path : `${state.url}${path}`;
    if (html !== undefined) await page.route(address, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await options.before?.(page);
    await page.goto(address, { waitUntil: options.waitUntil ?? 'load' });
    return { page, context, problems, trace };
  }

  return {
    get url() {
      return state.url;
    },
    open,
    async requests(): Promise<{ total: number; operations: Record<string, number> }> {
      return (await fetch(`${state.url}/__emulator/requests`)).json() as Promise<{ total: number; operations: Record<string, number> }>;
    },
    async reset() {
      await fetch(`${state.url}/__emulator/reset`, { method: 'POST' });
    },
    /** The emulator's faults from now on (`[]` clears them). */
    faults: (list: readonly object[]) => fetch(`${state.url}/__emulator/faults`, { method: 'POST', body: JSON.stringify(list) }),
    /** Asks the shop directly, as another device would (what the shop really holds, not what a page shows). */
    async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
      const res = await fetch(`${state.url}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
        body: JSON.stringify({ query, variables }),
      });
      const answer = (await res.json()) as { data?: T };
      if (!answer.data) throw new Error(`the shop answered ${res.status} without data: ${JSON.stringify(answer).slice(0, 500)}`);
      return answer.data;
    },
  };
}

/** The storage key of the cart id a page stores for a shop (not the adds kept beside it, `:pending`), as a RegExp source. */
const CART_ID_KEY = '^shop-embed:cart:[^:]+(:\\d+)?$';

/** The cart id the page stored for the shop (not the adds kept beside it). */
export const storedCartId = (page: Page) =>
  page.evaluate((pattern) => Object.entries(localStorage).find(([key]) => new RegExp(pattern).test(key))?.[1] ?? null, CART_ID_KEY);

/**
 * Waits until the page's cart store has settled: nothing queued or on its way, and a stored cart read (after a reload the
 * stand-in store is idle too until the cart chunk comes, on idle). Resolves with the store's status: an error ends the
 * wait as well (`'error'`).
 */
export async function cartSettled(page: Page): Promise<string> {
  type CartView = { status: string; pendingLines: unknown[]; confirmedCart: unknown } | undefined;
  const status = await page.waitForFunction(
    (pattern) => {
      const cart = (window as unknown as { ShopEmbed?: { cart?: { state?: CartView } } }).ShopEmbed?.cart?.state;
      if (cart?.status === 'error') return 'error';
      const stored = Object.keys(localStorage).some((key) => new RegExp(pattern).test(key));
      return cart?.status === 'idle' && !cart.pendingLines.length && (cart.confirmedCart || !stored) && 'idle';
    },
    CART_ID_KEY,
    { timeout: 30_000 },
  );
  return (await status.jsonValue()) as string;
}

/** Records what the page asks the storefront and what comes back (operation, variables, status, start of the body). */
export function traceOf(page: Page): string[] {
  const trace: string[] = [];
  const start = Date.now();
  const note = (line: string) => trace.push(`${String(Date.now() - start).padStart(6)} ms ${line}`);
  const operation = (request: Request) => {
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null;
    return `${body?.operationName ?? '?'} ${JSON.stringify(body?.variables ?? {}).slice(0, 200)}`;
  };
  const storefront = (request: Request) => request.url().includes('/graphql');
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('request', (request) => storefront(request) && note(`→ ${operation(request)}`));
  page.on('requestfailed', (request) => storefront(request) && note(`✗ ${operation(request)}: ${request.failure()?.errorText}`));
  page.on('requestfinished', async (request) => {
    if (!storefront(request)) return;
    const response = await request.response().catch(() => null);
    const body = await response?.text().catch(() => '');
    note(`← ${operation(request)}: ${response?.status()} ${body?.slice(0, 160) ?? ''}`);
  });
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`page ${frame.url()}`));
  return trace;
}

/** `error` with the page's trace added to its message, so a failure seen only on CI can be read: `catch (e) { throw traced(e, trace) }`. */
export function traced(error: unknown, trace: readonly string[]): unknown {
  if (error instanceof Error) error.message += `\n--- trace of the page ---\n${trace.join('\n')}`;
  return error;
}

/** CSP violations the page itself recorded (events fire even when the console is quiet). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** Runs axe-core on the page (shadow roots included) and returns the violations, readable. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes
          .slice(0, 6)
          .map((n) => JSON.stringify(n.target))
          .join(' ')})`,
    );
  });
  return violations;
}

/** Waits until every product host on the page shows a title (or a fallback) in its shadow root. */
export async function waitForWidgets(page: Page, selector = '[data-shop-product], shop-product') {
  await page.waitForFunction(
    (sel) => {
      const hosts = [...document.querySelectorAll(sel)];
      return (
        hosts.length > 0 &&
        hosts.every((host) => {
          const root = host.shadowRoot;
          return root && !root.querySelector('.skeleton') && root.querySelector('.title, .fallback, .shop-embed-fallback');
        })
      );
    },
    selector,
    { timeout: 20_000 },
  );
}

/** Scrolls through the page (lazy images load 300 px ahead), then keeps a full-page and a first-screen picture. */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  // The picture is for people, never a verdict: it waits for the lazy images a while, and on a loaded machine (a CI run
  // once timed out at 30 s on the builder's page) takes the page as it is rather than failing the test it illustrates.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-top.png` });
}

/**
 * Whether the components have taken every painted card and toggle over: the first paint's stand-in `window.ShopEmbed` is
 * gone (the components run) and every such host is mounted (they mount a few a frame, the screen's first).
 */
export const takenOver = (page: Page) =>
  page.evaluate(
    () =>
      !(window as unknown as { ShopEmbed: { _paint?: unknown } }).ShopEmbed._paint &&
      [...document.querySelectorAll('[data-shop-product],[data-shop-cart-toggle],shop-product,shop-cart-toggle')].every(
        (host) => (host as unknown as Record<symbol, unknown>)[Symbol.for('shop-embed.host')],
      ),
  );

/** The components file, which the first script asks for once the cards are painted. */
export const COMPONENTS = '/dist/shop-embed.components.min.js';

/** Holds every request for `glob` (a script, a chunk) back until `release()`, as a slow network would. */
export async function holdFile(page: Page, glob: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the components file back until `release()`: the painted cards stay the first script's. */
export const holdComponents = (page: Page) => holdFile(page, `**${COMPONENTS}`);

/**
 * Records every layout shift of each page the tab loads from its start (`PerformanceObserver`, buffered); see `layoutShift`.
 * `window.__forgetShifts()` forgets those recorded so far, the ones of the frame drawn last among them: a shift is queued to
 * the observer as its frame is drawn, and delivered a task later.
 */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    const moved: string[] = ((window as unknown as { __moved: string[] }).__moved = []);
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    /** What moved, for a failure's message: `div.pitch y 481→514 h 117→117` (the element, its top and height before and after). */
    const what = ({ node, previousRect: was, currentRect: now }: Source) => {
      const name = node instanceof Element ? `${node.localName}${node.classList[0] ? `.${node.classList[0]}` : ''}` : node?.nodeName;
      return `${name} y ${Math.round(was.y)}→${Math.round(now.y)} h ${Math.round(was.height)}→${Math.round(now.height)}`;
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(what).join(', ')}`);
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __forgetShifts: () => void }).__forgetShifts = () => {
      observer.takeRecords();
      shifts.length = 0;
      moved.length = 0;
    };
  });
}

/** Holds the drop-in script back until `release()`, so the page paints without it first, and records its layout shifts. */
export async function holdScript(page: Page): Promise<() => void> {
  await recordShifts(page);
  return holdFile(page, '**/dist/shop-embed.umd.min.js');
}

/** The sum of every layout shift recorded by `holdScript` (an upper bound of CLS, which takes the worst 5 s window). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

/** Each shift `layoutShift` sums, with what moved: for the message of a test that finds the page shifted. */
export const shiftsSeen = (page: Page): Promise<string> => page.evaluate(() => (window as unknown as { __moved: string[] }).__moved.join('\n'));

/** Every request the page makes from now on for the file at `path` (a chunk, say): the list fills as they go out. */
export function requestsFor(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

/** Mounts a collection grid on a new host, `#loading`, whose read never arrives: its skeleton stays. */
export async function mountLoadingGrid(page: Page) {
  await page.route('**/api/**', () => undefined);
  await page.evaluate(() => {
    const host = document.body.appendChild(document.createElement('div'));
    host.id = 'loading';
    (window as unknown as { ShopEmbed: { mount: (el: Element, name: string, props: object) => void } }).ShopEmbed.mount(host, 'collection', {
      handle: 'home-kitchen',
    });
  });
}

/** The cart drawer of a page with a `data-shop-cart` host. */
export const drawerOf = (page: Page) => page.locator('[data-shop-cart]').getByRole('dialog');

/** The lines the drawer shows: title → quantity. */
export const shownLines = (page: Page): Promise<Record<string, number>> =>
  drawerOf(page)
    .locator('li.line')
    .evaluateAll((lines) =>
      Object.fromEntries(lines.map((line) => [line.querySelector('.line-title')!.textContent!.trim(), Number(line.querySelector('input')!.value)])),
    );

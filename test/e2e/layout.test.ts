import { describe, expect, it } from 'vitest';
import { SLICE } from '../../src/mount/slices';
import { holdFile, holdScript, layoutShift, recordShifts, SCREENSHOTS, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

/** Every widget of the page has its final content: cards and tiles with titles, policy links, the toggle's button. */
async function everythingShown(page: import('playwright-core').Page) {
  await waitForWidgets(page);
  const grids = '[data-shop-collection], shop-collection, [data-shop-recommendations]';
  if (await page.locator(grids).count()) await waitForWidgets(page, grids);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-shop-policies]')].every((host) => host.shadowRoot?.querySelector('a, .fallback')),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-shop-cart-toggle]')].every((host) => host.shadowRoot?.querySelector('button')),
  );
  await page.waitForLoadState('networkidle'); // images, and the sanitiser of HTML descriptions
  await page.waitForTimeout(300); // a last frame for anything they change
}

describe('no layout shift: the page keeps its layout when the script arrives after the first paint', () => {
  for (const path of ['shop.html', 'fifty.html']) {
    for (const width of [1280, 390]) {
      it(`${path} at ${width} px: CLS < 0.01`, async () => {
        let release = () => {};
        const { page, problems, context } = await shop.open(`/examples/${path}`, {
          width,
          waitUntil: 'commit',
          before: async (p) => void (release = await holdScript(p)),
        });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        const name = `layout-${path.replace('.html', '')}-${width}`;
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-before.png` });
        release();
        await everythingShown(page);
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-after.png` });

        // The premise: the page painted before the script was even fetched.
        const [paint, script] = await page.evaluate(() => [
          performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('shop-embed.umd.min.js'))!
            .responseEnd,
        ]);
        expect(script).toBeGreaterThan(paint);
        const shift = await layoutShift(page);
        console.log(`${path} at ${width} px: layout shift ${shift.toFixed(4)}`); // the figure the README and notes quote
        expect(shift).toBeLessThan(0.01);
        expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
        await context.close();
      });
    }
  }
});

describe("no layout shift with the options that change a widget's size", () => {
  it('a grid without its own heading (data-shop-heading="false") keeps its place', async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sale</title>
<link rel="stylesheet" href="/dist/shop-embed.css">
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
</head><body><main><h1>On sale</h1>
<div data-shop-collection="sale" data-shop-limit="4" data-shop-heading="false"></div>
<shop-collection handle="sale" limit="4" heading="false"></shop-collection>
<p>While stocks last.</p></main></body></html>`;
    let release = () => {};
    const { page, problems, context } = await shop.open('/owner/coffee.html', {
      html,
      width: 1280,
      waitUntil: 'commit',
      before: async (p) => void (release = await holdScript(p)),
    });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    release();
    await waitForWidgets(page, '[data-shop-collection], shop-collection');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

describe("no layout shift when a returning shopper's cart arrives after the cards", () => {
  it('fifty.html with a stored cart: no card moves or changes size when the cart chunk comes', async () => {
    const { page, problems, context } = await shop.open('/examples/fifty.html');
    await waitForWidgets(page);
    await page.locator('[data-shop-product]').first().getByRole('button', { name: 'Add to cart' }).click();
    const toggle = page.locator('[data-shop-cart-toggle]').getByRole('button');
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
    await expect.poll(() => toggle.getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');

    // Reload with the cart id stored: the cart chunk comes on idle; held back here until the cards are drawn.
    const release = await holdFile(page, '**/dist/shop-embed.cart.min.js');
    await recordShifts(page);
    await page.reload();
    await waitForWidgets(page);
    await page.waitForTimeout(500); // the held chunk keeps the network busy: a moment for images and fonts instead
    const boxes = () =>
      page.evaluate(() => [...document.querySelectorAll('[data-shop-product]')].map((host) => JSON.stringify(host.getBoundingClientRect())));
    const before = await boxes();
    await page.evaluate(() => ((window as unknown as { __shifts: number[] }).__shifts.length = 0));
    const arrived = page.waitForResponse('**/dist/shop-embed.cart.min.js');
    release();
    await arrived;
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
    await page.waitForTimeout(300); // a few frames for the chunk's rules to apply
    expect(await boxes()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

/**
 * Records, in the page, every shadow root attached (a widget mounting) and every product card drawn into one (`<article>`),
 * each with the number of the synchronous run it happened in (a task, or the microtasks that follow it): what one task did.
 */
function recordWork() {
  const work: Array<{ kind: 'mount' | 'render'; host: Element; run: number }> = ((window as unknown as { __work: unknown[] }).__work = []) as never;
  const longTasks: number[] = ((window as unknown as { __long: number[] }).__long = []);
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(Math.round(entry.duration)))).observe({
    type: 'longtask',
    buffered: true,
  });
  let run = 0;
  let open = false;
  const current = () => {
    if (!open) {
      open = true;
      run += 1;
      queueMicrotask(() => (open = false));
    }
    return run;
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const box = this.getBoundingClientRect(); // where the host is as it mounts (the page's first screen, or below)
    if (box.top < innerHeight && box.bottom > 0) this.setAttribute('data-test-in-view', '');
    work.push({ kind: 'mount', host: this, run: current() });
    return attach.call(this, init);
  };
  const insert = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (this instanceof ShadowRoot && node.nodeName === 'ARTICLE') work.push({ kind: 'render', host: this.host, run: current() });
    return insert.call(this, node, child) as T;
  };
  // The first paint draws a card by replacing its shadow root's children.
  const replace = ShadowRoot.prototype.replaceChildren;
  ShadowRoot.prototype.replaceChildren = function (this: ShadowRoot, ...nodes: (Node | string)[]) {
    if (nodes.some((node) => typeof node !== 'string' && node.nodeName === 'ARTICLE')) work.push({ kind: 'render', host: this.host, run: current() });
    return replace.apply(this, nodes);
  };
}

describe('main thread: fifty cards mount and render a few per task, those in view first', () => {
  it(`fifty.html: at most ${SLICE} hosts mount, and the cards of at most ${SLICE} products render, per task; the first screen goes first`, async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/fifty.html', { before: async (p) => void (await p.addInitScript(recordWork)) });
    await waitForWidgets(page);
    const { runs, longTasks } = await page.evaluate(() => {
      const work = (window as unknown as { __work: Array<{ kind: string; host: Element; run: number }> }).__work;
      const inView = (host: Element) => host.hasAttribute('data-test-in-view');
      const handle = (host: Element) => host.getAttribute('data-shop-product')!;
      const onFirstScreen = new Set(work.filter((w) => w.kind === 'mount' && inView(w.host)).map((w) => handle(w.host)));
      const summary = (kind: string) => {
        const cards = work.filter((w) => w.kind === kind && w.host.hasAttribute('data-shop-product'));
        const byRun = new Map<number, string[]>();
        for (const w of cards) byRun.set(w.run, [...(byRun.get(w.run) ?? []), handle(w.host)]);
        // A card below the first screen showing a product that is also on it comes with it (one answer for both).
        const below = cards.filter((w) => !inView(w.host) && !onFirstScreen.has(handle(w.host)));
        return {
          total: cards.length,
          mostHosts: Math.max(...[...byRun.values()].map((handles) => handles.length)),
          mostProducts: Math.max(...[...byRun.values()].map((handles) => new Set(handles).size)),
          lastInView: Math.max(...cards.filter((w) => inView(w.host)).map((w) => w.run)),
          firstBelow: Math.min(...below.map((w) => w.run)),
        };
      };
      return { runs: { mount: summary('mount'), render: summary('render') }, longTasks: (window as unknown as { __long: number[] }).__long };
    });
    console.log(`fifty.html long tasks (ms): ${JSON.stringify(longTasks)}; ${JSON.stringify(runs)}`);
    expect(runs.mount.total).toBe(50);
    expect(runs.mount.mostHosts).toBeLessThanOrEqual(SLICE);
    expect(runs.mount.lastInView).toBeLessThanOrEqual(runs.mount.firstBelow);
    expect(runs.render.total).toBe(50);
    expect(runs.render.mostProducts).toBeLessThanOrEqual(SLICE);
    expect(runs.render.lastInView).toBeLessThanOrEqual(runs.render.firstBelow);
    expect((await shop.requests()).operations.CatalogReads).toBe(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

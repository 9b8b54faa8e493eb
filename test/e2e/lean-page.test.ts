// What a page of product cards costs the browser, counted with the benchmark's own probe (bench/probe.mjs): the stylesheet
// text it parses and the nodes each card adds (issue 45). The ceilings are fixed: a rule or a node more has to find its room
// elsewhere.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../emulator/index.mjs';
import { shopEmbedPage } from '../../bench/pages.mjs';
import { installProbe, pageFigures } from '../../bench/probe.mjs';
import { takenOver, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

/** The bench's figure counts every sheet of the page; the example's own (examples.css, shop.css) are the site's, not ours. */
function siteSheetBytes() {
  return [...document.styleSheets]
    .filter((sheet) => sheet.href && !new URL(sheet.href).pathname.startsWith('/dist/'))
    .reduce((sum, sheet) => sum + [...sheet.cssRules].reduce((n, rule) => n + rule.cssText.length, 0), 0);
}

/** The nodes inside each card's shadow root (its template, as drawn), and what else lives in those roots. */
function cardRoots() {
  const roots = [...document.querySelectorAll('[data-shop-product]')].map((host) => host.shadowRoot!);
  const nodes = roots.map((root) => {
    let n = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) n += 1;
    return n;
  });
  return {
    cards: roots.length,
    nodes: nodes.reduce((a, b) => a + b, 0),
    styleElements: roots.reduce((sum, root) => sum + root.querySelectorAll('style').length, 0),
  };
}

/**
 * Waits until all is drawn that comes without the shopper: the carousels' controls (the card extras chunk, on idle) and the
 * structured data; nodes are counted then, at their most.
 */
function allDrawn(page: Page) {
  return page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-shop-product]')].every((host) => {
        const carousel = host.shadowRoot!.querySelector('.carousel');
        return !carousel || carousel.querySelector('.arrow');
      }) && document.head.querySelector('script[type="application/ld+json"]'),
    null,
    { timeout: 20_000 },
  );
}

async function openCards(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, problems, context } = await shop.open('/examples/fifty.html', {
    before: async (opened) => void (await opened.addInitScript(installProbe)),
  });
  await waitForWidgets(page);
  // The components have taken every card over, so the first script's own sheet is gone from each root (measured while
  // some cards still had it, the page counted both sheets: 33,704 B).
  await expect.poll(() => takenOver(page), { timeout: 20_000 }).toBe(true);
  return {
    page,
    close: async () => {
      expect(problems.errors).toEqual([]);
      await context.close();
    },
  };
}

describe('a page of fifty product cards', () => {
  it('parses at most 18,000 B of our stylesheet text (issue 45), no rule of it spelt out longhand by longhand', async () => {
    const { page, close } = await openCards();
    // Counted once the card extras' rules are here too (on idle): counted before, the figure depended on the timing.
    await allDrawn(page);
    const { css } = (await page.evaluate(pageFigures)) as { css: number };
    const ours = css - (await page.evaluate(siteSheetBytes));
    console.log(`fifty.html: ${ours} B of ShopEmbed stylesheet text`);
    // Issue 45 asks 18,000 B; this holds what the rules' own spelling reached (22,044 B before, on the bench's 12 cards),
    // with the carousel's chevrons drawn by the card extras' rules rather than as svg nodes (21,338 B: about 270 B of
    // rules for 40 nodes a page of 12 cards), and without the grids' frame and skeletons, which a page of cards alone no
    // longer parses (20,105 B; grid-styles.test.tsx), nor the inline cart stand-in's rule, now its own style (19,934 B;
    // layout.test.ts holds its height), and with the shared colours said once rather than in every rule that reads one
    // (17,826 B; style-tokens.ts COLOUR_TOKENS, theming.test.ts holds a colour set on one part).
    expect(ours).toBeLessThanOrEqual(18_000);
    // A shorthand beside one of its longhands is parsed as every longhand it sets (`font: inherit; font-size: …` is twelve
    // declarations, a `var()` in a shorthand leaves each of them empty): 300 B a rule, on every page.
    const spelt = await page.evaluate(() =>
      [...document.querySelector('[data-shop-product]')!.shadowRoot!.adoptedStyleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => rule.cssText)
        .filter((text) => /font-optical-sizing: inherit|border-top-style: ;/.test(text)),
    );
    expect(spelt).toEqual([]);
    await close();
  });

  it('each card is its template alone: no <style> element in its root, at most 51 nodes a card', async () => {
    const { page, close } = await openCards();
    await allDrawn(page);
    const roots = await page.evaluate(cardRoots);
    console.log(`fifty.html: ${roots.nodes} nodes in ${roots.cards} cards' shadow roots (${(roots.nodes / roots.cards).toFixed(1)} a card)`);
    expect(roots.styleElements).toBe(0);
    // 60 until the carousels drew their hidden slides, their arrows' icons and their position only once the shopper moves them.
    expect(roots.nodes / roots.cards).toBeLessThanOrEqual(51);
    await close();
  });

  it('draws each vendor right on its title, with no box of their own around the two', async () => {
    const { page, close } = await openCards();
    const gaps = await page.evaluate(() =>
      [...document.querySelectorAll('[data-shop-product]')].flatMap((host) => {
        const vendor = host.shadowRoot!.querySelector('.vendor');
        const title = host.shadowRoot!.querySelector('.title')!;
        if (!vendor) return [];
        const gap = title.getBoundingClientRect().top - vendor.getBoundingClientRect().bottom;
        return [{ gap: Math.round(gap * 10) / 10, inBody: vendor.parentElement!.classList.contains('card-body') }];
      }),
    );
    expect(gaps.length).toBeGreaterThan(10);
    // The card body's gap between its parts (three quarters of --shop-embed-spacing) is not drawn between these two.
    expect(gaps).toEqual(gaps.map(() => ({ gap: 0, inBody: true })));
    await close();
  });
});

/**
 * The DOM nodes Buy Button JS 3.0.6 draws on the benchmark's page of n cards (its iframes' documents included):
 * bench/RESULTS.md, `npm run bench -- --runs=5` (the same on every run: nodes do not vary with timing). 50 cards: 2,845 since
 * the page has the catalogue's two subscription products (2,865 before, when it had none).
 */
const BUY_BUTTON_NODES = { 12: 859, 50: 2_845 } as const;

describe('the benchmark’s page (bench/pages.mjs), counted as the benchmark counts it (bench/probe.mjs)', () => {
  it.each([12, 50] as const)('%i cards: no more DOM nodes than Buy Button JS draws for them', async (n) => {
    const { page, problems, context } = await shop.open('/bench.html', {
      html: shopEmbedPage({ n, storefront: 'self', token: DEMO_TOKEN }),
      before: async (opened) => void (await opened.addInitScript(installProbe)),
    });
    await page.waitForFunction(() => (window as unknown as { __bench: { ready: number | null } }).__bench.ready != null, null, { timeout: 30_000 });
    await expect.poll(() => takenOver(page), { timeout: 20_000 }).toBe(true);
    await allDrawn(page);
    const { nodes } = (await page.evaluate(pageFigures)) as { nodes: number };
    console.log(`bench page, ${n} cards: ${nodes} DOM nodes (Buy Button JS: ${BUY_BUTTON_NODES[n]})`);
    expect(nodes).toBeLessThanOrEqual(BUY_BUTTON_NODES[n]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

// Every widget keeps its own look whatever else is on the page: drawn alone and all together on one page, each widget's
// boxes (the host and every element of its shadow root) are the same sizes. Every widget's rules share one stylesheet, so a
// class two widgets both style restyles the other (a search box's `.option` padded the card's option buttons, the card's
// `.option` laid the suggestions out in one row; test/widget/style-isolation.test.ts holds the class names).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, SCREENSHOTS, useBrowser } from './browser';

const shop = useBrowser();

/** Each widget's markup; `search` is measured with its suggestions for "mug" open. */
export const WIDGETS: Record<string, string> = {
  card: '<div data-shop-product="classic-cotton-tee"></div>',
  grid: '<div data-shop-collection="coffee" data-shop-limit="4"></div>',
  filtered: '<div data-shop-collection="apparel" data-shop-filters data-shop-limit="4"></div>',
  search: '<div data-shop-search></div>',
  recommendations: '<div data-shop-recommendations="stoneware-mug"></div>',
  localization: '<div data-shop-localization></div>',
  cart: '<div data-shop-cart data-shop-variant="inline"></div>',
  checkout: '<div data-shop-checkout></div>',
  toggle: '<div data-shop-cart-toggle></div>',
  policies: '<div data-shop-policies></div>',
  content:
    '<div data-shop-content data-shop-content-type="page" data-shop-content-uid="lookbook" data-shop-content-endpoint="/content/api/v2"></div>',
};

/** A page of the given widgets, each in a 600 px column of its own, with `css` in the page's own stylesheet. */
export function pageOf(names: string[], css = '') {
  const sections = names.map((name) => `<section id="w-${name}" aria-label="${name}" style="width:600px;margin:0 0 32px">${WIDGETS[name]}</section>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widgets</title><link rel="icon" href="data:,">
<style>${css}</style><link rel="stylesheet" href="/dist/shop-embed.css">
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
</head><body><main>${sections.join('')}</main></body></html>`;
}

/** Waits until every widget of the page has drawn what it shows, with the search box's suggestions for "mug" open. */
export async function drawnAll(page: Page, names: string[]) {
  await page.waitForFunction(
    (ids) =>
      ids.every((id) => {
        const host = document.querySelector(`#w-${id} > *`);
        const root = host?.shadowRoot;
        if (!root?.firstElementChild || root.querySelector('.skeleton')) return false;
        if (id === 'filtered' || id === 'grid' || id === 'recommendations') return root.querySelectorAll('.tile img').length > 0;
        if (id === 'card') return !!root.querySelector('.carousel .dot, .carousel img');
        if (id === 'localization') return !!root.querySelector('select');
        if (id === 'content') return !!root.querySelector('.content:not(.skeleton)');
        return true;
      }),
    names,
    { timeout: 20_000 },
  );
  if (names.includes('search')) {
    await page.locator('#w-search').getByRole('combobox').fill('mug');
    await page.locator('#w-search').getByRole('option').first().waitFor();
  }
  await page.waitForLoadState('networkidle'); // images, chunks, the card's carousel controls
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300); // a last frame for what they change
}

/**
 * A widget's boxes: its host's size and every element's of its shadow root with its font size, `tag.class w×h fs`, in
 * document order (an image below the fold loads later: its `loaded` is left out).
 */
export function boxesOf(page: Page, name: string): Promise<string[]> {
  return page.evaluate((id) => {
    const host = document.querySelector(`#w-${id} > *`)!;
    const size = (el: Element) => {
      const box = el.getBoundingClientRect();
      return `${Math.round(box.width * 2) / 2}×${Math.round(box.height * 2) / 2}`;
    };
    const all = [...(host.shadowRoot?.querySelectorAll('*') ?? [])].filter((el) => !['STYLE', 'path', 'svg'].includes(el.tagName));
    const named = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => c !== 'loaded').join('.')}`;
    // A visually hidden element (a live region) is 1×1 whatever its font: its font size is nobody's to see.
    const font = (el: Element) => (el.classList.contains('sr-only') ? '' : ` ${getComputedStyle(el).fontSize}`);
    return [`host ${size(host)}`, ...all.map((el) => `${named(el)} ${size(el)}${font(el)}`)];
  }, name);
}

async function boxesAlone(name: string, css = ''): Promise<string[]> {
  await shop.reset();
  const { page, problems, context } = await shop.open(`/isolation-${name}.html`, { html: pageOf([name], css) });
  await drawnAll(page, [name]);
  const boxes = await boxesOf(page, name);
  expect(problems.errors).toEqual([]);
  await context.close();
  return boxes;
}

describe('each widget keeps its look beside every other', () => {
  it('every widget’s boxes are the same drawn alone and drawn with all the others on one page', async () => {
    const names = Object.keys(WIDGETS);
    const alone: Record<string, string[]> = {};
    for (const name of names) alone[name] = await boxesAlone(name);
    await shop.reset();
    const { page, problems, context } = await shop.open('/isolation-all.html', { html: pageOf(names) });
    await drawnAll(page, names);
    await page.screenshot({ path: `${SCREENSHOTS}/isolation-all.png`, fullPage: true });
    for (const name of names) expect({ name, boxes: await boxesOf(page, name) }).toEqual({ name, boxes: alone[name] });
    // The premise: the search box's suggestions are a list, one suggestion a row.
    const rows = await page
      .locator('#w-search')
      .getByRole('option')
      .evaluateAll((options) => new Set(options.map((option) => option.getBoundingClientRect().top)).size);
    expect(rows).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 240_000);
});

describe('sizes come from the widget, not the page', () => {
  const names = Object.keys(WIDGETS);
  /** Every widget's boxes on a page of all of them with `css` in the page's stylesheet. */
  async function boxesWith(css: string, shot: string) {
    await shop.reset();
    const { page, problems, context } = await shop.open(`/sizes-${shot}.html`, { html: pageOf(names, css) });
    await drawnAll(page, names);
    await page.screenshot({ path: `${SCREENSHOTS}/sizes-${shot}.png`, fullPage: true });
    const boxes = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await boxesOf(page, name)] as const)));
    expect(problems.errors).toEqual([]);
    await context.close();
    return boxes;
  }

  it('a page at `html { font-size: 10px }` (Bootstrap 3) or 62.5% draws every widget as a 16px page does, and reserves the same room', async () => {
    const at16 = await boxesWith('', '16px');
    for (const [css, shot] of [
      ['html{font-size:10px}', '10px'],
      ['html{font-size:62.5%}', '62-5'],
    ] as const) {
      const boxes = await boxesWith(css, shot);
      for (const name of names) expect({ name, css, boxes: boxes[name] }).toEqual({ name, css, boxes: at16[name] });
    }
    // The page stylesheet's placeholders, before the script runs (here: never), are the widgets' sizes too.
    const placeholders = async (css: string) => {
      const { page, context } = await shop.open('/sizes-unscripted.html', {
        html: pageOf(names, css),
        before: async (p) => void (await p.route('**/shop-embed.umd.min.js', (route) => route.abort())),
      });
      const sizes = await page.evaluate((ids) => ids.map((id) => document.querySelector(`#w-${id}`)!.getBoundingClientRect().height), names);
      await context.close();
      return sizes;
    };
    expect(await placeholders('html{font-size:10px}')).toEqual(await placeholders(''));
  }, 180_000);

  it('`--shop-embed-font-size: 20px` scales every widget: the card title 25px, Add to cart and the options taller', async () => {
    const boxes = await boxesWith(':root{--shop-embed-font-size:20px}', '20px');
    const at = (name: string, element: string) => boxes[name]!.find((box) => box.startsWith(`${element} `))!.split(' ');
    expect(at('card', 'h2.title')[2]).toBe('25px');
    expect(at('card', 'span.option-label')[1]).toMatch(/×50$/); // 2.5 × 20px
    expect(at('card', 'button.button')[1]).toMatch(/×55(\.5)?$/); // 2.75 × 20px
    expect(at('grid', 'h3.title')[2]).toBe('20px');
    expect(at('cart', 'h2.cart-heading')[2]).toBe('30px');
    expect(at('localization', 'select.select')[2]).toBe('17.5px');
  }, 120_000);
});

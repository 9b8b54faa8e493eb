import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser, waitForWidgets, mountLoadingGrid } from './browser';

const shop = useBrowser();

// The hosts of the themed page, by what they hold.
const PRODUCT = '[data-shop-product]';
const TOGGLE = '[data-shop-cart-toggle]';
const DRAWER = '[data-shop-cart]';
const COFFEE = '#coffee [data-shop-collection]'; // data-shop-heading="false": the page has its own heading
const APPAREL = '#apparel [data-shop-collection]';
const POLICIES = '[data-shop-policies]';
const BROKEN = '#broken'; // a bad attribute value: the mount layer's fallback

/** Where a property shows: [host, element in its shadow root, computed CSS property, pseudo-element]. */
type Place = [host: string, inner: string, css: string, pseudo?: string];
interface Token {
  property: string;
  value: string;
  /** The computed value each place must show (default: `value`). */
  computed?: string;
  places: Place[];
  /** Read while the drawer shows the stock warning (the next cart change replaces it). */
  state?: 'warned';
}

const BUTTONS: Place[] = [
  [PRODUCT, '.buy .button', 'border-top-left-radius'],
  [PRODUCT, '.arrow', 'border-top-left-radius'],
  [TOGGLE, '.cart-toggle', 'border-top-left-radius'],
  [TOGGLE, '.cart-count', 'border-top-left-radius'],
  [COFFEE, '.tile .button', 'border-top-left-radius'],
  [DRAWER, '.checkout .button', 'border-top-left-radius'],
  [DRAWER, '.field .button', 'border-top-left-radius'],
  [DRAWER, '.close', 'border-top-left-radius'],
];
const SMALL: Place[] = [
  [PRODUCT, '.option:not(.swatch) .option-label', 'border-top-left-radius'],
  [PRODUCT, '.stepper', 'border-top-left-radius'],
  [DRAWER, '.line .stepper', 'border-top-left-radius'],
  [DRAWER, '.input', 'border-top-left-radius'],
  [DRAWER, '.chip', 'border-top-left-radius'],
  [DRAWER, '.thumb', 'border-top-left-radius'],
];
const LARGE: Place[] = [
  [PRODUCT, '.card', 'border-top-left-radius'],
  [PRODUCT, '.media', 'border-top-left-radius'],
  [COFFEE, '.tile .media', 'border-top-left-radius'],
  [BROKEN, '.shop-embed-fallback', 'border-top-left-radius'],
];

/** Every custom property docs/styling.md lists, a value no default has, and the elements it documents. */
const THEME: Token[] = [
  {
    property: 'color-text',
    value: 'rgb(1, 2, 3)',
    places: [
      [PRODUCT, '.title', 'color'],
      [TOGGLE, '.cart-toggle', 'color'],
      [DRAWER, '.drawer', 'color'],
      [DRAWER, '.line-title', 'color'],
    ],
  },
  {
    property: 'color-muted',
    value: 'rgb(4, 5, 6)',
    places: [
      [PRODUCT, '.vendor', 'color'],
      [PRODUCT, '.description', 'color'],
      [APPAREL, '.price-compare', 'color'],
      [DRAWER, '.meta', 'color'],
      [BROKEN, '.shop-embed-fallback', 'color'],
    ],
  },
  {
    property: 'color-background',
    value: 'rgb(250, 249, 248)',
    places: [
      [PRODUCT, '.card', 'background-color'],
      [PRODUCT, '.option input:not(:checked) + .option-label', 'background-color'],
      [TOGGLE, '.cart-toggle', 'background-color'],
      [COFFEE, '.tile .button.secondary', 'background-color'],
      [DRAWER, '.drawer', 'background-color'],
      [DRAWER, '.input', 'background-color'],
      [DRAWER, '.summary', 'background-color'],
    ],
  },
  {
    property: 'color-surface',
    value: 'rgb(7, 8, 9)',
    places: [
      [PRODUCT, '.media', 'background-color'],
      [DRAWER, '.chip', 'background-color'],
    ],
  },
  {
    property: 'color-border',
    value: 'rgb(10, 11, 12)',
    places: [
      [PRODUCT, '.option:not(.swatch) input:not(:checked) + .option-label', 'border-top-color'],
      [TOGGLE, '.cart-toggle', 'border-top-color'],
      [COFFEE, '.tile .button.secondary', 'border-top-color'],
      [DRAWER, '.drawer-header', 'border-bottom-color'],
      [DRAWER, '.line', 'border-bottom-color'],
      [BROKEN, '.shop-embed-fallback', 'border-top-color'],
    ],
  },
  {
    property: 'color-accent',
    value: 'rgb(13, 14, 15)',
    places: [
      [PRODUCT, '.buy .button', 'background-color'],
      [PRODUCT, '.option:not(.swatch) input:checked + .option-label', 'background-color'],
      [PRODUCT, '.dot[aria-current="true"]', 'background-color', '::before'],
      [TOGGLE, '.cart-count', 'background-color'],
      [DRAWER, '.checkout .button', 'background-color'],
    ],
  },
  {
    property: 'color-accent-text',
    value: 'rgb(240, 241, 242)',
    places: [
      [PRODUCT, '.buy .button', 'color'],
      [PRODUCT, '.option:not(.swatch) input:checked + .option-label', 'color'],
      [TOGGLE, '.cart-count', 'color'],
      [DRAWER, '.checkout .button', 'color'],
    ],
  },
  { property: 'color-sale', value: 'rgb(16, 17, 18)', places: [[APPAREL, '.price-sale', 'color']] },
  { property: 'color-warning', value: 'rgb(22, 23, 24)', places: [[DRAWER, '.message.warning', 'color']], state: 'warned' },
  {
    property: 'color-error',
    value: 'rgb(25, 26, 27)',
    places: [
      [DRAWER, '.message.error', 'color'],
      [DRAWER, '.input[aria-invalid="true"]', 'border-top-color'],
    ],
  },
  { property: 'color-success', value: 'rgb(28, 29, 30)', places: [[DRAWER, '.totals .discount dd', 'color']] },
  { property: 'color-focus', value: 'rgb(19, 20, 21)', places: [] }, // read on the element a keyboard user focuses, below
  { property: 'color-link', value: 'rgb(31, 32, 33)', places: [[POLICIES, 'a', 'color']] },
  {
    property: 'color-input-border',
    value: 'rgb(34, 35, 36)',
    // The edge of a control that is only its edge: 3:1 on the background, light and dark (test/widget/style-tokens.test.ts).
    places: [
      [PRODUCT, '.stepper', 'border-top-color'],
      [DRAWER, '.input:not([aria-invalid="true"])', 'border-top-color'],
    ],
  },
  {
    property: 'font',
    value: 'Georgia, serif',
    places: [
      [PRODUCT, '.card', 'font-family'],
      [PRODUCT, '.buy .button', 'font-family'],
      [TOGGLE, '.cart-toggle', 'font-family'],
      [DRAWER, '.input', 'font-family'],
      [DRAWER, '.line-title', 'font-family'],
      [BROKEN, '.shop-embed-fallback', 'font-family'],
    ],
  },
  {
    property: 'font-size',
    value: '18px',
    places: [
      [PRODUCT, '.shop-embed', 'font-size'],
      [DRAWER, '.shop-embed', 'font-size'],
    ],
  },
  {
    property: 'heading-font',
    value: 'Verdana, sans-serif',
    places: [
      [PRODUCT, '.title', 'font-family'],
      [COFFEE, '.tile .title', 'font-family'],
      [APPAREL, '.heading', 'font-family'],
      [DRAWER, '.cart-heading', 'font-family'],
    ],
  },
  { property: 'title-size', value: '29px', places: [[PRODUCT, '.title', 'font-size']] },
  { property: 'title-weight', value: '800', places: [[PRODUCT, '.title', 'font-weight']] },
  { property: 'tile-title-size', value: '15px', places: [[COFFEE, '.tile .title', 'font-size']] },
  {
    property: 'heading-size',
    value: '31px',
    places: [
      [APPAREL, '.heading', 'font-size'],
      [DRAWER, '.cart-heading', 'font-size'],
    ],
  },
  { property: 'radius', value: '3px', places: LARGE },
  { property: 'radius-small', value: '5px', places: SMALL },
  { property: 'button-radius', value: '7px', places: BUTTONS },
  {
    property: 'spacing',
    value: '21px',
    places: [
      [APPAREL, '.collection', 'row-gap'],
      [DRAWER, '.drawer-header', 'padding-top'],
      [DRAWER, '.line', 'padding-top'],
    ],
  },
  { property: 'spacing', value: '21px', computed: '15.75px', places: [[PRODUCT, '.card-body', 'row-gap']] }, // three quarters inside a card
  { property: 'card-max-width', value: '380px', places: [[PRODUCT, '.card', 'max-width']] },
  { property: 'card-min-height', value: '500px', places: [[PRODUCT, '.card', 'min-height']] },
  { property: 'card-padding', value: '6px', places: [[PRODUCT, '.card', 'padding-top']] },
  {
    property: 'image-ratio',
    value: '4 / 3',
    places: [
      [PRODUCT, '.media', 'aspect-ratio'],
      [COFFEE, '.tile .media', 'aspect-ratio'],
    ],
  },
  {
    property: 'image-fit',
    value: 'contain',
    places: [
      [PRODUCT, '.media img', 'object-fit'],
      [COFFEE, '.tile .media img', 'object-fit'],
    ],
  },
  { property: 'grid-gap', value: '30px 10px', computed: '30px 10px', places: [[COFFEE, '.grid', 'gap']] },
  { property: 'thumb-size', value: '60px', places: [[DRAWER, '.thumb', 'width']] },
  { property: 'drawer-width', value: '400px', places: [[DRAWER, '.drawer', 'width']] },
  {
    property: 'transition',
    value: '123ms linear',
    computed: '0.123s',
    places: [
      [PRODUCT, '.lazy', 'transition-duration'],
      [PRODUCT, '.arrow', 'transition-duration'],
    ],
  },
  { property: 'drawer-speed', value: '345ms', computed: '0.345s', places: [[DRAWER, '.drawer[open]', 'animation-duration']] },
  { property: 'backdrop', value: 'rgba(1, 2, 3, 0.5)', places: [[DRAWER, '.drawer', 'background-color', '::backdrop']] },
  { property: 'arrow-background', value: 'rgb(37, 38, 39)', places: [[PRODUCT, '.arrow', 'background-color']] },
];

/** A site owner's page: every widget, themed on `:root`. */
function themedPage(css: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Themed shop</title>
<style>:root{${css}}</style>
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
</head><body>
<header><div data-shop-cart-toggle></div></header>
<main>
<div data-shop-product="classic-cotton-tee"></div>
<section id="coffee" aria-labelledby="coffee-heading"><h2 id="coffee-heading">Our coffee</h2>
<div data-shop-collection="coffee" data-shop-limit="3" data-shop-heading="false"></div></section>
<div id="apparel"><div data-shop-collection="apparel" data-shop-limit="2"></div></div>
<div id="broken" data-shop-collection="coffee" data-shop-limit="lots"></div>
</main>
<div data-shop-cart></div>
<footer><div data-shop-policies></div></footer>
</body></html>`;
}

const ids = { tee: 'gid://shopify/ProductVariant/1001001', pins: 'gid://shopify/ProductVariant/1023001' };

/** The themed page with a cart (a tee, WELCOME10, more pins than the stock) and the drawer open, saying so. */
async function openThemed(css: string): Promise<Page> {
  const { page } = await shop.open('/examples/index.html');
  await page.route(`${shop.url}/themed.html`, (route) => route.fulfill({ contentType: 'text/html', body: themedPage(css) }));
  await page.goto(`${shop.url}/themed.html`);
  await waitForWidgets(page, `${PRODUCT}, ${COFFEE}, ${APPAREL}`);
  await page.evaluate(async (ids) => {
    const { cart } = (window as unknown as { ShopEmbed: { cart: Record<string, (...args: unknown[]) => Promise<unknown>> } }).ShopEmbed;
    await cart.addLines!([{ merchandiseId: ids.tee, quantity: 1 }]);
    await cart.addDiscountCode!('WELCOME10');
    await cart.addLines!([{ merchandiseId: ids.pins, quantity: 5 }]);
  }, ids);
  await page.locator(TOGGLE).getByRole('button').click();
  const drawer = page.locator(DRAWER).getByRole('dialog');
  await drawer.getByRole('listitem').filter({ hasText: 'Enamel Pin Set' }).waitFor();
  await drawer.locator('.message.warning').waitFor();
  // The cart holds a code, so its field is drawn open, with the forms' own file (src/widget/cart/Extras.tsx).
  await drawer.getByRole('textbox', { name: 'Discount code', exact: true }).waitFor();
  // The carousel's arrows come with the card extras, asked for on idle once the cards are drawn.
  await page.locator(PRODUCT).locator('.arrow').first().waitFor({ state: 'attached' });
  return page;
}

/** A gift card the shop refuses: the drawer's error message and invalid field. */
async function refuseGiftCard(page: Page) {
  const drawer = page.locator(DRAWER).getByRole('dialog');
  // A button until pressed, then its field (src/widget/cart/Extras.tsx).
  await drawer.getByRole('button', { name: 'Gift card', exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Gift card', exact: true }).fill('GIFT-0000-NOPE');
  await drawer.getByRole('button', { name: 'Apply gift card' }).click();
  await drawer.locator('.input[aria-invalid="true"]').waitFor({ timeout: 10_000 });
}

/** The computed value at each place (or why there is none), as "host inner css: value". */
function computedAt(page: Page, places: Place[]): Promise<string[]> {
  return page.evaluate(
    (places) =>
      places.map(([host, inner, css, pseudo]) => {
        const el = document.querySelector(host)?.shadowRoot?.querySelector(inner);
        return `${host} ${inner}${pseudo ?? ''} ${css}: ${el ? getComputedStyle(el, pseudo).getPropertyValue(css) : 'missing'}`;
      }),
    places,
  );
}

/** The places whose computed value is not the one wanted. */
async function misses(page: Page, places: Place[], wanted: string): Promise<string[]> {
  return (await computedAt(page, places)).filter((line) => !line.endsWith(`: ${wanted}`));
}

describe('theming through --shop-embed-* custom properties, in Chromium', () => {
  it('every listed property reaches every element it documents, in every widget and the open drawer', async () => {
    const page = await openThemed(THEME.map(({ property, value }) => `--shop-embed-${property}:${value};`).join(''));
    const wrong: string[] = [];
    const check = async (tokens: Token[]) => {
      for (const { property, value, computed, places } of tokens) {
        for (const miss of await misses(page, places, computed ?? value)) wrong.push(`--shop-embed-${property}: ${value} → ${miss}`);
      }
    };
    await check(THEME.filter((token) => token.state === 'warned'));
    await refuseGiftCard(page);
    await check(THEME.filter((token) => !token.state));
    // The grid's tile width: as many 300 px columns as fit, never narrower.
    await page.addStyleTag({ content: ':root{--shop-embed-grid-min:300px}' });
    const grid = await page.evaluate((host) => {
      const el = document.querySelector(host)!.shadowRoot!.querySelector('.grid')!;
      const columns = getComputedStyle(el).gridTemplateColumns.split(' ').map(parseFloat);
      return { columns, fit: Math.floor((el.clientWidth + 10) / (300 + 10)) };
    }, COFFEE);
    expect(grid.columns).toHaveLength(grid.fit);
    for (const width of grid.columns) expect(width).toBeGreaterThanOrEqual(300);
    // The focus ring, as a keyboard user sees it on the first control of the page.
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el ? getComputedStyle(el).outlineColor : 'nothing focused';
    });
    if (ring !== 'rgb(19, 20, 21)') wrong.push(`--shop-embed-color-focus: rgb(19, 20, 21) → focus ring ${ring}`);
    expect(wrong).toEqual([]);
  });

  it('a colour set on one part or one widget reaches it alone: the shared colours are each element’s own', async () => {
    // The rules read `var(--_accent)`, which every element of ours declares from its own `--shop-embed-color-accent`
    // (style-tokens.ts COLOUR_TOKENS): a value set through ::part() on one button is that button's, not its root's.
    const page = await openThemed('');
    await page.addStyleTag({
      content: `${PRODUCT}::part(add-to-cart){--shop-embed-color-accent:rgb(1, 2, 3)}${TOGGLE}{--shop-embed-color-accent:rgb(4, 5, 6)}`,
    });
    const add: Place = [PRODUCT, '[part~="add-to-cart"]', 'background-color'];
    // Polled: the button's background changes through its transition.
    await expect.poll(() => misses(page, [add], 'rgb(1, 2, 3)')).toEqual([]);
    expect(await misses(page, [[TOGGLE, '.cart-count', 'background-color']], 'rgb(4, 5, 6)')).toEqual([]);
    // The rest keeps the default accent: the selected option beside that button, another card's button.
    expect(await misses(page, [[PRODUCT, '.option input:checked + .option-label', 'background-color']], 'rgb(24, 24, 27)')).toEqual([]);
  });

  it('the skeleton is drawn in the surface colour, with the radius and the body height a site owner set', async () => {
    const page = await openThemed('--shop-embed-color-surface:rgb(7, 8, 9);--shop-embed-tile-body-height:9rem;--shop-embed-radius:0');
    await mountLoadingGrid(page);
    await page.waitForFunction(() => document.querySelector('#loading')?.shadowRoot?.querySelector('.skeleton-tile'));
    const [bones] = await computedAt(page, [['#loading', '.skeleton-tile', 'background-image']]);
    expect(bones).toContain('rgb(7, 8, 9)');
    expect(await misses(page, [['#loading', '.skeleton-tile', 'border-top-left-radius']], '0px')).toEqual([]);
    expect(await misses(page, [['#loading', '.skeleton-tile', 'padding-bottom']], '144px')).toEqual([]);
  });

  it('--shop-embed-radius: 0 squares every corner: cards, images, buttons, the toggle, options, inputs', async () => {
    const page = await openThemed('--shop-embed-radius:0');
    expect(await misses(page, [...BUTTONS, ...SMALL, ...LARGE], '0px')).toEqual([]);
    // Colour swatches and carousel dots are circles by nature and stay round.
    expect(await misses(page, [[PRODUCT, '.swatch .option-label', 'border-top-left-radius']], '50%')).toEqual([]);
    await screenshot(page, 'theming-radius-0-drawer');
    await page.keyboard.press('Escape');
    await screenshot(page, 'theming-radius-0');
  });

  it('a radius of 4px rounds buttons and small controls alike; nothing set keeps pill buttons and 12/8 px corners', async () => {
    const page = await openThemed('--shop-embed-radius:4px');
    expect(await misses(page, [...BUTTONS, ...SMALL, ...LARGE], '4px')).toEqual([]);
    const plain = await openThemed('');
    expect(await misses(plain, BUTTONS, '999px')).toEqual([]);
    expect(await misses(plain, SMALL, '8px')).toEqual([]);
    expect(await misses(plain, LARGE.slice(0, 3), '12px')).toEqual([]);
  });
});

describe('the same page, as a shopper reads it', () => {
  it('the description shows a line per paragraph and list item; the coffee grid leaves its heading to the page', async () => {
    const page = await openThemed('');
    await page.keyboard.press('Escape');
    const description = page.locator(PRODUCT).locator('[part="description"]');
    // innerText is what is rendered: the line breaks are there only if the text keeps them and the stylesheet shows them.
    expect(await description.evaluate((el: HTMLElement) => el.innerText)).toBe(
      'A midweight tee in 100% organic cotton that keeps its shape wash after wash.\n• Relaxed fit\n• Pre-shrunk',
    );
    const coffee = page.locator(COFFEE).getByRole('region', { name: 'Coffee' });
    expect(await coffee.getByRole('article').count()).toBe(3);
    expect(await coffee.getByRole('heading', { level: 2 }).count()).toBe(0);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toContain('Our coffee');
    expect(headings).toContain('Apparel'); // the grid without data-shop-heading keeps its own
    expect(headings).not.toContain('Coffee');
  });
});

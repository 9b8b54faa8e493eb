// A page's own scripts and ours in Chromium: the tag pasted twice, page scripts that name the short globals minified
// code uses (`e`, `t`, `n`…) before and after it, and a page's own `window.ShopEmbed` that has an `init()` of its own. The widgets work (card, grid, add, drawer), the page's globals keep their
// values, and the only name ours adds to `window` is `ShopEmbed`.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPONENTS, requestsFor, SCREENSHOTS, takenOver, traced, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const TAG = '<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>';
const SHOP = readFileSync('examples/shop.html', 'utf8');
if (!SHOP.includes(TAG)) throw new Error('examples/shop.html no longer has the tag this test copies');
/** The short names a page's minified scripts commonly leave at their top level. */
const NAMES = ['e', 't', 'n', 'r', 'o', 'a', 'i', 's'];
/** Before our tag: the page's own config under the names ours would use. */
const EARLY = `<script>${NAMES.map((name) => `var ${name} = { siteConfig: ${JSON.stringify(name)} };`).join(' ')}</script>`;
/** A deferred page script after our tag (runs once ours has): minified code declaring the same names again. */
const LATE_URL = '/examples/page-late.js';
const LATE = `var ${NAMES.map((name) => `${name}=function(){return ${JSON.stringify(`late ${name}`)}}`).join(',')};`;
/** Once the cart chunk has come (the first add), the page sets them once more, as a script loaded on demand would. */
const LATER = `<script>document.addEventListener('shop-embed:add-to-cart', () => setTimeout(() => { ${NAMES.map((name) => `window.${name} = 'later ${name}';`).join(' ')} }));</script>`;

/** shop.html with our tag as `tags` places it, and the page's scripts before and after it (none of ours when `tags` is ''). */
function pageWith(where: 'head twice' | 'head and body end' | 'none') {
  const head = where === 'none' ? '' : where === 'head twice' ? `${TAG}\n${TAG}` : TAG;
  const body = where === 'head and body end' ? TAG.replace(' defer>', '>') : '';
  return SHOP.replace(TAG, `${EARLY}\n${head}\n<script src="${LATE_URL}" defer></script>\n${LATER}`).replace('</body>', `${body}</body>`);
}

async function open(where: Parameters<typeof pageWith>[0]) {
  let components: string[] = [];
  const opened = await shop.open('/examples/shop.html', {
    html: pageWith(where),
    before: async (page) => {
      components = requestsFor(page, COMPONENTS);
      await page.route(`**${LATE_URL}`, (route) => route.fulfill({ contentType: 'text/javascript', body: LATE }));
    },
  });
  return { ...opened, components: () => components };
}

const windowKeys = (page: Page) => page.evaluate(() => Object.keys(window));
const pageGlobals = (page: Page, names: readonly string[]) =>
  page.evaluate((list) => list.map((name) => String((window as unknown as Record<string, unknown>)[name])), names);
const card = (page: Page) => page.locator('[data-shop-product="insulated-travel-tumbler"]');
const toggle = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button', { name: /^Cart/ });

describe("the tag twice, and a page's own short globals", () => {
  it.each(['head twice', 'head and body end'] as const)(
    'tag in the %s: the card paints, the grid draws, an add lands, the drawer opens; the page keeps its globals; window gains ShopEmbed only',
    async (where) => {
      await shop.reset();
      const bare = await open('none');
      await bare.page.waitForLoadState('networkidle');
      const bareKeys = await windowKeys(bare.page);
      expect(await pageGlobals(bare.page, NAMES)).toEqual(NAMES.map((name) => `function(){return "late ${name}"}`));
      await bare.context.close();

      const { page, problems, context, trace, components } = await open(where);
      try {
        await waitForWidgets(page);
        await waitForWidgets(page, '[data-shop-collection]');
        expect(await page.locator('[data-shop-collection]').locator('.tile').count()).toBeGreaterThan(0);
        await expect.poll(() => takenOver(page), { timeout: 10_000 }).toBe(true);
        // The page's late script ran after ours: its values stand.
        expect(await pageGlobals(page, NAMES)).toEqual(NAMES.map((name) => `function(){return "late ${name}"}`));

        await card(page).getByRole('button', { name: 'Add to cart' }).click();
        await expect.poll(() => card(page).getByRole('status').textContent(), { timeout: 10_000 }).toBe('Added to your cart.');
        await expect.poll(() => toggle(page).textContent()).toContain('Cart, 1 item');
        expect(await pageGlobals(page, NAMES)).toEqual(NAMES.map((name) => `later ${name}`));
        await toggle(page).click();
        const drawer = page.getByRole('dialog', { name: /^Your cart/ });
        await drawer.waitFor({ timeout: 10_000 });
        expect(await drawer.getByText('Insulated Travel Tumbler').count()).toBeGreaterThan(0);
        await page.screenshot({ path: `${SCREENSHOTS}/globals-${where.replaceAll(' ', '-')}.png` });

        const added = (await windowKeys(page)).filter((key) => !bareKeys.includes(key));
        expect(added).toEqual(['ShopEmbed']);
        expect(components()).toHaveLength(1);
        expect((await shop.requests()).operations['CartCreate']).toBe(1);
        expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      } catch (error) {
        throw traced(error, trace);
      } finally {
        await context.close();
      }
    },
  );

  it("a page's own window.ShopEmbed with an init() of its own, set before the tag: replaced, the console says so once, the card paints and sells", async () => {
    await shop.reset();
    const OWN = `<script>window.ShopEmbed = { version: 'site-own', init() {} };</script>`;
    const lines: string[] = [];
    const { page, problems, context, trace } = await shop.open('/examples/shop.html', {
      html: SHOP.replace(TAG, `${OWN}\n${TAG}`),
      before: async (page) => void page.on('console', (message) => message.text().includes('[shop-embed]') && lines.push(message.text())),
    });
    try {
      await waitForWidgets(page);
      await expect.poll(() => takenOver(page), { timeout: 10_000 }).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { ShopEmbed: { version: string } }).ShopEmbed.version)).not.toBe('site-own');
      await card(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => card(page).getByRole('status').textContent(), { timeout: 10_000 }).toBe('Added to your cart.');
      await expect.poll(() => toggle(page).textContent()).toContain('Cart, 1 item');
      expect(lines).toEqual(["[shop-embed] replaced the page's own window.ShopEmbed: give the page's object another name"]);
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

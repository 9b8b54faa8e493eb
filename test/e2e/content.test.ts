// The content example in Chromium: the CMS page draws its document, its product list in one storefront request, passes
// axe, and its skip links move focus; pages without content never fetch the content file.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, requestsFor, screenshot, useBrowser } from './browser';

const shop = useBrowser();
const CHUNK = '/dist/shop-embed.content.min.js';

/** Waits until the content block shows its document and every card in it shows a title. */
async function contentReady(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('[data-shop-content]')?.shadowRoot;
      const cards = [...(root?.querySelectorAll('shop-product') ?? [])];
      return root?.querySelector('article') && cards.length > 0 && cards.every((card) => card.shadowRoot?.querySelector('.title'));
    },
    undefined,
    { timeout: 20_000 },
  );
}

describe('cms.html in Chromium', () => {
  it('draws the lookbook (text, video, image, six cards in one request) with no console error and no axe violation', async () => {
    await shop.reset();
    let chunkLoads: string[] = [];
    const { page, problems, context } = await shop.open('/examples/cms.html', {
      before: async (opened) => void (chunkLoads = requestsFor(opened, CHUNK)),
    });
    await contentReady(page);
    const content = page.locator('[data-shop-content]');
    await expect.poll(() => content.getByRole('heading', { level: 1 }).textContent()).toBe('Spring lookbook');
    expect(await content.getByRole('link', { name: 'our story' }).getAttribute('href')).toBe('cms.html?page=about');
    expect(await content.getByRole('button', { name: 'Play: Spring lookbook film' }).count()).toBe(1);
    expect(await content.locator('shop-product').count()).toBe(6);
    await screenshot(page, 'cms'); // scrolls through the page: the lazy image loads
    const image = content.getByRole('img', { name: 'Linen shirt in the sun' });
    expect(await image.getAttribute('src')).toMatch(/lookbook-1_1000x1250_720x900\.png\?auto=format$/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForLoadState('networkidle');
    const { operations } = await shop.requests();
    expect(operations).toEqual({ CatalogReads: 1 });
    expect(chunkLoads).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it("spaces the text: a paragraph keeps a gap to the heading after it; the cards are h3 under the list's h2", async () => {
    const { page, problems, context } = await shop.open('/examples/cms.html');
    await contentReady(page);
    const gaps = await page.evaluate(() => {
      const root = document.querySelector('[data-shop-content]')!.shadowRoot!;
      return [...root.querySelectorAll('.rich-text > :is(h2, h3) + *, .rich-text > * + :is(h2, h3)')].map((el) =>
        Math.round(el.getBoundingClientRect().top - el.previousElementSibling!.getBoundingClientRect().bottom),
      );
    });
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12); // 0 px before: the paragraph sat on "In this edit"
    const levels = await page.evaluate(() =>
      [...document.querySelector('[data-shop-content]')!.shadowRoot!.querySelectorAll('shop-product')].map(
        (card) => card.shadowRoot!.querySelector('.title')!.localName,
      ),
    );
    expect(levels).toEqual(Array(6).fill('h3'));
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('looks right at 390 px', async () => {
    const { page, problems, context } = await shop.open('/examples/cms.html', { width: 390 });
    await contentReady(page);
    await screenshot(page, 'cms-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('skip links: the first Tab shows "Skip to main content", Enter moves focus to #main, a route change brings it back', async () => {
    const { page, problems, context } = await shop.open('/examples/cms.html');
    await contentReady(page);
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Skip to main content' });
    await expect
      .poll(() => link.evaluate((a) => a.getRootNode() instanceof ShadowRoot && (a.getRootNode() as ShadowRoot).activeElement === a))
      .toBe(true);
    expect(await link.boundingBox()).toMatchObject({ y: expect.any(Number) });
    expect((await link.boundingBox())!.y).toBeGreaterThanOrEqual(0); // visible once focused
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => document.getElementById('main')!.getAttribute('tabindex'))).toBe('-1');
    await expect.poll(() => page.evaluate(() => document.getElementById('main')!.hasAttribute('tabindex')), { timeout: 3_000 }).toBe(false);
    await page.evaluate(() => {
      (document.querySelector('header a') as HTMLElement).focus();
      history.pushState({}, '', '?page=about');
    });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('a page without content blocks or skip links never fetches the content file', async () => {
    let chunkLoads: string[] = [];
    const { page, context } = await shop.open('/examples/shop.html', { before: async (opened) => void (chunkLoads = requestsFor(opened, CHUNK)) });
    await page.waitForLoadState('networkidle');
    expect(chunkLoads).toEqual([]);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { holdScript, layoutShift, SCREENSHOTS, useBrowser, waitForWidgets } from './browser';

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
        expect(await layoutShift(page)).toBeLessThan(0.01);
        expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
        await context.close();
      });
    }
  }
});

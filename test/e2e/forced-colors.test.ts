// Windows' high contrast themes (forced colours): the browser paints every background in the theme's Canvas, so colour
// swatches became identical blank circles and the carousel's other dots vanished. Each swatch keeps its colour inside a
// ring in the theme's text colour, the chosen one ringed again; every dot is drawn, the current one ringed.
import { describe, expect, it } from 'vitest';
import { axeViolations, SCREENSHOTS, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mug</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/dist/shop-embed.css">
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" defer></script>
</head><body><main><h1>Mugs</h1><div data-shop-product="stoneware-mug" style="width:420px"></div></main></body></html>`;

describe('forced colours (high contrast)', () => {
  for (const scheme of ['light', 'dark'] as const)
    it(`the swatches keep their colours inside a visible ring and every carousel dot shows (${scheme} theme)`, async () => {
      const { page, problems, context } = await shop.open('/forced-colors.html', {
        html: PAGE,
        colorScheme: scheme,
        before: (p) => p.emulateMedia({ forcedColors: 'active', colorScheme: scheme }),
      });
      await waitForWidgets(page);
      const card = page.locator('[data-shop-product]');
      await card.locator('.dot').nth(2).waitFor();
      await page.waitForLoadState('networkidle');
      await card.screenshot({ path: `${SCREENSHOTS}/forced-colors-${scheme}.png` });
      const drawn = await card.evaluate((host) => {
        const root = host.shadowRoot!;
        const canvas = getComputedStyle(document.body).backgroundColor;
        const looks = (el: Element, pseudo?: string) => {
          const style = getComputedStyle(el, pseudo);
          return { fill: style.backgroundColor, ring: style.borderTopStyle === 'none' ? 'none' : style.borderTopColor, canvas };
        };
        return {
          swatches: [...root.querySelectorAll('.swatch .option-label')].map((el) => looks(el)),
          dots: [...root.querySelectorAll('.dot')].map((el) => looks(el, '::before')),
        };
      });
      const canvas = drawn.swatches[0]!.canvas;
      // Three colours, three different fills, none the page's Canvas, each ringed in another colour than the Canvas.
      expect(new Set(drawn.swatches.map((s) => s.fill)).size).toBe(3);
      for (const swatch of drawn.swatches) {
        expect(swatch.fill).not.toBe(canvas);
        expect(swatch.ring).not.toMatch(new RegExp(`^(none|${canvas.replace(/[()]/g, '\\$&')})$`));
      }
      // Every dot is drawn: a fill or a ring that is not the Canvas.
      expect(drawn.dots).toHaveLength(3);
      for (const dot of drawn.dots) expect([dot.fill, dot.ring].some((c) => c !== canvas && c !== 'none' && c !== 'rgba(0, 0, 0, 0)')).toBe(true);
      // axe reads the authored light-dark() text colours, not the forced ones (the dark screenshot is white on black): it
      // judges the dark theme's contrast wrongly, so it runs on the light one.
      if (scheme === 'light') expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await context.close();
    });
});

// A widget's skeleton pulses while its widget loads, and stands still for a shopper who asks for reduced motion: its rules
// come with the components' stylesheet (widget-styles.ts), not the first script's, and the reduced-motion rule with them.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { holdFile, useBrowser } from './browser';

const shop = useBrowser();

/** The animation of the home page grid's skeleton, drawn while the catalog chunk is held back. */
const gridSkeletonAnimation = async (page: Page) => {
  const handle = await page.waitForFunction(
    () => {
      const skeleton = document.querySelector('[data-shop-collection]')?.shadowRoot?.querySelector('.skeleton');
      return skeleton && getComputedStyle(skeleton).animationName;
    },
    null,
    { timeout: 20_000 },
  );
  return handle.jsonValue();
};

for (const [reducedMotion, animation] of [
  ['no-preference', 'shop-embed-pulse'],
  ['reduce', 'none'],
] as const)
  it(`a grid's skeleton with ${reducedMotion} motion: ${animation}`, async () => {
    const { page, context } = await shop.open('/examples/shop.html', {
      before: async (p) => {
        await p.emulateMedia({ reducedMotion });
        await holdFile(p, '**/shop-embed.catalog.min.js');
      },
    });
    expect(await gridSkeletonAnimation(page)).toBe(animation);
    await context.close();
  });

// A widget's skeleton pulses while its widget loads, and stands still for a shopper who asks for reduced motion: its rules
// come with the components' stylesheet (widget-styles.ts), not the first script's, and the reduced-motion rule with them.
// A grid's skeleton comes with the catalog chunk (grid-styles.ts): it is what the grid draws while its read is out.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

/** The animation of a grid's skeleton, mounted once the page (and its catalog chunk) is in, its read never answered. */
const gridSkeletonAnimation = async (page: Page) => {
  await page.waitForFunction(() => document.querySelector('[data-shop-collection]')?.shadowRoot?.querySelector('.tile'), null, { timeout: 20_000 });
  await page.route('**/api/**', () => undefined); // the next collection never arrives: its skeleton stays
  await page.evaluate(() => {
    const host = document.body.appendChild(document.createElement('div'));
    host.id = 'loading';
    (window as unknown as { ShopEmbed: { mount: (el: Element, name: string, props: object) => void } }).ShopEmbed.mount(host, 'collection', {
      handle: 'home-kitchen',
    });
  });
  const handle = await page.waitForFunction(() => {
    const skeleton = document.querySelector('#loading')?.shadowRoot?.querySelector('.skeleton');
    return skeleton && getComputedStyle(skeleton).animationName;
  });
  return handle.jsonValue();
};

for (const [reducedMotion, animation] of [
  ['no-preference', 'shop-embed-pulse'],
  ['reduce', 'none'],
] as const)
  it(`a grid's skeleton with ${reducedMotion} motion: ${animation}`, async () => {
    const { page, context } = await shop.open('/examples/shop.html', { before: (p) => p.emulateMedia({ reducedMotion }) });
    await waitForWidgets(page);
    expect(await gridSkeletonAnimation(page)).toBe(animation);
    await context.close();
  });

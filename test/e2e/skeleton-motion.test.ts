// A widget's skeleton pulses while its widget loads, and stands still for a shopper who asks for reduced motion: its rules
// come with the components' stylesheet (widget-styles.ts), not the first script's, and the reduced-motion rule with them.
// A grid's skeleton comes with the catalog chunk (grid-styles.ts): it is what the grid draws while its read is out.
// Every skeleton stands still for its first second (skeleton-styles.ts `pulse`): a page drawn by then shows no motion.
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

it("a card's placeholder stands still for its first second, then pulses", async () => {
  // The page stylesheet alone (no script): the placeholder it reserves for a card stays, and its animation is read at
  // chosen moments of its own clock, not the test's.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Placeholder</title>
<link rel="stylesheet" href="/dist/shop-embed.css"></head><body><div data-shop-product="stoneware-mug"></div></body></html>`;
  const { page, context } = await shop.open('/owner/placeholder.html', { html });
  const opacities = await page.evaluate(() => {
    const host = document.querySelector('[data-shop-product]')!;
    const pulse = document.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'shop-embed-pulse')!;
    pulse.pause();
    const at = (ms: number) => ((pulse.currentTime = ms), getComputedStyle(host, '::before').opacity);
    // 0.5 s: still; 1.7 s: half-way through its first pulse (1.4 s long), the faintest.
    return [at(500), at(1700)];
  });
  expect(opacities).toEqual(['1', '0.5']);
  await context.close();
});

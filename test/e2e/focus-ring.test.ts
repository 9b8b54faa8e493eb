// What a keyboard user sees: the focus ring of a control drawn whole, on all four sides, in Chromium. A ring drawn outside
// a control that sits in a box clipping its content (the quantity stepper's rounded corners, a video's frame) is cut away.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForWidgets } from './browser';
import { tabTo } from './keyboard';

const shop = useBrowser();
/** The default `--shop-embed-color-focus`. */
const FOCUS = [0x25, 0x63, 0xeb];

/**
 * The sides of the focused element along which the focus colour shows (a band a few pixels either side of each edge, over at
 * least 60% of the edge's length): a pixel-level picture of what the shopper sees, read back through the page's own canvas.
 */
async function ringSides(page: Page): Promise<string[]> {
  const where = () =>
    page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      el!.scrollIntoView({ block: 'center' });
      const { x, y, width, height } = el!.getBoundingClientRect();
      return { x, y, width, height };
    });
  // Where it stays (a drawer slides in): two reads 100 ms apart agree.
  let box = await where();
  for (let last = ''; last !== JSON.stringify(box); box = await where()) {
    last = JSON.stringify(box);
    await page.waitForTimeout(100);
  }
  const pad = 6;
  const png = await page.screenshot({ clip: { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad } });
  const decoder = await page.context().newPage();
  const sides = await decoder.evaluate(
    async ({ base64, pad, focus }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const isFocus = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return focus.every((c, k) => Math.abs(data[i + k]! - c) < 60);
      };
      // Along one side: the share of positions whose band (5 px outside the edge to 4 px inside) holds a focus pixel.
      const share = (length: number, at: (along: number, across: number) => [number, number], edge: number) => {
        let hits = 0;
        const from = Math.round(length * 0.2);
        const to = Math.round(length * 0.8);
        for (let along = from; along < to; along++) {
          for (let across = edge - 5; across <= edge + 4; across++) {
            const [x, y] = at(along, across);
            if (x >= 0 && y >= 0 && x < width && y < height && isFocus(x, y)) {
              hits++;
              break;
            }
          }
        }
        return hits / (to - from);
      };
      const shown = {
        top: share(width, (a, c) => [a, c], pad),
        bottom: share(width, (a, c) => [a, height - 1 - c], pad),
        left: share(height, (a, c) => [c, a], pad),
        right: share(height, (a, c) => [width - 1 - c, a], pad),
      };
      return Object.entries(shown)
        .filter(([, value]) => value >= 0.6)
        .map(([side]) => side);
    },
    { base64: png.toString('base64'), pad, focus: FOCUS },
  );
  await decoder.close();
  return sides;
}

const ALL = ['top', 'bottom', 'left', 'right'];

describe('focus rings in Chromium', () => {
  it("the card's and a cart line's quantity controls show their whole focus ring", async () => {
    const { page, context, problems } = await shop.open('/examples/cart.html');
    await waitForWidgets(page);
    for (const control of [/Decrease quantity$/, /\|Quantity$/, /Increase quantity$/]) {
      await tabTo(page, control);
      expect(await ringSides(page), String(control)).toEqual(ALL);
    }
    await page.keyboard.press('Tab'); // Add to cart
    await page.keyboard.press('Enter');
    await tabTo(page, /Cart, 1 item/, true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    // The line as the shop holds it (drawn again under its own id once the shop answers, which would move the focus).
    await expect.poll(() => page.getByRole('dialog').getByRole('listitem').first().getAttribute('aria-busy')).toBe('false');
    // The drawer slides in (240 ms): the ring is read where the control comes to rest, not on its way there.
    await page.getByRole('dialog').evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    for (const control of [/Decrease quantity of/, /\|Quantity of/, /Increase quantity of/]) {
      await tabTo(page, control);
      expect(await ringSides(page), String(control)).toEqual(ALL);
    }
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it("a video's play button shows its whole focus ring", async () => {
    const { page, context, problems } = await shop.open('/examples/cms.html');
    await tabTo(page, /Play: Spring lookbook film/);
    expect(await ringSides(page)).toEqual(ALL);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

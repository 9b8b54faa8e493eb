// The card extras chunk in Chromium: the card paints before the carousel's controls, which arrive without moving anything
// or reloading the image, and a chunk that failed is asked for again when the shopper turns to the carousel.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdComponents, holdFile, requestsFor, SCREENSHOTS, takenOver, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const CHUNK = '/dist/shop-embed.card-extras.min.js';
const HERO = '[data-shop-product="classic-cotton-tee"]';

/** The first tee on the fifty-card page (three colours, three images). */
const hero = (page: Page) => page.locator(HERO).first();

/** Where the tee card's carousel parts are on the page, and whether its shown image is the one marked earlier. */
function carouselState(page: Page) {
  return page.evaluate((host) => {
    const root = document.querySelector(host)!.shadowRoot!;
    const box = (selector: string) => {
      const rect = root.querySelector(selector)?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',') : 'missing';
    };
    const image = root.querySelector('.slide:not([hidden]) img') as (HTMLImageElement & { mark?: string }) | null;
    return {
      card: box('.card'),
      media: box('.media'),
      dots: box('.dots'),
      marked: image?.mark === 'before',
      arrows: root.querySelectorAll('.arrow').length,
    };
  }, HERO);
}

describe('the card extras chunk in Chromium', () => {
  it('holds the read of the images after the first four; the first script does not', () => {
    const read = 'images(first:250,after:$1)'; // the read's field, as the build writes it
    expect(readFileSync('dist/shop-embed.umd.min.js', 'utf8')).not.toContain(read);
    expect(readFileSync('dist/shop-embed.card-extras.min.js', 'utf8')).toContain(read);
  });

  it('the card paints with its image and dots before the controls; the components and then the controls arrive in place, the image element kept; keys then work', async () => {
    let releaseComponents = () => {};
    let releaseChunk = () => {};
    const { page, problems, context } = await shop.open('/examples/fifty.html', {
      before: async (page) => {
        releaseComponents = await holdComponents(page);
        releaseChunk = await holdFile(page, `**${CHUNK}`);
      },
    });
    await waitForWidgets(page);
    const dots = hero(page).locator('.dots .dot');
    expect(await dots.count()).toBeGreaterThan(1);
    // A property, not an attribute: preact keeps the painted elements when it takes the card over, but drops the
    // attributes it did not write.
    await hero(page)
      .locator('.slide img')
      .evaluate((img: HTMLImageElement & { mark?: string }) => (img.mark = 'before'));
    const painted = await carouselState(page);
    expect(painted).toMatchObject({ arrows: 0, marked: true });
    releaseComponents();
    await expect.poll(() => takenOver(page)).toBe(true);
    const before = await carouselState(page);
    expect(before).toEqual(painted);
    await page.screenshot({ path: `${SCREENSHOTS}/card-extras-before.png` });
    releaseChunk();
    const carousel = hero(page).getByRole('group', { name: 'Classic Cotton Tee images' });
    await carousel.getByRole('button', { name: 'Next image' }).waitFor({ timeout: 10_000 });
    const after = await carouselState(page);
    expect(after).toEqual({ ...before, arrows: 2 });
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => carousel.locator('[aria-live]').textContent()).toMatch(/^Image 2 of \d+$/);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('a chunk that could not be loaded leaves the images; a pointer over the carousel asks again', async () => {
    const { page, problems, context } = await shop.open('/examples/fifty.html', {
      before: async (page) => {
        await page.route(`**${CHUNK}`, (route) => route.fulfill({ status: 404, body: 'not found' }), { times: 1 });
      },
    });
    const requested = requestsFor(page, CHUNK);
    await waitForWidgets(page);
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(await carouselState(page)).toMatchObject({ arrows: 0 });
    expect(await hero(page).locator('.slide img').isVisible()).toBe(true);
    await hero(page).locator('.carousel').hover();
    await hero(page).getByRole('button', { name: 'Next image' }).waitFor({ timeout: 10_000 });
    expect(requested).toHaveLength(2);
    // The failed request is the browser's own console error; nothing else went wrong.
    expect(problems.errors.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  });
});

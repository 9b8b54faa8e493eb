// The catalog chunk in Chromium: pages without a grid, recommendations or policies never fetch it; pages with one fetch it
// beside their reads (never before them); a chunk that fails, and both kinds of Content-Security-Policy.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspViolations, holdFile, screenshot, requestsFor, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const CHUNK = '/dist/shop-embed.catalog.min.js';

const chunkRequests = (page: Page) => requestsFor(page, CHUNK);

const tiles = (page: Page, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)?.shadowRoot?.querySelectorAll('.tile').length ?? 0, selector);

describe('the catalog chunk in Chromium', () => {
  it('the first script holds no catalog sentence or tile rule; the chunk does', () => {
    const first = readFileSync('dist/shop-embed.umd.min.js', 'utf8');
    expect(first).not.toContain('No products in this collection yet.'); // a grid-only sentence
    expect(first).not.toContain('Choose options'); // a tile-only sentence
    expect(first).not.toContain('.tile .actions'); // a tile-only rule
    expect(first).toContain('collection(handle:'); // the grid's read stays: it starts before the chunk arrives
    const chunk = readFileSync('dist/shop-embed.catalog.min.js', 'utf8');
    expect(chunk).toContain('No products in this collection yet.');
    expect(chunk).toContain('.tile .actions');
  });

  it('fifty product cards, a cart toggle and a cart widget never fetch the catalog chunk', async () => {
    await shop.reset();
    let seen: string[] = [];
    const { page, problems, context } = await shop.open('/examples/fifty.html', { before: async (opened) => void (seen = chunkRequests(opened)) });
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it("shop.html asks for the grids' pages while the chunk is still on its way, and makes the same reads as before", async () => {
    await shop.reset();
    let readWhileHeld = false;
    const { page, problems, context } = await shop.open('/examples/shop.html', {
      before: async (opened) => {
        let collectionAsked = () => {};
        const asked = new Promise<void>((resolve) => (collectionAsked = resolve));
        opened.on('request', (request) => {
          if (request.postData()?.includes('collection(handle:')) collectionAsked();
        });
        // The chunk is held until a grid's read has gone out: a read that waited for the chunk would never go.
        await opened.route(`**${CHUNK}`, async (route) => {
          readWhileHeld = await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
          await route.continue();
        });
      },
    });
    await page.waitForFunction(() => document.querySelector('[data-shop-collection]')?.shadowRoot?.querySelector('.tile .title'), undefined, {
      timeout: 20_000,
    });
    await page.waitForFunction(() => (document.querySelector('[data-shop-policies]')?.shadowRoot?.querySelectorAll('a').length ?? 0) >= 3);
    await page.waitForLoadState('networkidle');
    expect(readWhileHeld).toBe(true);
    // The reads the page made before the chunk existed: the card, a page per grid, recommendations, policies and the
    // shop's settings, all in one request.
    const { operations } = await shop.requests();
    expect(operations).toEqual({ CatalogReads: 1 });
    const files = await page.evaluate(
      (path) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).length,
      CHUNK,
    );
    expect(files).toBe(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('while the chunk is on its way a grid holds the room the page stylesheet reserved, heading bar and all: nothing moves', async () => {
    await shop.reset();
    const { page, context } = await shop.open('/examples/shop.html', { before: (opened) => holdFile(opened, `**${CHUNK}`).then(() => undefined) });
    const room = await page.waitForFunction(() => {
      const host = document.querySelector<HTMLElement>('[data-shop-collection]');
      const box = host?.shadowRoot?.querySelector('[aria-busy="true"]');
      if (!host || !box) return null;
      const reserved = parseFloat(host.style.getPropertyValue('--_shop-embed-reserved'));
      return {
        reserved,
        host: host.getBoundingClientRect().height,
        box: box.getBoundingClientRect().height,
        bar: getComputedStyle(box).backgroundImage,
      };
    });
    const { reserved, host, box, bar } = (await room.jsonValue())!;
    // The placeholder's height, noted before the shadow root hid it, is the stand-in's and the host's.
    expect(reserved).toBeGreaterThan(100);
    expect(box).toBeCloseTo(reserved, 0);
    expect(host).toBeCloseTo(reserved, 0);
    expect(bar).toContain('linear-gradient');
    await context.close();
  });

  it('a chunk that answers 404 gives the grid a sentence and a retry; the cards keep working; the retry brings the tiles', async () => {
    await shop.reset();
    const { page, problems, context } = await shop.open('/examples/shop.html', {
      before: async (opened) => {
        await opened.route(`**${CHUNK}`, (route) => route.fulfill({ status: 404, body: 'not found' }), { times: 1 });
      },
    });
    const grid = page.locator('[data-shop-collection="frontpage"]');
    await expect
      .poll(() => grid.getByRole('alert').locator('p').textContent(), { timeout: 10_000 })
      .toBe('This part of the shop could not be loaded. Check your connection and try again.');
    await waitForWidgets(page);
    await screenshot(page, 'catalog-chunk-404');
    const card = page.locator('[data-shop-product]').first();
    await card.getByRole('button', { name: /add to cart/i }).click();
    await expect.poll(() => card.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Added to your cart.');
    await grid.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => tiles(page, '[data-shop-collection="frontpage"]'), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await grid.getByRole('alert').count()).toBe(0);
    expect(problems.errors.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  });

  it('the strict-CSP page loads the chunk with its integrity; the nonce-CSP page gives it the nonce; no violation', async () => {
    for (const path of ['/examples/strict-csp.html', '/examples/nonce-csp.html']) {
      await shop.reset();
      const { page, problems, context } = await shop.open(path);
      await waitForWidgets(page);
      // The nonce page has no catalog widget of its own: one arrives later, as on a page that adds blocks as it goes.
      if (path.includes('nonce'))
        await page.evaluate(() =>
          document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div data-shop-collection="accessories" data-shop-limit="2"></div>'),
        );
      await expect.poll(() => tiles(page, '[data-shop-collection]'), { timeout: 10_000 }).toBeGreaterThan(0);
      const tag = await page.evaluate(
        (file) =>
          [...document.scripts]
            .filter((s) => new URL(s.src || location.href).pathname === file)
            .map((s) => ({ integrity: s.integrity, nonce: s.nonce })),
        CHUNK,
      );
      expect(tag).toHaveLength(1);
      expect(tag[0]!.integrity).toMatch(/^sha256-/);
      if (path.includes('nonce')) expect(tag[0]!.nonce).toBe('shop-embed-example-nonce');
      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
      await context.close();
    }
  });
});

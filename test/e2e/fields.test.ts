// The shop's own fields (metafields) on cards in Chromium: examples/fields.html shows the fields of three cards (a
// `data-shop-*` host and a `<shop-product>` element), each drawn by its type, read with the products in one request; the
// first script carries no metafield read; axe finds nothing.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, COMPONENTS, holdComponents, holdScript, layoutShift, requestsFor, SCREENSHOTS, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/fields.html';
const CHUNK = '/dist/shop-embed.fields.min.js';

/** Each card's fields as "Label: value", by the product's handle. */
const shownFields = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-shop-product], shop-product')].map((host) => [
        host.getAttribute('data-shop-product') ?? host.getAttribute('handle'),
        [...(host.shadowRoot?.querySelectorAll('[part="fields"] dt') ?? [])].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
      ]),
    ),
  );

describe('custom fields in Chromium', () => {
  it('the first script carries no metafield read; the fields chunk does', () => {
    expect(readFileSync('dist/shop-embed.umd.min.js', 'utf8')).not.toContain('metafields(identifiers:');
    expect(readFileSync('dist/shop-embed.components.min.js', 'utf8')).not.toContain('metafields(identifiers:');
    expect(readFileSync(`dist${CHUNK.slice('/dist'.length)}`, 'utf8')).toContain('metafields(identifiers:');
  });

  it('fields.html: every card shows its fields by type, read with the products in one request; axe finds nothing', async () => {
    const reads: string[] = [];
    let chunk: string[] = [];
    const { page, problems, context } = await shop.open(PAGE, {
      before: async (p) => {
        chunk = requestsFor(p, CHUNK);
        p.on('request', (request) => {
          if (request.url().includes('/graphql.json') && request.postData()?.includes('CatalogReads')) reads.push(request.postData()!);
        });
      },
    });
    await waitForWidgets(page);
    await expect
      .poll(() => shownFields(page), { timeout: 15_000 })
      .toEqual({
        'classic-cotton-tee': [
          'Fabric: 100% organic cotton, 180 g/m²',
          'Care: Machine wash cold with like colours; tumble dry low.Do not bleachWarm iron if needed',
          'Rating: ★ 4.6 / 5',
          'Size chart: Size chart',
        ],
        'merino-crew-sweater': [
          'Fabric: Extra-fine merino wool',
          'Features: Breathable, Odour resistant, Soft on skin',
          'Pairs with: Classic Cotton Tee, Ribbed Wool Beanie',
        ],
        'stoneware-mug': ['Material: Hand-glazed stoneware', 'Capacity (ml): 350', 'Care: Dishwasher safe.\nMicrowave safe.'],
      });
    const tee = page.locator('[data-shop-product="classic-cotton-tee"]');
    // Rich text as elements: a bold run and a bulleted list; the care of the mug on two lines.
    expect(await tee.locator('[data-shop-field="custom.care"] strong').textContent()).toBe('cold');
    expect(await tee.locator('[data-shop-field="custom.care"] li').allTextContents()).toEqual(['Do not bleach', 'Warm iron if needed']);
    const care = page.locator('shop-product [data-shop-field="custom.care"]');
    expect((await care.boundingBox())!.height).toBeGreaterThan(30);
    // A file and the products a sweater pairs with are links.
    expect(await tee.getByRole('link', { name: 'Size chart' }).getAttribute('href')).toMatch(/\/cdn\/shop\/files\/size-chart\.png/);
    const sweater = page.locator('[data-shop-product="merino-crew-sweater"]');
    expect(await sweater.getByRole('link', { name: 'Ribbed Wool Beanie' }).getAttribute('href')).toMatch(/\/products\/ribbed-wool-beanie$/);
    // The cards still sell.
    await tee.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.locator('[data-shop-cart-toggle] .sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');

    const withFields = reads.filter((body) => body.includes('metafields(identifiers:'));
    expect(withFields).toHaveLength(1);
    expect(withFields[0]!.match(/metafields\(identifiers:/g)).toHaveLength(3);
    expect(chunk).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/fields.png`, fullPage: true });
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('the first script leaves a card with fields to the components: it neither reads nor paints it', async () => {
    const reads: string[] = [];
    let components: string[] = [];
    let release = () => {};
    const { page, problems, context } = await shop.open(PAGE, {
      waitUntil: 'commit',
      before: async (p) => {
        components = requestsFor(p, COMPONENTS);
        release = await holdComponents(p);
        p.on('request', (request) => void (request.url().includes('/graphql.json') && reads.push(request.postData() ?? '')));
      },
    });
    // The first script asks for the components once it has painted what it paints: here, the cart toggle alone.
    await expect.poll(() => components.length, { timeout: 10_000 }).toBe(1);
    await page.locator('[data-shop-cart-toggle]').getByRole('button').waitFor();
    expect(
      await page.locator('[data-shop-product], shop-product').evaluateAll((hosts) => hosts.map((host) => !!host.shadowRoot?.querySelector('.card'))),
    ).toEqual([false, false, false]);
    expect(reads).toEqual([]);
    release();
    await expect.poll(async () => Object.values(await shownFields(page)).every((fields) => fields.length > 0), { timeout: 15_000 }).toBe(true);
    expect(reads).toHaveLength(1);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('a fields chunk that cannot be loaded leaves the cards without their fields, still selling', async () => {
    const { page, context } = await shop.open(PAGE, { before: (p) => p.route(`**${CHUNK}`, (route) => route.abort()).then(() => {}) });
    await waitForWidgets(page);
    const mug = page.locator('shop-product');
    await mug.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.locator('[data-shop-cart-toggle] .sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
    expect(await shownFields(page)).toEqual({ 'classic-cotton-tee': [], 'merino-crew-sweater': [], 'stoneware-mug': [] });
    await context.close();
  });

  it('a page whose cards name no fields loads no fields chunk and reads no metafields', async () => {
    const reads: string[] = [];
    let chunk: string[] = [];
    const { page, problems, context } = await shop.open('/examples/personalised.html', {
      before: async (p) => {
        chunk = requestsFor(p, CHUNK);
        p.on('request', (request) => {
          if (request.url().includes('/graphql.json')) reads.push(request.postData() ?? '');
        });
      },
    });
    await waitForWidgets(page);
    await page.waitForLoadState('networkidle');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((body) => body.includes('metafield'))).toEqual([]);
    expect(chunk).toEqual([]);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });

  it('fields.html at 1280 px: nothing moves as the cards are drawn with their fields (CLS < 0.01)', async () => {
    let release = () => {};
    const { page, problems, context } = await shop.open(PAGE, {
      width: 1280,
      waitUntil: 'commit',
      before: async (p) => void (release = await holdScript(p)),
    });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    release();
    await waitForWidgets(page);
    await expect.poll(async () => Object.values(await shownFields(page)).every((fields) => fields.length > 0), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const shift = await layoutShift(page);
    console.log(`fields.html at 1280 px: layout shift ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.01);
    expect(problems).toEqual({ errors: [], csp: [], offsite: [] });
    await context.close();
  });
});

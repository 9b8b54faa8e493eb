// Tokenless access in Chromium: a page whose script tag names the shop's domain and nothing else (examples/tokenless.html:
// a collection grid, fifty cards, the cart toggle and its drawer) against the emulator, which serves requests without a
// token by Shopify's documented rules (emulator/storefront/tokenless.mjs, limits.mjs): no token-only field, at most 1,000
// of cost a request, else MAX_COMPLEXITY_EXCEEDED.
import { getOperationAST, parse } from 'graphql';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryCost } from '../../emulator/storefront/cost.mjs';
import { storefrontSchema } from '../../emulator/storefront/schema.mjs';
import { axeViolations, screenshot, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/tokenless.html';

interface Sent {
  /** When it left, and when its answer came (ms since the page opened). */
  at: number;
  answeredAt: number;
  operation: string;
  query: string;
  variables: Record<string, unknown>;
  token: string | undefined;
  /** The codes of the answer's errors (ACCESS_DENIED, MAX_COMPLEXITY_EXCEEDED…). */
  codes: string[];
}

/** Every storefront request the page makes from now on, with its answer's error codes once it has come. */
function storefrontRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  const started = new Map<unknown, number>();
  const start = Date.now();
  page.on('request', (request) => void started.set(request, Date.now() - start));
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().includes('/graphql.json') || request.method() !== 'POST') return;
    const answeredAt = Date.now() - start;
    const body = request.postDataJSON() as { query: string; variables?: Record<string, unknown>; operationName?: string };
    const answer = (await response.json().catch(() => ({}))) as { errors?: Array<{ extensions?: { code?: string } }> };
    sent.push({
      at: started.get(request) ?? 0,
      answeredAt,
      operation: body.operationName ?? '',
      query: body.query,
      variables: body.variables ?? {},
      token: (await request.allHeaders())['x-shopify-storefront-access-token'],
      codes: (answer.errors ?? []).map((error) => error.extensions?.code ?? ''),
    });
  });
  return sent;
}

/** A request's requested cost by the documented rules, as the emulator reckons it before answering. */
function costOf({ query, variables }: Sent): number {
  const document = parse(query);
  return queryCost(storefrontSchema(), getOperationAST(document)!, document, variables);
}

/** The cost of each root field of a request (a card, the grid, the shop's settings…), each as a query of its own. */
function rootCosts({ query, variables }: Sent): number[] {
  const document = parse(query);
  const operation = getOperationAST(document)!;
  return operation.selectionSet.selections.map((selection) => {
    const alone = { ...operation, selectionSet: { ...operation.selectionSet, selections: [selection] } };
    return queryCost(
      storefrontSchema(),
      alone,
      { ...document, definitions: [alone, ...document.definitions.filter((d) => d !== operation)] },
      variables,
    );
  });
}

/** The fewest requests of at most `limit` that can hold reads of these costs (exact: every way to fill each request). */
function fewestRequests(costs: readonly number[], limit: number): number {
  const sizes = [...new Set(costs)].sort((a, b) => b - a);
  const memo = new Map<string, number>();
  const solve = (left: number[]): number => {
    if (left.every((n) => n === 0)) return 0;
    const key = left.join();
    if (memo.has(key)) return memo.get(key)!;
    let best = Infinity;
    const fill = (i: number, room: number, taken: number[]) => {
      if (i === sizes.length) {
        if (taken.some((n) => n > 0)) best = Math.min(best, 1 + solve(left.map((n, k) => n - taken[k]!)));
        return;
      }
      for (let n = Math.min(left[i]!, Math.floor(room / sizes[i]!)); n >= 0; n--) fill(i + 1, room - n * sizes[i]!, [...taken, n]);
    };
    fill(0, limit, []);
    memo.set(key, best);
    return best;
  };
  return solve(sizes.map((size) => costs.filter((cost) => cost === size).length));
}

describe('a page with only data-shop-domain (tokenless access)', () => {
  it('draws the cards, the grid and the cart, adds, and checks out, asking for nothing a token alone may read', async () => {
    await shop.reset();
    let sent: Sent[] = [];
    const errors: string[] = [];
    const { page, problems, context } = await shop.open(PAGE, {
      before: async (opened) => {
        sent = storefrontRequests(opened);
        // The emulator's checkout page links no icon: Chromium's ask for /favicon.ico is its 404, not the page's.
        opened.on(
          'console',
          (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(`${m.text()} ${m.location().url}`),
        );
      },
    });
    page.setDefaultTimeout(15_000);
    await waitForWidgets(page);
    await waitForWidgets(page, '[data-shop-collection]');
    const card = page.locator('[data-shop-product="classic-cotton-tee"]').first();
    expect((await card.locator('.title').textContent())!.trim()).toBe('Classic Cotton Tee');
    expect(await card.locator('.price').first().textContent()).toMatch(/\$\d/);
    expect(await page.locator('[data-shop-collection]').locator('.tile .title').count()).toBe(4);
    // Stock counts need a token: no card says how many are left.
    expect(
      await page.evaluate(() => [...document.querySelectorAll('[data-shop-product]')].some((h) => /\bleft\b/.test(h.shadowRoot!.textContent!))),
    ).toBe(false);

    await card.getByRole('button', { name: 'Add to cart' }).click();
    const toggle = page.locator('[data-shop-cart-toggle]').getByRole('button', { name: /^Cart/ });
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toContain('Cart, 1 item');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await expect.poll(() => drawer.getByRole('listitem').filter({ hasText: 'Classic Cotton Tee' }).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'tokenless-drawer');
    expect.soft(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: /check ?out/i }).click();
    await page.waitForURL(/\/checkouts\/cn\//, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('_fd')).toBe('0');
    const lines = page.locator('section[aria-labelledby="lines-heading"] tbody tr');
    expect(await lines.count()).toBe(1);
    expect(await lines.locator('th').textContent()).toContain('Classic Cotton Tee');
    await screenshot(page, 'tokenless-checkout');

    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.token !== undefined)).toEqual([]);
    expect(sent.flatMap((request) => request.codes)).toEqual([]);
    for (const request of sent) expect(request.query).not.toMatch(/\b(quantityAvailable|metafields?|customer|tags)\b/);
    console.log(`tokenless.html, add and checkout: ${sent.map((request) => request.operation).join(', ')}`);
    expect(sent.map((request) => request.operation)).toEqual(expect.arrayContaining(['CatalogReads', 'CartCreate']));
    expect(errors).toEqual([]);
    expect(problems.offsite).toEqual([]);
    await context.close();
  });

  it('reads fifty cards and the grid in the fewest requests of at most 1,000 each', async () => {
    await shop.reset();
    let sent: Sent[] = [];
    const { page, context } = await shop.open(PAGE, { before: async (opened) => void (sent = storefrontRequests(opened)) });
    await waitForWidgets(page);
    await waitForWidgets(page, '[data-shop-collection]');
    await page.waitForLoadState('networkidle');
    expect(sent.flatMap((request) => request.codes)).toEqual([]);
    // The page's first read: the requests that left before any answer came (later reads, such as a card's further
    // images, are batches of their own).
    const firstAnswer = Math.min(...sent.map((request) => request.answeredAt));
    const reads = sent.filter((request) => request.operation === 'CatalogReads' && request.at <= firstAnswer);
    const costs = reads.map(costOf);
    const total = costs.reduce((sum, cost) => sum + cost, 0);
    console.log(`tokenless.html: ${reads.length} CatalogReads, costs ${costs.join(', ')} (total ${total})`);
    for (const cost of costs) expect(cost).toBeLessThanOrEqual(1000);
    // No fewer can hold them: the fewest requests of at most 1,000 that the page's reads (each card, the grid, the shop's
    // settings, at their own cost) fit in, found by trying every way to fill them.
    const each = reads.flatMap(rootCosts);
    expect(each.reduce((sum, cost) => sum + cost, 0)).toBe(total);
    expect(reads.length).toBe(fewestRequests(each, 1000));
    expect(reads.length).toBeGreaterThan(1);
    await context.close();
  });
});

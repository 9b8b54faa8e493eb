// The cart under faults, in Chromium against the emulator's fault controls: each fault kind × each cart action ends in a
// clear state (no control busy after 8 s, only our sentences), and once the shop answers again, before and after a
// reload, the lines the shopper is shown are the shop's: 0 lost, 0 phantom. Prints the table the README quotes.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { drawerOf, screenshot, shownLines, storedCartId, traced, useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();
const PAGE = '/examples/cart.html';
const toggleOf = (page: Page) => page.locator('[data-shop-cart-toggle]').getByRole('button');
const DIAGNOSTIC = /\[shop-embed\]|HTTP \d|GraphQL|Cart[A-Z][a-z]+[A-Z]\w*|Internal error|Throttled/;

type Fault = { kind: string; count?: number; retryAfter?: number | null; delayMs?: number; match?: string; operation?: string };
interface Kind {
  name: string;
  /** Sets the fault up for an action whose mutation is `operation`. */
  arm(page: Page, operation: string): Promise<void>;
}
const emulated =
  (fault: (operation: string) => Fault): Kind['arm'] =>
  async (_page, operation) =>
    void (await shop.faults([fault(operation)]));

/** What a cart action does in the drawer (`bad`: an input the shop refuses with a userError), and its mutation's name. */
interface Action {
  name: string;
  operation: string;
  run(page: Page, bad: boolean): Promise<void>;
  /** Has an input the shop refuses. */
  refusable?: boolean;
}
const fill = async (page: Page, label: string, value: string, button: string) => {
  // Under the lines, each extra is a button until pressed, then its form (src/widget/cart/Extras.tsx). The note this page
  // draws open (it asks for cart attributes) is a button only until its file is here: it may go between a look and a click.
  const extra = drawerOf(page).locator('[part="extra"]').getByText(label, { exact: true });
  if (await extra.count()) await extra.click({ timeout: 2000 }).catch(() => {});
  await drawerOf(page).getByLabel(label, { exact: true }).fill(value);
  await drawerOf(page).getByRole('button', { name: button }).click();
};
const ACTIONS: Action[] = [
  {
    name: 'add',
    operation: 'CartLinesAdd',
    run: async (page) => {
      await drawerOf(page).getByRole('button', { name: 'Close cart' }).click();
      await page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' }).click();
    },
  },
  {
    name: 'quantity',
    operation: 'CartLinesUpdate',
    refusable: true,
    run: async (page, bad) => {
      const line = drawerOf(page).locator('li.line').first();
      if (!bad) return line.getByRole('button', { name: /^Increase quantity of / }).click();
      await line.getByRole('spinbutton').fill('999');
      await line.getByRole('spinbutton').press('Enter');
    },
  },
  {
    name: 'remove',
    operation: 'CartLinesRemove',
    run: (page) =>
      drawerOf(page)
        .locator('li.line')
        .first()
        .getByRole('button', { name: /^Remove / })
        .click(),
  },
  {
    name: 'note',
    operation: 'CartNoteUpdate',
    refusable: true,
    run: (page, bad) => fill(page, 'Order note', bad ? 'x'.repeat(6000) : 'Leave it at the door', 'Save note'),
  },
  { name: 'attributes', operation: 'CartAttributesUpdate', run: (page) => fill(page, 'Gift message', 'Happy birthday!', 'Save note') },
  {
    name: 'email',
    operation: 'CartBuyerIdentityUpdate',
    refusable: true,
    run: (page, bad) => fill(page, 'Email for order updates', bad ? 'not-an-email' : 'ada@example.com', 'Save email'),
  },
  {
    name: 'discount',
    operation: 'CartDiscountCodesUpdate',
    refusable: true,
    run: (page, bad) => fill(page, 'Discount code', bad ? 'BOGUS5' : 'WELCOME10', 'Apply discount code'),
  },
  {
    name: 'gift card',
    operation: 'CartGiftCardCodesUpdate',
    refusable: true,
    run: (page, bad) => fill(page, 'Gift card', bad ? 'GIFT-NOPE' : 'GIFT-10-WXYZ', 'Apply gift card'),
  },
  {
    name: 'checkout',
    operation: 'CartLinesUpdate',
    // A change not saved yet when Check out is pressed: checkout saves it first, or says it could not and stays.
    run: async (page) => {
      await drawerOf(page)
        .locator('li.line')
        .first()
        .getByRole('button', { name: /^Increase quantity of / })
        .click();
      // Not offered once the shop says the cart is gone (completed elsewhere): then there is nothing to press.
      await drawerOf(page)
        .getByRole('button', { name: 'Check out' })
        .click({ timeout: 2000 })
        .catch(() => {});
    },
  },
];

const KINDS: Kind[] = [
  { name: 'network failure', arm: emulated(() => ({ kind: 'drop', count: 3, match: 'graphql' })) },
  { name: 'slow answer (3 s)', arm: emulated(() => ({ kind: 'delay', delayMs: 3000, count: 2, match: 'graphql' })) },
  {
    name: 'abort',
    arm: async (page, operation) => {
      let left = 2;
      await page.route('**/api/*/graphql*', async (route) =>
        left > 0 && route.request().postDataJSON()?.operationName === operation ? (left--, route.abort('aborted')) : route.fallback(),
      );
    },
  },
  { name: '429 with Retry-After', arm: emulated(() => ({ kind: 'status429', count: 2, retryAfter: 1, match: 'graphql' })) },
  { name: '429 without Retry-After', arm: emulated(() => ({ kind: 'status429', count: 2, retryAfter: null, match: 'graphql' })) },
  { name: '500', arm: emulated(() => ({ kind: 'status500', count: 3, match: 'graphql' })) },
  { name: 'dropped after sending', arm: emulated((operation) => ({ kind: 'dropAfter', operation })) },
  { name: 'malformed JSON', arm: emulated((operation) => ({ kind: 'malformed', operation })) },
  { name: 'GraphQL errors', arm: emulated((operation) => ({ kind: 'graphqlErrors', operation })) },
  { name: 'userErrors', arm: async () => {} },
  { name: 'completed in another tab', arm: async (page) => void (await completeElsewhere(page)) },
];

/** Pays for the page's cart as another tab would. */
async function completeElsewhere(page: Page) {
  const id = await storedCartId(page);
  const { cart } = await shop.graphql<{ cart: { checkoutUrl: string } }>('query C($id: ID!) { cart(id: $id) { checkoutUrl } }', { id });
  const token = new URL(cart.checkoutUrl).pathname.split('/').pop();
  await fetch(`${shop.url}/checkouts/cn/${token}/complete`, { method: 'POST' });
}

/** The shop's lines of the page's cart: title → quantity. */
async function shopLines(page: Page): Promise<Record<string, number>> {
  const id = await storedCartId(page);
  if (!id) return {};
  const query =
    'query L($id: ID!) { cart(id: $id) { lines(first: 50) { nodes { quantity merchandise { ... on ProductVariant { product { title } } } } } } }';
  const data = await shop.graphql<{ cart: { lines: { nodes: Array<{ quantity: number; merchandise: { product: { title: string } } }> } } | null }>(
    query,
    {
      id,
    },
  );
  return Object.fromEntries((data.cart?.lines.nodes ?? []).map((line) => [line.merchandise.product.title, line.quantity]));
}

/** Nothing busy: no button waiting, no line being saved. */
const settled = (page: Page) =>
  page.evaluate(() => {
    const roots = [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))];
    return !roots.some((root) => root.querySelector('button[aria-busy="true"], li.line[aria-busy="true"]'));
  });
/** No button waiting (a page that navigated meanwhile, to checkout, has none). */
const buttonsFree = (page: Page) =>
  page
    .evaluate(() => {
      const roots = [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))];
      return !roots.some((root) => root.querySelector('button[aria-busy="true"]'));
    })
    .catch(() => true);
/** Every text on screen, through shadow roots (read again if the page was navigating to checkout meanwhile). */
async function shownText(page: Page): Promise<string> {
  for (let tries = 0; ; tries++) {
    try {
      return await page.evaluate(
        () => [...document.querySelectorAll('*')].map((el) => el.shadowRoot?.textContent ?? '').join(' ') + document.body.innerText,
      );
    } catch (error) {
      if (tries > 3) throw error;
      await page.waitForLoadState();
    }
  }
}

async function openWithTee(page: Page) {
  await waitForWidgets(page);
  await page.locator('[data-shop-product]').getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => toggleOf(page).locator('.sr-only').textContent(), { timeout: 10_000 }).toBe('Cart, 1 item');
  await expect.poll(() => settled(page), { timeout: 10_000 }).toBe(true);
  if (!(await drawerOf(page).isVisible())) await toggleOf(page).click();
  await drawerOf(page).locator('li.line').first().waitFor();
}

type Row = { tried: number; clear: number; lost: number; phantom: number };
const table = new Map<string, Row>();
/** Per line, what the shopper is shown and the shop has differ: shown but not had (lost), had but not shown (phantom). */
function tally(kind: string, clear: boolean, shown: Record<string, number>, had: Record<string, number>) {
  const row = table.get(kind) ?? { tried: 0, clear: 0, lost: 0, phantom: 0 };
  row.tried++;
  if (clear) row.clear++;
  for (const title of new Set([...Object.keys(shown), ...Object.keys(had)])) {
    row.lost += Math.max(0, (shown[title] ?? 0) - (had[title] ?? 0));
    row.phantom += Math.max(0, (had[title] ?? 0) - (shown[title] ?? 0));
  }
  table.set(kind, row);
}

afterAll(() => {
  const rows = [...table].map(([kind, r]) => `| ${kind} | ${r.tried} | ${r.clear} | ${r.lost} | ${r.phantom} |`);
  console.log(['| fault | tried | clear end state | lost | phantom |', '| --- | --- | --- | --- | --- |', ...rows].join('\n'));
});

const CASES = KINDS.flatMap((kind) =>
  ACTIONS.filter((a) => kind.name !== 'userErrors' || a.refusable).map((action) => [kind.name, action.name, kind, action] as const),
);

describe('the cart under faults, in Chromium', () => {
  it.each(CASES)('%s during %s: a clear end state, then the shop has what the shopper is shown', async (kindName, _a, kind, action) => {
    await shop.reset();
    const { page, context, trace } = await shop.open(PAGE);
    try {
      await openWithTee(page);
      await kind.arm(page, action.operation);
      const started = Date.now();
      await action.run(page, kindName === 'userErrors');
      // Clear end state: within 8 s no control is busy, and nothing on screen is a diagnostic.
      let clear = true;
      await expect
        .poll(() => buttonsFree(page), { timeout: 8000, interval: 100 })
        .toBe(true)
        .catch(() => (clear = false));
      expect(Date.now() - started).toBeLessThan(8500);
      // Checkout, once its change is saved, hands over to the page, which navigates.
      if (action.name === 'checkout') await page.waitForURL(/\/checkouts\//, { timeout: 1500 }).catch(() => {});
      expect(await shownText(page)).not.toMatch(DIAGNOSTIC);
      if (kindName === '500' && action.name === 'add') await screenshot(page, 'faults-add-not-saved-yet');
      // Recovery: the faults end; the shopper presses Try again where it is offered; everything settles.
      await fetch(`${shop.url}/__emulator/faults`, { method: 'DELETE' });
      await page.unroute('**/api/*/graphql*');
      if (page.url().includes('/checkouts/')) {
        await page.goto(`${shop.url}${PAGE}`);
        await waitForWidgets(page);
      }
      if (!(await drawerOf(page).isVisible())) await toggleOf(page).click();
      await drawerOf(page).waitFor();
      const retry = drawerOf(page).getByRole('button', { name: 'Try again' });
      if (await retry.isVisible()) await retry.click();
      await expect.poll(() => settled(page), { timeout: 20_000 }).toBe(true);
      const shown = await shownLines(page);
      const had = await shopLines(page);
      expect(shown).toEqual(had);
      // After a reload the shopper is shown the same.
      await page.reload();
      await waitForWidgets(page);
      if (!(await drawerOf(page).isVisible())) await toggleOf(page).click();
      if (Object.keys(had).length) await drawerOf(page).locator('li.line').first().waitFor();
      await expect.poll(() => settled(page), { timeout: 20_000 }).toBe(true);
      const reloaded = await shownLines(page);
      tally(kindName, clear, reloaded, await shopLines(page));
      expect(reloaded).toEqual(shown);
      expect(clear).toBe(true);
    } catch (error) {
      throw traced(error, trace);
    } finally {
      await context.close();
    }
  });
});

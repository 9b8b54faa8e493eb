// @vitest-environment happy-dom
// What a shopper is told after an add, and how many units their clicks make (issue 38, items 5 and 8).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer } from '../../src/widget/cart';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator, VARIANTS } from '../support/emulator';
import { DEFAULT_ENDPOINT } from '../support/msw';
import { renderWidgets } from './render';

const shop = useEmulator();
const GRAPHQL = DEFAULT_ENDPOINT;
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The shop's answers to adds carry a warning whose code this widget has never heard of, about the line added. */
function newWarningCode() {
  shop.use(
    http.post(GRAPHQL, async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName !== 'CartCreate' && body.operationName !== 'CartLinesAdd') return undefined;
      const answer = (await (await shop.emulator.execute(request)).json()) as {
        data: Record<string, { cart: { lines: { nodes: Array<{ id: string }> } }; warnings: unknown[] }>;
      };
      const payload = Object.values(answer.data)[0]!;
      const target = payload.cart.lines.nodes[0]!.id;
      payload.warnings = [{ code: 'SOMETHING_NEW', message: 'A new thing Shopify says', target }];
      return HttpResponse.json(answer);
    }),
  );
}

describe('an add the shop made, with a warning code we do not know', () => {
  it('says the add went through (never "try again"), and names the code in the console once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    newWarningCode();
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" />);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe('Added to your cart.'));
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(mug).getByRole('button', { name: 'Add to cart' }).getAttribute('aria-busy')).toBe('false'));
    expect(within(mug).getByRole('status').textContent).toBe('Added to your cart.');
    const named = warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('SOMETHING_NEW'));
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(/^\[shop-embed\] /);
  });

  it('the drawer shows no sentence for it, and keeps the line', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    newWarningCode();
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    store.getState().openDrawer();
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Classic Cotton Tee');
    expect(drawer.textContent).not.toMatch(/went wrong|try again/i);
    expect(store.getState().messages.map((m) => m.code)).toEqual(['SOMETHING_NEW']);
  });
});

describe('quick clicks on one Add', () => {
  it('every click counts, also while the button is busy: ten clicks, ten units, merged into few requests', async () => {
    const { store } = renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" />);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    const button = within(mug).getByRole('button', { name: 'Add to cart' });
    for (let i = 0; i < 10; i++) {
      fireEvent.click(button);
      // Busy from the click on (the first add leaves at once, the next ones gather behind it), and still taking clicks.
      expect(button.getAttribute('aria-busy'), `after click ${i + 1}`).toBe('true');
      await new Promise((resolve) => setTimeout(resolve, 40)); // a quick clicker: the first request leaves meanwhile
    }
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    await store.idle();
    expect(store.getState().confirmedCart?.totalQuantity).toBe(10);
    const requests = shop.operations().filter((name) => name === 'CartCreate' || name === 'CartLinesAdd');
    expect(requests.length).toBeLessThan(10); // merged: clicks within 100 ms, or while a request is on its way, go out together
    expect(within(mug).getByRole('status').textContent).toBe('Added to your cart.');
  });
});

// @vitest-environment happy-dom
// A wrong token or a shop that is not there is the site owner's to fix (the console says how): the widgets say the shop
// is not set up, without a Try again that cannot help; a passing fault keeps its Try again.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorefrontReader } from '../../src/cart-client/read';
import { CartDrawer } from '../../src/widget/cart';
import { CollectionGrid } from '../../src/widget/CollectionGrid';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { isSetupError } from '../../src/widget/setup-error';
import { DEMO_TOKEN } from '../../emulator/index.mjs';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { DEFAULT_ENDPOINT } from '../support/msw';
import { addLine, openDrawer } from './cart-support';
import { renderWidgets } from './render';

const shop = useEmulator();
const GRAPHQL = DEFAULT_ENDPOINT;
const NOT_SET_UP = 'This shop isn’t set up yet.';
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The widgets' read path, as the bundle reads cards (the lean reader), with this token. */
const reader = (token: string) => createStorefrontReader({ domain: SHOP_ORIGIN, storefrontAccessToken: token });

describe('configuration errors', () => {
  it('a card read with a refused token says the shop is not set up, with no Try again', async () => {
    const { container } = renderWidgets(reader('wrong-token'), <ProductCard handle="stoneware-mug" />);
    await waitFor(() => expect(container.textContent).toBe(NOT_SET_UP));
    expect(screen.queryByRole('button')).toBeNull();
  });

  for (const status of [403, 404, 402, 423]) {
    it(`so does an HTTP ${status} from the storefront`, async () => {
      shop.use(http.post(GRAPHQL, () => new HttpResponse('', { status })));
      const { container } = renderWidgets(reader(DEMO_TOKEN), <ProductCard handle="stoneware-mug" />);
      await waitFor(() => expect(container.textContent).toBe(NOT_SET_UP));
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  }

  it('a collection grid says so too', async () => {
    const { container } = renderWidgets(reader('wrong-token'), <CollectionGrid handle="coffee" />);
    await waitFor(() => expect(container.textContent).toBe(NOT_SET_UP));
  });

  it('a passing fault (HTTP 500, offline) keeps its Try again, which works', async () => {
    shop.use(http.post(GRAPHQL, () => new HttpResponse('', { status: 500 })));
    const { container } = renderWidgets(reader(DEMO_TOKEN), <ProductCard handle="stoneware-mug" />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('This product could not be loaded.');
    shop.server.resetHandlers();
    fireEvent.click(retry);
    await waitFor(() => expect(container.querySelector('article [part="title"]')?.textContent).toBe('Stoneware Mug'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the cart drawer says a refused token the same way, without Try again', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee);
    await openDrawer(store);
    shop.use(http.post(GRAPHQL, () => new HttpResponse('', { status: 401 })));
    await act(async () => void (await store.getState().refresh()));
    await waitFor(() => expect(document.querySelector('.messages.general')!.textContent).toBe(NOT_SET_UP));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('tells setup errors by status or cart code', () => {
    expect([401, 402, 403, 404, 423].map((status) => isSetupError({ status }))).toEqual([true, true, true, true, true]);
    expect([500, 429, 400, undefined].map((status) => isSetupError({ status }))).toEqual([false, false, false, false]);
    expect(['HTTP_401', 'HTTP_404', 'HTTP_500', 'NETWORK', 'INVALID'].map(isSetupError)).toEqual([true, true, false, false, false]);
    expect(isSetupError(null)).toBe(false);
  });
});

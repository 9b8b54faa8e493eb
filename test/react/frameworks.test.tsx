// @vitest-environment happy-dom
// shop-embed/react as frameworks use it: StrictMode's double effects, a route change right after an add, object
// selectors, and errors that name what a React developer wrote (the pure render: ssr.test.tsx).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard, ShopProvider, shallowEqual, useCart } from '../../src/react';
import { AddMug, countChannels } from './helpers';
import { useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

// (Typed against src/react-lite.ts like all tests, which has no StrictMode; this run's `react` is React itself.)
const { StrictMode } = React as unknown as { StrictMode: ComponentType<{ children: ReactNode }> };

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shop-embed/react in frameworks', () => {
  it('under StrictMode opens one channel to other tabs and makes no extra request after a cart change', async () => {
    const channels = countChannels();
    render(
      <StrictMode>
        <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
          <AddMug />
        </ShopProvider>
      </StrictMode>,
    );
    const count = screen.getByRole('button', { name: '0 in the cart' });
    await act(async () => count.click());
    await waitFor(() => expect(count.textContent).toBe('1 in the cart'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(channels.open()).toBe(1);
    expect(channels.opened()).toBe(1);
    // One cart made with the mug: no read of the cart that another store's channel would have caused.
    expect(shop.operations()).toEqual(['CartCreate']);
  });

  it('an add clicked just before the provider unmounts (a route change) is sent by the next provider at once, once', async () => {
    function App() {
      const [route, setRoute] = useState<'product' | 'about'>('product');
      return (
        <>
          <button type="button" onClick={() => setRoute('about')}>
            About
          </button>
          {route === 'product' ? (
            <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
              <AddMug />
            </ShopProvider>
          ) : (
            <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
              <p>About us</p>
              <AddMug />
            </ShopProvider>
          )}
        </>
      );
    }
    const { container } = render(<App />);
    act(() => screen.getByRole('button', { name: '0 in the cart' }).click());
    // The first add brings the cart chunk (lazy-cart.ts), which draws it and sends it at once.
    const one = await screen.findByRole('button', { name: '1 in the cart' });
    act(() => one.click());
    // The first add went at once (it makes the cart); the second waits behind it, 100 ms after it left, when the route changes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    act(() => screen.getByRole('button', { name: 'About' }).click());
    expect(container.querySelector('p')?.textContent).toBe('About us');
    await waitFor(() => expect(screen.getByRole('button', { name: /in the cart$/ }).textContent).toBe('2 in the cart'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // One cart, the first mug in its creation; the second sent once, by the provider of the new route, to that cart.
    const carts = shop.sent.filter((entry) => entry.operationName?.startsWith('Cart'));
    expect(carts.map((entry) => entry.operationName)).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(carts[0]!.variables).toMatchObject({ input: { lines: [{ merchandiseId: VARIANTS.mug }] } });
    expect(carts[1]!.variables).toMatchObject({ lines: [{ merchandiseId: VARIANTS.mug }] });
  });

  it('an add clicked before the cart chunk arrived, the route changed at once, reaches the cart once and the next route shows it', async () => {
    // Keyed by the route: the route change unmounts the provider and mounts another.
    function Routes() {
      const [route, setRoute] = useState('product');
      const about = (
        <button key="about" type="button" onClick={() => setRoute('about')}>
          About
        </button>
      );
      return (
        <ShopProvider key={route} domain={SHOP_DOMAIN} token={TOKEN}>
          {[about, <AddMug key="mug" />]}
        </ShopProvider>
      );
    }
    render(<Routes />);
    // No cart code yet: the click asks for the chunk, and the route changes before it is here.
    act(() => {
      screen.getByRole('button', { name: '0 in the cart' }).click();
      screen.getByRole('button', { name: 'About' }).click();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /in the cart$/ }).textContent).toBe('1 in the cart'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // One cart made with the mug, and no second add (the next provider reads the cart it finds stored).
    const changes = shop.sent.filter((entry) => entry.operationName?.startsWith('Cart') && entry.operationName !== 'Cart');
    expect(changes.map((entry) => entry.operationName)).toEqual(['CartCreate']);
    expect(changes[0]!.variables).toMatchObject({ input: { lines: [{ merchandiseId: VARIANTS.mug }] } });
  });

  it('accepts a selector that builds an object (no render loop), and with shallowEqual re-renders only when a value changes', async () => {
    let renders = 0;
    function Summary() {
      renders++;
      const { count, open } = useCart((state) => ({ count: state.cart?.totalQuantity ?? 0, open: state.drawerOpen }), shallowEqual);
      const addLines = useCart((state) => state.addLines);
      return (
        <button type="button" onClick={() => void addLines([{ merchandiseId: VARIANTS.mug }])}>
          {`${count} ${open ? 'open' : 'closed'}`}
        </button>
      );
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <Summary />
      </ShopProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const settled = renders;
    expect(settled).toBeLessThan(6);
    const summary = screen.getByRole('button', { name: '0 closed' });
    await act(async () => summary.click());
    await waitFor(() => expect(summary.textContent).toBe('1 closed'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // The add changes the store several times (queued, sending, confirmed); the count changed once.
    expect(renders - settled).toBeLessThanOrEqual(2);
  });

  it('a component outside the provider says so by name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ProductCard handle="classic-cotton-tee" />)).toThrow('[shop-embed] <ProductCard> must be inside <ShopProvider>');
    expect(() => render(<AddMug />)).toThrow('[shop-embed] useCart must be used inside <ShopProvider>');
  });
});

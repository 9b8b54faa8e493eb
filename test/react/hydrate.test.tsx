// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CartDrawer, CartToggle, ProductCard, ShopProvider } from '../../src/react';
import { useEmulator } from '../support/emulator';
import { useHydration } from './helpers';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = useEmulator();
const hydrate = useHydration();

const page = () => (
  <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
    <CartToggle />
    <ProductCard handle="classic-cotton-tee" />
    <CartDrawer />
  </ShopProvider>
);

describe('shop-embed/react hydrates server-rendered markup', () => {
  it('takes over the skeletons without a mismatch, then draws the product and adds it to the cart', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const skeleton = container.querySelector('.skeleton-card');
    expect(skeleton).not.toBeNull();
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrate(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    // The server's elements were kept, not drawn again.
    expect(container.querySelector('.skeleton-card') === skeleton || !skeleton!.isConnected).toBe(true);
    const card = await screen.findByRole('article', { name: 'Classic Cotton Tee' }, { timeout: 5000 });
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: /add to cart/i }));
    // The toggle shows the count, and says it by name.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 1 item' }).querySelector('.cart-count')?.textContent).toBe('1'), {
      timeout: 5000,
    });
    await waitFor(() => expect(shop.operations()).toContain('CartCreate'), { timeout: 5000 });
  });
});

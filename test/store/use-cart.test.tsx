// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { CartStoreProvider, useCart } from '../../src/store';
import { useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();

function Count() {
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  return <output aria-label="Items in cart">{count}</output>;
}

describe('useCart', () => {
  it('re-renders with the slice it selects', async () => {
    const store = makeStore(shop.client());
    render(
      <CartStoreProvider store={store}>
        <Count />
      </CartStoreProvider>,
    );
    expect(screen.getByLabelText('Items in cart').textContent).toBe('0');
    let done!: Promise<unknown>;
    act(() => {
      done = store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]);
    });
    expect(screen.getByLabelText('Items in cart').textContent).toBe('2');
    await act(async () => {
      await done;
    });
    expect(screen.getByLabelText('Items in cart').textContent).toBe('2');
  });

  it('says clearly when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Count />)).toThrow('[shop-embed] useCart must be used inside <ShopProvider>');
  });
});

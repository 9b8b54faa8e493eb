// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartToggle } from '../../src/widget/card/CartToggle';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { http } from 'msw';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('add to cart', () => {
  it('adds the chosen variant through the store: busy while in flight, the toggle counts it', async () => {
    const { store } = renderWidgets(
      shop.client(),
      <>
        <CartToggle />
        <ProductCard handle="stoneware-mug" />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Cart, empty' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    fireEvent.click(within(mug).getByRole('radio', { name: 'Slate Blue' }));
    fireEvent.click(within(mug).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));

    const busy = within(mug).getByRole('button', { name: 'Adding…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' }).getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe('Added to your cart.'));
    expect(within(mug).getByRole('button', { name: 'Add to cart' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' }).getAttribute('aria-busy')).toBe('false');
    const line = store.getState().cart!.lines[0]!;
    expect(line.merchandise.selectedOptions).toEqual([{ name: 'Color', value: 'Slate Blue' }]);
    expect(line.quantity).toBe(2);
    expect(shop.operations()).toContain('CartCreate');
  });

  it('says in a sentence when the shop had fewer in stock, next to the button', async () => {
    renderWidgets(shop.client(), <ProductCard handle="enamel-pin-set" />);
    const pins = await screen.findByRole('article', { name: 'Enamel Pin Set' });
    const quantity = within(pins).getByLabelText('Quantity');
    fireEvent.input(quantity, { target: { value: '5' } });
    fireEvent.click(within(pins).getByRole('button', { name: 'Add to cart' }));
    const status = within(pins).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Only 3 left — we added what we have.'));
  });

  it('the toggle opens the drawer, and the card opens it on add when configured', async () => {
    const { store } = renderWidgets(
      shop.client(),
      <>
        <CartToggle />
        <ProductCard handle="hand-poured-beeswax-candle" />
      </>,
      { openDrawerOnAdd: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cart, empty' }));
    expect(store.getState().drawerOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Cart, empty' }).getAttribute('aria-expanded')).toBe('true');
    store.getState().closeDrawer();
    const candle = await screen.findByRole('article', { name: 'Hand-Poured Beeswax Candle' });
    fireEvent.click(within(candle).getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().drawerOpen).toBe(true);
    const toggle = await screen.findByRole('button', { name: 'Cart, 1 item' });
    expect([toggle.querySelector('.cart-count')?.textContent, toggle.getAttribute('aria-expanded')]).toEqual(['1', 'true']);
  });

  it("uses the site owner's string for a code", async () => {
    renderWidgets(shop.client(), <ProductCard handle="enamel-pin-set" />, { strings: { MERCHANDISE_NOT_ENOUGH_STOCK: 'Nur noch {quantity} da.' } });
    const pins = await screen.findByRole('article', { name: 'Enamel Pin Set' });
    fireEvent.input(within(pins).getByLabelText('Quantity'), { target: { value: '9' } });
    fireEvent.click(within(pins).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(pins).getByRole('status').textContent).toBe('Nur noch 3 da.'));
  });

  it('holds a typed quantity to the largest the Storefront API takes (a 32-bit Int), so a huge one is added as stock allows', async () => {
    renderWidgets(shop.client(), <ProductCard handle="enamel-pin-set" />);
    const pins = await screen.findByRole('article', { name: 'Enamel Pin Set' });
    fireEvent.input(within(pins).getByLabelText('Quantity'), { target: { value: '99999999999' } });
    fireEvent.click(within(pins).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(pins).getByRole('status').textContent).toBe('Only 3 left — we added what we have.'));
  });

  it('says the item is not available when the shop no longer has the variant (INVALID on its merchandiseId, no cart)', async () => {
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" />);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    // The variant is unpublished between the card's read and the add: the shop sees an id it does not know.
    shop.use(
      http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
        const body = JSON.stringify(await request.json()).replace(/gid:\/\/shopify\/ProductVariant\/1008\d+/g, 'gid://shopify/ProductVariant/999999');
        return shop.emulator.execute(new Request(request.url, { method: 'POST', headers: request.headers, body }));
      }),
    );
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe('Sorry, this item is not available.'));
    expect(within(mug).getByRole('button', { name: 'Add to cart' }).getAttribute('aria-busy')).toBe('false');
  });
});

describe('add to cart, merged adds', () => {
  it('each card shows only the messages about its own product when queued adds merge into one request', async () => {
    const { store } = renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="stoneware-mug" />
        <ProductCard handle="enamel-pin-set" />
      </>,
    );
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    const pins = await screen.findByRole('article', { name: 'Enamel Pin Set' });
    // A first add goes at once: the two cards' adds, clicked while it is in flight, go together in the request after it.
    void store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    fireEvent.input(within(pins).getByLabelText('Quantity'), { target: { value: '5' } });
    fireEvent.click(within(pins).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(pins).getByRole('status').textContent).toBe('Only 3 left — we added what we have.'));
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe('Added to your cart.'));
    expect(shop.operations().filter((name) => name?.startsWith('Cart'))).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(shop.sent.at(-1)!.variables.lines).toHaveLength(2);
  });
});

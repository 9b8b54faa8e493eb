// @vitest-environment happy-dom
// Server data in React: readShopData (shop-embed/react/server) reads the page's products on the server, and
// <ShopProvider initialData> draws them in the server's HTML and hydrates them without reading them again.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CartToggle, ProductCard, ShopProvider, type ShopData } from '../../src/react';
import { readShopData } from '../../src/react/server';
import { useEmulator } from '../support/emulator';
import { useHydration } from './helpers';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = useEmulator();
const hydrate = useHydration();

const handles = ['classic-cotton-tee', 'stoneware-mug'];
const page = (data: ShopData | undefined, country?: string) => (
  <ShopProvider domain={SHOP_DOMAIN} token={TOKEN} locale="en-US" productUrl="/products/:handle" initialData={data} {...(country ? { country } : {})}>
    <CartToggle />
    {handles.map((handle) => (
      <ProductCard key={handle} handle={handle} />
    ))}
  </ShopProvider>
);

describe('readShopData and <ShopProvider initialData>', () => {
  it('reads every product and the shop’s settings in one CatalogReads request, as plain JSON', async () => {
    const data = await readShopData({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, handles: [...handles, 'no-such-product'] });
    expect(shop.operations()).toEqual(['CatalogReads']);
    expect(Object.keys(data.reads).sort()).toEqual(['product:classic-cotton-tee', 'product:no-such-product', 'product:stoneware-mug', 'shop']);
    expect(data.reads['product:no-such-product']).toBeNull();
    expect(data.market).toBe(`${SHOP_DOMAIN}  `);
    // What crosses from a server component to a client one (or from a loader to the page) is JSON.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('renderToString draws each card’s title, price and link, not a skeleton', async () => {
    const data = await readShopData({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, handles });
    const html = renderToString(page(data));
    expect(html).not.toContain('skeleton-card');
    expect(html).not.toContain('Loading…');
    expect(html).toMatch(/<a [^>]*href="\/products\/classic-cotton-tee"[^>]*>Classic Cotton Tee<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/products\/stoneware-mug"[^>]*>Stoneware Mug<\/a>/);
    expect(html).toContain('$24.00');
    expect(html).toContain('$18.00');
  });

  it('hydrates the server’s cards without a mismatch and without reading them again: the first request is the add', async () => {
    const data = await readShopData({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, handles });
    shop.sent.length = 0;
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(data));
    document.body.append(container);
    const title = container.querySelector('h3 a, h2 a');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrate(container, page(data), { onRecoverableError: (error) => recoverable.push(error) });
    });
    const card = screen.getByRole('article', { name: 'Classic Cotton Tee' });
    // The server's elements were kept, not drawn again.
    expect(title?.isConnected).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(shop.operations()).toContain('CartCreate'), { timeout: 5000 });
    expect(shop.operations()).toEqual(['CartCreate']);
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('in a browser that has IntersectionObserver, hydrates the server’s images as they are: their sources kept, no mismatch', async () => {
    const data = await readShopData({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, handles });
    const container = document.body.appendChild(document.createElement('div'));
    // Drawn where a server draws it (no IntersectionObserver: each image with its sources).
    container.innerHTML = renderToString(page(data));
    // Then in the browser, with the cards below the fold: the observer never says they are near.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const errors = vi.spyOn(console, 'error');
    await act(async () => hydrate(container, page(data)));
    // React's development build names an attribute the browser would not have drawn (src, srcset, sizes): a mismatch.
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    const image = within(screen.getByRole('article', { name: 'Classic Cotton Tee' })).getByRole('img', { name: /Classic Cotton Tee/ });
    expect(image.getAttribute('src')).toMatch(/classic-cotton-tee-1_720x900\.png/);
    // Shown as the server drew it, not faded in: its load event may have come before React listened for it.
    expect(image.className).toBe('lazy loaded');
    // A card the browser draws itself still waits for its image to come near.
    container.remove();
    const later = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => later.render(page(data)));
    expect(screen.getAllByRole('img', { name: /Classic Cotton Tee/ })[0]!.hasAttribute('src')).toBe(false);
    act(() => later.unmount());
  });

  it('answers read in another market are not drawn: the provider reads its own', async () => {
    const data = await readShopData({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, handles, country: 'CA' });
    shop.sent.length = 0;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page(data));
    expect(container.querySelectorAll('.skeleton-card')).toHaveLength(2);
    await act(async () => hydrate(container, page(data)));
    await screen.findByRole('article', { name: 'Classic Cotton Tee' }, { timeout: 5000 });
    expect(shop.operations()).toEqual(['CatalogReads']);
    // The same data in its own market is drawn at once.
    expect(renderToString(page(data, 'ca'))).not.toContain('skeleton-card');
  });
});

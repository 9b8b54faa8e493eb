// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readShopData } from '../../src/react/server';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

useEmulator();

describe('shop-embed/react on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('imports where there is no window or document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const entry = await import('../../src/react');
    expect(Object.keys(entry).sort()).toEqual(
      [
        'CartDrawer',
        'CartInline',
        'CartToggle',
        'CollectionGrid',
        'ProductCard',
        'ProductRecommendations',
        'ShopPolicies',
        'ShopProvider',
        'shallowEqual',
        'useCart',
        'useProduct',
      ].sort(),
    );
  });

  it('renderToString of a provider with cards draws their skeletons, an empty cart and a closed drawer', async () => {
    const { ShopProvider, ProductCard, CollectionGrid, CartToggle, CartDrawer } = await import('../../src/react');
    const html = renderToString(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <ProductCard handle="classic-cotton-tee" />
        <ProductCard handle="stoneware-mug" />
        <CollectionGrid handle="coffee" limit={3} />
        <CartToggle />
        <CartDrawer />
      </ShopProvider>,
    );
    expect(html.match(/class="shop-embed skeleton skeleton-card"/g)).toHaveLength(2);
    expect(html.match(/<li[^>]*>/g)).toHaveLength(3);
    expect(html).toContain('Loading…');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Cart, empty/);
    expect(html).toMatch(/<dialog[^>]*class="drawer"/);
    expect(html).not.toMatch(/<dialog[^>]*open/);
  });

  it('renders without drawing random numbers or reading the clock (Next.js prerenders client components), and logs nothing', async () => {
    const { ShopProvider, ProductCard, CartToggle } = await import('../../src/react');
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const html = renderToString(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <ProductCard handle="classic-cotton-tee" />
        <CartToggle />
      </ShopProvider>,
    );
    expect(html).toContain('skeleton-card');
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled(); // e.g. "[shop-embed] storage is not available…" on every server render
    expect(error).not.toHaveBeenCalled();
  });

  it('renderToString with server data draws each card whole, its description too, where there is no DOMParser', async () => {
    const { ShopProvider, ProductCard } = await import('../../src/react');
    expect(typeof DOMParser).toBe('undefined');
    const data = await readShopData({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, handles: ['classic-cotton-tee'] });
    const html = renderToString(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN} locale="en-US" initialData={data}>
        <ProductCard handle="classic-cotton-tee" />
      </ShopProvider>,
    );
    expect(html).toContain('Classic Cotton Tee');
    expect(html).toContain('$24.00');
    expect(html).toMatch(/<p class="description"[^>]*>[^<]+<\/p>/);
  });
});

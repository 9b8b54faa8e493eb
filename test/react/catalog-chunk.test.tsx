// @vitest-environment happy-dom
// shop-embed/react's catalog components come with a chunk of their own (src/react/lazy-catalog.ts), and in shadow roots
// each component brings only its own rules (src/react/frame.tsx): what an app that shows cards alone no longer loads.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer, CollectionGrid, ProductCard, ShopPolicies, ShopProvider } from '../../src/react';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('shop-embed/react’s catalog chunk', () => {
  it('a grid stands as its skeleton, then shows its first page, read once, with its sentences', async () => {
    const { container } = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <CollectionGrid handle="coffee" limit={4} />
        <ShopPolicies />
      </ShopProvider>,
    );
    // The space the grid will take, from the first frame: its four tiles' skeletons (nothing below moves).
    expect(container.querySelectorAll('.collection[aria-busy="true"] .grid > li')).toHaveLength(4);
    const section = await screen.findByRole('region', { name: 'Coffee' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    // The chunk's own sentence, and the policies it draws too.
    expect(within(section).getByRole('button', { name: 'Load more' })).not.toBeNull();
    await screen.findByRole('navigation', { name: 'Shop policies' });
    // The stand-in started the first read as the chunk loaded; the grid read the same answer.
    const pages = shop.sent.filter((entry) => Object.values(entry.variables).includes('coffee'));
    expect(pages).toHaveLength(1);
  });
});

describe('shadow roots: each component brings its own rules', () => {
  const rules = (host: Element) => host.shadowRoot?.querySelector('style[data-shop-embed]')?.textContent ?? '';

  it('a card’s root has the widgets’ rules only; the drawer’s adds the cart’s, a grid’s the catalog’s', async () => {
    const { container } = render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN} shadow>
        <ProductCard handle="classic-cotton-tee" />
        <CollectionGrid handle="coffee" limit={2} />
        <CartDrawer />
      </ShopProvider>,
    );
    const [card, grid, drawer] = [...container.querySelectorAll('.shop-embed-react')];
    await waitFor(() => expect(rules(card!)).toContain('.shop-embed{'));
    await waitFor(() => expect(rules(grid!)).toContain('.policies ul{'));
    await waitFor(() => expect(rules(drawer!)).toContain('.drawer{'));
    expect(rules(card!)).not.toContain('.drawer{');
    expect(rules(card!)).not.toContain('.policies ul{');
    expect(rules(drawer!)).not.toContain('.policies ul{');
    expect(rules(grid!)).not.toContain('.drawer{');
    // Each root still opens with every component's rules (the card's parts, the tiles', the skeletons').
    for (const host of [grid!, drawer!]) expect(rules(host).startsWith(rules(card!))).toBe(true);
  });
});

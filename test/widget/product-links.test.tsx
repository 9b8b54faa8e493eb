// @vitest-environment happy-dom
// Where product titles link (the site's `productUrl` template, or nowhere) and at which heading level they are drawn.
import { cleanup, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionGrid } from '../../src/widget/CollectionGrid';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { productHref, productUrlProblem } from '../../src/widget/product-url';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product URL template', () => {
  it('puts the handle where :handle is', () => {
    expect(productHref('/shop/:handle', 'classic-cotton-tee')).toBe('/shop/classic-cotton-tee');
    expect(productHref('https://example.com/products/:handle?ref=embed', 'mug')).toBe('https://example.com/products/mug?ref=embed');
    expect(productHref(undefined, 'mug')).toBeNull();
  });

  it('refuses a template without :handle or with a scheme that is not http(s)', () => {
    expect(['/shop/:handle', 'shop/:handle', 'https://example.com/p/:handle', '//cdn.example.com/:handle'].map(productUrlProblem)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(productUrlProblem('/shop/products')).toBe('handle');
    expect(
      ['javascript:alert(1)//:handle', 'data:text/html,:handle', 'JAVASCRIPT:x//:handle', ' java\tscript:x//:handle', 'ftp://x/:handle'].map(
        productUrlProblem,
      ),
    ).toEqual(['scheme', 'scheme', 'scheme', 'scheme', 'scheme']);
  });
});

describe('product links and heading levels', () => {
  it("a card's title links to the template's page, and is not a link without one", async () => {
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />, { productUrl: '/shop/:handle' });
    const title = await screen.findByRole('heading', { level: 2, name: 'Classic Cotton Tee' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/shop/classic-cotton-tee');
    cleanup();
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />);
    expect(within(await screen.findByRole('heading', { name: 'Classic Cotton Tee' })).queryByRole('link')).toBeNull();
  });

  it("a grid's tile titles link to the template's page, and nowhere without one (not the shop's /products/ page)", async () => {
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={2} />, { productUrl: 'https://example.com/products/:handle' });
    await screen.findByRole('heading', { level: 2 });
    const tiles = await screen.findAllByRole('heading', { level: 3 });
    expect(tiles.map((title) => within(title).getByRole('link').getAttribute('href'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^https:\/\/example\.com\/products\/[a-z0-9-]+$/)]),
    );
    cleanup();
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={2} />);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('a card draws its title at the heading level asked for, h2 by default', async () => {
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" headingLevel={3} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Classic Cotton Tee');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it("a grid's heading at the level asked for, its tiles one below", async () => {
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={2} headingLevel={3} />);
    const heading = await screen.findByRole('heading', { level: 3 });
    expect(heading.getAttribute('part')).toBe('heading');
    expect((await screen.findAllByRole('heading', { level: 4 })).length).toBe(2);
  });
});

// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, defaultKit, type ShopEmbed } from '../../src/index';
import { createCatalogSlot, type CatalogChunkModule } from '../../src/mount/slots/catalog-slot';
import { catalogEntries } from '../../src/mount/widgets';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = useEmulator();
const realChunk = () => import('../../src/scripts/catalog');
let embed: ShopEmbed | null = null;

afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
});

/** The page with its own catalog chunk: `importer` is how that chunk arrives (or does not). */
function start(importer: () => Promise<CatalogChunkModule>, html: string, strings: Record<string, string> = {}) {
  document.body.innerHTML = html;
  const registry = [defaultKit.registry.find((entry) => entry.name === 'product')!, ...catalogEntries(createCatalogSlot(importer))];
  embed = createEmbed({
    kit: { ...defaultKit, registry },
    loadSanitizer: () => Promise.reject(new Error('unused')),
    loadCart: () => import('../../src/scripts/cart'),
  });
  embed.init({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, strings });
  return embed;
}

const inside = (id: string) => within(document.getElementById(id)!.shadowRoot as unknown as HTMLElement);
const loadMore = (id: string) => document.getElementById(id)!.shadowRoot!.querySelector('[part~="load-more"]');
const sheetText = (id: string) =>
  document
    .getElementById(id)!
    .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('');

describe('the catalog chunk, as the shopper meets it', () => {
  it('a grid holds the room reserved for it while the chunk is on its way, its read already out; then its tiles, styled', async () => {
    let arrive = () => {};
    const importer = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)).then(realChunk));
    start(importer, '<div id="g" data-shop-collection="coffee" data-shop-limit="2"></div><div id="n" data-shop-policies></div>');
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    // The grid's first page and the policies are asked for without waiting for the chunk.
    await waitFor(() => expect(shop.operations()).toEqual(['CatalogReads'])); // the grid's first page and the policies, together
    // Meanwhile each stands in the page stylesheet's reserved room (`Room`; its heading bar, which happy-dom does not parse, is
    // checked in Chromium: test/e2e/catalog-chunk.test.ts); the skeletons and their rules come with the chunk.
    const grid = document.getElementById('g')!.shadowRoot!;
    const room = grid.querySelector<HTMLElement>('[aria-busy="true"]')!;
    expect(room.style.height).toBe('var(--_shop-embed-reserved)');
    expect(grid.querySelector('.skeleton, .grid')).toBeNull();
    const policies = document.getElementById('n')!.shadowRoot!.querySelector<HTMLElement>('[aria-busy="true"]')!;
    expect(policies.style.height).toBe('var(--_shop-embed-reserved)');
    expect(sheetText('g')).not.toMatch(/\.tile|\.grid|\.skeleton-tile/);
    arrive();
    await waitFor(() => expect(inside('g').getAllByRole('article')).toHaveLength(2));
    expect(loadMore('g')?.textContent).toBe('Load more');
    const nav = inside('n').getByRole('navigation');
    expect(nav.getAttribute('aria-label')).toBe('Shop policies');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Refund policy', 'https://demo.shop-embed.test/policies/refund-policy'],
      ['Privacy policy', 'https://demo.shop-embed.test/policies/privacy-policy'],
      ['Terms of service', 'https://demo.shop-embed.test/policies/terms-of-service'],
    ]);
    expect(sheetText('g')).toContain('.tile');
    expect(sheetText('g')).toMatch(/\.skeleton-tile/);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(shop.operations()).toEqual(['CatalogReads']);
  });

  it("a site owner's words win over the chunk's", async () => {
    start(realChunk, '<div id="g" data-shop-collection="coffee" data-shop-limit="2"></div>', { loadMore: 'Show more coffee' });
    await waitFor(() => expect(loadMore('g')?.textContent).toBe('Show more coffee'));
  });

  it('a chunk that cannot be loaded says so with a retry that works; the product card beside it is unaffected', async () => {
    const importer = vi.fn(realChunk).mockRejectedValueOnce(new Error('could not load shop-embed.catalog.min.js'));
    start(importer, '<div id="g" data-shop-collection="coffee" data-shop-limit="2"></div><div id="p" data-shop-product="stoneware-mug"></div>');
    const alert = await waitFor(() => inside('g').getByRole('alert'));
    expect(alert.textContent).toContain('This part of the shop could not be loaded. Check your connection and try again.');
    await waitFor(() => expect((inside('p').getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(inside('g').getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(inside('g').getAllByRole('article')).toHaveLength(2));
    expect(inside('g').queryByRole('alert')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('mount() by name starts the read and the chunk too', async () => {
    let arrive = () => {};
    const importer = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)).then(realChunk));
    start(importer, '<div id="r"></div>');
    await waitFor(() => expect(embed!.mount(document.getElementById('r')!, 'recommendations', { handle: 'stoneware-mug', limit: 2 })).toBe(true));
    await waitFor(() => expect(shop.operations()).toEqual(['CatalogReads']));
    expect(importer).toHaveBeenCalledTimes(1);
    arrive();
    await waitFor(() => expect(inside('r').queryAllByRole('article')).toHaveLength(2));
    const region = inside('r').getByRole('region');
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('You may also like');
  });
});

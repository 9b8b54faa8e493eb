// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilteredProducts, type DiscoveryView, type ProductSource } from '../../src/widget/FilteredProducts';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The widget as the mount layer binds it, with the view in state instead of the address. */
function Bound({ source, start, onView }: { source: ProductSource; start: DiscoveryView; onView?: (v: DiscoveryView) => void }) {
  const [view, setView] = useState(start);
  return <FilteredProducts source={source} limit={20} view={view} onView={(v) => (setView(v), onView?.(v))} />;
}

const titles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('FilteredProducts: a collection with the shop’s facets', () => {
  it('shows each value with the shop’s count; checking one narrows the grid in one request and shows it as a removable chip', async () => {
    const onView = vi.fn();
    renderWidgets(
      shop.client(),
      <Bound source={{ kind: 'collection', handle: 'home-kitchen', sortKey: 'ID' }} start={{ filters: [], sort: '' }} onView={onView} />,
    );
    const section = await screen.findByRole('region', { name: 'Home & Kitchen' });
    const all = titles(section).length;
    const outOfStock = within(section).getAllByRole('checkbox', { name: /Out of stock/ })[0]!;
    expect(outOfStock.closest('label')!.textContent).toBe('Out of stock(1)');
    const requests = shop.sent.length;
    fireEvent.click(outOfStock);
    await waitFor(() => expect(titles(section)).toEqual(['Ceramic Planter']));
    expect(shop.sent.length).toBe(requests + 1);
    expect(onView).toHaveBeenLastCalledWith({ filters: [{ available: false }], sort: '' });
    const chip = within(section).getByRole('button', { name: 'Remove filter: Out of stock' });
    fireEvent.click(chip);
    await waitFor(() => expect(titles(section)).toHaveLength(all));
  });

  it('starts from the filters in the address, and "Clear all" drops them', async () => {
    renderWidgets(
      shop.client(),
      <Bound
        source={{ kind: 'collection', handle: 'apparel' }}
        start={{ filters: [{ variantOption: { name: 'color', value: 'Rust' } }], sort: 'price-ascending' }}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Apparel' });
    const shown = titles(section);
    expect(within(section).getByRole('checkbox', { name: /^Rust/ })).toHaveProperty('checked', true);
    expect(within(section).getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'price-ascending');
    const sent = Object.values(shop.sent.at(-1)!.variables);
    expect(sent).toContainEqual([{ variantOption: { name: 'color', value: 'Rust' } }]);
    expect(sent).toContain('PRICE');
    fireEvent.click(within(section).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(titles(section).length).toBeGreaterThan(shown.length));
  });

  it('a price range narrows to the products with a variant in it', async () => {
    renderWidgets(shop.client(), <Bound source={{ kind: 'collection', handle: 'coffee' }} start={{ filters: [], sort: '' }} />);
    const section = await screen.findByRole('region', { name: 'Coffee' });
    const before = titles(section).length;
    (within(section).getAllByRole('spinbutton', { name: 'To' })[0] as HTMLInputElement).value = '15';
    fireEvent.submit(within(section).getAllByRole('button', { name: 'Apply' })[0]!.closest('form')!);
    await waitFor(() => expect(titles(section).length).toBeLessThan(before));
    expect(within(section).getByRole('button', { name: /Remove filter: Price 0–15/ })).toBeDefined();
  });
});

describe('FilteredProducts: more pages', () => {
  it('"Load more" appends the next page of the filtered collection after the last cursor, says how many, and the button goes at the end', async () => {
    function Small() {
      const [view, setView] = useState<DiscoveryView>({ filters: [], sort: 'price-ascending' });
      return <FilteredProducts source={{ kind: 'collection', handle: 'apparel' }} limit={2} view={view} onView={setView} />;
    }
    renderWidgets(shop.client(), <Small />);
    const section = await screen.findByRole('region', { name: 'Apparel' });
    expect(titles(section)).toHaveLength(2);
    let shown = 2;
    while (within(section).queryByRole('button', { name: 'Load more' })) {
      fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(titles(section).length).toBeGreaterThan(shown));
      const added = titles(section).length - shown;
      shown += added;
      expect(within(section).getByRole('status').textContent).toBe(`More products loaded: ${added}`);
      expect(Object.values(shop.sent.at(-1)!.variables)).toContain('PRICE');
    }
    expect(new Set(titles(section)).size).toBe(shown);
    expect(shown).toBeGreaterThan(2);
  });
});

describe('FilteredProducts: search results', () => {
  it('shows the results with their count, and "No results for …" with a suggestion that finds something', async () => {
    const onSearch = vi.fn();
    const { unmount } = renderWidgets(
      shop.client(),
      <FilteredProducts
        source={{ kind: 'search', query: 'mug' }}
        limit={20}
        view={{ filters: [], sort: '' }}
        onView={() => {}}
        onSearch={onSearch}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Results for “mug”' });
    expect(titles(section)).toEqual(['Stoneware Mug']);
    expect(section.textContent).toContain('1 product');
    expect(section.textContent).not.toContain('1 products');
    unmount();
    renderWidgets(
      shop.client(),
      <FilteredProducts
        source={{ kind: 'search', query: 'mugz' }}
        limit={20}
        view={{ filters: [], sort: '' }}
        onView={() => {}}
        onSearch={onSearch}
      />,
    );
    expect(await screen.findByText('No results for “mugz”.')).toBeDefined();
    fireEvent.click(await screen.findByRole('button', { name: /^Search for “mug/ }));
    expect(onSearch).toHaveBeenCalledWith(expect.stringMatching(/^mug/));
  });
});

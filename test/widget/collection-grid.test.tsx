// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionGrid } from '../../src/widget/CollectionGrid';
import { ProductRecommendations } from '../../src/widget/ProductRecommendations';
import { ShopPolicies } from '../../src/widget/ShopPolicies';
import { SHOP_ORIGIN, useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The grid's own status region (each quick-add button has one too). */
const gridStatus = (section: HTMLElement) => section.querySelector(':scope > [role="status"]')!.textContent;

describe('CollectionGrid', () => {
  it('shows skeleton tiles, then the heading and a page of products; "Load more" fetches the next page', async () => {
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={4} />);
    expect(screen.getAllByText('Loading…')).toHaveLength(4);
    const section = await screen.findByRole('region', { name: 'Coffee' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('article', { name: 'House Blend Whole Bean' }).textContent).toContain('From $14.00');

    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(within(section).getByRole('button', { name: 'Loading more…' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
    expect(within(section).queryByRole('button', { name: /Load more/ })).toBeNull();

    // One batched read per page: the first page's (with the shop's settings), then "Load more" with the last cursor.
    expect(shop.operations()).toEqual(['CatalogReads', 'CatalogReads']);
    const [first, second] = shop.sent.map((entry) => Object.values(entry.variables));
    expect(first).toEqual(['coffee', 4, 'ID', false]);
    expect(second).toEqual(['coffee', 4, expect.any(String), 'ID', false]);
  });

  it('after "Load more", focus moves to the first new product and the status says how many were loaded', async () => {
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={4} />);
    const section = await screen.findByRole('region', { name: 'Coffee' });
    const button = within(section).getByRole('button', { name: 'Load more' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
    expect(within(section).queryByRole('button', { name: /Load more/ })).toBeNull(); // the last page: the button is gone
    const fifth = within(section).getAllByRole('article')[4]!;
    await waitFor(() => expect(fifth.contains(document.activeElement)).toBe(true));
    expect(document.activeElement!.textContent).toBe(within(fifth).getByRole('heading').textContent);
    expect(gridStatus(section)).toBe('More products loaded: 2');
  });

  it('uses the SPEC defaults: 20 per page, sorted by ID', async () => {
    renderWidgets(shop.client(), <CollectionGrid handle="apparel" />);
    await screen.findByRole('region', { name: 'Apparel' });
    expect(Object.values(shop.sent[0]!.variables)).toEqual(['apparel', 20, 'ID', false]);
  });

  it('adds a single-variant product at once and opens the picker for the others', async () => {
    const { store } = renderWidgets(shop.client(), <CollectionGrid handle="home-kitchen" />);
    const section = await screen.findByRole('region', { name: 'Home & Kitchen' });
    fireEvent.click(within(section).getByRole('button', { name: 'Add to cart: Gooseneck Pour-Over Kettle' }));
    expect(store.getState().cart?.totalQuantity).toBe(1);

    const skillet = within(section).getByRole('article', { name: 'Cast Iron Skillet' });
    const choose = within(skillet).getByRole('button', { name: 'Choose options' });
    expect(choose.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(choose);
    expect(choose.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(skillet).getByRole('radio', { name: '10"' }));
    expect(skillet.querySelector('[part="price"]')?.textContent).toContain('$55.00');
    fireEvent.click(within(skillet).getByRole('button', { name: 'Add to cart: Cast Iron Skillet' }));
    await waitFor(() => expect(store.getState().status).toBe('idle'));
    expect(store.getState().cart?.lines.map((line) => line.merchandise.title)).toContain('10"');
  });

  it('a failed or in-flight "Load more" of one collection does not leak into the next one shown', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    shop.use(
      http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
        // A page after the first: the batched collection read's third variable (`after`) is set.
        const body = (await request.clone().json()) as { variables?: Record<string, unknown> };
        if (!Object.keys(body.variables ?? {}).some((name) => name.endsWith('_2'))) return undefined;
        if (fail) return HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 });
        await held;
        return undefined;
      }),
    );
    let show!: (handle: string) => void;
    function Switcher() {
      const [handle, setHandle] = useState('coffee');
      show = setHandle;
      return <CollectionGrid handle={handle} limit={4} />;
    }
    renderWidgets(shop.client(), <Switcher />);
    let section = await screen.findByRole('region', { name: 'Coffee' });
    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gridStatus(section)).toBe('Something went wrong. Please try again.'));

    act(() => show('apparel'));
    section = await screen.findByRole('region', { name: 'Apparel' });
    expect(gridStatus(section)).toBe('');

    fail = false;
    const more = within(section).getByRole('button', { name: 'Load more' });
    fireEvent.click(more);
    expect([more.textContent, more.getAttribute('aria-busy')]).toEqual(['Loading more…', 'true']);
    act(() => show('coffee'));
    section = await screen.findByRole('region', { name: 'Coffee' });
    const button = within(section).getByRole('button', { name: 'Load more' });
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(gridStatus(section)).toBe('');
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(section).getAllByRole('article')).toHaveLength(4); // apparel's late page is not added to coffee
    fireEvent.click(button);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
    await waitFor(() => expect(section.contains(document.activeElement)).toBe(true));

    // Away and back: the grid starts afresh, without taking focus or announcing the old page again.
    (document.activeElement as HTMLElement).blur();
    act(() => show('apparel'));
    await screen.findByRole('region', { name: 'Apparel' });
    act(() => show('coffee'));
    section = await screen.findByRole('region', { name: 'Coffee' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(document.activeElement).toBe(document.body);
    expect(gridStatus(section)).toBe('');
  });

  it('an unknown collection shows the fallback', async () => {
    const { container } = renderWidgets(shop.client(), <CollectionGrid handle="no-such-collection" />);
    await waitFor(() => expect(container.textContent).toBe('This collection is unavailable.'));
  });
});

describe('heading={false}: the page brings its own heading', () => {
  it('the collection shows no heading of its own, and its region is still named by the collection title', async () => {
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={4} heading={false} />);
    const section = await screen.findByRole('region', { name: 'Coffee' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).queryByRole('heading', { level: 2 })).toBeNull();
    expect(section.textContent).not.toMatch(/^Coffee/);
  });

  it('by default the collection keeps its heading', async () => {
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={4} />);
    const section = await screen.findByRole('region', { name: 'Coffee' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Coffee');
  });

  it('the recommendations drop "You may also like" as a heading but keep it as their name', async () => {
    renderWidgets(shop.client(), <ProductRecommendations handle="stoneware-mug" limit={2} heading={false} />);
    const section = await screen.findByRole('region', { name: 'You may also like' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).queryByRole('heading', { name: 'You may also like' })).toBeNull();
  });
});

describe('ProductRecommendations and ShopPolicies', () => {
  it('lists recommendations for a product by handle, in one batched request', async () => {
    renderWidgets(shop.client(), <ProductRecommendations handle="stoneware-mug" limit={2} />);
    // While they are read: the grid's skeleton, as a collection's (the heading's bar, one tile each).
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    expect(document.querySelector('.recommendations[aria-busy="true"] .skeleton-heading')).not.toBeNull();
    const section = await screen.findByRole('region', { name: 'You may also like' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(shop.operations()).toEqual(['CatalogReads']);
  });

  it('links to the shop policies', async () => {
    renderWidgets(shop.client(), <ShopPolicies />);
    const nav = await screen.findByRole('navigation', { name: 'Shop policies' });
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });
});

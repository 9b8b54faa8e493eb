// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAUSE_MS, SearchBox } from '../../src/widget/SearchBox';
import { SHOP_ORIGIN, useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
afterEach(cleanup);

function renderBox(query = '') {
  const onSearch = vi.fn();
  const onOpen = vi.fn();
  renderWidgets(shop.client(), <SearchBox query={query} onSearch={onSearch} onOpen={onOpen} />, { productUrl: '/products/:handle' });
  const box = screen.getByRole('combobox', { name: 'Search the shop' });
  return { box, onSearch, onOpen };
}

const type = (box: HTMLElement, value: string) => fireEvent.input(box, { target: { value } });
const status = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('');
const options = () => screen.queryAllByRole('option');

describe('SearchBox (WAI-ARIA combobox)', () => {
  it('asks once per pause in typing: "mu" then "g" quickly is one request, for "mug"', async () => {
    const { box } = renderBox();
    type(box, 'mu');
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS / 3));
    type(box, 'mug');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(shop.sent.map((s) => Object.values(s.variables)[0])).toEqual(['mug']);
  });

  it('shows the suggestions in a listbox and announces how many there are', async () => {
    const { box } = renderBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    type(box, 'mu');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    const labels = options().map((o) => o.textContent);
    expect(labels).toContain('mug');
    expect(labels).toContain('Stoneware Mug');
    expect(labels[labels.length - 1]).toBe('See all results for “mu”');
    expect(status()).toBe(`${labels.length - 1} suggestions, use the arrow keys to choose`);
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('moves through the options with the arrows (wrapping round) and chooses one with Enter', async () => {
    const { box, onSearch } = renderBox();
    type(box, 'mu');
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    const all = options();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(all[0]!.id);
    expect(all[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(all[all.length - 1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(all[0]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith(all[0]!.textContent);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a product suggestion’s page when the site links product titles', async () => {
    const { box, onOpen } = renderBox();
    type(box, 'stonew');
    const product = await screen.findByRole('option', { name: 'Stoneware Mug' });
    fireEvent.click(product);
    expect(onOpen).toHaveBeenCalledWith('/products/stoneware-mug');
  });

  it('Enter without a chosen option searches the words typed; Escape closes, then clears', async () => {
    const { box, onSearch } = renderBox();
    type(box, 'mug');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('mug');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('mug');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('aborts the request typing made stale: an old answer never replaces a newer one', async () => {
    const { box } = renderBox();
    const aborted: string[] = [];
    let held = true;
    // The first suggestions request ("mu") hangs until the shopper has typed on; the next one is answered at once.
    shop.use(
      http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
        if (!held) return undefined;
        held = false;
        const words = String(Object.values(((await request.clone().json()) as { variables: object }).variables)[0]);
        request.signal.addEventListener('abort', () => aborted.push(words));
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return HttpResponse.error();
      }),
    );
    type(box, 'mu');
    await act(() => new Promise((resolve) => setTimeout(resolve, PAUSE_MS + 30)));
    type(box, 'kett');
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain('Gooseneck Pour-Over Kettle'));
    expect(aborted).toEqual(['mu']);
    expect(options().map((o) => o.textContent)).not.toContain('Stoneware Mug');
  });
});

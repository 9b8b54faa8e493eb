// @vitest-environment happy-dom
// Each widget brings its own rules (issue 45): the grids' frame and skeletons come with the catalog chunk, parsed only on a
// page that shows a grid, once that chunk is here.
// A file of its own: the shared rules are the page's (module state), and this test starts from a page that has none.
import { waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { createEmbed, defaultKit, type ShopEmbed } from '../../src/index';
import { createCatalogSlot } from '../../src/mount/slots/catalog-slot';
import { catalogEntries } from '../../src/mount/widgets';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

useEmulator();
let embed: ShopEmbed | null = null;

afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
});

/** Every rule of the sheet(s) the host's shadow root adopts. */
const sheetText = (id: string) =>
  document
    .getElementById(id)!
    .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');

it('a page of cards parses no grid rules, nor does a grid before its chunk; the chunk brings its frame and skeletons to every root', async () => {
  document.body.innerHTML = '<div id="p" data-shop-product="stoneware-mug"></div><div id="g"></div>';
  // The catalog chunk arrives when the test says: until then the grid holds its room, with no rule of the grids' parsed.
  let arrive: (() => void) | null = null;
  const held = () => new Promise<void>((resolve) => (arrive = resolve)).then(() => import('../../src/scripts/catalog'));
  const registry = [defaultKit.registry.find((entry) => entry.name === 'product')!, ...catalogEntries(createCatalogSlot(held))];
  embed = createEmbed({
    kit: { ...defaultKit, registry },
    loadSanitizer: () => Promise.reject(new Error('unused')),
    loadCart: () => import('../../src/scripts/cart'),
  });
  embed.init({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
  const card = document.getElementById('p')!;
  await waitFor(() => expect(within(card.shadowRoot as unknown as HTMLElement).getByRole('heading').textContent).toBe('Stoneware Mug'));
  expect(sheetText('p')).toContain('.card');
  const noGridRules = /\.grid|\.skeleton-tile|\.skeleton-heading|\.collection/;
  expect(sheetText('p')).not.toMatch(noGridRules);

  expect(embed.mount(document.getElementById('g')!, 'collection', { handle: 'coffee', limit: 2 })).toBe(true);
  const grid = document.getElementById('g')!;
  await waitFor(() => expect(grid.shadowRoot!.querySelector('[aria-busy="true"]')).not.toBeNull());
  await waitFor(() => expect(arrive).not.toBeNull()); // the chunk is asked for as the grid mounts
  expect(sheetText('g')).not.toMatch(noGridRules);
  arrive!();
  // The chunk's rules join the sheet before its grid draws (its skeleton, or its tiles when the read is in by then).
  await waitFor(() => expect(grid.shadowRoot!.querySelector('.skeleton-tile, .tile')).not.toBeNull(), { timeout: 5000 });
  for (const id of ['g', 'p']) {
    expect(sheetText(id)).toMatch(/\.skeleton-tile \{/);
    expect(sheetText(id)).toMatch(/\.grid \{ display: grid/);
  }
  // Added once, however many grids mount.
  document.body.insertAdjacentHTML('beforeend', '<div id="h"></div>');
  expect(embed.mount(document.getElementById('h')!, 'recommendations', { handle: 'stoneware-mug', limit: 2 })).toBe(true);
  await waitFor(() => expect(document.getElementById('h')!.shadowRoot!.querySelector('.skeleton-tile, .tile')).not.toBeNull());
  expect(sheetText('p').match(/\.skeleton-tile \{/g)).toHaveLength(1);
});

// @vitest-environment happy-dom
// Stock on the card: "Pre-order" for a variant sold while out of stock, "Only 3 left" when the shop tells how many and
// few are, nothing when its token may not read inventory (Shopify answers `quantityAvailable` null with an ACCESS_DENIED
// error beside the data). The first paint draws the same note (parity.test.tsx holds it for every product of the shop).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../../src/widget/card/ProductCard';
import { SHOP_ORIGIN, useEmulator } from '../../support/emulator';
import { renderWidgets } from '../render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noteOf = (card: HTMLElement) => card.querySelector('[part="stock"]')?.textContent ?? null;

/** The shop as a token without `unauthenticated_read_product_inventory` sees it. */
const withoutInventoryAccess = http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
  const answer = (await (await shop.emulator.execute(request)).json()) as { data?: unknown };
  let denied = false;
  const data = JSON.parse(JSON.stringify(answer.data ?? null), (key, value: unknown) =>
    key === 'quantityAvailable' ? ((denied = true), null) : value,
  ) as unknown;
  const errors = [{ message: 'Access denied for quantityAvailable field.', extensions: { code: 'ACCESS_DENIED' } }];
  return HttpResponse.json(denied ? { data, errors } : answer);
});

describe('stock on the card', () => {
  it('a variant sold ahead of stock says "Pre-order" and can be added; another colour in stock says nothing', async () => {
    const { store } = renderWidgets(shop.client(), <ProductCard handle="speckled-dinner-plate" />);
    const plate = await screen.findByRole('article', { name: 'Speckled Dinner Plate' });
    expect(noteOf(plate)).toBe('Pre-order');
    fireEvent.click(within(plate).getByRole('button', { name: 'Add to cart' }));
    await within(plate).findByText('Added to your cart.');
    expect(store.getState().cart!.totalQuantity).toBe(1);
    fireEvent.click(within(plate).getByRole('radio', { name: 'Charcoal' }));
    expect(noteOf(plate)).toBeNull();
  });

  it('says how many are left when few are, for the variant chosen', async () => {
    renderWidgets(shop.client(), <ProductCard handle="house-blend-whole-bean" />);
    const coffee = await screen.findByRole('article', { name: 'House Blend Whole Bean' });
    expect(noteOf(coffee)).toBeNull();
    fireEvent.click(within(coffee).getByRole('radio', { name: '1 kg' }));
    expect(noteOf(coffee)).toBe('Only 5 left');
  });

  it('in the site’s own words', async () => {
    renderWidgets(shop.client(), <ProductCard handle="speckled-dinner-plate" />, {
      strings: { preorder: 'Précommande', onlyLeft: 'Plus que {count}' },
    });
    const plate = await screen.findByRole('article', { name: 'Speckled Dinner Plate' });
    expect(noteOf(plate)).toBe('Précommande');
    cleanup();
    renderWidgets(shop.client(), <ProductCard handle="enamel-pin-set" />, { strings: { onlyLeft: 'Plus que {count}' } });
    const pins = await screen.findByRole('article', { name: 'Enamel Pin Set' });
    expect(noteOf(pins)).toBe('Plus que 3');
  });

  it('a token without inventory access: the card is drawn whole, with no count (a pre-order still says so)', async () => {
    shop.use(withoutInventoryAccess);
    renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="enamel-pin-set" />
        <ProductCard handle="speckled-dinner-plate" />
      </>,
    );
    const pins = await screen.findByRole('article', { name: 'Enamel Pin Set' });
    expect(within(pins).getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(false);
    expect(noteOf(pins)).toBeNull();
    const plate = await screen.findByRole('article', { name: 'Speckled Dinner Plate' });
    await waitFor(() => expect(noteOf(plate)).toBe('Pre-order'));
  });
});

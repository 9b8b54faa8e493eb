// @vitest-environment happy-dom
// What a site owner sets on the script tag works the same on <ShopProvider>: HTML descriptions (sanitised by the same
// DOMPurify chunk; that it strips scripts is checked in Chromium, test/e2e/react.test.ts, as happy-dom's node iterator
// loses its place when DOMPurify removes a node) and the widgets' sentences in the provider's language (the same packs).
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartInline, ProductCard, ShopProvider, useCart } from '../../src/react';
import { useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('<ShopProvider> options the script tag has', () => {
  it('descriptions="html" shows the description’s markup: bold and the list, as the script tag does', async () => {
    render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN} descriptions="html">
        <ProductCard handle="classic-cotton-tee" />
      </ShopProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    await waitFor(() => expect(card.querySelector('[part="description"] strong')?.textContent).toBe('100% organic cotton'));
    expect(
      within(card.querySelector<HTMLElement>('[part="description"]')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Relaxed fit', 'Pre-shrunk']);
  });

  it('language="fr" draws the widgets’ own words in French (the pack the script tag loads), the owner’s strings over them', async () => {
    render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN} language="fr" strings={{ quantity: 'Combien' }}>
        <ProductCard handle="classic-cotton-tee" />
      </ShopProvider>,
    );
    const card = await screen.findByRole('article');
    expect(await within(card).findByRole('button', { name: /^Ajouter au panier/ })).toBeDefined();
    expect(within(card).getByText('Prix', { selector: '.sr-only' })).toBeDefined();
    // The site owner's own sentence wins over the pack's.
    expect(within(card).getByRole('spinbutton', { name: 'Combien' })).toBeDefined();
  });

  it('a rarer cart code is said in its own sentence (the chunk that has them loaded as the cart says one)', async () => {
    function Company() {
      const { addLines, setBuyerIdentity } = useCart();
      return (
        <button
          type="button"
          onClick={() =>
            void addLines([{ merchandiseId: VARIANTS.mug }]).then(() => setBuyerIdentity({ companyLocationId: 'gid://shopify/CompanyLocation/1' }))
          }
        >
          Buy for my company
        </button>
      );
    }
    render(
      <ShopProvider domain={SHOP_DOMAIN} token={TOKEN}>
        <Company />
        <CartInline />
      </ShopProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Buy for my company' }).click());
    // MISSING_CUSTOMER_ACCESS_TOKEN: a company location needs a signed-in customer.
    expect(await screen.findByText('Please sign in again.')).toBeDefined();
  });
});

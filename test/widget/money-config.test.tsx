// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const priceOf = (scope: HTMLElement) => scope.querySelector('[part="price"]')?.textContent ?? '';

describe('a configured money format', () => {
  it('dresses amounts in the shop’s currency (USD) only', async () => {
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />, { moneyFormat: '{{amount}} US dollars', locale: 'en-US' });
    const tee = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    await waitFor(() => expect(priceOf(tee)).toContain('24.00 US dollars'));
  });

  it('leaves another currency to Intl (a Canadian buyer sees CAD, not the USD format)', async () => {
    const { catalog } = renderWidgets(shop.client({ country: 'CA' }), <ProductCard handle="classic-cotton-tee" />, {
      moneyFormat: '{{amount}} US dollars',
      locale: 'en-US',
    });
    const tee = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    await waitFor(() => expect(priceOf(tee)).toContain('CA$33.00'));
    await act(async () => void (await catalog.shop())); // the shop's settings (USD) have arrived
    expect(priceOf(tee)).not.toContain('US dollars');
  });
});

describe('without a configured money format', () => {
  it('prices are Intl.NumberFormat in the buyer’s locale, and they cost no request beyond the cards’ own', async () => {
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />, { locale: 'de-DE' });
    const tee = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    expect(priceOf(tee)).toContain('24,00\u00a0$');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.operations()).toEqual(['CatalogReads']);
  });
});

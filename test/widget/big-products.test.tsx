// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

// The two oversized products of the demo catalogue: the print tee (7 sizes × 6 colours × 15 prints = 630 variants, two
// of them sold out) and the archive print set (260 images). A card reads neither whole.
const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shownImage = (scope: HTMLElement) => scope.querySelector<HTMLImageElement>('.slide:not([hidden]) img')?.getAttribute('src') ?? '';
const printSelect = (scope: HTMLElement) => within(scope).getByRole('combobox', { name: 'Print' }) as HTMLSelectElement;

describe('a card of the 630-variant product', () => {
  it('loads in one request without its variants, marks the sold-out combinations, and asks once for a combination it does not know', async () => {
    renderWidgets(shop.client(), <ProductCard handle="build-your-own-print-tee" />);
    const tee = await screen.findByRole('article', { name: 'Build-Your-Own Print Tee' });
    expect(shop.operations()).toEqual(['CatalogReads']);
    expect(within(within(tee).getByRole('group', { name: 'Size' })).getAllByRole('radio')).toHaveLength(7);
    expect(printSelect(tee).options).toHaveLength(15);
    expect(within(tee).getByRole('radio', { name: 'XXS' })).toHaveProperty('checked', true);
    const firstImage = shownImage(tee);

    // XXL / White / Mountain is a neighbour of the first variant: known, no request.
    fireEvent.click(within(tee).getByRole('radio', { name: 'XXL' }));
    await waitFor(() => expect(within(tee).getByRole('radio', { name: 'XXL' })).toHaveProperty('checked', true));
    expect((within(tee).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
    expect(shop.operations()).toHaveLength(1);

    // XXL / Rust / Mountain is not: one small request; its image (the sixth, past the first four) brings the rest.
    fireEvent.click(within(tee).getByRole('radio', { name: 'Rust' }));
    await waitFor(() => expect(shownImage(tee)).not.toBe(firstImage));
    expect(shownImage(tee)).toContain('build-your-own-print-tee-6');
    expect((within(tee).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
    expect(tee.querySelector('[part="price"]')?.textContent).toContain('$30.00');
    const labels = [...printSelect(tee).options].map((option) => option.textContent);
    expect(labels.filter((label) => label?.includes('sold out'))).toEqual(['Whale, sold out', 'Owl, sold out']);
    expect(shop.operations()).toEqual(['CatalogReads', 'CatalogReads', 'CatalogReads']);

    // Choosing a print (a <select>, whose events differ between preact/compat here and the built script) and a sold-out
    // combination is tested in Chromium: test/e2e/controls.test.ts.
  });
});

describe('a card of the 260-image product', () => {
  it('reads the first four images; moving on to the last of them brings the other 256 (250 a page: two requests)', async () => {
    renderWidgets(shop.client(), <ProductCard handle="archive-photo-print-set" />);
    const set = await screen.findByRole('article', { name: 'Archive Photo Print Set' });
    // The slides beyond the shown one come with the carousel's controls (the card extras chunk), drawn once the shopper
    // moves it: until then the shown slide is the only one in the card (the read brought four).
    const carousel = await within(set).findByRole('group', { name: /Archive Photo Print Set/ });
    expect(set.querySelectorAll('.slide')).toHaveLength(1);
    expect(shop.operations()).toEqual(['CatalogReads']);
    carousel.focus();
    fireEvent.keyDown(carousel, { key: 'End' });
    await waitFor(() => expect(set.querySelectorAll('.slide')).toHaveLength(260));
    expect(shop.operations()).toEqual(['CatalogReads', 'CatalogReads', 'CatalogReads']);
  });
});

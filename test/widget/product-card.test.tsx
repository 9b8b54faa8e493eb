// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
// happy-dom's IntersectionObserver never reports: without one, images load at once (LazyImage's own test covers the observer).
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = async (title: string) => screen.findByRole('article', { name: title });
const priceOf = (scope: HTMLElement) => scope.querySelector('[part="price"]')?.textContent ?? '';
const shownImage = (scope: HTMLElement) => scope.querySelector<HTMLImageElement>('.slide:not([hidden]) img');

describe('ProductCard', () => {
  it('shows a skeleton, then the title, vendor, price and sized images from the shop', async () => {
    const { container } = renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />);
    const skeleton = container.querySelector('[part="skeleton"]')!;
    expect([skeleton.getAttribute('aria-busy'), skeleton.textContent]).toEqual(['true', 'Loading…']);
    const tee = await card('Classic Cotton Tee');
    expect(within(tee).getByRole('heading', { level: 2 }).textContent).toBe('Classic Cotton Tee');
    expect(tee.querySelector('[part="vendor"]')?.textContent).toBe('Northwind Apparel');
    expect(priceOf(tee)).toContain('$24.00');
    const image = shownImage(tee)!;
    expect(image.getAttribute('src')).toMatch(/^https:\/\/demo\.shop-embed\.test\/cdn\/shop\/files\/[\w-]+_\d+x\d*\.png\?v=\d+$/);
    expect(image.getAttribute('srcset')).toContain(' 360w');
    expect(image.alt).toBe('Classic Cotton Tee in White');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('choosing another variant updates the price and the image', async () => {
    renderWidgets(shop.client(), <ProductCard handle="cast-iron-skillet" />);
    const skillet = await card('Cast Iron Skillet');
    expect(priceOf(skillet)).toContain('$45.00');
    fireEvent.click(within(skillet).getByRole('radio', { name: '12"' }));
    expect(priceOf(skillet)).toContain('$65.00');

    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" />);
    const mug = await card('Stoneware Mug');
    const before = shownImage(mug)!.getAttribute('src');
    fireEvent.click(within(mug).getByRole('radio', { name: 'Moss' }));
    expect(shownImage(mug)!.getAttribute('src')).not.toBe(before);
    // The position is announced by the carousel's controls (the card extras chunk, which follows the card).
    await waitFor(() => expect(mug.querySelector('[aria-live]')?.textContent).toBe('Image 3 of 3'));
  });

  it('a sold-out combination is marked, still selectable, and disables add with "Sold out"', async () => {
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />);
    const tee = await card('Classic Cotton Tee');
    expect((within(tee).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(tee).getByRole('radio', { name: 'XS' })).toHaveProperty('checked', true);
    fireEvent.click(within(tee).getByRole('radio', { name: 'Black, sold out' }));
    const xs = within(tee).getByRole('radio', { name: 'XS, sold out' }) as HTMLInputElement;
    expect(xs.disabled).toBe(false);
    expect(xs.checked).toBe(true);
    const button = within(tee).getByRole('button', { name: 'Sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('an entirely sold-out product cannot be added', async () => {
    renderWidgets(shop.client(), <ProductCard handle="ceramic-planter" />);
    const planter = await card('Ceramic Planter');
    expect((within(planter).getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown handle shows the fallback', async () => {
    const { container } = renderWidgets(shop.client(), <ProductCard handle="no-such-product" />);
    await waitFor(() => expect(container.textContent).toBe('This product is unavailable.'));
  });

  it('every card rendered together costs one request', async () => {
    const handles = ['classic-cotton-tee', 'stoneware-mug', 'merino-crew-sweater', 'ceramic-planter', 'house-blend-whole-bean', 'no-such-product'];
    renderWidgets(
      shop.client(),
      <>
        {handles.map((handle) => (
          <ProductCard key={handle} handle={handle} />
        ))}
      </>,
    );
    await screen.findByText('This product is unavailable.');
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(shop.operations()).toEqual(['CatalogReads']);
  });

  it('shows the compare-at price struck through, named for screen readers, and unit prices', async () => {
    renderWidgets(shop.client(), <ProductCard handle="merino-crew-sweater" />);
    const sweater = await card('Merino Crew Sweater');
    expect(priceOf(sweater)).toMatch(/Sale price \$98\.00 Regular price \$120\.00/);
    expect(sweater.querySelector('s')?.textContent).toBe('$120.00');

    renderWidgets(shop.client(), <ProductCard handle="house-blend-whole-bean" />);
    const coffee = await card('House Blend Whole Bean');
    expect(priceOf(coffee)).toContain('$14.00');
    expect(coffee.querySelector('[part="unit-price"]')?.textContent).toMatch(/\$5\.60 \/ 100 g/);
  });
});

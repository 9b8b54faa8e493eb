// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
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

describe('VariantPicker', () => {
  it('draws colour options as swatches and other options as buttons', async () => {
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />);
    const tee = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    const color = within(tee).getByRole('group', { name: /Color/ });
    const black = within(color).getByRole('radio', { name: 'Black, sold out' });
    const swatch = black.nextElementSibling as HTMLElement;
    expect(swatch.getAttribute('part')).toBe('option swatch');
    expect(swatch.style.getPropertyValue('--shop-embed-swatch-color')).toBe('#111111');
    const size = within(tee).getByRole('group', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.nextElementSibling?.textContent),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });

  it('uses a select for an option with many values, marking sold-out values in their label', async () => {
    renderWidgets(shop.client(), <ProductCard handle="build-your-own-print-tee" />);
    const print = await screen.findByRole('article', { name: 'Build-Your-Own Print Tee' });
    const select = within(print).getByRole('combobox', { name: 'Print' }) as HTMLSelectElement;
    expect(select.options).toHaveLength(15);
    expect(select.value).toBe('Mountain');
    fireEvent.change(select, { target: { value: 'Whale' } });
    await waitFor(() => expect((within(print).getByRole('combobox', { name: 'Print' }) as HTMLSelectElement).value).toBe('Whale'));
    expect((within(print).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a product without options shows no picker', async () => {
    renderWidgets(shop.client(), <ProductCard handle="gooseneck-pour-over-kettle" />);
    const kettle = await screen.findByRole('article', { name: 'Gooseneck Pour-Over Kettle' });
    expect(within(kettle).queryByRole('radio')).toBeNull();
    expect(within(kettle).queryByRole('combobox')).toBeNull();
  });
});

describe('descriptions', () => {
  it('are plain text by default, even when a sanitiser is configured', async () => {
    const loadSanitizer = vi.fn(async () => (html: string) => html);
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />, { loadSanitizer });
    const tee = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    expect(tee.querySelector('[part="description"]')?.textContent).toContain('100% organic cotton');
    expect(tee.querySelector('strong')).toBeNull();
    expect(loadSanitizer).not.toHaveBeenCalled();
  });

  it('are HTML when asked for, only after the on-demand sanitiser cleaned them', async () => {
    let release: ((sanitize: (html: string) => string) => void) | undefined;
    const loadSanitizer = () => new Promise<(html: string) => string>((resolve) => (release = resolve));
    renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" description="html" />, { loadSanitizer });
    const tee = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    expect(tee.querySelector('p[part="description"]')?.textContent).toContain('100% organic cotton');
    expect(tee.querySelector('strong')).toBeNull();
    await waitFor(() => expect(release).toBeDefined());
    release!((html) => html.replace(/<\/?ul>|<\/?li>/g, ''));
    await waitFor(() => expect(tee.querySelector('[part="description"] strong')?.textContent).toBe('100% organic cotton'));
    expect(tee.querySelector('[part="description"] li')).toBeNull();
  });

  it('"none" hides them', async () => {
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" description="none" />);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    expect(mug.querySelector('[part="description"]')).toBeNull();
  });
});

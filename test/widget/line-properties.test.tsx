// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer } from '../../src/widget/cart';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENGRAVING = JSON.stringify([
  { name: 'Engraving', type: 'text', maxLength: 20, required: true },
  { name: 'Gift wrap', type: 'checkbox' },
  { name: 'Colour of ribbon', type: 'select', options: ['Red', 'Gold'] },
  { name: '_source', type: 'hidden', value: 'spring-landing' },
]);

async function card() {
  const article = await screen.findByRole('article', { name: 'Hand-Poured Beeswax Candle' });
  await within(article).findByRole('textbox', { name: /^Engraving/ });
  return article;
}

describe('line properties on a product card', () => {
  it('draws a labelled input per declared property, honouring maxLength, and no input for a hidden one', async () => {
    renderWidgets(shop.client(), <ProductCard handle="hand-poured-beeswax-candle" lineProperties={ENGRAVING} />);
    const candle = await card();
    const engraving = within(candle).getByRole('textbox', { name: /^Engraving/ });
    expect(engraving.getAttribute('maxlength')).toBe('20');
    expect(engraving.hasAttribute('required')).toBe(true);
    // Marked required before any add is tried: in the label's words and to assistive technology.
    expect((engraving as HTMLInputElement).labels![0]!.textContent).toBe('Engraving (required, up to 20 characters)');
    expect((engraving as HTMLInputElement).required).toBe(true);
    expect(within(candle).getByRole('checkbox', { name: 'Gift wrap' }).hasAttribute('required')).toBe(false);
    const ribbon = within(candle).getByRole('combobox', { name: 'Colour of ribbon' }) as HTMLSelectElement;
    expect([...ribbon.options].map((option) => option.textContent)).toEqual(['Choose…', 'Red', 'Gold']);
    expect(within(candle).queryByText(/_source|spring-landing/)).toBeNull();
  });

  it('blocks the add while a required field is empty: a message next to it, aria-invalid, focus on it', async () => {
    const { store } = renderWidgets(shop.client(), <ProductCard handle="hand-poured-beeswax-candle" lineProperties={ENGRAVING} />);
    const candle = await card();
    fireEvent.click(within(candle).getByRole('button', { name: 'Add to cart' }));
    const engraving = within(candle).getByRole('textbox', { name: /^Engraving/ });
    const message = await within(candle).findByText('Please fill in Engraving.');
    expect(engraving.getAttribute('aria-invalid')).toBe('true');
    expect(engraving.getAttribute('aria-describedby')!.split(' ')).toContain(message.id);
    expect(document.activeElement).toBe(engraving);
    expect(store.getState().queuedQuantity).toBe(0);
    expect(store.getState().cart).toBeNull();
    expect(shop.operations()).not.toContain('CartCreate');
    // Typing clears the message.
    fireEvent.input(engraving, { target: { value: 'A' } });
    await waitFor(() => expect(within(candle).queryByText('Please fill in Engraving.')).toBeNull());
    expect(engraving.hasAttribute('aria-invalid')).toBe(false);
  });

  it("sends the values as the line's attributes, hidden ones too, and the drawer shows only the shopper's", async () => {
    const { store } = renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="hand-poured-beeswax-candle" lineProperties={ENGRAVING} />
        <CartDrawer />
      </>,
    );
    const candle = await card();
    fireEvent.input(within(candle).getByRole('textbox', { name: /^Engraving/ }), { target: { value: '  Anna ' } });
    fireEvent.click(within(candle).getByRole('checkbox', { name: 'Gift wrap' }));
    fireEvent.click(within(candle).getByRole('button', { name: 'Add to cart' }));
    await within(candle).findByText('Added to your cart.');
    expect(store.getState().cart!.lines[0]!.attributes).toEqual([
      { key: 'Engraving', value: 'Anna' },
      { key: 'Gift wrap', value: 'Yes' },
      { key: '_source', value: 'spring-landing' },
    ]);
    store.getState().openDrawer();
    const line = await screen.findByRole('listitem', { name: 'Hand-Poured Beeswax Candle' });
    expect(line.textContent).toContain('Engraving: Anna');
    expect(line.textContent).toContain('Gift wrap: Yes');
    expect(line.textContent).not.toMatch(/_source|spring-landing/);
  });

  it('keeps the same variant with other properties as a separate line, and the same properties as one', async () => {
    const { store } = renderWidgets(shop.client(), <ProductCard handle="hand-poured-beeswax-candle" lineProperties={ENGRAVING} />);
    const candle = await card();
    const engraving = within(candle).getByRole('textbox', { name: /^Engraving/ });
    const add = async (text: string) => {
      fireEvent.input(engraving, { target: { value: text } });
      fireEvent.click(within(candle).getByRole('button', { name: 'Add to cart' }));
      // At once, before the shop answers: the optimistic cart already keys lines by variant and properties.
      expect(store.getState().cart!.lines.some((l) => l.attributes.some((a) => a.value === text))).toBe(true);
      await within(candle).findByText('Added to your cart.');
      await waitFor(() => expect(store.getState().status).toBe('idle'));
    };
    await add('Anna');
    await add('Bo');
    await add('Anna');
    const lines = store.getState().cart!.lines.map((l) => [l.attributes.find((a) => a.key === 'Engraving')!.value, l.quantity]);
    expect(lines).toEqual([
      ['Anna', 2],
      ['Bo', 1],
    ]);
  });

  it('property names that are JavaScript built-ins are plain names: empty fields, an unticked box, and the typed values sent', async () => {
    const hostile = JSON.stringify([
      { name: '__proto__', required: true },
      { name: 'constructor' },
      { name: 'toString', type: 'checkbox' },
      { name: 'hasOwnProperty', type: 'select', options: ['A', 'B'] },
      { name: 'valueOf', type: 'date' },
    ]);
    const { store } = renderWidgets(shop.client(), <ProductCard handle="hand-poured-beeswax-candle" lineProperties={hostile} />);
    const candle = await screen.findByRole('article', { name: 'Hand-Poured Beeswax Candle' });
    const proto = (await within(candle).findByRole('textbox', { name: /^__proto__/ })) as HTMLInputElement;
    const ctor = within(candle).getByRole('textbox', { name: 'constructor' }) as HTMLInputElement;
    const box = within(candle).getByRole('checkbox', { name: 'toString' }) as HTMLInputElement;
    const select = within(candle).getByRole('combobox', { name: 'hasOwnProperty' }) as HTMLSelectElement;
    expect([proto.value, ctor.value, box.checked, select.value]).toEqual(['', '', false, '']);
    // Required and empty: refused, as any other name.
    fireEvent.click(within(candle).getByRole('button', { name: 'Add to cart' }));
    await within(candle).findByText('Please fill in __proto__.');
    expect(store.getState().cart).toBeNull();
    fireEvent.input(proto, { target: { value: 'Anna' } });
    fireEvent.input(ctor, { target: { value: 'Bo' } });
    fireEvent.click(box);
    // A native change event (testing-library's fireEvent.change does not reach a select's listener in happy-dom).
    act(() => {
      select.value = 'B';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    fireEvent.click(within(candle).getByRole('button', { name: 'Add to cart' }));
    await within(candle).findByText('Added to your cart.');
    expect(store.getState().cart!.lines[0]!.attributes).toEqual([
      { key: '__proto__', value: 'Anna' },
      { key: 'constructor', value: 'Bo' },
      { key: 'toString', value: 'Yes' },
      { key: 'hasOwnProperty', value: 'B' },
    ]);
  });
});

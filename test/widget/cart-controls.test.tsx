// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer, CheckoutButton } from '../../src/widget/cart';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { addLine, emptyCartSays, openDrawer, openExtras } from './cart-support';
import { renderWidgets } from './render';

const shop = useEmulator();
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A drawer with one line, open, each store action spied on. */
async function drawerWith(merchandiseId: string, quantity = 1, props: { attributes?: string } = {}) {
  const harness = renderWidgets(shop.client(), <CartDrawer {...props} />);
  const { store } = harness;
  await addLine(store, merchandiseId, quantity);
  const spy = <
    K extends
      | 'setLineQuantity'
      | 'removeLines'
      | 'setNote'
      | 'setNoteAndAttributes'
      | 'setEmail'
      | 'addDiscountCode'
      | 'removeDiscountCode'
      | 'addGiftCard'
      | 'removeGiftCard',
  >(
    name: K,
  ) => vi.spyOn(store.getState(), name);
  const spies = {
    setLineQuantity: spy('setLineQuantity'),
    removeLines: spy('removeLines'),
    setNote: spy('setNote'),
    setNoteAndAttributes: spy('setNoteAndAttributes'),
    setEmail: spy('setEmail'),
    addDiscountCode: spy('addDiscountCode'),
    removeDiscountCode: spy('removeDiscountCode'),
    addGiftCard: spy('addGiftCard'),
    removeGiftCard: spy('removeGiftCard'),
  };
  await openDrawer(store);
  await openExtras();
  return { ...harness, spies, drawer: screen.getByRole('dialog') };
}

const settle = (store: { idle(): Promise<void> }) => act(() => store.idle());
const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();

describe('cart drawer controls', () => {
  it('shows a line: sized image, title, options, price each, line total', async () => {
    const { drawer } = await drawerWith(VARIANTS.tee, 2);
    const line = within(drawer).getByRole('listitem', { name: 'Classic Cotton Tee' });
    expect(text(within(line).getByRole('heading', { level: 3 }))).toBe('Classic Cotton Tee');
    expect(text(line)).toContain('Size: XS');
    expect(text(line)).toContain('Color: White');
    const image = line.querySelector('img')!;
    expect(image.getAttribute('srcset')).toMatch(/_96x\d*\.\w+.* 96w/);
    expect(text(line.querySelector('.price')!)).toBe('Price $24.00');
    expect(text(line.querySelector('.line-total')!)).toBe('Line total $48.00');
  });

  it('changes the quantity through setLineQuantity and removes through removeLines, down to the empty state', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.tee);
    const line = within(drawer).getByRole('listitem', { name: 'Classic Cotton Tee' });
    fireEvent.click(within(line).getByRole('button', { name: /^Increase quantity of / }));
    expect(spies.setLineQuantity).toHaveBeenCalledWith(store.getState().cart!.lines[0]!.id, 2);
    await settle(store);
    expect(store.getState().confirmedCart!.lines[0]!.quantity).toBe(2);
    expect(text(within(drawer).getByRole('heading', { level: 2 }))).toBe('Your cart (2)');
    expect(shop.operations()).toContain('CartLinesUpdate');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Classic Cotton Tee (XS / White) from cart' }));
    expect(spies.removeLines).toHaveBeenCalledTimes(1);
    await settle(store);
    expect(store.getState().confirmedCart!.lines).toEqual([]);
    expect(emptyCartSays(drawer)).toBe('Your cart is empty.');
  });

  it('typing a line quantity sends one update when committed (change, Enter or leaving the field), not one per keystroke', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.tee, 3);
    const line = within(drawer).getByRole('listitem', { name: 'Classic Cotton Tee' });
    const field = within(line).getByLabelText('Quantity of Classic Cotton Tee (XS / White)');
    const id = store.getState().cart!.lines[0]!.id;
    // Leaving the field: blur and focusout (React's and preact/compat's onBlur listen to focusout, preact's to blur).
    const leave = () =>
      act(() => {
        field.focus();
        field.blur();
      });
    fireEvent.input(field, { target: { value: '1' } });
    fireEvent.input(field, { target: { value: '15' } });
    expect(spies.setLineQuantity).not.toHaveBeenCalled();
    leave();
    expect(spies.setLineQuantity.mock.calls).toEqual([[id, 15]]);
    await settle(store);
    expect(store.getState().confirmedCart!.lines[0]!.quantity).toBe(15);

    fireEvent.input(field, { target: { value: '4' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(spies.setLineQuantity.mock.calls).toEqual([
      [id, 15],
      [id, 4],
    ]);
    fireEvent.change(field);
    leave();
    expect(spies.setLineQuantity.mock.calls).toEqual([
      [id, 15],
      [id, 4],
    ]);
    fireEvent.input(field, { target: { value: '' } });
    leave();
    expect((field as HTMLInputElement).value).toBe('4');
    expect(spies.setLineQuantity).toHaveBeenCalledTimes(2);
  });

  it('saves the note through setNote and announces it', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.mug);
    fireEvent.input(within(drawer).getByLabelText('Order note'), { target: { value: 'Gift, please wrap' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save note' }));
    expect(spies.setNote).toHaveBeenCalledWith('Gift, please wrap');
    await settle(store);
    expect(store.getState().confirmedCart!.note).toBe('Gift, please wrap');
    await waitFor(() => expect(drawer.querySelector('[aria-live]')!.textContent).toBe('Saved.'));
  });

  it('saves configured cart attributes with the note through setNoteAndAttributes', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.mug, 1, { attributes: 'gift_wrap:Gift wrap, po' });
    fireEvent.input(within(drawer).getByLabelText('Gift wrap'), { target: { value: 'Blue paper' } });
    fireEvent.input(within(drawer).getByLabelText('po'), { target: { value: 'PO-7' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save note' }));
    expect(spies.setNoteAndAttributes).toHaveBeenCalledWith({
      note: '',
      attributes: [
        { key: 'gift_wrap', value: 'Blue paper' },
        { key: 'po', value: 'PO-7' },
      ],
    });
    await settle(store);
    expect(store.getState().confirmedCart!.attributes).toEqual([
      { key: 'gift_wrap', value: 'Blue paper' },
      { key: 'po', value: 'PO-7' },
    ]);
    expect((within(drawer).getByLabelText('Gift wrap') as HTMLInputElement).value).toBe('Blue paper');
  });

  it('keeps the cart’s other attributes, sending "" for one the shop reads back as null (AttributeInput.value is String!)', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.mug, 1, { attributes: 'gift_wrap:Gift wrap' });
    // Set by the site's own code or another channel; the Storefront API may read an attribute's value back as null.
    act(() => store.setState({ cart: { ...store.getState().cart!, attributes: [{ key: 'ref', value: null }] } }));
    fireEvent.input(within(drawer).getByLabelText('Gift wrap'), { target: { value: 'Blue paper' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save note' }));
    expect(spies.setNoteAndAttributes).toHaveBeenCalledWith({
      note: '',
      attributes: [
        { key: 'ref', value: '' },
        { key: 'gift_wrap', value: 'Blue paper' },
      ],
    });
    await settle(store);
    expect(store.getState().messages).toEqual([]);
    expect(store.getState().confirmedCart!.attributes).toEqual(
      expect.arrayContaining([
        { key: 'ref', value: '' },
        { key: 'gift_wrap', value: 'Blue paper' },
      ]),
    );
  });

  it('saves the buyer email through setEmail', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.mug);
    fireEvent.input(within(drawer).getByLabelText('Email for order updates'), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save email' }));
    expect(spies.setEmail).toHaveBeenCalledWith('ada@example.com');
    await settle(store);
    expect(store.getState().confirmedCart!.buyerIdentity.email).toBe('ada@example.com');
  });

  it('applies, lists (applicable or not, and why) and removes discount codes; the totals show the discount', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.tee, 2);
    const field = within(drawer).getByLabelText('Discount code');
    fireEvent.input(field, { target: { value: 'WELCOME10' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply discount code' }));
    expect(spies.addDiscountCode).toHaveBeenCalledWith('WELCOME10');
    await settle(store);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    const codes = drawer.querySelector('[part="discount-codes"]')!;
    expect(text(codes)).toContain('WELCOME10 Applied');
    const totals = drawer.querySelector('[part="totals"]')!;
    expect(text(totals)).toContain('Items$48.00');
    expect(text(totals)).toContain('Discounts (WELCOME10)−$4.80');
    expect(text(totals)).toContain('Subtotal$43.20');

    fireEvent.input(field, { target: { value: 'NOPE' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply discount code' }));
    await settle(store);
    expect(text(codes)).toContain('NOPE Not applied: this code is invalid, expired or does not apply to your cart.');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove discount WELCOME10' }));
    expect(spies.removeDiscountCode).toHaveBeenCalledWith('WELCOME10');
    await settle(store);
    expect(store.getState().confirmedCart!.discountCodes.map((c) => c.code)).toEqual(['NOPE']);
    expect(text(drawer.querySelector('[part="totals"]')!)).not.toContain('WELCOME10');
  });

  it('applies, lists (last characters, used, balance) and removes gift cards, deducted in the totals', async () => {
    const { drawer, store, spies } = await drawerWith(VARIANTS.tee, 2);
    fireEvent.input(within(drawer).getByLabelText('Gift card'), { target: { value: 'GIFT-10-WXYZ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply gift card' }));
    expect(spies.addGiftCard).toHaveBeenCalledWith('GIFT-10-WXYZ');
    await settle(store);
    const cards = drawer.querySelector('[part="gift-cards"]')!;
    expect(text(cards)).toContain('Gift card ending WXYZ $10.00 used, $10.00 balance');
    const cart = store.getState().confirmedCart!;
    const totals = text(drawer.querySelector('[part="totals"]')!);
    const due = Number(cart.cost.totalAmount.amount);
    expect(totals).toContain(`Total$${(due + 10).toFixed(2)}`);
    expect(totals).toContain('Gift card (WXYZ)−$10.00');
    expect(totals).toContain(`Total due$${due.toFixed(2)}`);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove gift card ending WXYZ' }));
    expect(spies.removeGiftCard).toHaveBeenCalledWith(cart.appliedGiftCards[0]!.id);
    await settle(store);
    expect(store.getState().confirmedCart!.appliedGiftCards).toEqual([]);
  });

  it('after removing a line, focus moves to the line now in its place, and to “Your cart is empty.” when the cart empties', async () => {
    const { drawer, store } = await drawerWith(VARIANTS.tee);
    await addLine(store, VARIANTS.mug);
    await settle(store);
    const [first, second] = within(drawer)
      .getAllByRole('listitem')
      .filter((item) => item.matches('.line'));
    const removeFirst = within(first!).getByRole('button', { name: /^Remove / });
    removeFirst.focus();
    fireEvent.click(removeFirst);
    await waitFor(() => expect(document.activeElement).toBe(within(second!).getByRole('spinbutton')));
    await settle(store);

    const removeLast = within(second!).getByRole('button', { name: /^Remove / });
    removeLast.focus();
    fireEvent.click(removeLast);
    await settle(store);
    expect(emptyCartSays(drawer)).toBe('Your cart is empty.');
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByText('Your cart is empty.')));
  });

  it('after Remove on a code or a gift card (its button goes with it), focus moves to that field, not to the body', async () => {
    const { drawer, store } = await drawerWith(VARIANTS.tee, 2);
    const codeField = within(drawer).getByLabelText('Discount code');
    const cardField = within(drawer).getByLabelText('Gift card');
    for (const [field, value, button] of [
      [codeField, 'WELCOME10', 'Apply discount code'],
      [codeField, 'NOPE', 'Apply discount code'],
      [cardField, 'GIFT-10-WXYZ', 'Apply gift card'],
    ] as const) {
      fireEvent.input(field, { target: { value } });
      fireEvent.click(within(drawer).getByRole('button', { name: button }));
      await settle(store);
    }

    const removeCode = within(drawer).getByRole('button', { name: 'Remove discount NOPE' });
    removeCode.focus();
    fireEvent.click(removeCode);
    await settle(store);
    expect(removeCode.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(codeField));

    const removeCard = within(drawer).getByRole('button', { name: 'Remove gift card ending WXYZ' });
    removeCard.focus();
    fireEvent.click(removeCard);
    await settle(store);
    expect(store.getState().confirmedCart!.appliedGiftCards).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(cardField));
  });

  it('a Remove that fails leaves its button, and focus on it', async () => {
    const { drawer, store } = await drawerWith(VARIANTS.tee);
    fireEvent.input(within(drawer).getByLabelText('Discount code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply discount code' }));
    await settle(store);
    shop.use(http.post(GRAPHQL, () => HttpResponse.error()));
    const remove = within(drawer).getByRole('button', { name: 'Remove discount WELCOME10' });
    remove.focus();
    fireEvent.click(remove);
    await settle(store);
    await waitFor(() => expect(text(drawer.querySelector('.messages.general')!)).toBe('You seem to be offline. Please try again.'));
    expect(within(drawer).getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(remove.isConnected).toBe(true);
    expect(document.activeElement).toBe(remove);
  });

  it('marks a line still being sent, with the reason when retrying, and keeps it removable', async () => {
    const { drawer, store } = await drawerWith(VARIANTS.tee);
    shop.use(http.post(GRAPHQL, () => HttpResponse.error()));
    let done!: Promise<unknown>;
    act(() => {
      done = store
        .getState()
        .addLines([
          { merchandiseId: VARIANTS.mug, quantity: 1, display: { title: 'Stoneware Mug', price: { amount: '18.0', currencyCode: 'USD' } } },
        ]);
    });
    const line = await within(drawer).findByRole('listitem', { name: 'Stoneware Mug' });
    expect(line.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(text(line)).toContain('Not saved yet. Retrying…'));
    expect(text(line)).not.toContain('shop-embed');
    fireEvent.click(within(line).getByRole('button', { name: 'Remove Stoneware Mug from cart' }));
    // Gone at once; the add may already have reached the shop, so the removal is sent after it once the network is back.
    await waitFor(() => expect(within(drawer).queryByRole('listitem', { name: 'Stoneware Mug' })).toBeNull());
    shop.server.resetHandlers();
    await act(async () => {
      await done;
      await store.idle();
    });
    expect(within(drawer).queryByRole('listitem', { name: 'Stoneware Mug' })).toBeNull();
    expect(store.getState().confirmedCart!.lines.map((l) => l.merchandise.id)).toEqual([VARIANTS.tee]);
  });
});

describe('checkout button', () => {
  it('is busy, then hands over through the config’s checkout()', async () => {
    let release!: () => void;
    const checkout = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { store } = renderWidgets(shop.client(), <CheckoutButton />, { checkout });
    await addLine(store, VARIANTS.tee);
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const busy = screen.getByRole('button', { name: 'Going to checkout…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(1));
    await act(async () => release());
    expect(screen.getByRole('button', { name: 'Check out' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says checkout is unavailable when no checkout hand-over is configured (the widget never navigates itself)', async () => {
    const { store } = renderWidgets(shop.client(), <CheckoutButton />);
    await addLine(store, VARIANTS.tee);
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Checkout is not available on this page. Please contact the shop.'));
    expect(screen.getByRole('button', { name: 'Check out' }).getAttribute('aria-busy')).toBe('false');
  });

  it('refuses an empty cart without handing over', async () => {
    const checkout = vi.fn(async () => {});
    renderWidgets(shop.client(), <CheckoutButton />, { checkout });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your cart is empty: add something before checking out.'));
    expect(checkout).not.toHaveBeenCalled();
  });

  it('refuses a checkout URL that is not https', async () => {
    shop.use(
      http.post(GRAPHQL, async ({ request }) => {
        const body = JSON.stringify(await (await shop.emulator.execute(request)).json());
        return HttpResponse.json(JSON.parse(body.replace(/"checkoutUrl":"https:/g, '"checkoutUrl":"http:')));
      }),
    );
    const checkout = vi.fn(async () => {});
    const { store } = renderWidgets(shop.client(), <CheckoutButton />, { checkout });
    await addLine(store, VARIANTS.tee);
    expect(store.getState().confirmedCart!.checkoutUrl).toMatch(/^http:\/\/demo/);
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The checkout could not be opened safely. Please contact the shop.'));
    expect(checkout).not.toHaveBeenCalled();
  });

  it('shows a refusal the page reports back', async () => {
    const checkout = vi.fn(async () => ({
      ok: false,
      errors: [{ kind: 'error' as const, code: 'EMPTY_CART', message: 'x', field: null, target: null, operation: 'checkout' as const }],
    }));
    const { store } = renderWidgets(shop.client(), <CheckoutButton />, { checkout });
    await addLine(store, VARIANTS.tee);
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your cart is empty: add something before checking out.'));
  });
});

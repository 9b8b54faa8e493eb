// @vitest-environment happy-dom
// The order note and gift message a shopper typed but did not save reach the shop anyway: when focus leaves their form,
// when they check out, and across closing the drawer. Nothing typed is lost silently.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer } from '../../src/widget/cart';
import { useEmulator, VARIANTS } from '../support/emulator';
import { addLine, openDrawer, openExtras } from './cart-support';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTE_OPS = ['CartNoteUpdate', 'CartAttributesUpdate', 'CartNoteAndAttributesUpdate'];

/** An open drawer asking for a gift message, over a cart with a tee; `seen` is what the shop had when checkout was handed over. */
async function drawer() {
  const seen: Array<{ note: string | null; attributes: unknown; operations: string[] }> = [];
  const harness = renderWidgets(shop.client(), <CartDrawer attributes="gift_message:Gift message" />, {
    checkout: async () => {
      const cart = harness.store.getState().confirmedCart!;
      seen.push({ note: cart.note, attributes: cart.attributes, operations: shop.operations().filter((op) => NOTE_OPS.includes(op!)) as string[] });
    },
  });
  await addLine(harness.store, VARIANTS.tee);
  await openDrawer(harness.store);
  await openExtras();
  const d = screen.getByRole('dialog');
  const type = (label: string, value: string) => fireEvent.input(within(d).getByLabelText(label), { target: { value } });
  return { ...harness, seen, type, drawer: d };
}

/** Moves focus as a shopper's Tab or tap does: focusout (with where focus goes) on the old element, then focus. */
const moveFocus = (from: Element, to: HTMLElement) =>
  act(() => {
    from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));
    to.focus();
  });

describe('unsaved note and cart attributes', () => {
  it('Check out without Save sends the typed note and gift message first, then hands over', async () => {
    const { type, drawer: d, seen, store } = await drawer();
    type('Order note', 'Leave at door');
    type('Gift message', 'Love you');
    fireEvent.click(within(d).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.note).toBe('Leave at door');
    expect(seen[0]!.attributes).toEqual([{ key: 'gift_message', value: 'Love you' }]);
    expect(seen[0]!.operations).toEqual(['CartNoteAndAttributesUpdate']);
    expect(store.getState().confirmedCart!.note).toBe('Leave at door');
  });

  it('saves when focus leaves the form, not when it moves between the form’s own fields', async () => {
    const { type, drawer: d, store } = await drawer();
    const spy = vi.spyOn(store.getState(), 'setNoteAndAttributes');
    const note = within(d).getByLabelText('Order note');
    const gift = within(d).getByLabelText('Gift message');
    note.focus();
    type('Order note', 'Leave at door');
    await moveFocus(note, gift);
    type('Gift message', 'Love you');
    await moveFocus(gift, within(d).getByRole('button', { name: 'Save note' }));
    expect(spy).not.toHaveBeenCalled();
    await moveFocus(within(d).getByRole('button', { name: 'Save note' }), within(d).getByLabelText('Email for order updates'));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ note: 'Leave at door', attributes: [{ key: 'gift_message', value: 'Love you' }] });
    await waitFor(() => expect(store.getState().confirmedCart!.note).toBe('Leave at door'));
    expect(store.getState().confirmedCart!.attributes).toEqual([{ key: 'gift_message', value: 'Love you' }]);
    // Leaving again with nothing changed sends nothing more.
    await moveFocus(within(d).getByLabelText('Email for order updates'), note);
    await moveFocus(note, within(d).getByLabelText('Email for order updates'));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a save that fails keeps the text, shows why under the note and under Check out, and does not check out', async () => {
    const { type, drawer: d, seen, store } = await drawer();
    const long = 'x'.repeat(5001);
    type('Order note', long);
    fireEvent.click(within(d).getByRole('button', { name: 'Check out' }));
    const note = within(d).getByLabelText<HTMLTextAreaElement>('Order note');
    const sentence = 'The note is too long. Please shorten it.';
    await waitFor(() => expect(within(d).getByRole('status').textContent).toBe(sentence));
    expect(note.value).toBe(long);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(note.getAttribute('aria-describedby')!)!.textContent).toBe(sentence);
    expect(within(d).getByRole('button', { name: 'Check out' }).getAttribute('aria-busy')).toBe('false');
    expect(seen).toEqual([]);
    expect(store.getState().confirmedCart!.note ?? '').toBe('');

    // Shortened, Check out sends it and goes on.
    type('Order note', 'Leave at door');
    fireEvent.click(within(d).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.note).toBe('Leave at door');
  });

  it('a note typed and not saved is still there when the drawer is closed and opened again', async () => {
    const { type, store } = await drawer();
    type('Order note', 'Leave at door');
    type('Gift message', 'Love you');
    await act(async () => {
      store.getState().closeDrawer();
      await store.idle();
    });
    expect(screen.queryByLabelText('Order note')).toBeNull();
    await openDrawer(store);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Order note').value).toBe('Leave at door');
    expect(screen.getByLabelText<HTMLInputElement>('Gift message').value).toBe('Love you');
    expect(store.getState().confirmedCart!.note).toBe('Leave at door');
  });
});

// @vitest-environment happy-dom
// The forms under a cart's lines (src/widget/cart/Extras.tsx): buttons until pressed, then their forms from their own
// chunk, focus in the field; drawn open where the cart holds what they show.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CartDrawer } from '../../src/widget/cart';
import { useEmulator, VARIANTS } from '../support/emulator';
import { addLine, openDrawer } from './cart-support';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const extras = () => [...document.querySelectorAll('[part="extra"]')].map((button) => button.textContent);
/** A frame and a task: what a browser runs after it paints (preact's effects). */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

// First in the file: the chunk is not here yet, so the form comes in as a browser draws it, after the press.
it('keeps what is typed as soon as the form is drawn: nothing after the first paint takes it back', async () => {
  const { store } = renderWidgets(shop.client(), <CartDrawer />);
  await addLine(store, VARIANTS.tee);
  await openDrawer(store);
  fireEvent.click(screen.getByRole('button', { name: 'Discount code' }));
  const field = (await screen.findByLabelText('Discount code')) as HTMLInputElement;
  fireEvent.input(field, { target: { value: 'WELCOME10' } });
  await nextFrame();
  expect(field.value).toBe('WELCOME10');
});

it('are four buttons under the lines; a press brings its form with focus in the field, the others stay buttons', async () => {
  const { store } = renderWidgets(shop.client(), <CartDrawer />);
  await addLine(store, VARIANTS.tee);
  await openDrawer(store);
  expect(extras()).toEqual(['Order note', 'Email for order updates', 'Discount code', 'Gift card']);
  fireEvent.click(screen.getByRole('button', { name: 'Email for order updates' }));
  const field = await screen.findByLabelText('Email for order updates');
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(extras()).toEqual(['Order note', 'Discount code', 'Gift card']);
});

it('draws open what the cart holds (a note, an email, a code) and the note where the site asks for cart attributes', async () => {
  const { store } = renderWidgets(shop.client(), <CartDrawer />);
  await addLine(store, VARIANTS.tee);
  await act(async () => {
    await store.getState().setNote('Leave at the door');
    await store.getState().addDiscountCode('WELCOME10');
  });
  await openDrawer(store);
  expect(((await screen.findByLabelText('Order note')) as HTMLTextAreaElement).value).toBe('Leave at the door');
  expect(screen.getByLabelText('Discount code')).toBeInstanceOf(HTMLInputElement);
  expect(extras()).toEqual(['Email for order updates', 'Gift card']);
  cleanup();

  const asks = renderWidgets(shop.client(), <CartDrawer attributes="gift_message:Gift message" />);
  await addLine(asks.store, VARIANTS.tee);
  await openDrawer(asks.store);
  await screen.findByLabelText('Gift message');
  expect(extras()).toEqual(['Email for order updates', 'Discount code', 'Gift card']);
});

// In Chromium, a press could come between a render of the drawer (the cart answered) and the frame that runs its
// effects: preact runs such an effect as the press re-renders, before the form is drawn, and it took the press with it.
it("focuses the pressed extra's field even when the drawer had just been drawn again and its frame had not come", async () => {
  const { store } = renderWidgets(shop.client(), <CartDrawer />);
  await addLine(store, VARIANTS.tee);
  await openDrawer(store);
  const button = screen.getByRole('button', { name: 'Gift card' });
  button.focus();
  await nextFrame();
  // A render whose effects wait for the next frame, as the cart's answer leaves one; then the press, before that frame.
  store.setState({ cart: { ...store.getState().cart! } });
  await Promise.resolve();
  fireEvent.click(button);
  const field = await screen.findByLabelText('Gift card');
  await waitFor(() => expect(document.activeElement).toBe(field));
});

it("draws the forms in their chunk's sentences, with the page's own over them", async () => {
  const { store } = renderWidgets(shop.client(), <CartDrawer />, { strings: { applyGiftCard: 'Redeem gift card' } });
  await addLine(store, VARIANTS.tee);
  await openDrawer(store);
  fireEvent.click(screen.getByRole('button', { name: 'Discount code' }));
  fireEvent.click(screen.getByRole('button', { name: 'Gift card' }));
  // The chunk's English (renderWidgets gives the cart's sentences only), and the page's sentence where it has one.
  expect((await screen.findByRole('button', { name: 'Apply discount code' })).textContent).toBe('Apply');
  expect(screen.getByRole('button', { name: 'Redeem gift card' }).textContent).toBe('Apply');
});

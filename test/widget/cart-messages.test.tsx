// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../schema/storefront.schema.json';
import type { Cart } from '../../src/cart-client';
import type { CartMessage } from '../../src/store';
import { cartStrings, catalogStrings, defaultStrings as cardStrings, discoveryStrings } from '../../src/widget';
import { codeStrings } from '../../src/widget/cart/code-strings';
import { cartFormStrings } from '../../src/widget/cart/form-strings';
import { localizationStrings } from '../../src/widget/localization-strings';
import { CartDrawer, CartInline } from '../../src/widget/cart';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { messageText, placeOf } from '../../src/widget/cart/messages';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { addLine, openDrawer, openExtras } from './cart-support';
import { renderWidgets } from './render';

/** What the cart's widgets read: the cart chunk puts its sentences under the first script's. */
// The cart's sentences with the rarer codes' (a page loads those when its cart first says one: runtime.ts).
const defaultStrings = {
  ...cartStrings,
  ...cartFormStrings,
  ...codeStrings,
  ...catalogStrings,
  ...localizationStrings,
  ...discoveryStrings,
  ...cardStrings,
};

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Schema = { data?: { __schema: { types: Array<{ name: string; enumValues?: Array<{ name: string }> | null }> } } };
const enumValues = (name: string) =>
  ((schema as Schema).data ?? (schema as unknown as NonNullable<Schema['data']>)).__schema.types
    .find((t) => t.name === name)!
    .enumValues!.map((v) => v.name);
// SPEC §8's legacy codes: shop-embed/compat's clients read them; the widgets are told Shopify's own, so these have no
// sentence of their own and would read as the generic one.
const SPEC_CODES = [
  'TOO_LONG',
  'PRESENT',
  'NOT_SUPPORTED',
  'INVALID_FOR_COUNTRY',
  'INVALID_FOR_COUNTRY_AND_PROVINCE',
  'INVALID_PROVINCE_IN_COUNTRY',
  'LINE_ITEM_NOT_FOUND',
  'GREATER_THAN_OR_EQUAL_TO',
  'NOT_ENOUGH_IN_STOCK',
  'LESS_THAN',
  'INVALID',
];
const TRANSPORT = [
  'NETWORK',
  'TIMEOUT',
  'THROTTLED',
  'HTTP_500',
  'HTTP_503',
  'GRAPHQL',
  'ABORTED',
  'UNKNOWN',
  'EMPTY_CART',
  'INVALID_CHECKOUT_URL',
  'NO_CHECKOUT',
];
const CODES = [...enumValues('CartErrorCode'), ...enumValues('CartWarningCode'), ...SPEC_CODES, ...TRANSPORT];

const SHOP_TEXT = 'the shop’s own developer text';
const message = (code: string, extra: Partial<CartMessage> = {}): CartMessage => ({
  kind: 'error',
  code,
  message: SHOP_TEXT,
  field: null,
  target: null,
  operation: 'update',
  ...extra,
});
const lineCart = { lines: [{ id: 'line-1', quantity: 3, merchandise: { id: 'variant-1' } }] } as unknown as Cart;

describe('cart messages', () => {
  it('knows every CartErrorCode and CartWarningCode of the schema', () => {
    expect(CODES).toContain('NOTE_TOO_LONG');
    expect(CODES).toContain('PAYMENTS_GIFT_CARDS_UNAVAILABLE');
    expect(CODES.length).toBeGreaterThan(45);
  });

  // Each code of the schema has a sentence of its own: a code a new API version adds would otherwise read as the generic one.
  // Not the codes only input ShopEmbed never sends can bring (their bytes would ride in the cart chunk for nothing):
  // cartPaymentUpdate's card and payment codes, and CartLineInput.parent's add-on codes (both new in 2025-07 to 2026-04).
  const neverSent = (code: string) =>
    /^PAYMENTS_CREDIT_CARD_/.test(code) ||
    [
      'PAYMENT_METHOD_NOT_APPLICABLE',
      'INVALID_PAYMENT_DEFERRED_PAYMENT_REQUIRED',
      'PARENT_LINE_INVALID_REFERENCE',
      'PARENT_LINE_NESTING_TOO_DEEP',
      'PARENT_LINE_NOT_FOUND',
      'PARENT_LINE_OPERATION_BLOCKED',
      'BUNDLES_AND_ADDONS_CANNOT_BE_MIXED',
    ].includes(code);
  it.each([...enumValues('CartErrorCode'), ...enumValues('CartWarningCode')].filter((code) => !neverSent(code)))(
    '%s has its own sentence in the cart’s strings',
    (code) => {
      expect(defaultStrings).toHaveProperty(code);
    },
  );

  it.each(CODES)('%s reads as a human sentence, not the code or the shop’s developer text', (code) => {
    const text = messageText(defaultStrings, message(code, { target: 'line-1' }), lineCart);
    expect(text).not.toBe(code);
    expect(text).not.toContain(code);
    expect(text).not.toBe(SHOP_TEXT);
    expect(text).not.toMatch(/[{}]/);
    expect(text).toMatch(/^[A-Z].*[.!]$/);
  });

  it('has no sentence for SPEC §8’s legacy codes (only the compat client’s callers see them): they read as the generic one', () => {
    for (const code of SPEC_CODES.filter((code) => code !== 'LESS_THAN' && code !== 'INVALID')) {
      expect(defaultStrings).not.toHaveProperty(code);
      expect(messageText(defaultStrings, message(code), null)).toBe(defaultStrings.genericError);
    }
  });

  it('fills the quantity of the line a stock warning is about', () => {
    expect(messageText(defaultStrings, message('MERCHANDISE_NOT_ENOUGH_STOCK', { kind: 'warning', target: 'line-1' }), lineCart)).toBe(
      'Only 3 left — we added what we have.',
    );
  });

  it('says sharper sentences for a generic code on a known field, and site owners can override any', () => {
    expect(messageText(defaultStrings, message('INVALID'), null, 'giftCard')).toBe('That gift card code is not valid or has no balance left.');
    expect(messageText(defaultStrings, message('INVALID'), null, 'email')).toBe('Please enter a valid email address.');
    expect(messageText({ ...defaultStrings, NOTE_TOO_LONG: 'Kürzer, bitte.' }, message('NOTE_TOO_LONG'), null, 'note')).toBe('Kürzer, bitte.');
    // By the field the shop names (list indexes skipped): an unknown variant, a line no longer in the cart.
    expect(messageText(defaultStrings, message('INVALID', { field: ['lines', '0', 'merchandiseId'], operation: 'add' }), null)).toBe(
      'Sorry, this item is not available.',
    );
    expect(messageText(defaultStrings, message('INVALID_MERCHANDISE_LINE', { field: ['lineIds', '0'], operation: 'remove' }), null)).toBe(
      'This item is no longer in your cart.',
    );
  });

  it('places each message next to what it concerns', () => {
    const at = (m: Partial<CartMessage>, touched: string | null = null) => placeOf(message(m.code ?? 'INVALID', m), lineCart, touched);
    expect(at({ operation: 'discountAdd' })).toBe('discount');
    expect(at({ operation: 'giftCardAdd' })).toBe('giftCard');
    expect(at({ operation: 'note', code: 'NOTE_TOO_LONG' })).toBe('note');
    expect(at({ operation: 'noteAndAttributes' })).toBe('note');
    expect(at({ operation: 'email' })).toBe('email');
    expect(at({ operation: 'add', kind: 'warning', code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'line-1' })).toBe('line:line-1');
    expect(at({ operation: 'add', kind: 'warning', code: 'MERCHANDISE_OUT_OF_STOCK', target: 'variant-1' })).toBe('line:line-1');
    expect(at({ operation: 'update', code: 'MAXIMUM_EXCEEDED' }, 'line-1')).toBe('line:line-1');
    expect(at({ operation: 'update', code: 'MAXIMUM_EXCEEDED' })).toBe('general');
    expect(at({ operation: 'discountAdd', code: 'NETWORK' })).toBe('general');
    expect(at({ operation: 'add', code: 'INVALID_MERCHANDISE_LINE' })).toBe('general');
  });
});

const top = () => document.querySelector('.messages.general')!.textContent;
const live = () => document.querySelector('.sr-only[aria-live="polite"]')!.textContent;
/** The messages under a cart line, with their kind: "warning: Only 3 left…". */
const lineSays = (line: HTMLElement) =>
  Array.from(line.querySelectorAll('.messages > li'), (item) => `${item.className.replace('message ', '')}: ${item.textContent}`);

describe('cart messages in the drawer (against the emulator)', () => {
  it('shows a note that is too long under the note, marks it invalid and announces it', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee);
    await openDrawer(store);
    await openExtras();
    const note = screen.getByLabelText('Order note');
    fireEvent.input(note, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const sentence = 'The note is too long. Please shorten it.';
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(note.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toBe(sentence);
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toContain(sentence);
  });

  it('shows an invalid gift card under the gift card field, and an invalid email under the email', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee);
    await openDrawer(store);
    await openExtras();
    const gift = screen.getByLabelText('Gift card');
    fireEvent.input(gift, { target: { value: 'NOPE-0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(gift.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(gift.getAttribute('aria-describedby')!)!.textContent).toBe(
      'That gift card code is not valid or has no balance left.',
    );

    const email = screen.getByLabelText('Email for order updates');
    fireEvent.input(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter a valid email address.');
    expect(gift.getAttribute('aria-invalid')).toBeNull(); // only the last operation's messages are shown
  });

  it('announces a repeated identical error again: the live region is cleared when each action starts', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee);
    await openDrawer(store);
    await openExtras();
    const sentence = 'The note is too long. Please shorten it.';
    fireEvent.input(screen.getByLabelText('Order note'), { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(live()).toBe(sentence));
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(live()).toBe('');
    await waitFor(() => expect(live()).toBe(sentence));
  });

  it('announces discount and gift card applies, with the “not applied” sentence for a code that does not apply', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee, 2);
    await openDrawer(store);
    await openExtras();
    const apply = (label: string, button: string, value: string) => {
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: button }));
    };
    apply('Discount code', 'Apply discount code', 'WELCOME10');
    await waitFor(() => expect(live()).toBe('Discount code WELCOME10: Applied'));
    apply('Discount code', 'Apply discount code', 'NOPE');
    await waitFor(() => expect(live()).toBe('Discount code NOPE: Not applied: this code is invalid, expired or does not apply to your cart.'));
    apply('Gift card', 'Apply gift card', 'GIFT-10-WXYZ');
    await waitFor(() => expect(live()).toBe('Gift card applied.'));
  });

  it('on a cart page, the cart does not announce the warnings of a product card’s add (the card does)', async () => {
    renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="enamel-pin-set" />
        <CartInline />
      </>,
    );
    const pins = await screen.findByRole('article', { name: 'Enamel Pin Set' });
    fireEvent.input(within(pins).getByLabelText('Quantity'), { target: { value: '5' } });
    fireEvent.click(within(pins).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(pins).getByRole('status').textContent).toBe('Only 3 left — we added what we have.'));
    const line = await screen.findByRole('listitem', { name: 'Enamel Pin Set' });
    await waitFor(() => expect(lineSays(line)).toEqual(['warning: Only 3 left — we added what we have.']));
    expect(live()).toBe('');
  });

  it('shows a stock warning on the line it is about', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.pins, 5);
    await openDrawer(store);
    await openExtras();
    const line = screen.getByRole('listitem', { name: 'Enamel Pin Set' });
    expect(lineSays(line)).toEqual(['warning: Only 3 left — we added what we have.']);
  });

  it('Try again after a failed read reads the cart again, not an older quantity change made since overtaken', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee);
    await openDrawer(store);
    await openExtras();
    fireEvent.click(screen.getByRole('button', { name: /^Increase quantity of / })); // the shopper: 2
    await act(() => store.idle());
    await addLine(store, VARIANTS.tee); // another widget: 3
    shop.use(http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, () => HttpResponse.error()));
    await act(async () => void (await store.getState().refresh()));
    await waitFor(() => expect(top()).toBe('You seem to be offline. Please try again.'));
    shop.server.resetHandlers();
    shop.sent.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => store.idle());
    expect(shop.operations()).toEqual(['Cart']);
    expect(store.getState().confirmedCart!.lines[0]!.quantity).toBe(3);
    expect(top()).toBe('');
  });

  it('Try again does not re-send a gift card whose failure is no longer the one shown', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee);
    await openDrawer(store);
    await openExtras();
    shop.use(http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, () => HttpResponse.error()));
    fireEvent.input(screen.getByLabelText('Gift card'), { target: { value: 'GIFT-10-WXYZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(top()).toBe('You seem to be offline. Please try again.'));
    await act(async () => void (await store.getState().refresh())); // a later read fails too: its failure is now shown
    shop.server.resetHandlers();
    shop.sent.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => store.idle());
    // Only reads (the one Try again asks, and the one that checks the gift card's unknown outcome, if it comes first).
    expect(shop.operations()).toContain('Cart');
    expect(shop.operations().every((name) => name === 'Cart')).toBe(true);
    expect(store.getState().confirmedCart!.appliedGiftCards).toEqual([]);
  });

  it('shows a network failure at the top with Try again, which repeats the action', async () => {
    const { store } = renderWidgets(shop.client(), <CartDrawer />);
    await addLine(store, VARIANTS.tee);
    await openDrawer(store);
    await openExtras();
    shop.use(http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, () => HttpResponse.error()));
    const code = screen.getByLabelText('Discount code');
    fireEvent.input(code, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply discount code' }));
    await waitFor(() => expect(top()).toBe('You seem to be offline. Please try again.'));
    shop.server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(store.getState().confirmedCart?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]));
    expect(top()).toBe('');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

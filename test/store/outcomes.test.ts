import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { makeStore } from './helpers';

const shop = useEmulator();
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;

describe('what the shop says', () => {
  it('an unknown variant is refused: the optimistic line is rolled back and the reason shown', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    const events: string[] = [];
    store.on((event) => events.push(event.type));
    const pending = store.getState().addLines([{ merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 }]);
    expect(store.getState().cart?.totalQuantity).toBe(2);
    const outcome = await pending;
    expect(outcome.ok).toBe(false);
    expect(store.getState().cart?.totalQuantity).toBe(1);
    // The shop answers INVALID on lines.0.merchandiseId with no cart (Shopify/hydrogen#2259); the cart shown is the last one confirmed.
    expect(store.getState().messages).toEqual([
      expect.objectContaining({ kind: 'error', code: 'INVALID', field: ['lines', '0', 'merchandiseId'], operation: 'add' }),
    ]);
    expect(events).toEqual(['error']);
  });

  it('a quantity beyond stock shows the shop’s quantity and its warning', async () => {
    const store = makeStore(shop.client());
    const outcome = await store.getState().addLines([{ merchandiseId: VARIANTS.pins, quantity: 5 }]);
    expect(outcome.ok).toBe(true);
    expect(store.getState().cart?.lines[0]?.quantity).toBe(3);
    expect(store.getState().messages).toEqual([expect.objectContaining({ kind: 'warning', code: 'MERCHANDISE_NOT_ENOUGH_STOCK' })]);
    expect(store.getState().messages[0]!.message).not.toBe('');
  });

  it('a transport failure of a quantity change rolls back to the last confirmed cart and says why', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    shop.use(http.post(GRAPHQL, () => HttpResponse.json({ errors: [{ message: 'Internal error' }] })));
    const lineId = store.getState().cart!.lines[0]!.id;
    const pending = store.getState().setLineQuantity(lineId, 4);
    expect(store.getState().cart?.totalQuantity).toBe(4);
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'GRAPHQL' }] });
    expect(store.getState().cart?.totalQuantity).toBe(1);
    expect(store.getState().status).toBe('error');
  });

  it('discount add is one request with the union of codes; remove keeps the others', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    shop.sent.length = 0;
    await store.getState().addDiscountCode('WELCOME10');
    await store.getState().addDiscountCode('MUG5');
    expect(shop.operations()).toEqual(['CartDiscountCodesUpdate', 'CartDiscountCodesUpdate']);
    expect(shop.sent[1]!.variables.discountCodes).toEqual(['WELCOME10', 'MUG5']);
    expect(store.getState().cart?.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'MUG5', applicable: true },
    ]);
    await store.getState().removeDiscountCode('welcome10');
    expect(store.getState().cart?.discountCodes.map((entry) => entry.code)).toEqual(['MUG5']);
  });

  it('note + attributes: one request when both change or only one does, none when neither', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    shop.sent.length = 0;
    await store.getState().setNoteAndAttributes({ note: 'Gift wrap', attributes: [{ key: 'gift', value: 'yes' }] });
    expect(shop.operations()).toEqual(['CartNoteAndAttributesUpdate']);
    shop.sent.length = 0;
    await store.getState().setNoteAndAttributes({ note: 'Gift wrap, please', attributes: [{ key: 'gift', value: 'yes' }] });
    expect(shop.operations()).toEqual(['CartNoteUpdate']);
    shop.sent.length = 0;
    await store.getState().setNoteAndAttributes({ note: 'Gift wrap, please', attributes: [{ key: 'gift', value: 'yes' }] });
    expect(shop.operations()).toEqual([]);
    expect(store.getState().cart).toMatchObject({ note: 'Gift wrap, please', attributes: [{ key: 'gift', value: 'yes' }] });
  });

  it('a note typed twice while the cart is busy is sent once, with the later text; a code added meanwhile is not merged', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee }]);
    shop.sent.length = 0;
    const adding = store.getState().addLines([{ merchandiseId: VARIANTS.mug }]); // runs first: what follows waits
    const first = store.getState().setNote('Leave at the door');
    const second = store.getState().setNote('Leave with the neighbour');
    const outcomes = await Promise.all([adding, first, second]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    expect(shop.operations()).toEqual(['CartLinesAdd', 'CartNoteUpdate']);
    expect(store.getState().cart?.note).toBe('Leave with the neighbour');

    shop.sent.length = 0;
    const note = store.getState().setNote('Ring twice');
    const code = store.getState().addDiscountCode('WELCOME10');
    const later = store.getState().setNote('Ring once');
    await Promise.all([note, code, later]);
    expect(shop.operations()).toEqual(['CartNoteUpdate', 'CartDiscountCodesUpdate', 'CartNoteUpdate']);
    expect(store.getState().cart?.note).toBe('Ring once');
  });

  it('a note that is too long is refused with NOTE_TOO_LONG and the note stays as it was', async () => {
    const store = makeStore(shop.client());
    await store.getState().setNote('Leave at the door');
    const outcome = await store.getState().setNote('x'.repeat(6000));
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'NOTE_TOO_LONG', field: expect.arrayContaining(['note']) }] });
    expect(store.getState().cart?.note).toBe('Leave at the door');
  });

  it('email, country, shipping address and gift cards go through the shop', async () => {
    const store = makeStore(shop.client());
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 2 }]);
    await store.getState().setEmail('shopper@example.com');
    expect(store.getState().cart?.buyerIdentity.email).toBe('shopper@example.com');
    await store.getState().setBuyerIdentity({ countryCode: 'CA' });
    expect(store.getState().cart?.cost.totalAmount.currencyCode).toBe('CAD');
    const address = await store.getState().setShippingAddress({
      address1: '1 Main St',
      city: 'Toronto',
      provinceCode: 'ON',
      countryCode: 'CA',
      zip: 'M5V 2T6',
      firstName: 'Ada',
      lastName: 'L',
    });
    expect(address.ok).toBe(true);
    expect(store.getState().cart?.delivery.addresses[0]).toMatchObject({ selected: true, address: { city: 'Toronto' } });
    const gift = await store.getState().addGiftCard('GIFT-10-WXYZ');
    expect(gift.ok).toBe(true);
    const card = store.getState().cart!.appliedGiftCards[0]!;
    expect(card.lastCharacters).toBe('WXYZ');
    await store.getState().removeGiftCard(card.id);
    expect(store.getState().cart?.appliedGiftCards).toEqual([]);
    const unknown = await store.getState().addGiftCard('NOPE-0000');
    expect(unknown.ok).toBe(false);
  });

  it('checkout waits for pending adds and gives the checkout URL with _fd=0', async () => {
    const store = makeStore(shop.client());
    void store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    const outcome = await store.getState().checkout();
    expect(outcome.ok).toBe(true);
    const url = new URL((outcome as { url: string }).url);
    expect(url.searchParams.get('_fd')).toBe('0');
    expect(url.origin + url.pathname).toBe(new URL(store.getState().cart!.checkoutUrl).origin + new URL(store.getState().cart!.checkoutUrl).pathname);
    expect(await makeStore(shop.client()).getState().checkout()).toMatchObject({ ok: false, errors: [{ code: 'EMPTY_CART' }] });
  });
});

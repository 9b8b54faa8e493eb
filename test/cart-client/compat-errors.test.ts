import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClient } from '../../src/cart-client/compat';
import { payload } from '../support/fixtures';
import { mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';
import { CART_ID, rawCart } from './compat-fixtures';

const shop = mockStorefront();
const client = buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
const add = () => client.checkout.addLineItems(CART_ID, [{ variantId: 'v', quantity: 1 }]);

afterEach(() => vi.restoreAllMocks());

// SPEC §8, row by row: every cart error code and the checkout code it becomes.
const TABLE: Array<[string, string]> = [
  ['ADDRESS_FIELD_IS_TOO_LONG', 'TOO_LONG'],
  ['NOTE_TOO_LONG', 'TOO_LONG'],
  ['ADDRESS_FIELD_IS_REQUIRED', 'PRESENT'],
  ['MISSING_DISCOUNT_CODE', 'PRESENT'],
  ['MISSING_NOTE', 'PRESENT'],
  ['MISSING_CUSTOMER_ACCESS_TOKEN', 'PRESENT'],
  ['ADDRESS_FIELD_CONTAINS_EMOJIS', 'NOT_SUPPORTED'],
  ['ADDRESS_FIELD_CONTAINS_HTML_TAGS', 'NOT_SUPPORTED'],
  ['ADDRESS_FIELD_CONTAINS_URL', 'NOT_SUPPORTED'],
  ['ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN', 'NOT_SUPPORTED'],
  ['PAYMENT_METHOD_NOT_SUPPORTED', 'NOT_SUPPORTED'],
  ['ZIP_CODE_NOT_SUPPORTED', 'NOT_SUPPORTED'],
  ['INVALID_ZIP_CODE_FOR_COUNTRY', 'INVALID_FOR_COUNTRY'],
  ['INVALID_ZIP_CODE_FOR_PROVINCE', 'INVALID_FOR_COUNTRY_AND_PROVINCE'],
  ['PROVINCE_NOT_FOUND', 'INVALID_PROVINCE_IN_COUNTRY'],
  ['INVALID_MERCHANDISE_LINE', 'LINE_ITEM_NOT_FOUND'],
  ['MINIMUM_NOT_MET', 'GREATER_THAN_OR_EQUAL_TO'],
  ['MAXIMUM_EXCEEDED', 'NOT_ENOUGH_IN_STOCK'],
  ['LESS_THAN', 'LESS_THAN'],
  ['INVALID_DELIVERY_GROUP', 'INVALID'],
  ['INVALID_DELIVERY_OPTION', 'INVALID'],
  ['INVALID_PAYMENT', 'INVALID'],
  ['INVALID_PAYMENT_EMPTY_CART', 'INVALID'],
  ['INVALID_METAFIELDS', 'INVALID'],
  ['INVALID_INCREMENT', 'INVALID'],
  ['INVALID_COMPANY_LOCATION', 'INVALID'],
  ['VALIDATION_CUSTOM', 'INVALID'],
  ['UNSPECIFIED_ADDRESS_ERROR', 'INVALID'],
  ['INVALID', 'INVALID'],
];

describe('the SPEC §8 error table', () => {
  it.each(TABLE)('%s → %s', async (cartCode, checkoutCode) => {
    shop.on('CartLinesAdd', () =>
      payload('cartLinesAdd', null, { userErrors: [{ field: ['lines', '0'], message: `m ${cartCode}`, code: cartCode }] }),
    );
    await expect(add()).rejects.toEqual([{ code: checkoutCode, field: ['lines', '0'], message: `m ${cartCode}` }]);
  });

  it.each([
    ['MERCHANDISE_OUT_OF_STOCK', 'NOT_ENOUGH_IN_STOCK'],
    ['MERCHANDISE_NOT_ENOUGH_STOCK', 'NOT_ENOUGH_IN_STOCK'],
    ['PAYMENTS_GIFT_CARDS_UNAVAILABLE', 'NOT_SUPPORTED'],
  ])('warning %s → %s (reported with the checkout)', async (warning, checkoutCode) => {
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', rawCart(), { warnings: [{ code: warning, message: 'w', target: 'x' }] }));
    const checkout = await add();
    expect(checkout.userErrors).toEqual([{ code: checkoutCode, message: 'w' }]);
  });

  it('an unknown code maps to undefined; errors come before warnings', async () => {
    shop.on('CartLinesAdd', () =>
      payload('cartLinesAdd', rawCart(), {
        userErrors: [{ field: null, message: 'e', code: 'SOMETHING_NEW' }],
        warnings: [{ code: 'MERCHANDISE_OUT_OF_STOCK', message: 'w', target: 'x' }],
      }),
    );
    const checkout = await add();
    expect(checkout.userErrors).toEqual([
      { code: undefined, field: null, message: 'e' },
      { code: 'NOT_ENOUGH_IN_STOCK', message: 'w' },
    ]);
  });
});

describe('mutation outcomes', () => {
  it('a returned cart resolves with the checkout and its mapped user errors', async () => {
    shop.on('CartLinesAdd', () =>
      payload('cartLinesAdd', rawCart(), { userErrors: [{ field: ['lines'], message: 'partial', code: 'INVALID_MERCHANDISE_LINE' }] }),
    );
    const checkout = await add();
    expect(checkout.id).toBe(CART_ID);
    expect(checkout.userErrors).toEqual([{ code: 'LINE_ITEM_NOT_FOUND', field: ['lines'], message: 'partial' }]);
  });

  it('a returned cart resolves even when GraphQL errors came with it', async () => {
    shop.on('CartLinesAdd', () => ({ ...payload('cartLinesAdd', rawCart()), errors: [{ message: 'partial failure' }] }));
    await expect(add()).resolves.toMatchObject({ id: CART_ID, userErrors: [] });
  });

  it('no cart and GraphQL errors: rejects with an Error carrying the error list as text', async () => {
    const errors = [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }];
    shop.on('CartLinesAdd', () => ({ data: { cartLinesAdd: null }, errors }));
    const rejection = await add().catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(Error);
    expect((rejection as Error).message).toBe(JSON.stringify(errors));
  });

  it('no cart and GraphQL errors without data: same rejection', async () => {
    const errors = [{ message: 'Field does not exist' }];
    shop.on('CartLinesAdd', () => ({ errors }));
    await expect(add()).rejects.toThrow(JSON.stringify(errors));
  });

  it('no cart and user errors: rejects with the mapped list', async () => {
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', null, { userErrors: [{ field: ['cartId'], message: 'gone', code: 'INVALID' }] }));
    await expect(add()).rejects.toEqual([{ code: 'INVALID', field: ['cartId'], message: 'gone' }]);
  });

  it('no cart and only warnings: rejects with the mapped warnings', async () => {
    shop.on('CartLinesAdd', () =>
      payload('cartLinesAdd', null, { warnings: [{ code: 'MERCHANDISE_OUT_OF_STOCK', message: 'sold out', target: 'v' }] }),
    );
    await expect(add()).rejects.toEqual([{ code: 'NOT_ENOUGH_IN_STOCK', message: 'sold out' }]);
  });

  it('no cart and nothing else: rejects saying the named mutation failed due to an unknown error', async () => {
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', null));
    await expect(add()).rejects.toThrow('The cartLinesAdd mutation failed due to an unknown error.');
  });

  it('no result at all (the payload is null, or the response has no data): the same named rejection', async () => {
    shop.on('CartNoteUpdate', () => ({ data: { cartNoteUpdate: null } }));
    await expect(client.checkout.updateAttributes(CART_ID, { note: 'x' })).rejects.toThrow(
      'The cartNoteUpdate mutation failed due to an unknown error.',
    );
    shop.on('CartCreate', () => ({}));
    await expect(client.checkout.create()).rejects.toThrow('The cartCreate mutation failed due to an unknown error.');
  });

  it('a transport failure rejects with the typed error', async () => {
    shop.on('CartLinesAdd', () => HttpResponse.error());
    await expect(add()).rejects.toThrow('Network request failed');
  });
});

describe('reads', () => {
  it('checkout.fetch rejects with the error the cart read threw', async () => {
    shop.on('Cart', () => HttpResponse.error());
    await expect(client.checkout.fetch(CART_ID)).rejects.toMatchObject({ name: 'NetworkError', message: 'Network request failed' });
  });

  it('checkout.fetch rejects with the GraphQL error when the response has errors', async () => {
    shop.on('Cart', () => ({ errors: [{ message: 'Internal error' }] }));
    await expect(client.checkout.fetch(CART_ID)).rejects.toMatchObject({ name: 'GraphQLResponseError', errors: [{ message: 'Internal error' }] });
  });

  it('a catalogue read rejects with the GraphQL error list, or the default one when the response has no result', async () => {
    shop.on('Shop', () => ({ errors: [{ message: 'Throttled' }] }));
    await expect(client.shop.fetchInfo()).rejects.toEqual([{ message: 'Throttled' }]);
    shop.on('Shop', () => ({}));
    await expect(client.shop.fetchInfo()).rejects.toEqual([{ message: 'an unknown error has occurred.' }]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addCartDiscountCodes,
  addCartLines,
  checkoutUrlFor,
  createCart,
  createStorefrontClient,
  fetchCart,
  removeCartDiscountCode,
  removeCartGiftCardCodes,
  removeCartLines,
  replaceCartLines,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartEmail,
  updateCartGiftCardCodes,
  updateCartLines,
  updateCartNote,
  updateCartNoteAndAttributes,
  updateCartShippingAddress,
} from '../../src/cart-client';
import { payload, rawCart, rawLine } from '../support/fixtures';
import { mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = mockStorefront();
const client = createStorefrontClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
const CART_ID = 'gid://shopify/Cart/abc?key=k1';

afterEach(() => vi.restoreAllMocks());

describe('fetchCart', () => {
  it('reads every line, 250 per page, across three pages', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart({ lines: 250, hasNextPage: true }) } }));
    shop.on('CartLines', ({ variables }) => {
      const second = variables.after === 'cursor-1';
      const offset = second ? 250 : 500;
      return {
        data: {
          cart: {
            lines: {
              pageInfo: { hasNextPage: second, endCursor: second ? 'cursor-2' : null },
              nodes: Array.from({ length: second ? 250 : 100 }, (_, i) => rawLine(offset + i + 1)),
            },
          },
        },
      };
    });
    const cart = await fetchCart(client, CART_ID);
    expect(cart?.lines).toHaveLength(600);
    expect(new Set(cart?.lines.map((line) => line.id)).size).toBe(600);
    expect(shop.operations()).toEqual(['Cart', 'CartLines', 'CartLines']);
    expect(shop.sent.slice(1).map((request) => request.variables.after)).toEqual(['cursor-1', 'cursor-2']);
  });

  it('falls back to a node lookup, and resolves null when neither finds the cart', async () => {
    shop.on('Cart', () => ({ data: { cart: null } }));
    shop.on('CartNode', () => ({ data: { node: rawCart({ lines: 2 }) } }));
    expect((await fetchCart(client, CART_ID))?.lines).toHaveLength(2);

    shop.on('CartNode', () => ({ data: { node: null } }));
    await expect(fetchCart(client, CART_ID)).resolves.toBeNull();
    expect(shop.operations()).toEqual(['Cart', 'CartNode', 'Cart', 'CartNode']);
  });

  it('flattens delivery groups to their line ids', async () => {
    const raw = rawCart({ lines: 1 });
    const option = {
      code: 'STD',
      deliveryMethodType: 'SHIPPING',
      description: null,
      estimatedCost: { amount: '5.0', currencyCode: 'USD' },
      handle: 'std',
      title: 'Standard',
    };
    raw.deliveryGroups = {
      nodes: [
        {
          id: 'gid://shopify/CartDeliveryGroup/1',
          deliveryAddress: {},
          deliveryOptions: [option],
          selectedDeliveryOption: option,
          cartLines: { nodes: [{ id: raw.lines.nodes[0]!.id }] },
        },
      ],
    } as never;
    shop.on('Cart', () => ({ data: { cart: raw } }));
    const cart = await fetchCart(client, CART_ID);
    expect(cart?.deliveryGroups[0]?.cartLines).toEqual([raw.lines.nodes[0]!.id]);
  });
});

describe('cart mutations', () => {
  it('returns { cart, userErrors, warnings } with Shopify’s native codes as data', async () => {
    const warnings = [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 2 left', target: 'gid://shopify/CartLine/1' }];
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', rawCart({ lines: 1 }), { warnings }));
    const result = await addCartLines(client, CART_ID, [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 5 }]);
    expect(result.warnings).toEqual(warnings);
    expect(result.userErrors).toEqual([]);
    expect(result.cart?.lines).toHaveLength(1);

    const userErrors = [{ field: ['lines', '0', 'merchandiseId'], message: 'The merchandise line was not found', code: 'INVALID_MERCHANDISE_LINE' }];
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', null, { userErrors }));
    await expect(addCartLines(client, CART_ID, [{ merchandiseId: 'gid://shopify/ProductVariant/404' }])).resolves.toEqual({
      cart: null,
      userErrors,
      warnings: [],
    });
  });

  it('sends each mutation with its variables', async () => {
    shop.on('*', ({ operationName }) => {
      const field = operationName![0]!.toLowerCase() + operationName!.slice(1);
      return payload(field, rawCart());
    });
    await createCart(client, { lines: [{ merchandiseId: 'v1', quantity: 1 }], note: 'hi' });
    await updateCartLines(client, CART_ID, [{ id: 'l1', quantity: 3 }]);
    await removeCartLines(client, CART_ID, ['l1']);
    await updateCartNote(client, CART_ID, 'gift wrap');
    await updateCartAttributes(client, CART_ID, [{ key: 'source', value: 'embed' }]);
    await updateCartBuyerIdentity(client, CART_ID, { countryCode: 'CA' });
    await updateCartEmail(client, CART_ID, 'a@b.co');
    await updateCartGiftCardCodes(client, CART_ID, ['GIFT-50-ABCD']);
    await removeCartGiftCardCodes(client, CART_ID, ['gid://shopify/AppliedGiftCard/1']);
    expect(shop.sent.map(({ operationName, variables }) => [operationName, variables])).toEqual([
      ['CartCreate', { input: { lines: [{ merchandiseId: 'v1', quantity: 1 }], note: 'hi' } }],
      ['CartLinesUpdate', { cartId: CART_ID, lines: [{ id: 'l1', quantity: 3 }] }],
      ['CartLinesRemove', { cartId: CART_ID, lineIds: ['l1'] }],
      ['CartNoteUpdate', { cartId: CART_ID, note: 'gift wrap' }],
      ['CartAttributesUpdate', { cartId: CART_ID, attributes: [{ key: 'source', value: 'embed' }] }],
      ['CartBuyerIdentityUpdate', { cartId: CART_ID, buyerIdentity: { countryCode: 'CA' } }],
      ['CartBuyerIdentityUpdate', { cartId: CART_ID, buyerIdentity: { email: 'a@b.co' } }],
      ['CartGiftCardCodesUpdate', { cartId: CART_ID, giftCardCodes: ['GIFT-50-ABCD'] }],
      ['CartGiftCardCodesRemove', { cartId: CART_ID, appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/1'] }],
    ]);
  });

  it('the note update selects no warnings, every other mutation does', async () => {
    shop.on('*', ({ operationName }) => payload(operationName![0]!.toLowerCase() + operationName!.slice(1), rawCart()));
    await updateCartNote(client, CART_ID, 'x');
    await updateCartAttributes(client, CART_ID, [{ key: 'a', value: 'b' }]);
    expect(shop.sent[0]!.query).not.toMatch(/warnings/);
    expect(shop.sent[1]!.query).toMatch(/warnings\s*\{\s*code message target/);
  });

  it('drops line inputs with no fields', async () => {
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', rawCart()));
    await addCartLines(client, CART_ID, [{} as never, { merchandiseId: 'v1', quantity: 2 }, { merchandiseId: undefined } as never]);
    expect(shop.sent[0]!.variables.lines).toEqual([{ merchandiseId: 'v1', quantity: 2 }]);
  });

  it('warns that presentment currency and partial addresses are not supported, and does not send them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.on('*', ({ operationName }) => payload(operationName![0]!.toLowerCase() + operationName!.slice(1), rawCart()));
    await createCart(client, { presentmentCurrencyCode: 'CAD', lines: [] });
    await updateCartShippingAddress(client, CART_ID, { address1: '1 Main St', countryCode: 'US', zip: '10001', allowPartialAddresses: true });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[shop-embed] `presentmentCurrencyCode` is not supported by the cart API and was ignored',
      '[shop-embed] `allowPartialAddresses` is not supported by the cart API and was ignored',
    ]);
    expect(shop.sent[0]!.variables).toEqual({ input: { lines: [] } });
    expect(shop.sent[1]!.variables).toEqual({
      cartId: CART_ID,
      addresses: [{ address: { deliveryAddress: { address1: '1 Main St', countryCode: 'US', zip: '10001' } }, selected: true }],
    });
  });

  it('updates the selected delivery address when the cart has one', async () => {
    shop.on('CartDeliveryAddressesUpdate', () => payload('cartDeliveryAddressesUpdate', rawCart()));
    await updateCartShippingAddress(
      client,
      CART_ID,
      { city: 'Toronto', countryCode: 'CA', provinceCode: 'ON' },
      'gid://shopify/CartSelectableAddress/1',
    );
    expect(shop.sent[0]!.variables.addresses).toEqual([
      {
        id: 'gid://shopify/CartSelectableAddress/1',
        address: { deliveryAddress: { city: 'Toronto', countryCode: 'CA', provinceCode: 'ON' } },
        selected: true,
      },
    ]);
  });

  it('a mutation that ran is not reported as failed when its further line pages cannot be read', async () => {
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', rawCart({ lines: 250, hasNextPage: true })));
    shop.on('CartLines', () => new Response('unavailable', { status: 503 }));
    const result = await addCartLines(client, CART_ID, [{ merchandiseId: 'v1' }]);
    expect(result.cart?.lines).toHaveLength(250);
    expect(result.userErrors).toEqual([]);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'LINES_INCOMPLETE', target: CART_ID })]);
  });

  it('a payload that is missing altogether says "an unknown error has occurred."', async () => {
    shop.on('CartLinesRemove', () => ({ data: { cartLinesRemove: null } }));
    const result = await removeCartLines(client, CART_ID, ['l1']);
    expect(result.cart).toBeNull();
    expect(result.userErrors[0]!.message).toBe('an unknown error has occurred.');
  });
});

describe('compound operations of SPEC §4', () => {
  it('replace all lines without known ids: fetch, then remove every line and add the new ones in one request', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart({ lines: 3 }) } }));
    shop.on('CartLinesReplace', () => ({
      data: { cartLinesRemove: { userErrors: [], warnings: [] }, ...payload('cartLinesAdd', rawCart({ lines: 1 })).data },
    }));
    const result = await replaceCartLines(client, CART_ID, [{ merchandiseId: 'v9', quantity: 1 }]);
    expect(shop.operations()).toEqual(['Cart', 'CartLinesReplace']);
    expect(shop.sent[1]!.variables).toMatchObject({
      lineIds: rawCart({ lines: 3 }).lines.nodes.map((line) => line.id),
      lines: [{ merchandiseId: 'v9', quantity: 1 }],
    });
    expect(result.cart?.lines).toHaveLength(1);
  });

  it('replace all lines with the known line ids: one request, no read', async () => {
    shop.on('CartLinesReplace', () => ({
      data: { cartLinesRemove: { userErrors: [], warnings: [] }, ...payload('cartLinesAdd', rawCart({ lines: 1 })).data },
    }));
    const result = await replaceCartLines(client, CART_ID, [{ merchandiseId: 'v9', quantity: 1 }], { knownLineIds: ['l1', 'l2'] });
    expect(shop.operations()).toEqual(['CartLinesReplace']);
    expect(shop.sent[0]!.variables).toMatchObject({ cartId: CART_ID, lineIds: ['l1', 'l2'], lines: [{ merchandiseId: 'v9', quantity: 1 }] });
    expect(result).toMatchObject({ userErrors: [], warnings: [] });
    expect(result.cart?.lines).toHaveLength(1);
  });

  it('replace all lines: nothing to remove is just the add, nothing to add just the removal', async () => {
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', rawCart({ lines: 1 })));
    shop.on('CartLinesRemove', () => payload('cartLinesRemove', rawCart({ lines: 0 })));
    await replaceCartLines(client, CART_ID, [{ merchandiseId: 'v9' }], { knownLineIds: [] });
    expect(shop.operations()).toEqual(['CartLinesAdd']);
    shop.sent.length = 0;
    const emptied = await replaceCartLines(client, CART_ID, [], { knownLineIds: ['l1'] });
    expect(shop.operations()).toEqual(['CartLinesRemove']);
    expect(emptied.cart?.lines).toEqual([]);
  });

  it('replace all lines reports the errors and warnings of both fields, in order, and the last field’s cart', async () => {
    const removeError = { field: ['lineIds', '0'], message: 'The merchandise line with id l9 does not exist.', code: 'INVALID' };
    const addWarning = { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 3 left', target: 'l1' };
    shop.on('CartLinesReplace', () => ({
      data: {
        cartLinesRemove: { userErrors: [removeError], warnings: [] },
        ...payload('cartLinesAdd', rawCart({ lines: 2 }), { warnings: [addWarning] }).data,
      },
    }));
    const result = await replaceCartLines(client, CART_ID, [{ merchandiseId: 'v9', quantity: 5 }], { knownLineIds: ['l9'] });
    expect(result.userErrors).toEqual([removeError]);
    expect(result.warnings).toEqual([addWarning]);
    expect(result.cart?.lines).toHaveLength(2);
  });

  it('note and attributes in one request; one field when only one of them changes', async () => {
    shop.on('CartNoteAndAttributesUpdate', () => ({
      data: { cartNoteUpdate: { userErrors: [] }, ...payload('cartAttributesUpdate', rawCart({ note: 'n' })).data },
    }));
    shop.on('CartNoteUpdate', () => payload('cartNoteUpdate', rawCart({ note: 'n' })));
    shop.on('CartAttributesUpdate', () => payload('cartAttributesUpdate', rawCart({ note: 'n' })));
    const both = await updateCartNoteAndAttributes(client, CART_ID, { note: 'n', attributes: [{ key: 'k', value: 'v' }] });
    expect(shop.operations()).toEqual(['CartNoteAndAttributesUpdate']);
    expect(shop.sent[0]!.variables).toMatchObject({ cartId: CART_ID, note: 'n', attributes: [{ key: 'k', value: 'v' }] });
    expect(both.cart?.note).toBe('n');
    shop.sent.length = 0;
    await updateCartNoteAndAttributes(client, CART_ID, { note: 'only the note', attributes: [] });
    expect(shop.operations()).toEqual(['CartNoteUpdate']);
    shop.sent.length = 0;
    await updateCartNoteAndAttributes(client, CART_ID, { attributes: [{ key: 'k', value: 'v' }] });
    expect(shop.operations()).toEqual(['CartAttributesUpdate']);
  });

  // The product changed deliberately: the attributes are no longer held back by a refused note (both go in one request).
  it('a refused note is reported beside the attributes’ outcome', async () => {
    const userErrors = [{ field: ['note'], message: 'Note is too long', code: 'NOTE_TOO_LONG' }];
    shop.on('CartNoteAndAttributesUpdate', () => ({ data: { cartNoteUpdate: { userErrors }, ...payload('cartAttributesUpdate', rawCart()).data } }));
    const result = await updateCartNoteAndAttributes(client, CART_ID, { note: 'x'.repeat(6000), attributes: [{ key: 'k', value: 'v' }] });
    expect(result.userErrors).toEqual(userErrors);
    expect(result.cart?.id).toBe(CART_ID);
    expect(shop.operations()).toEqual(['CartNoteAndAttributesUpdate']);
  });

  it('a field missing from a several-field answer says "an unknown error has occurred."', async () => {
    shop.on('CartLinesReplace', () => ({ data: { cartLinesRemove: null, ...payload('cartLinesAdd', rawCart({ lines: 1 })).data } }));
    const result = await replaceCartLines(client, CART_ID, [{ merchandiseId: 'v9' }], { knownLineIds: ['l1'] });
    expect(result.userErrors).toEqual([{ field: null, message: 'an unknown error has occurred.', code: null }]);
    expect(result.cart?.lines).toHaveLength(1);
  });

  it('add discount: the union of the cart’s codes and the new one', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart({ discountCodes: ['WELCOME10'] }) } }));
    shop.on('CartDiscountCodesUpdate', () => payload('cartDiscountCodesUpdate', rawCart({ discountCodes: ['WELCOME10', 'MUG5'] })));
    await addCartDiscountCodes(client, CART_ID, ['MUG5', 'welcome10']);
    expect(shop.operations()).toEqual(['Cart', 'CartDiscountCodesUpdate']);
    expect(shop.sent[1]!.variables.discountCodes).toEqual(['WELCOME10', 'MUG5']);
  });

  it('add discount with the codes already known: one request', async () => {
    shop.on('CartDiscountCodesUpdate', () => payload('cartDiscountCodesUpdate', rawCart()));
    await addCartDiscountCodes(client, CART_ID, ['BIG20'], ['WELCOME10']);
    expect(shop.operations()).toEqual(['CartDiscountCodesUpdate']);
    expect(shop.sent[0]!.variables.discountCodes).toEqual(['WELCOME10', 'BIG20']);
  });

  it('remove discount keeps the other codes', async () => {
    shop.on('CartDiscountCodesUpdate', () => payload('cartDiscountCodesUpdate', rawCart()));
    await removeCartDiscountCode(client, CART_ID, 'welcome10', ['WELCOME10', 'BIG20']);
    expect(shop.sent[0]!.variables.discountCodes).toEqual(['BIG20']);
  });

  it('a compound operation on a cart that no longer exists reports it as a user error', async () => {
    shop.on('Cart', () => ({ data: { cart: null } }));
    shop.on('CartNode', () => ({ data: { node: null } }));
    const result = await replaceCartLines(client, CART_ID, [{ merchandiseId: 'v1' }]);
    expect(result).toMatchObject({ cart: null, userErrors: [{ code: 'INVALID', message: 'The specified cart does not exist.' }] });
  });
});

describe('checkoutUrlFor', () => {
  it('adds _fd=0, replacing an existing _fd and keeping the key', () => {
    expect(checkoutUrlFor('https://shop.test/checkouts/cn/abc?key=k1')).toBe('https://shop.test/checkouts/cn/abc?key=k1&_fd=0');
    expect(checkoutUrlFor('https://shop.test/checkouts/cn/abc?_fd=1&key=k1')).toBe('https://shop.test/checkouts/cn/abc?_fd=0&key=k1');
  });

  it('refuses anything but https (http only on loopback)', () => {
    expect(checkoutUrlFor('http://127.0.0.1:4000/checkouts/cn/abc')).toBe('http://127.0.0.1:4000/checkouts/cn/abc?_fd=0');
    expect(() => checkoutUrlFor('http://evil.test/checkouts/cn/abc')).toThrow(/not https/);
    expect(() => checkoutUrlFor('javascript:alert(1)')).toThrow(/not https/);
    expect(() => checkoutUrlFor('not a url')).toThrow(/not a valid URL/);
  });
});

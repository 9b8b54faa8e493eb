import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClient } from '../../src/cart-client/compat';
import { payload } from '../support/fixtures';
import { mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';
import { CART_ID, cartWith, money, rawCart } from './compat-fixtures';

const shop = mockStorefront();
const client = buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });

afterEach(() => vi.restoreAllMocks());

const FIXED = {
  ready: false,
  requiresShipping: true,
  taxExempt: false,
  taxesIncluded: false,
  completedAt: null,
  order: null,
  orderStatusUrl: null,
  shippingLine: null,
};

describe('the legacy checkout view', () => {
  it('has the fixed values, the line items and webUrl with _fd=0', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart({ lines: 2, note: 'gift' }) } }));
    const checkout = await client.checkout.fetch(CART_ID);
    expect(checkout).toMatchObject(FIXED);
    expect(checkout?.webUrl).toBe('https://demo.shop-embed.test/checkouts/cn/abc?key=k1&_fd=0');
    expect(checkout?.note).toBe('gift');
    expect(checkout?.id).toBe(CART_ID);
    expect(checkout?.currencyCode).toBe('USD');
    expect(checkout?.lineItems).toHaveLength(2);
    expect(checkout?.lineItems[0]).toEqual({
      customAttributes: [],
      discountAllocations: [],
      id: 'gid://shopify/CartLine/1?cart=abc',
      quantity: 1,
      title: 'Tee',
      hasNextPage: false,
      hasPreviousPage: false,
      variant: {
        id: 'gid://shopify/ProductVariant/1001',
        title: 'Variant 1',
        image: null,
        product: { id: 'gid://shopify/Product/1', handle: 'tee' },
        weight: 0.5,
        available: true,
        sku: 'SKU-1',
        selectedOptions: [{ name: 'Size', value: 'M' }],
        compareAtPrice: null,
        compareAtPriceV2: null,
        price: money('10.0'),
        priceV2: money('10.0'),
        unitPrice: null,
        unitPriceMeasurement: null,
        type: expect.objectContaining({ name: 'ProductVariant', kind: 'OBJECT', implementsNode: true }),
      },
      type: expect.objectContaining({ name: 'CheckoutLineItem', kind: 'OBJECT', implementsNode: true }),
    });
    expect(checkout?.paymentDue).toEqual(money('20.0'));
    expect(checkout?.totalTax).toEqual(money('0.0'));
    expect(checkout?.email).toBeNull();
    expect(checkout?.shippingAddress).toBeNull();
  });

  it('replaces an existing _fd parameter', async () => {
    shop.on('Cart', () => ({ data: { cart: cartWith({ checkoutUrl: 'https://demo.shop-embed.test/checkouts/cn/abc?_fd=1' }) } }));
    expect((await client.checkout.fetch(CART_ID))?.webUrl).toBe('https://demo.shop-embed.test/checkouts/cn/abc?_fd=0');
  });

  it('total = cart total + gift cards used; subtotal = total − duties − taxes, exact and in the legacy text form', async () => {
    const card = (id: string, used: string) => ({
      id,
      lastCharacters: id.slice(-4),
      amountUsed: money(used),
      balance: money('5.0'),
      presentmentAmountUsed: money(used),
    });
    shop.on('Cart', () => ({
      data: {
        cart: cartWith({
          cost: {
            checkoutChargeAmount: money('80.1'),
            totalAmount: money('80.1'),
            subtotalAmount: money('70.0'),
            totalTaxAmount: money('7.3'),
            totalDutyAmount: money('2.2'),
          },
          appliedGiftCards: [card('gid://shopify/AppliedGiftCard/AAAA', '0.2'), card('gid://shopify/AppliedGiftCard/BBBB', '19.2')],
        }),
      },
    }));
    const checkout = await client.checkout.fetch(CART_ID);
    // 80.1 + 0.2 + 19.2 = 99.5 (float sums give 99.49999999999999); 99.5 − 2.2 − 7.3 = 90.0
    expect(checkout?.totalPrice).toEqual(money('99.5'));
    expect(checkout?.totalPriceV2).toEqual(money('99.5'));
    expect(checkout?.subtotalPrice).toEqual(money('90.0'));
    expect(checkout?.subtotalPriceV2).toEqual(money('90.0'));
    expect(checkout?.paymentDue).toEqual(money('80.1'));
    expect(checkout?.totalTax).toEqual(money('7.3'));
    expect(checkout?.lineItemsSubtotalPrice).toEqual(money('80.1'));
    expect(checkout?.appliedGiftCards[1]).toEqual({
      id: 'gid://shopify/AppliedGiftCard/BBBB',
      lastCharacters: 'BBBB',
      amountUsed: money('19.2'),
      amountUsedV2: money('19.2'),
      balance: money('5.0'),
      balanceV2: money('5.0'),
      presentmentAmountUsed: money('19.2'),
    });
  });

  it('writes computed totals with two decimals, or one when the hundredths digit is zero', async () => {
    shop.on('Cart', () => ({
      data: {
        cart: cartWith({
          cost: {
            checkoutChargeAmount: money('10.05'),
            totalAmount: money('10.05'),
            subtotalAmount: money('10.05'),
            totalTaxAmount: money('1.5'),
            totalDutyAmount: null,
          },
          appliedGiftCards: [{ id: 'g', lastCharacters: 'g', amountUsed: money('2.3'), balance: money('0.0'), presentmentAmountUsed: money('2.3') }],
        }),
      },
    }));
    const checkout = await client.checkout.fetch(CART_ID);
    expect(checkout?.totalPrice?.amount).toBe('12.35');
    expect(checkout?.subtotalPrice?.amount).toBe('10.85');
  });

  it('maps buyer email, country, attributes and the selected delivery address', async () => {
    const address = {
      address1: '1 Main St',
      address2: null,
      city: 'Ottawa',
      company: null,
      countryCode: 'CA',
      firstName: 'Ada',
      lastName: 'L',
      formatted: ['1 Main St', 'Ottawa ON K1A 0B1', 'Canada'],
      formattedArea: 'Ottawa ON, Canada',
      latitude: null,
      longitude: null,
      name: 'Ada L',
      phone: null,
      provinceCode: 'ON',
      zip: 'K1A 0B1',
    };
    shop.on('Cart', () => ({
      data: {
        cart: cartWith({
          attributes: [{ key: 'gift', value: 'yes' }],
          buyerIdentity: { countryCode: 'CA', email: 'ada@example.com', phone: null, customer: null, preferences: null },
          delivery: {
            addresses: [
              { id: 'a0', selected: false, oneTimeUse: false, address: { ...address, city: 'Other' } },
              { id: 'a1', selected: true, oneTimeUse: false, address },
            ],
          },
        }),
      },
    }));
    const checkout = await client.checkout.fetch(CART_ID);
    expect(checkout?.email).toBe('ada@example.com');
    expect(checkout?.buyerIdentity).toEqual({ countryCode: 'CA' });
    expect(checkout?.customAttributes).toEqual([{ key: 'gift', value: 'yes' }]);
    expect(checkout?.shippingAddress).toMatchObject({
      address1: '1 Main St',
      city: 'Ottawa',
      country: 'Canada',
      countryCodeV2: 'CA',
      province: 'Ontario',
      provinceCode: 'ON',
      zip: 'K1A 0B1',
    });
  });

  it('fetch resolves null when neither the cart nor the node exists', async () => {
    shop.on('Cart', () => ({ data: { cart: null } }));
    shop.on('CartNode', () => ({ data: { node: null } }));
    await expect(client.checkout.fetch(CART_ID)).resolves.toBeNull();
  });
});

describe('checkout methods: the request each sends', () => {
  const answer = (field: string) => () => payload(field, rawCart());

  it('create maps lineItems, note, email, customAttributes, shippingAddress and country', async () => {
    shop.on('CartCreate', answer('cartCreate'));
    const checkout = await client.checkout.create({
      lineItems: [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 2, customAttributes: [{ key: 'engraving', value: 'A' }] }, {}],
      note: 'n',
      email: 'e@example.com',
      customAttributes: [{ key: 'k', value: 'v' }],
      shippingAddress: { address1: '1 Main St', city: 'Ottawa', country: 'Canada', province: 'ON', zip: 'K1A 0B1', company: '' },
      buyerIdentity: { countryCode: 'CA' },
    });
    expect(shop.sent[0]?.variables.input).toEqual({
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2, attributes: [{ key: 'engraving', value: 'A' }] }],
      note: 'n',
      buyerIdentity: { email: 'e@example.com', countryCode: 'CA' },
      attributes: [{ key: 'k', value: 'v' }],
      delivery: {
        addresses: [
          {
            address: { deliveryAddress: { address1: '1 Main St', city: 'Ottawa', zip: 'K1A 0B1', countryCode: 'CA', provinceCode: 'ON' } },
            selected: true,
          },
        ],
      },
    });
    expect(checkout).toMatchObject({ ...FIXED, userErrors: [] });
  });

  it('create with no input sends an empty CartInput', async () => {
    shop.on('CartCreate', answer('cartCreate'));
    await client.checkout.create();
    expect(shop.sent[0]?.variables.input).toEqual({});
  });

  it('create warns that presentmentCurrencyCode and allowPartialAddresses are unsupported, and does not send them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.on('CartCreate', answer('cartCreate'));
    await client.checkout.create({ presentmentCurrencyCode: 'EUR', allowPartialAddresses: true });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('presentmentCurrencyCode'),
      expect.stringContaining('allowPartialAddresses'),
    ]);
    expect(shop.sent[0]?.variables.input).toEqual({});
  });

  it('addLineItems takes one item or a list and drops empty inputs', async () => {
    shop.on('CartLinesAdd', answer('cartLinesAdd'));
    await client.checkout.addLineItems(CART_ID, { variantId: 'v1', quantity: 1 });
    await client.checkout.addLineItems(CART_ID, [{ variantId: 'v2', quantity: 3 }, {}]);
    expect(shop.sent.map((request) => request.variables)).toEqual([
      { cartId: CART_ID, lines: [{ merchandiseId: 'v1', quantity: 1 }] },
      { cartId: CART_ID, lines: [{ merchandiseId: 'v2', quantity: 3 }] },
    ]);
  });

  it('updateLineItems sends line ids with quantity and attributes', async () => {
    shop.on('CartLinesUpdate', answer('cartLinesUpdate'));
    const checkout = await client.checkout.updateLineItems(CART_ID, [{ id: 'l1', quantity: 5, customAttributes: [{ key: 'a', value: 'b' }] }]);
    expect(shop.sent[0]?.variables).toEqual({ cartId: CART_ID, lines: [{ id: 'l1', quantity: 5, attributes: [{ key: 'a', value: 'b' }] }] });
    expect(checkout.lineItems).toHaveLength(1);
  });

  it('passes sellingPlanId on to the cart line, with the custom attributes, on add and update', async () => {
    shop.on('CartLinesAdd', answer('cartLinesAdd'));
    shop.on('CartLinesUpdate', answer('cartLinesUpdate'));
    const plan = 'gid://shopify/SellingPlan/7';
    await client.checkout.addLineItems(CART_ID, [
      { variantId: 'v1', quantity: 1, sellingPlanId: plan, customAttributes: [{ key: 'Engraving', value: 'Ada' }] },
    ]);
    await client.checkout.updateLineItems(CART_ID, [{ id: 'l1', sellingPlanId: plan }]);
    expect(shop.sent.map((request) => request.variables.lines)).toEqual([
      [{ merchandiseId: 'v1', quantity: 1, sellingPlanId: plan, attributes: [{ key: 'Engraving', value: 'Ada' }] }],
      [{ id: 'l1', sellingPlanId: plan }],
    ]);
  });

  it('removeLineItems takes one id or a list', async () => {
    shop.on('CartLinesRemove', answer('cartLinesRemove'));
    await client.checkout.removeLineItems(CART_ID, 'l1');
    await client.checkout.removeLineItems(CART_ID, ['l1', 'l2']);
    expect(shop.sent.map((request) => request.variables.lineIds)).toEqual([['l1'], ['l1', 'l2']]);
  });

  it('replaceLineItems fetches, removes every line, then adds the new ones', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart({ lines: 2 }) } }));
    shop.on('CartLinesRemove', () => payload('cartLinesRemove', rawCart({ lines: 0 })));
    shop.on('CartLinesAdd', answer('cartLinesAdd'));
    const checkout = await client.checkout.replaceLineItems(CART_ID, [{ variantId: 'v9', quantity: 1 }]);
    expect(shop.operations()).toEqual(['Cart', 'CartLinesRemove', 'CartLinesAdd']);
    expect(shop.sent[1]?.variables.lineIds).toEqual(['gid://shopify/CartLine/1?cart=abc', 'gid://shopify/CartLine/2?cart=abc']);
    expect(shop.sent[2]?.variables.lines).toEqual([{ merchandiseId: 'v9', quantity: 1 }]);
    expect(checkout.lineItems).toHaveLength(1);
  });

  it('replaceLineItems stops when the removal fails', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart({ lines: 1 }) } }));
    shop.on('CartLinesRemove', () => payload('cartLinesRemove', null, { userErrors: [{ field: ['lineIds'], message: 'bad', code: 'INVALID' }] }));
    await expect(client.checkout.replaceLineItems(CART_ID, [{ variantId: 'v9' }])).rejects.toEqual([
      { code: 'INVALID', field: ['lineIds'], message: 'bad' },
    ]);
    expect(shop.operations()).toEqual(['Cart', 'CartLinesRemove']);
  });

  it('replaceLineItems rejects when the checkout does not exist', async () => {
    shop.on('Cart', () => ({ data: { cart: null } }));
    shop.on('CartNode', () => ({ data: { node: null } }));
    await expect(client.checkout.replaceLineItems(CART_ID, [])).rejects.toThrow(/no checkout/);
  });

  it('updateAttributes runs the note update first, then attributes when the list is non-empty', async () => {
    shop.on('CartNoteUpdate', () => payload('cartNoteUpdate', rawCart({ note: 'hello' })));
    shop.on('CartAttributesUpdate', () => payload('cartAttributesUpdate', cartWith({ note: 'hello', attributes: [{ key: 'k', value: 'v' }] })));
    const checkout = await client.checkout.updateAttributes(CART_ID, { note: 'hello', customAttributes: [{ key: 'k', value: 'v' }] });
    expect(shop.operations()).toEqual(['CartNoteUpdate', 'CartAttributesUpdate']);
    expect(shop.sent[0]?.variables).toEqual({ cartId: CART_ID, note: 'hello' });
    expect(shop.sent[1]?.variables).toEqual({ cartId: CART_ID, attributes: [{ key: 'k', value: 'v' }] });
    expect(checkout?.customAttributes).toEqual([{ key: 'k', value: 'v' }]);
  });

  it('updateAttributes with only a note, or an empty attributes list, sends the note update alone', async () => {
    shop.on('CartNoteUpdate', () => payload('cartNoteUpdate', rawCart({ note: '' })));
    await client.checkout.updateAttributes(CART_ID, { note: '', customAttributes: [] });
    expect(shop.operations()).toEqual(['CartNoteUpdate']);
    expect(shop.sent[0]?.variables.note).toBe('');
  });

  it('updateAttributes with only attributes leaves the note alone', async () => {
    shop.on('CartAttributesUpdate', () => payload('cartAttributesUpdate', rawCart()));
    await client.checkout.updateAttributes(CART_ID, { customAttributes: [{ key: 'k', value: 'v' }] });
    expect(shop.operations()).toEqual(['CartAttributesUpdate']);
  });

  it('updateAttributes with neither reads the checkout, and warns about allowPartialAddresses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.on('Cart', () => ({ data: { cart: rawCart() } }));
    const checkout = await client.checkout.updateAttributes(CART_ID, { allowPartialAddresses: true });
    expect(shop.operations()).toEqual(['Cart']);
    expect(checkout?.id).toBe(CART_ID);
    expect(String(warn.mock.calls[0]?.[0])).toContain('allowPartialAddresses');
  });

  it('updateAttributes does not update attributes after a failed note update', async () => {
    shop.on('CartNoteUpdate', () => payload('cartNoteUpdate', null, { userErrors: [{ field: ['note'], message: 'long', code: 'NOTE_TOO_LONG' }] }));
    await expect(client.checkout.updateAttributes(CART_ID, { note: 'x', customAttributes: [{ key: 'k', value: 'v' }] })).rejects.toEqual([
      { code: 'TOO_LONG', field: ['note'], message: 'long' },
    ]);
    expect(shop.operations()).toEqual(['CartNoteUpdate']);
  });

  it('updateEmail updates the buyer identity', async () => {
    shop.on('CartBuyerIdentityUpdate', () =>
      payload(
        'cartBuyerIdentityUpdate',
        cartWith({ buyerIdentity: { countryCode: 'US', email: 'a@b.c', phone: null, customer: null, preferences: null } }),
      ),
    );
    const checkout = await client.checkout.updateEmail(CART_ID, 'a@b.c');
    expect(shop.sent[0]?.variables).toEqual({ cartId: CART_ID, buyerIdentity: { email: 'a@b.c' } });
    expect(checkout.email).toBe('a@b.c');
  });

  it('updateShippingAddress adds a selected delivery address when the cart has none', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart() } }));
    shop.on('CartDeliveryAddressesAdd', answer('cartDeliveryAddressesAdd'));
    await client.checkout.updateShippingAddress(CART_ID, { address1: '1 Main St', country: 'US', province: 'NY', zip: '10001', city: 'NYC' });
    expect(shop.operations()).toEqual(['Cart', 'CartDeliveryAddressesAdd']);
    expect(shop.sent[1]?.variables).toEqual({
      cartId: CART_ID,
      addresses: [
        { address: { deliveryAddress: { address1: '1 Main St', city: 'NYC', zip: '10001', countryCode: 'US', provinceCode: 'NY' } }, selected: true },
      ],
    });
  });

  it('updateShippingAddress sends the province code for a legacy province name', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart() } }));
    shop.on('CartDeliveryAddressesAdd', answer('cartDeliveryAddressesAdd'));
    await client.checkout.updateShippingAddress(CART_ID, {
      address1: '1 Main St',
      city: 'Ottawa',
      country: 'Canada',
      province: 'Ontario',
      zip: 'K1A 0B1',
    });
    expect(shop.sent[1]?.variables).toEqual({
      cartId: CART_ID,
      addresses: [
        {
          address: { deliveryAddress: { address1: '1 Main St', city: 'Ottawa', zip: 'K1A 0B1', countryCode: 'CA', provinceCode: 'ON' } },
          selected: true,
        },
      ],
    });
  });

  it('updateShippingAddress updates the selected delivery address when there is one', async () => {
    const entry = (id: string, selected: boolean) => ({ id, selected, oneTimeUse: false, address: {} });
    shop.on('Cart', () => ({ data: { cart: cartWith({ delivery: { addresses: [entry('a0', false), entry('a1', true)] } }) } }));
    shop.on('CartDeliveryAddressesUpdate', answer('cartDeliveryAddressesUpdate'));
    await client.checkout.updateShippingAddress(CART_ID, { countryCode: 'ca', zip: 'K1A 0B1' });
    expect(shop.sent[1]?.variables).toEqual({
      cartId: CART_ID,
      addresses: [{ id: 'a1', address: { deliveryAddress: { zip: 'K1A 0B1', countryCode: 'CA' } }, selected: true }],
    });
  });

  it('addDiscount fetches the cart and sends the union of its codes with the new one', async () => {
    shop.on('Cart', () => ({ data: { cart: rawCart({ discountCodes: ['SPRING', 'VIP'] }) } }));
    shop.on('CartDiscountCodesUpdate', answer('cartDiscountCodesUpdate'));
    await client.checkout.addDiscount(CART_ID, 'SUMMER');
    await client.checkout.addDiscount(CART_ID, 'vip');
    expect(shop.operations()).toEqual(['Cart', 'CartDiscountCodesUpdate', 'Cart', 'CartDiscountCodesUpdate']);
    expect(shop.sent[1]?.variables).toEqual({ cartId: CART_ID, discountCodes: ['SPRING', 'VIP', 'SUMMER'] });
    expect(shop.sent[3]?.variables.discountCodes).toEqual(['SPRING', 'VIP']);
  });

  it('addDiscount rejects when the checkout does not exist', async () => {
    shop.on('Cart', () => ({ data: { cart: null } }));
    shop.on('CartNode', () => ({ data: { node: null } }));
    await expect(client.checkout.addDiscount(CART_ID, 'X')).rejects.toThrow(/no checkout/);
    expect(shop.operations()).toEqual(['Cart', 'CartNode']);
  });

  it('removeDiscount clears the discount codes', async () => {
    shop.on('CartDiscountCodesUpdate', answer('cartDiscountCodesUpdate'));
    await client.checkout.removeDiscount(CART_ID);
    expect(shop.sent[0]?.variables).toEqual({ cartId: CART_ID, discountCodes: [] });
  });

  it('addGiftCards and removeGiftCard', async () => {
    shop.on('CartGiftCardCodesUpdate', answer('cartGiftCardCodesUpdate'));
    shop.on('CartGiftCardCodesRemove', answer('cartGiftCardCodesRemove'));
    await client.checkout.addGiftCards(CART_ID, ['GIFT1234']);
    await client.checkout.removeGiftCard(CART_ID, 'gid://shopify/AppliedGiftCard/1');
    expect(shop.sent.map((request) => request.variables)).toEqual([
      { cartId: CART_ID, giftCardCodes: ['GIFT1234'] },
      { cartId: CART_ID, appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/1'] },
    ]);
  });

  it('a mutation result carries every line (further pages fetched 250 at a time)', async () => {
    shop.on('CartLinesAdd', () => payload('cartLinesAdd', rawCart({ lines: 250, hasNextPage: true })));
    shop.on('CartLines', () => ({
      data: { cart: { lines: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [rawCart({ lines: 251 }).lines.nodes[250]] } } },
    }));
    const checkout = await client.checkout.addLineItems(CART_ID, [{ variantId: 'v', quantity: 1 }]);
    expect(checkout.lineItems).toHaveLength(251);
    expect(shop.operations()).toEqual(['CartLinesAdd', 'CartLines']);
  });
});

import { describe, it, expect } from 'vitest';
import { setup, PAYLOAD, CART_CREATE, V } from './storefront.helpers';

const DISCOUNTS = `mutation ($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } }`;
const GIFT_ADD = `mutation ($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $codes) { ${PAYLOAD} } }`;
const GIFT_REMOVE = `mutation ($cartId: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $ids) { ${PAYLOAD} } }`;

type Gql = ReturnType<typeof setup>['gql'];
const amounts = (cost: Record<string, { amount: string } | null>) => Object.fromEntries(Object.entries(cost).map(([k, v]) => [k, v?.amount ?? null]));

async function newCart(gql: Gql, input: Record<string, unknown>) {
  const { cartCreate } = await gql(CART_CREATE, { input });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart;
}

describe('storefront emulator: costs', () => {
  it('computes line and cart costs with US tax and writes decimals as Shopify does', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.sweaterSNavy }, { merchandiseId: V.houseBlend250, quantity: 3 }] });
    expect(cart.lines.nodes[0].cost).toEqual({
      amountPerQuantity: { amount: '98.0', currencyCode: 'USD' },
      compareAtAmountPerQuantity: { amount: '120.0', currencyCode: 'USD' },
      subtotalAmount: { amount: '98.0', currencyCode: 'USD' },
      totalAmount: { amount: '98.0', currencyCode: 'USD' },
    });
    expect(cart.lines.nodes[1].cost.compareAtAmountPerQuantity).toBeNull();
    // 98.00 + 3 × 14.00 = 140.00; tax 8 % = 11.20
    expect(amounts(cart.cost)).toEqual({
      subtotalAmount: '140.0',
      totalTaxAmount: '11.2',
      totalDutyAmount: null,
      totalAmount: '151.2',
      checkoutChargeAmount: '140.0',
    });
  });

  it('prices a Canadian cart in CAD with Canadian tax, and switches currency when the buyer country changes', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.kettle }], buyerIdentity: { countryCode: 'CA' } });
    // 89.00 USD → 121.00 CAD; tax 13 % = 15.73
    expect(cart.cost.totalAmount).toEqual({ amount: '136.73', currencyCode: 'CAD' });
    expect(cart.lines.nodes[0].merchandise.price).toEqual({ amount: '121.0', currencyCode: 'CAD' });
    const back = await gql(
      `mutation ($cartId: ID!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: { countryCode: US }) { ${PAYLOAD} } }`,
      { cartId: cart.id },
    );
    expect(back.cartBuyerIdentityUpdate.cart.cost.totalAmount).toEqual({ amount: '96.12', currencyCode: 'USD' });
  });

  it('creates a cart in the @inContext country', async () => {
    const { gql } = setup();
    const { cartCreate } = await gql(`mutation ($input: CartInput) @inContext(country: CA) { cartCreate(input: $input) { ${PAYLOAD} } }`, {
      input: { lines: [{ merchandiseId: V.mugWhite }] },
    });
    expect(cartCreate.cart.buyerIdentity.countryCode).toBe('CA');
    expect(cartCreate.cart.cost.subtotalAmount).toEqual({ amount: '25.0', currencyCode: 'CAD' });
  });
});

describe('storefront emulator: discount codes', () => {
  it('splits a percentage order discount across every line as cart-level allocations', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.kettle }, { merchandiseId: V.houseBlend250 }] });
    const { cart: c } = (await gql(DISCOUNTS, { cartId: cart.id, codes: ['welcome10'] })).cartDiscountCodesUpdate;
    expect(c.discountCodes).toEqual([{ code: 'welcome10', applicable: true }]);
    expect(c.discountAllocations).toEqual([
      {
        discountedAmount: { amount: '8.9', currencyCode: 'USD' },
        code: 'welcome10',
        discountApplication: { allocationMethod: 'ACROSS', targetSelection: 'ALL', targetType: 'LINE_ITEM', value: { percentage: 10 } },
      },
      {
        discountedAmount: { amount: '1.4', currencyCode: 'USD' },
        code: 'welcome10',
        discountApplication: { allocationMethod: 'ACROSS', targetSelection: 'ALL', targetType: 'LINE_ITEM', value: { percentage: 10 } },
      },
    ]);
    // subtotal 103.00 − 10.30 = 92.70; tax 7.42 (7.416)
    expect(amounts(c.cost)).toMatchObject({ subtotalAmount: '103.0', totalTaxAmount: '7.42', totalAmount: '100.12' });
  });

  it('takes a fixed amount off each unit of the one product MUG5 applies to', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.mugWhite, quantity: 3 }, { merchandiseId: V.kettle }], discountCodes: ['MUG5'] });
    const [mug, kettle] = cart.lines.nodes;
    expect(mug.discountAllocations).toEqual([{ discountedAmount: { amount: '15.0', currencyCode: 'USD' }, code: 'MUG5' }]);
    expect(mug.cost).toMatchObject({ subtotalAmount: { amount: '54.0' }, totalAmount: { amount: '39.0' } });
    expect(kettle.discountAllocations).toEqual([]);
    expect(cart.discountAllocations).toEqual([]);
    expect(cart.cost.subtotalAmount.amount).toBe('128.0');
    const noMug = await newCart(gql, { lines: [{ merchandiseId: V.kettle }], discountCodes: ['MUG5'] });
    expect(noMug.discountCodes).toEqual([{ code: 'MUG5', applicable: false }]);
  });

  it('applies BIG20 only over the minimum subtotal, and keeps unknown codes as not applicable', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.kettle }], discountCodes: ['BIG20', 'NOPE'] });
    expect(cart.discountCodes).toEqual([
      { code: 'BIG20', applicable: false },
      { code: 'NOPE', applicable: false },
    ]);
    expect(cart.discountAllocations).toEqual([]);
    const more = await gql(
      `mutation ($cartId: ID!) { cartLinesAdd(cartId: $cartId, lines: [{ merchandiseId: "${V.kettle}", quantity: 2 }]) { ${PAYLOAD} } }`,
      { cartId: cart.id },
    );
    const c = more.cartLinesAdd.cart;
    expect(c.discountCodes).toEqual([
      { code: 'BIG20', applicable: true },
      { code: 'NOPE', applicable: false },
    ]);
    expect(c.discountAllocations).toHaveLength(1);
    expect(c.discountAllocations[0]).toMatchObject({
      discountedAmount: { amount: '20.0' },
      code: 'BIG20',
      discountApplication: { value: { amount: '20.0', currencyCode: 'USD' } },
    });
    // 267.00 − 20.00 = 247.00; tax 19.76
    expect(amounts(c.cost)).toMatchObject({ subtotalAmount: '267.0', totalTaxAmount: '19.76', totalAmount: '266.76' });
    const cleared = (await gql(DISCOUNTS, { cartId: cart.id, codes: [] })).cartDiscountCodesUpdate.cart;
    expect([cleared.discountCodes, cleared.cost.totalAmount.amount]).toEqual([[], '288.36']);
  });
});

describe('storefront emulator: gift cards', () => {
  it('uses gift card balances against the total, in order, and reports what each one covers', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.houseBlend250, quantity: 2 }] });
    const { cart: c, userErrors } = (await gql(GIFT_ADD, { cartId: cart.id, codes: ['gift-10-wxyz', 'GIFT-50-ABCD'] })).cartGiftCardCodesUpdate;
    expect(userErrors).toEqual([]);
    // 28.00 + 2.24 tax = 30.24: the $10 card is used up, the $50 card covers the remaining 20.24
    expect(c.appliedGiftCards).toEqual([
      {
        id: 'gid://shopify/AppliedGiftCard/4002',
        lastCharacters: 'WXYZ',
        amountUsed: { amount: '10.0', currencyCode: 'USD' },
        balance: { amount: '10.0', currencyCode: 'USD' },
        presentmentAmountUsed: { amount: '10.0', currencyCode: 'USD' },
      },
      {
        id: 'gid://shopify/AppliedGiftCard/4001',
        lastCharacters: 'ABCD',
        amountUsed: { amount: '20.24', currencyCode: 'USD' },
        balance: { amount: '50.0', currencyCode: 'USD' },
        presentmentAmountUsed: { amount: '20.24', currencyCode: 'USD' },
      },
    ]);
    expect(amounts(c.cost)).toMatchObject({ subtotalAmount: '28.0', totalAmount: '0.0', checkoutChargeAmount: '28.0' });
    const removed = (await gql(GIFT_REMOVE, { cartId: cart.id, ids: ['gid://shopify/AppliedGiftCard/4001'] })).cartGiftCardCodesRemove.cart;
    expect(removed.appliedGiftCards.map((g: { lastCharacters: string }) => g.lastCharacters)).toEqual(['WXYZ']);
    expect(removed.cost.totalAmount.amount).toBe('20.24');
  });

  it('refuses an unknown gift card code and an unknown applied gift card id', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.mugWhite }] });
    const unknown = (await gql(GIFT_ADD, { cartId: cart.id, codes: ['GIFT-10-WXYZ', 'NOT-A-CARD'] })).cartGiftCardCodesUpdate;
    expect(unknown.userErrors).toEqual([{ field: ['giftCardCodes', '1'], message: expect.stringContaining('invalid'), code: 'INVALID' }]);
    expect(unknown.cart.appliedGiftCards).toEqual([]);
    const remove = (await gql(GIFT_REMOVE, { cartId: cart.id, ids: ['gid://shopify/AppliedGiftCard/4001'] })).cartGiftCardCodesRemove;
    expect(remove.userErrors).toEqual([{ field: ['appliedGiftCardIds', '0'], message: expect.stringContaining('does not exist'), code: 'INVALID' }]);
  });

  it('converts gift card amounts for a Canadian cart', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.kettle }], buyerIdentity: { countryCode: 'CA' }, giftCardCodes: ['GIFT-10-WXYZ'] });
    expect(cart.appliedGiftCards[0]).toMatchObject({
      amountUsed: { amount: '10.0', currencyCode: 'USD' },
      presentmentAmountUsed: { amount: '13.5', currencyCode: 'CAD' },
    });
    expect(cart.cost.totalAmount).toEqual({ amount: '123.23', currencyCode: 'CAD' });
  });
});

// Happy paths against the in-process Storefront emulator (the real 2025-01 schema over a demo shop), through msw.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/index.mjs';
import { buildClient, type LegacyCheckout } from '../../src/cart-client/compat';
import { schemaErrors } from '../support/schema';
import { ENDPOINT, SHOP_DOMAIN, TOKEN } from '../support/msw';

const emulator = createEmulator();
const invalid: string[] = [];
const operations: string[] = [];
const server = setupServer(
  http.post(ENDPOINT, async ({ request }) => {
    const body = (await request.clone().json()) as { query: string; operationName?: string };
    operations.push(body.operationName ?? '');
    invalid.push(...schemaErrors(body.query));
    return emulator.execute(request);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  expect(invalid).toEqual([]);
  operations.length = 0;
});
afterAll(() => server.close());

const client = buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
const TEE = 'gid://shopify/ProductVariant/1001001';
const MUG = 'gid://shopify/ProductVariant/1008001';
/** Cents of a legacy amount, for checking relations between amounts (never how they are computed). */
const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
const LEGACY_TEXT = /^-?\d+\.(\d|\d[1-9])$/;

describe('compat facade against the storefront emulator', () => {
  it('runs a shopper’s checkout from creation to gift cards', async () => {
    let checkout: LegacyCheckout = await client.checkout.create({ lineItems: [{ variantId: TEE, quantity: 2 }], email: 'ada@example.com' });
    expect(checkout).toMatchObject({
      ready: false,
      requiresShipping: true,
      taxExempt: false,
      taxesIncluded: false,
      completedAt: null,
      order: null,
      orderStatusUrl: null,
      shippingLine: null,
    });
    expect(checkout.email).toBe('ada@example.com');
    expect(checkout.lineItems[0]).toMatchObject({ quantity: 2, variant: { id: TEE, available: true } });
    expect(new URL(checkout.webUrl).searchParams.get('_fd')).toBe('0');
    const id = checkout.id;

    checkout = await client.checkout.addLineItems(id, [{ variantId: MUG, quantity: 1 }]);
    expect(checkout.lineItems).toHaveLength(2);

    checkout = await client.checkout.addDiscount(id, 'WELCOME10');
    checkout = await client.checkout.addDiscount(id, 'MUG5');
    expect(operations.filter((name) => name === 'CartDiscountCodesUpdate')).toHaveLength(2);
    expect(checkout.discountApplications.map((a) => a.code).sort()).toEqual(['MUG5', 'WELCOME10']);
    expect(checkout.lineItems.every((line) => line.discountAllocations.length > 0)).toBe(true);

    checkout = await client.checkout.updateShippingAddress(id, {
      address1: '1 Main St',
      city: 'Ottawa',
      country: 'Canada',
      province: 'ON',
      zip: 'K1A 0B1',
      firstName: 'Ada',
      lastName: 'L',
    });
    expect(checkout.shippingAddress).toMatchObject({ address1: '1 Main St', countryCodeV2: 'CA', province: 'Ontario', provinceCode: 'ON' });

    checkout = await client.checkout.addGiftCards(id, ['GIFT-10-WXYZ']);
    expect(checkout.appliedGiftCards).toHaveLength(1);
    const used = checkout.appliedGiftCards[0]!.presentmentAmountUsed.amount;
    expect(cents(checkout.totalPrice?.amount)).toBe(cents(checkout.paymentDue?.amount) + cents(used));
    expect(cents(checkout.subtotalPrice?.amount)).toBe(cents(checkout.totalPrice?.amount) - cents(checkout.totalTax.amount));
    for (const money of [checkout.totalPrice, checkout.subtotalPrice, checkout.paymentDue, checkout.totalTax])
      expect(money?.amount).toMatch(LEGACY_TEXT);

    checkout = await client.checkout.removeGiftCard(id, checkout.appliedGiftCards[0]!.id);
    expect(checkout.appliedGiftCards).toEqual([]);
    expect(checkout.totalPrice).toEqual(checkout.paymentDue);

    checkout = (await client.checkout.updateAttributes(id, { note: 'gift wrap', customAttributes: [{ key: 'source', value: 'compat' }] }))!;
    expect(checkout).toMatchObject({ note: 'gift wrap', customAttributes: [{ key: 'source', value: 'compat' }] });

    checkout = await client.checkout.replaceLineItems(id, [{ variantId: MUG, quantity: 3 }]);
    expect(checkout.lineItems.map((line) => [line.variant.id, line.quantity])).toEqual([[MUG, 3]]);

    checkout = await client.checkout.removeDiscount(id);
    expect(checkout.discountApplications).toEqual([]);

    const fetched = await client.checkout.fetch(id);
    expect(fetched?.lineItems).toHaveLength(1);
    expect(fetched?.totalPrice).toEqual(checkout.totalPrice);
  });

  it('reads products, collections and the shop', async () => {
    const [first] = await client.product.fetchAll(1);
    expect(first?.images[0]?.src).toMatch(/^https?:\/\//);
    expect(first?.variants[0]).toHaveProperty('available');
    const byHandle = await client.product.fetchByHandle(first!.handle);
    expect(byHandle?.id).toBe(first?.id);
    const variant = client.product.helpers.variantForOptions(
      byHandle!,
      Object.fromEntries(byHandle!.variants[0]!.selectedOptions.map((o) => [o.name, o.value])),
    );
    expect(variant?.id).toBe(byHandle?.variants[0]?.id);
    const collections = await client.collection.fetchAllWithProducts({ first: 2, productsFirst: 2 });
    expect(collections[0]?.products?.length).toBeGreaterThan(0);
    expect((await client.shop.fetchInfo()).name).toBe('ShopEmbed Demo Supply Co.');
    expect((await client.shop.fetchPolicies()).refundPolicy?.title).toBe('Refund policy');
  });

  it('fetches variant and image pages past 250 until exhausted', async () => {
    const tee = await client.product.fetchByHandle('build-your-own-print-tee');
    expect(tee?.variants).toHaveLength(630);
    expect(new Set(tee?.variants.map((variant) => variant.id)).size).toBe(630);
    expect(operations.filter((name) => name === 'ProductVariants')).toHaveLength(2);
    const prints = await client.product.fetchByHandle('archive-photo-print-set');
    expect(prints?.images).toHaveLength(260);
    expect(prints?.images[259]?.src).toMatch(/^https?:\/\//);
  });

  it('reports a line for unknown merchandise as LINE_ITEM_NOT_FOUND or INVALID', async () => {
    const checkout = await client.checkout.create();
    const outcome = await client.checkout
      .addLineItems(checkout.id, [{ variantId: 'gid://shopify/ProductVariant/999999', quantity: 1 }])
      .catch((error: unknown) => error);
    const errors = Array.isArray(outcome) ? outcome : (outcome as { userErrors: unknown[] }).userErrors;
    expect(errors).toEqual([expect.objectContaining({ code: expect.stringMatching(/^(LINE_ITEM_NOT_FOUND|INVALID)$/) })]);
  });

  it('round-trips line items with customAttributes: one line per set of attributes, changed by updateLineItems', async () => {
    const engraved = (name: string) => ({ variantId: MUG, quantity: 1, customAttributes: [{ key: 'Engraving', value: name }] });
    let checkout = await client.checkout.create({ lineItems: [engraved('Ada')] });
    checkout = await client.checkout.addLineItems(checkout.id, [engraved('Bo'), engraved('Ada')]);
    expect(checkout.lineItems.map((item) => [item.customAttributes, item.quantity])).toEqual([
      [[{ key: 'Engraving', value: 'Ada' }], 2],
      [[{ key: 'Engraving', value: 'Bo' }], 1],
    ]);
    const bo = checkout.lineItems[1]!;
    checkout = await client.checkout.updateLineItems(checkout.id, [{ id: bo.id, customAttributes: [{ key: 'Engraving', value: 'Cleo' }] }]);
    expect(checkout.lineItems.find((item) => item.id === bo.id)?.customAttributes).toEqual([{ key: 'Engraving', value: 'Cleo' }]);
    expect(checkout.lineItems.every((item) => item.type.name === 'CheckoutLineItem' && item.variant.type.name === 'ProductVariant')).toBe(true);
  });
});

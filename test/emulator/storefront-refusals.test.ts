// What the emulator refuses in cart mutations the way the Storefront API does, one test per rule; each rule's source is
// beside it in emulator/storefront (cart/lines.mjs, cart/buyer.mjs, resolvers/mutations.mjs, limits.mjs). Unknown
// merchandise and unknown line ids are in storefront-cart.test.ts, the invalid email in storefront-buyer.test.ts.
import { describe, it, expect } from 'vitest';
import { setup, PAYLOAD, CART_CREATE, V } from './storefront.helpers';

const LINES_ADD = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const LINES_UPDATE = `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const ATTRIBUTES = `mutation ($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${PAYLOAD} } }`;
const DISCOUNTS = `mutation ($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } }`;
const GIFT_CARDS = `mutation ($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $codes) { ${PAYLOAD} } }`;
const BUYER = `mutation ($cartId: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $b) { ${PAYLOAD} } }`;
const CART = `query ($id: ID!) { cart(id: $id) { totalQuantity attributes { key } discountCodes { code } lines(first: 250) { nodes { id quantity } } } }`;

/** A fresh storefront with one cart (a white mug) and a way to read that cart back. */
async function withCart() {
  const { gql, send } = setup();
  const { cartCreate } = await gql(CART_CREATE, { input: { lines: [{ merchandiseId: V.mugWhite }] } });
  const cartId: string = cartCreate.cart.id;
  const read = async () => (await gql(CART, { id: cartId })).cart;
  return { gql, send, cartId, read };
}

const variants = (n: number) => Array.from({ length: n }, (_, i) => ({ merchandiseId: `gid://shopify/ProductVariant/${1001001 + (i % 6)}` }));
const tooMany = (length: number) => ({ message: `The input array size of ${length} is greater than the maximum allowed of 250.` });

describe('storefront emulator: refusals of cart mutations', () => {
  // "You can add up to 250 lines in a single request." (cartLinesAdd reference); the schema: not more than 250 values.
  it('refuses 251 lines in one cartLinesAdd before running it, and takes 250', async () => {
    const { send, cartId, read } = await withCart();
    const refused = await send(LINES_ADD, { cartId, lines: variants(251) });
    expect(refused.body).toMatchObject({
      errors: [{ ...tooMany(251), path: ['cartLinesAdd', 'lines'], extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } }],
    });
    expect(refused.body.data).toBeUndefined();
    expect((await read()).totalQuantity).toBe(1);
    const taken = await send(LINES_ADD, { cartId, lines: variants(250).map((l) => ({ ...l, quantity: 0 })) });
    expect(taken.body.errors).toBeUndefined();
  });

  // "You can update a maximum of 250 lines per request." (cartLinesUpdate reference)
  it('refuses 251 lines in one cartLinesUpdate, leaving the quantities as they were', async () => {
    const { send, cartId, read } = await withCart();
    const [line] = (await read()).lines.nodes;
    const lines = Array.from({ length: 251 }, () => ({ id: line.id, quantity: 7 }));
    expect((await send(LINES_UPDATE, { cartId, lines })).body.errors).toMatchObject([{ ...tooMany(251), path: ['cartLinesUpdate', 'lines'] }]);
    expect((await read()).lines.nodes).toEqual([{ id: line.id, quantity: 1 }]);
  });

  // CartInput.attributes / cartAttributesUpdate.attributes / CartLineInput.attributes: "not more than `250` values".
  it('refuses 251 cart attributes or 251 attributes on one line, and takes 250', async () => {
    const { send, cartId, read } = await withCart();
    const attributes = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect((await send(ATTRIBUTES, { cartId, attributes: attributes(251) })).body.errors).toMatchObject([tooMany(251)]);
    expect((await read()).attributes).toEqual([]);
    const lineAttributes = await send(LINES_ADD, { cartId, lines: [{ merchandiseId: V.kettle, attributes: attributes(251) }] });
    expect(lineAttributes.body.errors).toMatchObject([tooMany(251)]);
    expect((await send(ATTRIBUTES, { cartId, attributes: attributes(250) })).body.errors).toBeUndefined();
    expect((await read()).attributes).toHaveLength(250);
  });

  // "…a `NOTE_TOO_LONG` user error in cart mutations in case the note exceeds the maximum number of 5000 characters."
  // (changelog, 2024-07): cartCreate too, which then makes no cart.
  it('refuses a cartCreate note over 5,000 characters with NOTE_TOO_LONG and no cart, and takes 5,000', async () => {
    const { gql } = setup();
    const long = (await gql(CART_CREATE, { input: { note: 'n'.repeat(5001), lines: [{ merchandiseId: V.mugWhite }] } })).cartCreate;
    expect(long).toMatchObject({ cart: null, userErrors: [{ field: ['input', 'note'], code: 'NOTE_TOO_LONG' }] });
    const fits = (await gql(CART_CREATE, { input: { note: 'n'.repeat(5000) } })).cartCreate;
    expect(fits.userErrors).toEqual([]);
    expect(fits.cart.note).toHaveLength(5000);
  });

  // CartLineInput.quantity is an Int, "a signed 32-bit integer" (GraphQL spec, Int): larger numbers never reach the cart.
  it('refuses a quantity beyond 32 bits as a GraphQL error, and takes the largest Int clamped to stock with a warning', async () => {
    const { send, cartId, read } = await withCart();
    const huge = await send(LINES_ADD, { cartId, lines: [{ merchandiseId: V.pins, quantity: 2 ** 31 }] });
    expect(huge.body.errors).toMatchObject([{ message: expect.stringContaining('Int cannot represent non 32-bit signed integer value') }]);
    expect((await read()).totalQuantity).toBe(1);
    const max = (await send(LINES_ADD, { cartId, lines: [{ merchandiseId: V.pins, quantity: 2 ** 31 - 1 }] })).body.data as any;
    expect(max.cartLinesAdd.userErrors).toEqual([]);
    expect(max.cartLinesAdd.warnings).toMatchObject([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK' }]);
    expect((await read()).totalQuantity).toBe(1 + 3);
  });

  // Stock is a warning, never a user error (changelog "Cart Warnings in Storefront API Cart", 2024-10).
  it('answers sold-out merchandise with a MERCHANDISE_OUT_OF_STOCK warning, no user error, and no line', async () => {
    const { gql, cartId, read } = await withCart();
    const { cartLinesAdd } = await gql(LINES_ADD, { cartId, lines: [{ merchandiseId: V.teeXsBlack, quantity: 2 }] });
    expect(cartLinesAdd.userErrors).toEqual([]);
    expect(cartLinesAdd.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', message: expect.stringContaining('sold out'), target: V.teeXsBlack }]);
    expect((await read()).totalQuantity).toBe(1);
  });

  // Discount codes are "case-insensitive" (schema); 251 are refused like any list over 250.
  it('keeps one discount code per spelling whatever its case, and refuses 251 codes', async () => {
    const { gql, send, cartId, read } = await withCart();
    const { cartDiscountCodesUpdate } = await gql(DISCOUNTS, { cartId, codes: ['welcome10', 'WELCOME10', ' Welcome10 ', ''] });
    expect(cartDiscountCodesUpdate.userErrors).toEqual([]);
    expect(cartDiscountCodesUpdate.cart.discountCodes).toEqual([{ code: 'welcome10', applicable: true }]);
    const codes = Array.from({ length: 251 }, (_, i) => `CODE${i}`);
    expect((await send(DISCOUNTS, { cartId, codes })).body.errors).toMatchObject([tooMany(251)]);
    expect((await read()).discountCodes).toEqual([{ code: 'welcome10' }]);
  });

  // Gift card codes are "case-insensitive" (schema); 251 are refused like any list over 250.
  it('applies a gift card code typed in any case once, and refuses 251 codes', async () => {
    const { gql, send, cartId } = await withCart();
    const first = (await gql(GIFT_CARDS, { cartId, codes: ['gift-50-abcd'] })).cartGiftCardCodesUpdate;
    const again = (await gql(GIFT_CARDS, { cartId, codes: ['GIFT-50-ABCD'] })).cartGiftCardCodesUpdate;
    expect(first.userErrors).toEqual([]);
    expect(again.cart.appliedGiftCards).toHaveLength(1);
    const codes = Array.from({ length: 251 }, () => 'GIFT-50-ABCD');
    expect((await send(GIFT_CARDS, { cartId, codes })).body.errors).toMatchObject([tooMany(251)]);
  });

  // "MISSING_CUSTOMER_ACCESS_TOKEN: The customer access token is required when setting a company location." (schema)
  it('refuses a company location without a customer access token with MISSING_CUSTOMER_ACCESS_TOKEN', async () => {
    const { gql, cartId } = await withCart();
    const { cartBuyerIdentityUpdate } = await gql(BUYER, { cartId, b: { companyLocationId: 'gid://shopify/CompanyLocation/1' } });
    expect(cartBuyerIdentityUpdate.userErrors).toEqual([
      { field: ['buyerIdentity', 'companyLocationId'], message: expect.any(String), code: 'MISSING_CUSTOMER_ACCESS_TOKEN' },
    ]);
    expect(cartBuyerIdentityUpdate.cart).not.toBeNull();
  });

  // CartBuyerIdentityInput.countryCode is the CountryCode enum (schema): any other value is a GraphQL error, no data.
  it('refuses a country that is not a CountryCode before the mutation runs', async () => {
    const { send, cartId } = await withCart();
    const { body } = await send(BUYER, { cartId, b: { countryCode: 'XX' } });
    expect(body.errors).toMatchObject([{ message: expect.stringContaining('Value "XX" does not exist in "CountryCode" enum') }]);
    expect(body.data).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/index.mjs';
import {
  addCartDiscountCodes,
  addCartLines,
  createCart,
  createStorefrontClient,
  fetchCart,
  removeCartDiscountCode,
  removeCartGiftCardCodes,
  removeCartLines,
  replaceCartLines,
  updateCartEmail,
  updateCartGiftCardCodes,
  updateCartLines,
  updateCartNoteAndAttributes,
  updateCartShippingAddress,
  type StorefrontClient,
} from '../../src/cart-client';

// The cart-client driving a whole cart session over real HTTP against the running emulator (the real 2026-04 schema).
let server: Awaited<ReturnType<typeof startEmulator>>;
let client: StorefrontClient;
const TEE = 'gid://shopify/ProductVariant/1001001';
const MUG = 'gid://shopify/ProductVariant/1008001';
const printTee = (n: number) => `gid://shopify/ProductVariant/${1025001 + n}`;

beforeAll(async () => {
  server = await startEmulator({ port: 0, https: false });
  client = createStorefrontClient({ domain: server.url, storefrontAccessToken: 'shop-embed-demo-token' });
});
afterAll(() => server.close());

describe('a full cart session against the emulator over HTTP', () => {
  it('create, add, update, remove, replace, note + attributes, email, address, discounts and gift cards', async () => {
    const created = await createCart(client, { lines: [{ merchandiseId: TEE, quantity: 1 }] });
    expect(created.userErrors).toEqual([]);
    const cartId = created.cart!.id;
    expect(cartId).toMatch(/^gid:\/\/shopify\/Cart\/.+\?key=/);
    expect(created.cart!.checkoutUrl).toContain(server.url);

    const added = await addCartLines(client, cartId, [
      { merchandiseId: MUG, quantity: 2 },
      { merchandiseId: TEE, quantity: 1 },
    ]);
    expect(added.cart!.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [TEE, 2],
      [MUG, 2],
    ]);

    const teeLine = added.cart!.lines[0]!.id;
    const updated = await updateCartLines(client, cartId, [{ id: teeLine, quantity: 3 }]);
    expect(updated.cart!.totalQuantity).toBe(5);

    const removed = await removeCartLines(client, cartId, [teeLine]);
    expect(removed.cart!.lines.map((line) => line.merchandise.id)).toEqual([MUG]);

    const replaced = await replaceCartLines(client, cartId, [{ merchandiseId: TEE, quantity: 4 }]);
    expect(replaced.cart!.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([[TEE, 4]]);

    const noted = await updateCartNoteAndAttributes(client, cartId, { note: 'Ring twice', attributes: [{ key: 'gift', value: 'yes' }] });
    expect(noted.cart).toMatchObject({ note: 'Ring twice', attributes: [{ key: 'gift', value: 'yes' }] });

    const emailed = await updateCartEmail(client, cartId, 'ada@example.com');
    expect(emailed.cart!.buyerIdentity.email).toBe('ada@example.com');

    const shipped = await updateCartShippingAddress(client, cartId, {
      address1: '1 Main St',
      city: 'New York',
      provinceCode: 'NY',
      countryCode: 'US',
      zip: '10001',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(shipped.userErrors).toEqual([]);
    const selected = shipped.cart!.delivery.addresses.find((entry) => entry.selected)!;
    expect(selected.address).toMatchObject({ city: 'New York', zip: '10001' });
    expect(shipped.cart!.deliveryGroups[0]?.deliveryOptions.length).toBe(2);
    const moved = await updateCartShippingAddress(
      client,
      cartId,
      { address1: '2 Elm St', city: 'Albany', provinceCode: 'NY', countryCode: 'US', zip: '12207' },
      selected.id,
    );
    expect(moved.cart!.delivery.addresses).toHaveLength(1);
    const badZip = await updateCartShippingAddress(
      client,
      cartId,
      { city: 'Toronto', provinceCode: 'ON', countryCode: 'CA', zip: '10001' },
      selected.id,
    );
    expect(badZip.userErrors.map((error) => error.code)).toContain('INVALID_ZIP_CODE_FOR_COUNTRY');

    const discounted = await addCartDiscountCodes(client, cartId, ['WELCOME10']);
    expect(discounted.cart!.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    const both = await addCartDiscountCodes(client, cartId, ['NOT-A-CODE']);
    expect(both.cart!.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'NOT-A-CODE', applicable: false },
    ]);
    const lessOne = await removeCartDiscountCode(client, cartId, 'NOT-A-CODE');
    expect(lessOne.cart!.discountCodes.map((entry) => entry.code)).toEqual(['WELCOME10']);

    const gifted = await updateCartGiftCardCodes(client, cartId, ['GIFT-10-WXYZ']);
    const card = gifted.cart!.appliedGiftCards[0]!;
    expect(card).toMatchObject({ lastCharacters: 'WXYZ', amountUsed: { amount: '10.0' } });
    const ungifted = await removeCartGiftCardCodes(client, cartId, [card.id]);
    expect(ungifted.cart!.appliedGiftCards).toEqual([]);
  });

  it('fetches a 600-line cart page by page, 250 at a time', async () => {
    const { cart } = await createCart(client, { lines: Array.from({ length: 200 }, (_, i) => ({ merchandiseId: printTee(i), quantity: 1 })) });
    await addCartLines(
      client,
      cart!.id,
      Array.from({ length: 200 }, (_, i) => ({ merchandiseId: printTee(200 + i), quantity: 1 })),
    );
    const last = await addCartLines(
      client,
      cart!.id,
      Array.from({ length: 200 }, (_, i) => ({ merchandiseId: printTee(400 + i), quantity: 1 })),
    );
    expect(last.cart!.lines).toHaveLength(600);
    const fetched = await fetchCart(client, cart!.id);
    expect(fetched!.lines).toHaveLength(600);
    expect(new Set(fetched!.lines.map((line) => line.merchandise.id)).size).toBe(600);
    expect(fetched!.totalQuantity).toBe(600);
  });

  it('answers a request from another origin (CORS) and refuses a wrong token', async () => {
    const preflight = await fetch(`${server.url}/api/2026-04/graphql.json`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://some-blog.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/some-blog\.example)$/);
    const wrong = createStorefrontClient({ domain: server.url, storefrontAccessToken: 'wrong' });
    await expect(fetchCart(wrong, 'gid://shopify/Cart/x?key=y')).rejects.toMatchObject({ name: 'HttpError', status: 401 });
  });
});

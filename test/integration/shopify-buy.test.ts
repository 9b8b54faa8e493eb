import Client from 'shopify-buy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/index.mjs';
import { httpsFetchTrustingEmulator } from './https-fetch';

// Shopify's own JS Buy SDK (shopify-buy@3.0.7) against the emulator's HTTPS endpoint: proof that the emulator speaks
// what Shopify's clients expect, not only what ours sends.
let server: Awaited<ReturnType<typeof startEmulator>>;
let client: ReturnType<typeof Client.buildClient>;

beforeAll(async () => {
  server = await startEmulator({ port: 0, httpsPort: 0 });
  const domain = new URL(server.httpsUrl!).host;
  client = Client.buildClient({ domain, storefrontAccessToken: 'shop-embed-demo-token', apiVersion: '2025-01' }, await httpsFetchTrustingEmulator());
});
afterAll(() => server.close());

describe('shopify-buy 3.0.7 against the HTTPS emulator', () => {
  it('reads the catalogue', async () => {
    const products = await client.product.fetchAll();
    expect(products.length).toBe(20);
    const mug = await client.product.fetchByHandle('stoneware-mug');
    expect(mug.title).toBe('Stoneware Mug');
    expect(mug.variants[0]!.price).toMatchObject({ currencyCode: 'USD' });
    const collections = await client.collection.fetchAllWithProducts();
    expect(collections.map((collection: { handle: string }) => collection.handle)).toContain('coffee');
    const shop = await client.shop.fetchInfo();
    expect(shop.name).toBe('ShopEmbed Demo Supply Co.');
  });

  it('runs a checkout session: create, add, update, discount, gift card, address, remove', async () => {
    const mug = await client.product.fetchByHandle('stoneware-mug');
    const tee = await client.product.fetchByHandle('classic-cotton-tee');
    let checkout = await client.checkout.create();
    expect(checkout.webUrl).toContain('_fd=0');
    checkout = await client.checkout.addLineItems(checkout.id, [
      { variantId: mug.variants[0]!.id, quantity: 2 },
      { variantId: tee.variants[0]!.id, quantity: 1, customAttributes: [{ key: 'engraving', value: 'A.L.' }] },
    ]);
    expect(checkout.lineItems).toHaveLength(2);
    const mugItem = checkout.lineItems.find((item: { variant: { id: string } }) => item.variant.id === mug.variants[0]!.id);
    checkout = await client.checkout.updateLineItems(checkout.id, [{ id: mugItem.id, quantity: 3 }]);
    expect(checkout.lineItems.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0)).toBe(4);

    checkout = await client.checkout.addDiscount(checkout.id, 'MUG5');
    expect(checkout.discountApplications.length).toBeGreaterThan(0);
    checkout = await client.checkout.addGiftCards(checkout.id, ['GIFT-10-WXYZ']);
    expect(checkout.appliedGiftCards[0].lastCharacters).toBe('WXYZ');
    checkout = await client.checkout.updateEmail(checkout.id, 'ada@example.com');
    expect(checkout.email).toBe('ada@example.com');
    checkout = await client.checkout.updateShippingAddress(checkout.id, {
      address1: '1 Main St',
      city: 'New York',
      province: 'NY',
      country: 'United States',
      zip: '10001',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(checkout.shippingAddress?.city).toBe('New York');

    const teeItem = checkout.lineItems.find((item: { variant: { id: string } }) => item.variant.id === tee.variants[0]!.id);
    checkout = await client.checkout.removeLineItems(checkout.id, [teeItem.id]);
    expect(checkout.lineItems).toHaveLength(1);
    expect(Number(checkout.totalPrice.amount)).toBeGreaterThan(0);
    const fetched = await client.checkout.fetch(checkout.id);
    expect(fetched.id).toBe(checkout.id);
  });

  // A shop answers an unknown variant with no cart (code INVALID, Shopify/hydrogen#2259): the SDK then rejects with the
  // shop's userErrors as they came, and the checkout keeps its lines.
  it('rejects an unknown variant with the shop’s message, as against a real shop', async () => {
    const checkout = await client.checkout.create();
    const adding = client.checkout.addLineItems(checkout.id, [{ variantId: 'gid://shopify/ProductVariant/999999', quantity: 1 }]);
    await expect(adding).rejects.toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/999999 does not exist.',
      },
    ]);
    expect((await client.checkout.fetch(checkout.id)).lineItems).toHaveLength(0);
  });
});

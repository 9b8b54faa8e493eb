// A connection without a token (tokenless access, src/scripts/tokenless) against the emulator serving such requests by
// Shopify's documented rules: the widgets' catalog and the cart work, nothing token-only is asked for, no request costs
// more than 1,000, and a batch takes the fewest requests that hold it. With a token, the request is the one written.
import { getOperationAST, parse } from 'graphql';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/index.mjs';
import { queryCost } from '../../emulator/storefront/cost.mjs';
import { addCartLines, createCart, createStorefrontClient, fetchCart } from '../../src/cart-client';
import { createStorefrontReader } from '../../src/cart-client/read';
import { createCatalog } from '../../src/store';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { schemaErrors, storefrontSchema } from '../support/schema';
import { VARIANTS } from '../support/emulator';

interface Sent {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string | undefined;
  token: string | null;
  errors: Array<{ extensions?: { code?: string } }>;
}

const emulator = createEmulator({ tokenless: true });
const sent: Sent[] = [];
const server = setupServer(
  http.post(`https://${SHOP_DOMAIN}/api/:version/graphql.json`, async ({ request }) => {
    const body = (await request.clone().json()) as { query: string; variables?: Record<string, unknown>; operationName?: string };
    const response = await emulator.execute(request);
    const answer = (await response.clone().json()) as { errors?: Sent['errors'] };
    sent.push({
      ...body,
      variables: body.variables ?? {},
      token: request.headers.get('x-shopify-storefront-access-token'),
      errors: answer.errors ?? [],
    });
    return response;
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  emulator.reset();
  sent.length = 0;
});
afterAll(() => server.close());

const costOf = ({ query, variables }: Sent) => {
  const document = parse(query);
  return queryCost(storefrontSchema(), getOperationAST(document)!, document, variables);
};
const HANDLES = ['classic-cotton-tee', 'merino-crew-sweater', 'linen-button-down-shirt', 'everyday-hoodie', 'packable-rain-shell', 'stoneware-mug'];

describe('without a token', () => {
  it('reads a page of cards in the fewest requests of at most 1,000, none asking for stock counts', async () => {
    const catalog = createCatalog({ client: createStorefrontReader({ domain: SHOP_DOMAIN }) });
    const handles = Array.from({ length: 24 }, (_, i) => `${HANDLES[i % HANDLES.length]}`);
    const products = await Promise.all([...new Set(handles)].map((handle) => catalog.product(handle)));
    const grid = await catalog.collection('coffee', { first: 4 });
    expect(products.map((product) => product?.handle)).toEqual([...new Set(handles)]);
    expect(products.every((product) => product!.variants.every((variant) => variant.quantityAvailable === undefined))).toBe(true);
    expect(grid?.products).toHaveLength(4);
    expect(sent.every((request) => request.token === null)).toBe(true);
    expect(sent.flatMap((request) => request.errors)).toEqual([]);
    for (const request of sent) {
      expect(schemaErrors(request.query)).toEqual([]);
      expect(request.query).not.toMatch(/quantityAvailable/);
      expect(costOf(request)).toBeLessThanOrEqual(1000);
    }
    // The cards' read (the first tick) and the grid's (the next): each in as few requests as its cost allows.
    const total = sent.reduce((sum, request) => sum + costOf(request), 0);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil(total / 1000) + 1);
  });

  it('cuts fifty cards into requests none above 1,000, as few as hold them, the answers put back together', async () => {
    const products = emulator.storefront.catalog.products.map((product: { handle: string }) => product.handle) as string[];
    const catalog = createCatalog({ client: createStorefrontReader({ domain: SHOP_DOMAIN }) });
    const read = await Promise.all(products.map((handle) => catalog.product(handle)));
    expect(read.map((product) => product?.handle)).toEqual(products);
    const costs = sent.map(costOf);
    expect(Math.max(...costs)).toBeLessThanOrEqual(1000);
    expect(sent.length).toBe(Math.ceil(costs.reduce((a, b) => a + b, 0) / 1000));
    expect(sent.length).toBeGreaterThan(1);
  });

  it('creates a cart, adds to it and reads it back, without the buyer’s customer or the cart’s marks', async () => {
    const client = createStorefrontClient({ domain: SHOP_DOMAIN });
    const created = await createCart(client, { lines: [{ merchandiseId: VARIANTS.mug, quantity: 2 }] });
    const added = await addCartLines(client, created.cart!.id, [{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    expect(added.cart!.totalQuantity).toBe(3);
    expect((await fetchCart(client, created.cart!.id))?.lines).toHaveLength(2);
    expect(sent.flatMap((request) => request.errors)).toEqual([]);
    for (const request of sent) {
      expect(request.query).not.toMatch(/\bcustomer\b|metafields|cartMetafieldsSet/);
      expect(costOf(request)).toBeLessThanOrEqual(1000);
    }
  });
});

describe('with a token', () => {
  it('sends the document as written, with the token header', async () => {
    const catalog = createCatalog({ client: createStorefrontReader({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN }) });
    const products = await Promise.all(HANDLES.map((handle) => catalog.product(handle)));
    expect(products.some((product) => product!.variants.some((variant) => typeof variant.quantityAvailable === 'number'))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.token).toBe(TOKEN);
    expect(sent[0]!.query).toMatch(/quantityAvailable/);
    expect(sent[0]!.query).toMatch(/sellingPlanAllocations\(first: ?250\)/);
  });
});

// What the Storefront API refuses in one query document (sources beside each rule in emulator/storefront/limits.mjs):
// input arrays of more than 250 items, and, for tokenless access, a requested cost above 1,000.
import { describe, it, expect } from 'vitest';
import { createStorefront, DEMO_TOKEN } from '../../emulator/storefront/index.mjs';
import { ORIGIN } from './storefront.helpers';

type Options = Parameters<typeof createStorefront>[0];

function client(options: Options = {}, token: string | null = DEMO_TOKEN) {
  const storefront = createStorefront(options);
  return (query: string, variables: Record<string, unknown> = {}) => storefront.graphql({ query, variables, token, origin: ORIGIN });
}

const productIds = (n: number) => Array.from({ length: n }, (_, i) => `gid://shopify/Product/${1001 + (i % 26)}`);

describe('storefront emulator: input arrays', () => {
  it('refuses a nodes(ids:) list of 251 before running anything, and accepts 250', async () => {
    const send = client();
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const refused = await send(query, { ids: productIds(251) });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      errors: [
        {
          message: 'The input array size of 251 is greater than the maximum allowed of 250.',
          locations: [{ line: 1, column: 24 }],
          path: ['nodes', 'ids'],
          extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
        },
      ],
    });
    const accepted = await send(query, { ids: productIds(250) });
    expect(accepted.body.errors).toBeUndefined();
    expect((accepted.body.data as { nodes: unknown[] }).nodes).toHaveLength(250);
  });

  it('counts arrays inside input objects and inline literals too', async () => {
    const send = client();
    const options = Array.from({ length: 251 }, (_, i) => ({ name: `Option ${i}`, value: 'x' }));
    const nested = await send(
      `query ($o: [SelectedOptionInput!]!) { product(handle: "packable-rain-shell") { shell: variantBySelectedOptions(selectedOptions: $o) { id } } }`,
      { o: options },
    );
    expect(nested.body.errors).toMatchObject([{ path: ['product', 'shell', 'selectedOptions'], extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } }]);
    expect(nested.body.data).toBeUndefined();
    const literal = `{ nodes(ids: [${productIds(300)
      .map((id) => `"${id}"`)
      .join(',')}]) { id } }`;
    expect((await send(literal)).body.errors).toMatchObject([{ message: 'The input array size of 300 is greater than the maximum allowed of 250.' }]);
  });
});

describe('storefront emulator: query depth', () => {
  // product (1) then collections → nodes → products → nodes … (one level each), then a leaf selection.
  const CYCLE = ['collections(first: 1)', 'nodes', 'products(first: 1)', 'nodes'];
  const nested = (levels: number, leaf: string) =>
    `{ product(handle: "packable-rain-shell") { ${Array.from({ length: levels }, (_, i) => `${CYCLE[i % 4]} {`).join(' ')} ${leaf} ${'} '.repeat(levels)}} }`;

  it('accepts 17 nested fields and refuses 18 with the Storefront API’s message', async () => {
    const send = client();
    // 1 + 14 (ending on a Collection) + image { url } (2) = 17
    const seventeen = await send(nested(14, 'image { url }'));
    expect(seventeen.body.errors).toBeUndefined();
    // 1 + 16 (ending on a Product) + id = 18; a fragment adds no level of its own: 1 + 16 + featuredImage { url } = 19
    expect((await send(nested(16, 'id'))).body).toEqual({ errors: [{ message: 'Query has a depth of 18, which exceeds the max depth of 17.' }] });
    const viaFragment = `${nested(16, '...F')} fragment F on Product { featuredImage { url } }`;
    expect((await send(viaFragment)).body.errors).toEqual([{ message: 'Query has a depth of 19, which exceeds the max depth of 17.' }]);
  });
});

describe('storefront emulator: query complexity', () => {
  // Worked by hand with the documented default costs (object 1, scalar 0, connection 2 + items × cost of one item):
  //   products(first: 10)          2 + 10 × item
  //     item: the Product node       1 + variants
  //       variants(first: 5)         2 + 5 × (ProductVariant node 1, its id 0) = 7
  //   = 2 + 10 × (1 + 7) = 82
  const PRODUCTS = '{ products(first: 10) { pageInfo { hasNextPage } nodes { title variants(first: 5) { edges { node { id } } } } } }';

  it('refuses a document above the limit with Shopify’s error and its cost, and accepts one at the limit', async () => {
    expect((await client({ maxQueryCost: 82 })(PRODUCTS)).body.errors).toBeUndefined();
    const refused = await client({ maxQueryCost: 81 })(PRODUCTS);
    expect(refused).toEqual({
      status: 200,
      body: { errors: [{ message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost: 82, maxCost: 81 } }] },
    });
  });

  it('costs an abstract field at its dearest possibility, a list by its ids, a mutation field at 10', async () => {
    // nodes(ids: [2 ids]) → 2 × (1 + max(Product: title 0, Collection: products(first: 3) 2 + 3 × 1 = 5)) = 12
    const nodes = `{ nodes(ids: ["gid://shopify/Product/1001", "gid://shopify/Collection/2001"]) {
      ... on Product { title } ... on Collection { products(first: 3) { nodes { id } } } } }`;
    expect((await client({ maxQueryCost: 11 })(nodes)).body.errors).toMatchObject([{ extensions: { cost: 12 } }]);
    // cartCreate 10 + cart (1 + lines(first: 10): 2 + 10 × 1) + userErrors (a list of objects with no size argument:
    // one item, 1) = 24
    const mutation = 'mutation { cartCreate { cart { id lines(first: 10) { nodes { id } } } userErrors { message } } }';
    expect((await client({ maxQueryCost: 23 })(mutation)).body.errors).toMatchObject([{ extensions: { cost: 24 } }]);
    expect((await client({ maxQueryCost: 24 })(mutation)).body.errors).toBeUndefined();
  });

  it('holds tokenless requests to 1,000 and leaves requests with a token unlimited, as documented', async () => {
    // 2 + 250 × (1 + 2 + 250 × 1) = 63,252
    const everything = '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }';
    const tokenless = client({ tokenless: true }, null);
    expect((await tokenless(PRODUCTS)).body.errors).toBeUndefined();
    expect((await tokenless(everything)).body.errors).toEqual([
      { message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost: 63252, maxCost: 1000 } },
    ]);
    expect((await client()(everything)).body.errors).toBeUndefined();
    expect((await client({}, null)(PRODUCTS)).status).toBe(401);
  });
});

describe('storefront emulator: what a request without a token may read', () => {
  // Storefront API reference, "Authentication": products, collections, selling plans, search and the cart without a
  // token; product tags, metafields, metaobjects, menus, customers (and inventory counts) only with one.
  it('answers products and carts, and a token-only field null with ACCESS_DENIED beside the rest', async () => {
    const tokenless = client({ tokenless: true }, null);
    const read = await tokenless(`{ product(handle: "packable-rain-shell") { title
      variants(first: 1) { nodes { availableForSale quantityAvailable } } } }`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      product: { title: 'Packable Rain Shell', variants: { nodes: [{ availableForSale: true, quantityAvailable: null }] } },
    });
    expect(read.body.errors).toMatchObject([
      {
        message: 'Access denied for quantityAvailable field.',
        path: ['product', 'variants', 'nodes', 0, 'quantityAvailable'],
        extensions: { code: 'ACCESS_DENIED' },
      },
    ]);
    const created = await tokenless('mutation { cartCreate { cart { id checkoutUrl } userErrors { message } } }');
    expect(created.body.errors).toBeUndefined();
    expect((created.body.data as { cartCreate: { cart: { checkoutUrl: string } } }).cartCreate.cart.checkoutUrl).toContain('/checkouts/cn/');
    const refused = await tokenless('{ shop { name } menu(handle: "main-menu") { title } }');
    expect(refused.body.data).toEqual({ shop: { name: expect.any(String) }, menu: null });
    expect(refused.body.errors).toMatchObject([{ path: ['menu'], extensions: { code: 'ACCESS_DENIED' } }]);
  });

  it('answers the same fields to a request with a token', async () => {
    const read = await client({ tokenless: true })(
      `{ product(handle: "packable-rain-shell") { variants(first: 1) { nodes { quantityAvailable } } } }`,
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data).toMatchObject({ product: { variants: { nodes: [{ quantityAvailable: expect.any(Number) }] } } });
  });
});

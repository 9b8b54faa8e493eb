import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createEmulator, startEmulator } from '../../emulator/index.mjs';
import { CART_QUERY, DEMO_TOKEN, createCartWithLine, gql, raw } from './server.helpers';

const SHOP_QUERY = 'query ShopName { shop { name } }';

describe('control endpoint over HTTP', () => {
  let server: Awaited<ReturnType<typeof startEmulator>>;
  let base: string;
  const control = (path: string, body?: unknown) =>
    raw(base, `/__emulator/${path}`, {
      method: body === undefined && path === 'requests' ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const addFault = async (fault: Record<string, unknown>) => {
    const res = await control('faults', fault);
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startEmulator({ port: 0, https: false, controls: true });
    base = server.url;
  });
  afterEach(async () => {
    await control('reset', {});
  });
  afterAll(() => server.close());

  it('is off by default', async () => {
    const plain = await startEmulator({ port: 0, https: false });
    try {
      for (const path of ['/__emulator/reset', '/__emulator/faults']) {
        const res = await raw(plain.url, path, { method: 'POST', body: '{"kind":"status500"}' });
        expect(res.status, path).toBe(404);
      }
      expect((await raw(plain.url, '/__emulator/requests')).status).toBe(404);
      expect((await gql(plain.url, SHOP_QUERY)).status).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it('answers 429 with Retry-After for the next N matching requests', async () => {
    await addFault({ kind: 'status429', count: 2, retryAfter: 7, match: 'graphql' });
    for (let i = 0; i < 2; i++) {
      const res = await gql(base, SHOP_QUERY);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await gql(base, SHOP_QUERY)).status).toBe(200);
  });

  it('answers 500 with a JSON body', async () => {
    await addFault({ kind: 'status500' });
    const res = await gql(base, SHOP_QUERY);
    expect(res.status).toBe(500);
    expect(res.json.errors[0].message).toMatch(/Internal error/);
  });

  it('drops the connection without an answer', async () => {
    await addFault({ kind: 'drop', match: 'graphql' });
    await expect(
      fetch(`${base}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
        body: JSON.stringify({ query: SHOP_QUERY }),
      }),
    ).rejects.toThrow(TypeError);
    expect((await gql(base, SHOP_QUERY)).status).toBe(200);
  });

  it('answers 200 with a truncated JSON body when malformed', async () => {
    await addFault({ kind: 'malformed' });
    const res = await raw(base, '/api/2026-04/graphql.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
      body: JSON.stringify({ query: SHOP_QUERY }),
    });
    expect(res.status).toBe(200);
    expect(res.text.startsWith('{')).toBe(true);
    expect(() => JSON.parse(res.text)).toThrow(SyntaxError);
  });

  it('reshapes the answer: a list repeated to times its length, or a field given another value', async () => {
    const query = '{ collection(handle: "coffee") { products(first: 2) { nodes { handle } } } }';
    const nodes = async () => (await gql(base, query)).json.data.collection.products.nodes as unknown;
    await addFault({ kind: 'reshape', key: 'nodes', times: 3 });
    expect(await nodes()).toHaveLength(6);
    await addFault({ kind: 'reshape', key: 'nodes', value: 'not a list' });
    expect(await nodes()).toBe('not a list');
    expect(await nodes()).toHaveLength(2);
  });

  describe('faults after a mutation ran, and scoped to one operation', () => {
    const NOTE_SET = 'mutation NoteSet($id: ID!, $note: String!) { cartNoteUpdate(cartId: $id, note: $note) { cart { id note } } }';
    const NOTE = 'query NoteOf($id: ID!) { cart(id: $id) { note } }';
    const post = (query: string, variables: Record<string, unknown>) =>
      fetch(`${base}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
        body: JSON.stringify({ query, variables }),
      });

    it('dropAfter applies the mutation, then drops the connection', async () => {
      const { cart } = await createCartWithLine(base);
      await addFault({ kind: 'dropAfter', operation: 'NoteSet' });
      expect((await gql(base, SHOP_QUERY)).status).toBe(200); // another operation is not touched
      await expect(post(NOTE_SET, { id: cart.id, note: 'applied' })).rejects.toThrow(TypeError);
      expect((await gql(base, NOTE, { id: cart.id })).json.data.cart.note).toBe('applied');
    });

    it('graphqlErrors answers 200 with errors and no data, and does not run the mutation', async () => {
      const { cart } = await createCartWithLine(base);
      await addFault({ kind: 'graphqlErrors', operation: 'NoteSet' });
      const res = await gql(base, NOTE_SET, { id: cart.id, note: 'never' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ data: null, errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      expect((await gql(base, NOTE, { id: cart.id })).json.data.cart.note).not.toBe('never');
    });

    it('a 429 with retryAfter null has no Retry-After header', async () => {
      await addFault({ kind: 'status429', retryAfter: null });
      const res = await gql(base, SHOP_QUERY);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBeUndefined();
    });
  });

  it('delays an answer and then answers normally', async () => {
    await addFault({ kind: 'delay', delayMs: 300 });
    const started = performance.now();
    const res = await gql(base, SHOP_QUERY);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(res.status).toBe(200);
    expect(res.json.data.shop.name).toEqual(expect.any(String));
  });

  it('applies a content-only fault to the content API and not to GraphQL', async () => {
    await addFault({ kind: 'status500', match: 'content' });
    expect((await gql(base, SHOP_QUERY)).status).toBe(200);
    expect((await raw(base, '/content/api/v2')).status).toBe(500);
    expect((await raw(base, '/content/api/v2')).status).toBe(200);
  });

  it('rejects an invalid fault with 400 and queues nothing', async () => {
    const res = await control('faults', [{ kind: 'status500' }, { kind: 'explode' }]);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error).toMatch(/kind must be one of/);
    expect((await gql(base, SHOP_QUERY)).status).toBe(200);
  });

  it('counts requests by route and operation since the last reset', async () => {
    await gql(base, SHOP_QUERY);
    await gql(base, SHOP_QUERY);
    await gql(base, '{ shop { name } }');
    await raw(base, '/cdn/shop/files/a_10x10.png');
    const counts = JSON.parse((await raw(base, '/__emulator/requests')).text);
    expect(counts).toEqual({ total: 4, routes: { graphql: 3, cdn: 1 }, operations: { ShopName: 2, '(anonymous)': 1 } });
  });

  it('reset forgets carts, faults and counts', async () => {
    const { cart } = await createCartWithLine(base);
    await addFault({ kind: 'status500', count: 5, match: 'content' });
    expect((await control('reset', {})).status).toBe(200);
    expect((await gql(base, CART_QUERY, { id: cart.id })).json.data.cart).toBeNull();
    expect((await raw(base, '/content/api/v2')).status).toBe(200);
    const counts = JSON.parse((await raw(base, '/__emulator/requests')).text);
    expect(counts.routes).toEqual({ graphql: 1, 'content-api': 1 });
  });
});

describe('execute(Request) in process', () => {
  const ORIGIN = 'https://demo.shop-embed.test';
  const emulator = createEmulator();
  const msw = setupServer(http.all(`${ORIGIN}/*`, ({ request }) => emulator.execute(request)));
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => emulator.reset());
  afterAll(() => msw.close());

  it('answers GraphQL through msw with checkout URLs on the request origin', async () => {
    const { cart } = await createCartWithLineViaFetch(ORIGIN);
    expect(cart.checkoutUrl.startsWith(`${ORIGIN}/checkouts/cn/`)).toBe(true);
    const page = await fetch(`${cart.checkoutUrl}&_fd=0`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('_fd=0');
  });

  it('answers 401 and CORS preflight in process', async () => {
    const res = await fetch(`${ORIGIN}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: SHOP_QUERY }),
    });
    expect(res.status).toBe(401);
    const preflight = await emulator.execute(
      new Request(`${ORIGIN}/api/2026-04/graphql.json`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('applies faults added on the object, and a drop fails fetch like a network error', async () => {
    emulator.faults.add({ kind: 'status429', retryAfter: 2, match: 'graphql' });
    emulator.faults.add({ kind: 'drop', match: 'graphql' });
    expect(emulator.faults.pending()).toHaveLength(2);
    const throttled = await postShop(ORIGIN);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('2');
    await expect(postShop(ORIGIN)).rejects.toThrow(TypeError);
    expect((await postShop(ORIGIN)).status).toBe(200);
    expect(emulator.requests()).toEqual({ total: 3, routes: { graphql: 3 }, operations: { ShopName: 3 } });
  });
});

function postShop(origin: string) {
  return fetch(`${origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
    body: JSON.stringify({ query: SHOP_QUERY }),
  });
}

async function createCartWithLineViaFetch(origin: string) {
  const post = async (query: string, variables: unknown = {}) => {
    const res = await fetch(`${origin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as any;
  };
  const products = await post('{ products(first: 10) { nodes { variants(first: 5) { nodes { id availableForSale } } } } }');
  const variant = products.data.products.nodes.flatMap((p: any) => p.variants.nodes).find((v: any) => v.availableForSale);
  const created = await post('mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } } }', {
    input: { lines: [{ merchandiseId: variant.id, quantity: 1 }] },
  });
  return { cart: created.data.cartCreate.cart };
}

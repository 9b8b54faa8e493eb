import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createEmulator } from '../../emulator/index.mjs';
import { createStorefrontClient, type StorefrontClientOptions } from '../../src/cart-client';
import { schemaErrors } from './schema';
import { SHOP_DOMAIN, TOKEN } from './msw';

export const SHOP_ORIGIN = `https://${SHOP_DOMAIN}`;

/** Variants of the demo shop used across tests (stock in brackets). */
export const VARIANTS = {
  tee: 'gid://shopify/ProductVariant/1001001', // Classic Cotton Tee XS / White, $24 [47]
  teeSoldOut: 'gid://shopify/ProductVariant/1001002', // [0]
  mug: 'gid://shopify/ProductVariant/1008001', // Stoneware Mug [26]
  pins: 'gid://shopify/ProductVariant/1023001', // Enamel Pin Set [3]
  printTee: (n: number) => `gid://shopify/ProductVariant/${1025001 + n}`, // 630 variants, [50] each
} as const;

/**
 * msw in front of the emulator's in-process `execute`: unit tests share one set of cart semantics with the browser tests.
 * Every GraphQL body is validated against the real schema; `operations()` lists what was sent.
 */
export function useEmulator() {
  const emulator = createEmulator({ controls: true });
  const sent: Array<{ operationName: string | undefined; variables: Record<string, unknown>; url?: string }> = [];
  const invalid: string[] = [];
  const forward = http.all(`${SHOP_ORIGIN}/*`, async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/graphql')) {
      const body = (await request.clone().json()) as { query: string; operationName?: string; variables?: Record<string, unknown> };
      sent.push({ operationName: body.operationName, variables: body.variables ?? {}, url: request.url });
      invalid.push(...schemaErrors(body.query).map((error) => `${body.operationName}: ${error}`));
    }
    return emulator.execute(request);
  });
  const server = setupServer(forward);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    emulator.reset();
    sent.length = 0;
    if (invalid.length) throw new Error(`documents that do not validate: ${invalid.splice(0).join('; ')}`);
  });
  afterAll(() => server.close());
  return {
    emulator,
    server,
    sent,
    operations: () => sent.map((entry) => entry.operationName),
    client: (options: Partial<StorefrontClientOptions> = {}) =>
      createStorefrontClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, ...options }),
    /** Puts handlers in front of the emulator for the rest of the test (the emulator stays behind them). */
    use: (...handlers: HttpHandler[]) => server.use(...handlers),
    /** A handler that lets the shop process the request and then loses the answer. */
    loseAnswers: (times: number) =>
      http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
        if (times <= 0) return undefined;
        times--;
        const body = (await request.clone().json()) as { operationName?: string; variables?: Record<string, unknown> };
        sent.push({ operationName: body.operationName, variables: body.variables ?? {} });
        await emulator.execute(request);
        return Response.error();
      }),
  };
}

/** A `Storage` in memory (each test makes its own). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

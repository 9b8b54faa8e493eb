import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { schemaErrors } from './schema';

export const SHOP_DOMAIN = 'demo.shop-embed.test';
/** The endpoint the cart-client calls by default: Storefront API 2026-04 (a new version fails here first). */
export const DEFAULT_ENDPOINT = `https://${SHOP_DOMAIN}/api/2026-04/graphql.json`;
/**
 * Every version's endpoint, as msw matches it: the cart-client's `/api/{version}/graphql.json`, and the shopify-buy facade's
 * `/api/{version}/graphql` with the version its caller pins (2025-01 by default).
 */
export const ENDPOINT = `https://${SHOP_DOMAIN}/api/:version/graphql*`;
export const TOKEN = 'shop-embed-demo-token';

export interface SentRequest {
  url: string;
  headers: Headers;
  operationName: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

export type Responder = (request: SentRequest) => JsonBodyType | Response | Promise<JsonBodyType | Response>;

/**
 * An msw server for one test file. Every GraphQL request is recorded and validated against the real schema (2026-04)
 * before a responder (keyed by operation name) answers it; an operation with no responder fails the test.
 */
export function mockStorefront() {
  const sent: SentRequest[] = [];
  const responders = new Map<string, Responder>();
  const server = setupServer(
    http.post(ENDPOINT, async ({ request }) => {
      const body = (await request.json()) as { query: string; variables?: Record<string, unknown>; operationName?: string };
      const entry: SentRequest = {
        url: request.url,
        headers: request.headers,
        operationName: body.operationName,
        query: body.query,
        variables: body.variables ?? {},
      };
      sent.push(entry);
      expect(schemaErrors(body.query), `${body.operationName} must validate against the schema`).toEqual([]);
      const responder = responders.get(body.operationName ?? '') ?? responders.get('*');
      if (!responder) throw new Error(`no responder for operation ${body.operationName}`);
      const result = await responder(entry);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    responders.clear();
    sent.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    sent,
    /** Answer `operationName` (or '*' for any) with this responder until the test ends. */
    on(operationName: string, responder: Responder) {
      responders.set(operationName, responder);
    },
    operations: () => sent.map((request) => request.operationName),
  };
}

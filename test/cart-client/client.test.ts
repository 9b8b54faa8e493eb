import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createStorefrontClient,
  isAbortError,
  isGraphQLResponseError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  isTransientError,
  SDK_VERSION,
} from '../../src/cart-client';
import pkg from '../../package.json';
import { DEFAULT_ENDPOINT, mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = mockStorefront();
const client = (extra: Record<string, unknown> = {}) => createStorefrontClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, ...extra });
const SHOP_QUERY = 'query ShopName { shop { name } }';

afterEach(() => vi.restoreAllMocks());

describe('createStorefrontClient options', () => {
  it('names the missing option', () => {
    expect(() => createStorefrontClient({ domain: '', storefrontAccessToken: 'x' })).toThrow(
      '[shop-embed] createStorefrontClient: the `domain` option is required',
    );
    // The token is optional: without one, tokenless access (test/cart-client/tokenless.test.ts).
    expect(createStorefrontClient({ domain: SHOP_DOMAIN }).config.storefrontAccessToken).toBeUndefined();
  });

  it('accepts the old token names with a single deprecation warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createStorefrontClient({ domain: SHOP_DOMAIN, accessToken: 'old' }).config.storefrontAccessToken).toBe('old');
    expect(createStorefrontClient({ domain: SHOP_DOMAIN, apiKey: 'older' }).config.storefrontAccessToken).toBe('older');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[shop-embed\] .*deprecated; use `storefrontAccessToken`/);
  });

  it('uses the configured API version in the endpoint, 2026-04 by default', () => {
    expect(client().config.endpoint).toBe(DEFAULT_ENDPOINT);
    expect(client({ apiVersion: '2024-04' }).config.endpoint).toBe(`https://${SHOP_DOMAIN}/api/2024-04/graphql.json`);
  });

  it('allows plain http only for loopback hosts', () => {
    expect(client({ domain: 'http://127.0.0.1:4000' }).config.endpoint).toBe('http://127.0.0.1:4000/api/2026-04/graphql.json');
    expect(client({ domain: 'http://localhost:4000' }).config.endpoint).toBe('http://localhost:4000/api/2026-04/graphql.json');
    expect(() => client({ domain: 'http://shop.example.com' })).toThrow(/must use https/);
  });

  it('returns a frozen client', () => {
    expect(Object.isFrozen(client())).toBe(true);
    expect(Object.isFrozen(client().config)).toBe(true);
  });
});

describe('transport', () => {
  it('sends one POST with the headers of SPEC §7', async () => {
    shop.on('ShopName', () => ({ data: { shop: { name: 'Demo' } } }));
    await expect(client().request(SHOP_QUERY)).resolves.toEqual({ shop: { name: 'Demo' } });
    expect(shop.sent).toHaveLength(1);
    const { url, headers, operationName } = shop.sent[0]!;
    expect(url).toBe(DEFAULT_ENDPOINT);
    expect(operationName).toBe('ShopName');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-sdk-variant')).toBe('shop-embed');
    expect(headers.get('x-sdk-version')).toBe(pkg.version);
    expect(SDK_VERSION).toBe(pkg.version);
    expect(headers.get('x-shopify-storefront-access-token')).toBe(TOKEN);
    expect(headers.get('accept-language')).toBe('*');
    expect(headers.has('x-sdk-variant-source')).toBe(false);
  });

  it('sends the language, the source, and the buyer context as @inContext variables', async () => {
    shop.on('Ctx', () => ({ data: { shop: { name: 'Demo' } } }));
    const doc = 'query Ctx($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { shop { name } }';
    await client({ language: 'fr-CA', country: 'ca', source: 'wordpress' }).request(doc);
    const { headers, variables } = shop.sent[0]!;
    expect(headers.get('accept-language')).toBe('fr-CA');
    expect(headers.get('x-sdk-variant-source')).toBe('wordpress');
    expect(variables).toEqual({ country: 'CA', language: 'FR' });
  });

  it('needs exactly one operation, or the name of one', async () => {
    const two = 'query A { shop { name } } query B { shop { name } }';
    await expect(client().request(two)).rejects.toThrow('[shop-embed] the document contains 2 operations; pass the operationName to run');
    await expect(client().request('fragment F on Shop { name }')).rejects.toThrow('contains no operation');
    await expect(client().request(two, { operationName: 'C' })).rejects.toThrow('no operation named "C"');
    shop.on('B', () => ({ data: { shop: { name: 'B' } } }));
    await expect(client().request(two, { operationName: 'B' })).resolves.toEqual({ shop: { name: 'B' } });
    expect(shop.operations()).toEqual(['B']);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    shop.on('ShopName', () => ({ data: { shop: { name: 'Demo' } } }));
    await client({ fetch: fetchSpy }).request(SHOP_QUERY);
    expect(calls).toEqual([DEFAULT_ENDPOINT]);
  });
});

describe('transport failures', () => {
  it('network failure → NetworkError "Network request failed"', async () => {
    shop.server.use(http.post(DEFAULT_ENDPOINT, () => HttpResponse.error()));
    const error = await client()
      .request(SHOP_QUERY)
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Network request failed', name: 'NetworkError', operation: 'ShopName' });
    expect(isTransientError(error)).toBe(true);
  });

  it('no answer within timeoutMs → TimeoutError "Network request timed out"', async () => {
    shop.server.use(
      http.post(DEFAULT_ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await client({ timeoutMs: 50 })
      .request(SHOP_QUERY)
      .catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect((error as Error).message).toBe('Network request timed out');
  });

  it('the caller aborts → AbortError "Aborted"', async () => {
    shop.server.use(
      http.post(DEFAULT_ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client()
      .request(SHOP_QUERY, { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect((error as Error).message).toBe('Aborted');
    expect(isTransientError(error)).toBe(false);
  });

  it('a non-2xx status → HttpError with status, body and Retry-After', async () => {
    shop.server.use(http.post(DEFAULT_ENDPOINT, () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '2' } })));
    const error = await client()
      .request(SHOP_QUERY)
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 429, retryAfter: 2, body: 'slow down' });
    expect(isTransientError(error)).toBe(true);

    shop.server.use(http.post(DEFAULT_ENDPOINT, () => HttpResponse.json({ errors: [{ message: 'Invalid token' }] }, { status: 401 })));
    const unauthorized = await client()
      .request(SHOP_QUERY)
      .catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ name: 'HttpError', status: 401, retryAfter: undefined });
    expect(isTransientError(unauthorized)).toBe(false);
  });

  it('GraphQL errors → GraphQLResponseError carrying them', async () => {
    const errors = [{ message: 'Field "nope" doesn\'t exist on type "Shop"', locations: [{ line: 1, column: 20 }] }];
    shop.server.use(http.post(DEFAULT_ENDPOINT, () => HttpResponse.json({ errors })));
    const error = await client()
      .request(SHOP_QUERY)
      .catch((e: unknown) => e);
    expect(isGraphQLResponseError(error)).toBe(true);
    expect(error).toMatchObject({ errors, data: null, message: JSON.stringify(errors) });
  });

  it('errors that come with data are field-level: the data is the answer, the errors are reported aside', async () => {
    const errors = [
      { message: 'Access denied for customer field', path: ['cart', 'buyerIdentity', 'customer'], extensions: { code: 'ACCESS_DENIED' } },
    ];
    shop.server.use(http.post(DEFAULT_ENDPOINT, () => HttpResponse.json({ data: { shop: { name: 'Demo' } }, errors })));
    const seen: unknown[] = [];
    await expect(client().request(SHOP_QUERY, { onPartialErrors: (e) => seen.push(...e) })).resolves.toEqual({ shop: { name: 'Demo' } });
    expect(seen).toEqual(errors);
  });

  it('times out even when the fetch function ignores the signal', async () => {
    const deaf: typeof fetch = () => new Promise(() => {});
    const error = await client({ fetch: deaf, timeoutMs: 30 })
      .request(SHOP_QUERY)
      .catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    const controller = new AbortController();
    const pending = client({ fetch: deaf })
      .request(SHOP_QUERY, { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });

  it('a garbled body is a lost answer → NetworkError', async () => {
    shop.server.use(http.post(DEFAULT_ENDPOINT, () => new HttpResponse('{"data": {"sho', { headers: { 'Content-Type': 'application/json' } })));
    const error = await client()
      .request(SHOP_QUERY)
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('guards match by name, so errors from a second copy of the bundle are recognised', () => {
    const foreign = Object.assign(new Error('Network request failed'), { name: 'NetworkError' });
    expect(isNetworkError(foreign)).toBe(true);
    expect(isTimeoutError(foreign)).toBe(false);
  });
});

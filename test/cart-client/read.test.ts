import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStorefrontClient, fetchProductsByHandles } from '../../src/cart-client';
import { createStorefrontReader } from '../../src/cart-client/read';
import { createCatalog } from '../../src/store';
import { rawProduct } from '../support/fixtures';
import { mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';

// The widgets' lean read path: the same request as the full client, one plain error the cards show with a retry.
const shop = mockStorefront();
const options = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, source: 'shop-embed', country: 'ca', language: 'fr-CA' };
const reader = createStorefrontReader(options);

const byHandles = () =>
  shop.on('ProductsByHandles', ({ variables }) => ({
    data: Object.fromEntries(
      Object.entries(variables)
        .filter(([key]) => key.startsWith('h'))
        .map(([key, handle]) => [`p${key.slice(1)}`, rawProduct(String(handle))]),
    ),
  }));

describe('the lean reader', () => {
  it('sends a read exactly as the full client does: operation name, buyer context, SDK and token headers', async () => {
    byHandles();
    const [tee] = await fetchProductsByHandles(reader, ['tee']);
    await fetchProductsByHandles(createStorefrontClient(options), ['tee']);
    expect(tee?.handle).toBe('tee');
    const [lean, full] = shop.sent;
    expect(lean!.operationName).toBe('ProductsByHandles');
    expect(lean!.variables).toEqual({ h0: 'tee', country: 'CA', language: 'FR' });
    expect(lean!.query).toBe(full!.query);
    expect(lean!.variables).toEqual(full!.variables);
    expect(Object.fromEntries(lean!.headers)).toEqual(Object.fromEntries(full!.headers));
  });

  it('checks its options as the full client does (a plain http shop domain is refused)', () => {
    expect(() => createStorefrontReader({ ...options, domain: 'http://shop.example' })).toThrow(/must use https/);
    expect(createStorefrontReader({ domain: SHOP_DOMAIN }).config.storefrontAccessToken).toBeUndefined();
  });

  it('an HTTP failure rejects with one plain error naming the operation and the status', async () => {
    shop.on('ProductsByHandles', () => new HttpResponse('busy', { status: 503 }));
    const error = await fetchProductsByHandles(reader, ['tee']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'Error', message: '[shop-embed] ProductsByHandles: HTTP 503' });
  });

  it('GraphQL errors without data reject with their messages; errors beside data still answer', async () => {
    shop.on('ProductsByHandles', () => ({ errors: [{ message: 'Throttled' }] }));
    await expect(fetchProductsByHandles(reader, ['tee'])).rejects.toThrow('[shop-embed] ProductsByHandles: Throttled');
    shop.on('ProductsByHandles', () => ({ data: { p0: rawProduct('tee') }, errors: [{ message: 'a field the token may not read' }] }));
    const partial: string[] = [];
    const data = await reader.request<{ p0: { handle: string } }>('query ProductsByHandles($h0: String!) { p0: product(handle: $h0) { handle } }', {
      variables: { h0: 'tee' },
      onPartialErrors: (errors) => partial.push(...errors.map((e) => e.message)),
    });
    expect(data.p0.handle).toBe('tee');
    expect(partial).toEqual(['a field the token may not read']);
  });

  it('a shop that cannot be reached rejects with the same kind of error, and the catalog tries again on the next ask', async () => {
    shop.on('CatalogReads', () => HttpResponse.error());
    const catalog = createCatalog({ client: reader });
    await expect(catalog.product('tee')).rejects.toThrow('[shop-embed] CatalogReads: the shop could not be reached');
    // The next ask sends the batch again (the shop's settings first, then the product): here the shop has no such product.
    shop.on('CatalogReads', () => ({ data: { r0: { name: 'Shop', moneyFormat: '${{amount}}' }, r1: null } }));
    await expect(catalog.product('tee')).resolves.toBeNull();
  });
});

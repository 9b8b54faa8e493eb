import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Client, { buildClient, legacyAmount } from '../../src/cart-client/compat';
import { mockStorefront, SHOP_DOMAIN, TOKEN } from '../support/msw';

const shop = mockStorefront();
const SHOP = {
  name: 'Demo',
  description: null,
  moneyFormat: '$',
  paymentSettings: { currencyCode: 'USD', countryCode: 'US', enabledPresentmentCurrencies: [] },
  primaryDomain: { host: 'h', sslEnabled: true, url: 'https://h' },
};

afterEach(() => vi.restoreAllMocks());

describe('buildClient configuration', () => {
  it('requires domain and storefrontAccessToken', () => {
    expect(() => buildClient({ storefrontAccessToken: TOKEN } as never)).toThrow("[shop-embed] buildClient() requires the option 'domain'");
    expect(() => buildClient({ domain: SHOP_DOMAIN })).toThrow("[shop-embed] buildClient() requires the option 'storefrontAccessToken'");
    expect(() => buildClient(undefined as never)).toThrow(/config object/);
  });

  it('accepts the old token names with one deprecation warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = buildClient({ domain: SHOP_DOMAIN, accessToken: TOKEN });
    buildClient({ domain: SHOP_DOMAIN, apiKey: TOKEN });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/deprecated/);
    expect(first.config.storefrontAccessToken).toBe(TOKEN);
    shop.on('Shop', () => ({ data: { shop: SHOP } }));
    await first.shop.fetchInfo();
    expect(shop.sent[0]?.headers.get('X-Shopify-Storefront-Access-Token')).toBe(TOKEN);
  });

  it('exposes client.config as the SDK does', () => {
    const client = buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, language: 'fr-CA', source: 'my-theme' });
    expect(client.config).toEqual({
      domain: SHOP_DOMAIN,
      storefrontAccessToken: TOKEN,
      apiVersion: '2025-01',
      language: 'fr-CA',
      source: 'my-theme',
    });
  });

  it('sends language and source headers', async () => {
    const client = buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, language: 'fr-CA', source: 'my-theme' });
    shop.on('Shop', () => ({ data: { shop: SHOP } }));
    await client.shop.fetchInfo();
    expect(shop.sent[0]?.url).toBe(`https://${SHOP_DOMAIN}/api/2025-01/graphql`);
    expect(shop.sent[0]?.headers.get('Accept-Language')).toBe('fr-CA');
    expect(shop.sent[0]?.headers.get('X-SDK-Variant-Source')).toBe('my-theme');
  });

  it('raises an apiVersion older than 2025-01 to it, warning once (shopify-buy 3.x always called 2025-01)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, apiVersion: '2024-04' }).config.apiVersion).toBe('2025-01');
    buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, apiVersion: '2024-07' });
    buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, apiVersion: '2025-04' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/2024-04 predates 2025-01/);
  });

  it('uses the fetch function given as the second argument', async () => {
    const seen: string[] = [];
    const custom: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    const client = buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN }, custom);
    shop.on('Shop', () => ({ data: { shop: SHOP } }));
    await expect(client.shop.fetchInfo()).resolves.toMatchObject({ name: 'Demo' });
    expect(seen).toEqual([`https://${SHOP_DOMAIN}/api/2025-01/graphql`]);
    expect(shop.sent).toHaveLength(1);
  });

  it('has the SDK’s default export (Client.buildClient) and the SDK’s resources', () => {
    expect(Client.buildClient).toBe(buildClient);
    const client = Client.buildClient({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    expect(Object.keys(client.checkout).sort()).toEqual(
      [
        'addDiscount',
        'addGiftCards',
        'addLineItems',
        'create',
        'fetch',
        'removeDiscount',
        'removeGiftCard',
        'removeLineItems',
        'replaceLineItems',
        'updateAttributes',
        'updateEmail',
        'updateLineItems',
        'updateShippingAddress',
      ].sort(),
    );
    expect(Object.keys(client.product).sort()).toEqual([
      'fetch',
      'fetchAll',
      'fetchByHandle',
      'fetchMultiple',
      'fetchQuery',
      'fetchRecommendations',
      'helpers',
    ]);
    expect(Object.keys(client.collection).sort()).toEqual([
      'fetch',
      'fetchAll',
      'fetchAllWithProducts',
      'fetchByHandle',
      'fetchQuery',
      'fetchWithProducts',
    ]);
    expect(Object.keys(client.shop).sort()).toEqual(['fetchInfo', 'fetchPolicies']);
    expect(typeof client.image.helpers.imageForSize).toBe('function');
    expect(Object.isFrozen(client)).toBe(true);
  });
});

describe('legacyAmount (SPEC §9)', () => {
  it.each([
    ['12.50', '12.5'],
    ['10.00', '10.0'],
    ['-3.40', '-3.4'],
    ['12.55', '12.55'],
    ['10.0', '10.0'],
    ['12.5', '12.5'],
    ['7', '7'],
    ['1.000', '1.000'],
  ])('%s → %s', (input, output) => expect(legacyAmount(input)).toBe(output));
});

describe('tree-shaking', () => {
  it('no core cart-client module imports the compat facade', () => {
    const dir = new URL('../../src/cart-client/', import.meta.url);
    const offenders = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /from '\.\/compat/.test(readFileSync(new URL(file, dir), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../emulator/index.mjs';
import { DEMO_TOKEN } from './server.helpers';

// Which Storefront API version answers a request. The emulator has the 2026-04 schema only; Shopify answers a version
// it no longer supports (and a request naming none) with its oldest supported one and names the version that served it
// in X-Shopify-API-Version (shopify.dev/tutorials/update-your-app-to-a-new-api-version, "Log for API response headers").
const emulator = createEmulator();
const ORIGIN = 'https://demo.shop-embed.test';
const VERSION_FACTS = `query VersionFacts {
  publicApiVersions { handle supported }
  errorCodes: __type(name: "CartErrorCode") { enumValues { name } }
}`;

async function post(path: string, query = VERSION_FACTS, variables: Record<string, unknown> = {}) {
  const response = await emulator.execute(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN, Origin: 'https://shop.example' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: response.status, version: response.headers.get('x-shopify-api-version'), headers: response.headers, body: await response.json() };
}

describe('Storefront API versions', () => {
  it('serves /api/2026-04/graphql.json from the 2026-04 schema and says so', async () => {
    const { status, version, body } = await post('/api/2026-04/graphql.json');
    expect(status).toBe(200);
    expect(version).toBe('2026-04');
    expect(body.data.publicApiVersions).toEqual([{ handle: '2026-04', supported: true }]);
    // A code 2025-10 added (shopify.dev/changelog/storefront-api-cart-now-exposes-invalid-merchandise-configuration-error).
    expect(body.data.errorCodes.enumValues.map((value: { name: string }) => value.name)).toContain('MERCHANDISE_NOT_APPLICABLE');
  });

  it.each(['/api/2025-01/graphql', '/api/2019-07/graphql.json', '/api/2027-01/graphql', '/api/graphql.json'])(
    'answers %s as Shopify answers a version it does not serve: with its oldest version, named in the header',
    async (path) => {
      const { status, version, body } = await post(path);
      expect(status).toBe(200);
      expect(version).toBe('2026-04');
      expect(body.data.publicApiVersions).toEqual([{ handle: '2026-04', supported: true }]);
    },
  );

  it('holds a retired version’s request to the newer schema, as Shopify does (what changed in between applies)', async () => {
    // 2026-01 made cartDiscountCodesUpdate's discountCodes required (shopify.dev/changelog/the-cartdiscountcodeupdate-
    // mutation-now-requires-the-discountcodes-field): a 2025-01 document that declared it optional is refused.
    const optional = `mutation ($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { userErrors { code } } }`;
    const { version, body } = await post('/api/2025-01/graphql', optional, { cartId: 'gid://shopify/Cart/none', codes: [] });
    expect(version).toBe('2026-04');
    expect(body.errors[0].message).toMatch(/Variable "\$codes" of type "\[String!\]" used in position expecting type "\[String!\]!"/);
  });

  it('lets a page on another origin read the header, and sends it with a refusal too', async () => {
    const { headers } = await post('/api/2025-01/graphql');
    expect(headers.get('access-control-expose-headers')).toMatch(/X-Shopify-API-Version/i);
    const refused = await emulator.execute(
      new Request(`${ORIGIN}/api/2025-01/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"query":"{ shop { name } }"}',
      }),
    );
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-shopify-api-version')).toBe('2026-04');
  });
});

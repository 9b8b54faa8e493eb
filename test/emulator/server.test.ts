import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../emulator/index.mjs';
import { CART_QUERY, DEMO_TOKEN, createCartWithLine, gql, pngSize, raw } from './server.helpers';

let server: Awaited<ReturnType<typeof startEmulator>>;
let base: string;

beforeAll(async () => {
  server = await startEmulator({ port: 0, httpsPort: 0 });
  base = server.url;
});
afterAll(() => server.close());

describe('Storefront API endpoint', () => {
  it('answers 401 without a known access token', async () => {
    const missing = await gql(base, '{ shop { name } }', {}, {});
    expect(missing.status).toBe(401);
    expect(missing.json.errors).toEqual([
      { message: 'Unauthorized: invalid or missing Storefront API access token.', extensions: { code: 'UNAUTHORIZED' } },
    ]);
    const wrong = await gql(base, '{ shop { name } }', {}, { 'X-Shopify-Storefront-Access-Token': 'not-a-token' });
    expect(wrong.status).toBe(401);
  });

  it('passes GraphQL validation errors through', async () => {
    const res = await gql(base, '{ shop { noSuchField } }');
    expect(res.json.errors[0].message).toMatch(/Cannot query field "noSuchField"/);
    expect(res.json.data).toBeUndefined();
  });

  it('serves /graphql.json and the versionless path too', async () => {
    for (const path of ['/api/2024-04/graphql.json', '/api/graphql.json']) {
      const res = await raw(base, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
        body: JSON.stringify({ query: 'query ShopName { shop { name } }' }),
      });
      expect(res.status, path).toBe(200);
      expect(JSON.parse(res.text).data.shop.name).toEqual(expect.any(String));
    }
  });

  it('rejects a malformed JSON body with 400 and other methods with 405', async () => {
    const bad = await raw(base, '/api/2026-04/graphql.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
      body: '{"query": ',
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).errors[0].message).toMatch(/not valid JSON/);
    const get = await raw(base, '/api/2026-04/graphql.json');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toMatch(/POST/);
  });

  it('answers a CORS preflight and a request from another origin', async () => {
    const origin = 'http://shop.other-origin.test:8080';
    const preflight = await raw(base, '/api/2026-04/graphql.json', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token,x-sdk-variant,x-sdk-version,accept-language',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(Number(preflight.headers['access-control-max-age'])).toBeGreaterThan(0);
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    for (const header of [
      'content-type',
      'accept',
      'accept-language',
      'x-shopify-storefront-access-token',
      'x-sdk-variant',
      'x-sdk-version',
      'x-sdk-variant-source',
    ]) {
      expect(allowed).toContain(header);
    }
    const actual = await gql(base, 'query ShopName { shop { name } }', {}, { Origin: origin, 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN });
    expect(actual.status).toBe(200);
    expect(actual.headers['access-control-allow-origin']).toBe(origin);
    expect(actual.json.data.shop.name).toEqual(expect.any(String));
  });

  it('serves the same API over HTTPS with a self-signed certificate', async () => {
    expect(server.httpsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await gql(String(server.httpsUrl), 'query ShopName { shop { name } }');
    expect(res.status).toBe(200);
    expect(res.json.data.shop.name).toEqual(expect.any(String));
  });
});

describe('hosted checkout page', () => {
  it('shows the cart and the query parameters, and Pay now completes the order', async () => {
    const { cart, productTitle } = await createCartWithLine(base, { discountCodes: ['WELCOME10'], giftCardCodes: ['GIFT-10-WXYZ'] });
    const checkoutUrl = new URL(cart.checkoutUrl);
    expect(checkoutUrl.origin).toBe(base);
    expect(checkoutUrl.pathname).toMatch(/^\/checkouts\/cn\/[^/]+$/);
    checkoutUrl.searchParams.set('_fd', '0');
    checkoutUrl.searchParams.set('return_to', 'http://shop.example.test/cart');

    const page = await raw(base, checkoutUrl.pathname + checkoutUrl.search);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(escape(productTitle));
    expect(page.text).toContain('_fd=0');
    expect(page.text).toMatch(/<button type="submit">Pay now<\/button>/);
    expect(page.text).toContain('Gift &#60;wrap&#62; &#38; bow');
    expect(page.text).not.toContain('Gift <wrap>');
    expect(page.text).toContain('<code>WELCOME10</code> (applied)');
    expect(page.text).toMatch(/WELCOME10: −\$\d+\.\d{2} USD/);
    expect(page.text).toMatch(/Gift card ending in <code>WXYZ<\/code>: \$\d+\.\d{2} USD used/i);
    for (const label of ['Subtotal', 'Taxes', 'Total due'])
      expect(page.text).toMatch(new RegExp(`${label}</th><td class="num">\\$\\d+\\.\\d{2} USD`));

    const complete = await raw(base, `${checkoutUrl.pathname}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return_to: 'http://shop.example.test/cart' }).toString(),
    });
    expect(complete.status).toBe(200);
    expect(complete.text).toContain('Thank you for your order');
    expect(complete.text).toMatch(/<a class="button" href="http:\/\/shop\.example\.test\/cart">Continue shopping<\/a>/);

    const after = await gql(base, CART_QUERY, { id: cart.id });
    expect(after.json.data.cart).toBeNull();
    const again = await raw(base, checkoutUrl.pathname + checkoutUrl.search);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This checkout is no longer available');
  });

  it('answers an unknown checkout token with a 404 page', async () => {
    const res = await raw(base, '/checkouts/cn/no-such-token?key=x');
    expect(res.status).toBe(404);
    expect(res.text).toContain('This checkout is no longer available');
  });
});

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

describe('image CDN', () => {
  it('generates a PNG of the size in the _{w}x{h} suffix, cacheable for a year', async () => {
    const res = await raw(base, '/cdn/shop/files/linen-shirt_320x240.png?v=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(pngSize(res.body)).toEqual({ width: 320, height: 240 });
  });

  it('defaults to 800×800, clamps huge sizes, and keeps the colour across sizes', async () => {
    expect(pngSize((await raw(base, '/cdn/shop/files/linen-shirt.png')).body)).toEqual({ width: 800, height: 800 });
    expect(pngSize((await raw(base, '/cdn/shop/files/linen-shirt_9000x10.png')).body)).toEqual({ width: 2048, height: 10 });
    const a = await raw(base, '/cdn/shop/files/linen-shirt_1x1.png');
    const b = await raw(base, '/cdn/shop/files/wool-socks_1x1.png');
    const again = await raw(base, '/cdn/shop/files/linen-shirt_1x1.png?v=2');
    expect(a.body.equals(again.body)).toBe(true);
    expect(a.body.equals(b.body)).toBe(false);
  });
});

describe('static files', () => {
  let root: string;
  let local: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'shop-embed-static-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'examples', 'nested'), { recursive: true });
    writeFileSync(join(root, 'dist', 'shop-embed.js'), 'export const x = 1;\n');
    writeFileSync(join(root, 'examples', 'index.html'), '<!doctype html><title>Index</title>');
    writeFileSync(join(root, 'examples', 'strict.html'), '<!doctype html><title>Strict</title>');
    writeFileSync(join(root, 'examples', 'strict.csp'), "default-src 'self';\nimg-src 'self' data:\n");
    writeFileSync(join(root, 'examples', 'nested', 'index.html'), '<!doctype html><title>Nested</title>');
    writeFileSync(join(root, 'examples', 'style.css'), 'body{}');
    writeFileSync(join(root, 'secret.txt'), 'top secret');
    local = await startEmulator({ port: 0, https: false, staticRoot: root });
  });
  afterAll(() => local.close());

  it('serves dist and examples with content types and index pages', async () => {
    const js = await raw(local.url, '/dist/shop-embed.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.text).toContain('export const x');
    const css = await raw(local.url, '/examples/style.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const index = await raw(local.url, '/examples/');
    expect(index.text).toContain('<title>Index</title>');
    expect(index.headers['content-security-policy']).toBeUndefined();
    const nested = await raw(local.url, '/examples/nested');
    expect(nested.status).toBe(301);
    expect(nested.headers.location).toBe('/examples/nested/');
    expect((await raw(local.url, '/examples/nested/')).text).toContain('Nested');
  });

  it('redirects / to the examples and answers 404 for unknown files', async () => {
    const home = await raw(local.url, '/');
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/examples/');
    expect((await raw(local.url, '/examples/missing.html')).status).toBe(404);
    expect((await raw(local.url, '/nothing-here')).status).toBe(404);
  });

  it('refuses directory traversal', async () => {
    for (const path of [
      '/examples/../secret.txt',
      '/examples/%2e%2e/secret.txt',
      '/dist/..%2fsecret.txt',
      '/examples/..%5csecret.txt',
      '/examples/%00.html',
    ]) {
      const res = await raw(local.url, path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.text, path).not.toContain('top secret');
    }
  });

  it('sends a Content-Security-Policy only for a page with a sibling .csp file', async () => {
    const strict = await raw(local.url, '/examples/strict.html');
    expect(strict.headers['content-security-policy']).toBe("default-src 'self'; img-src 'self' data:");
  });

  it('answers the query of the Storefront API playground page', async () => {
    const script = (await raw(base, '/examples/api.js')).text;
    const query = /const QUERY = `([\s\S]*?)`;/.exec(script)?.[1];
    expect(query).toContain('products(first: $first)');
    const res = await gql(base, String(query), { first: 12 });
    expect(res.json.errors).toBeUndefined();
    const products = res.json.data.products.nodes;
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toMatchObject({
      title: expect.any(String),
      priceRange: { minVariantPrice: { amount: expect.any(String), currencyCode: expect.any(String) } },
    });
    expect(products[0].featuredImage.url).toMatch(new RegExp(`^${base}/cdn/`));
  });

  it('serves the real examples index of the repository', async () => {
    const index = await raw(base, '/examples/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('href="api.html"');
    expect((await raw(base, '/examples/api.js')).headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('links each example to the docs page it shows, and serves that page as text', async () => {
    const index = (await raw(base, '/examples/')).text;
    const examples = [...index.matchAll(/<li>\s*<a href="([^"]+)">/g)].map((match) => match[1]!);
    const docs = [...index.matchAll(/<p class="doc">Docs: <a href="([^"#]+)(?:#[^"]*)?">/g)].map((match) => match[1]!);
    expect(docs).toHaveLength(examples.length);
    for (const path of new Set(docs)) {
      const page = await raw(base, path);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/^text\/plain/);
      expect(page.text, path).toMatch(/^# /);
    }
  });
});

describe('startEmulator', () => {
  it('explains a port that is already taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startEmulator({ port, https: false })).rejects.toThrow(
        `[shop-embed emulator] port ${port} is already in use; set PORT=… to use another`,
      );
      await expect(startEmulator({ port: 0, httpsPort: port })).rejects.toThrow(`port ${port} is already in use; set HTTPS_PORT=`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

// Shared helpers for the emulator server tests: raw HTTP(S) requests (no URL normalisation, self-signed HTTPS allowed)
// and PNG header parsing.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export const DEMO_TOKEN = 'shop-embed-demo-token';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** Sends a request exactly as given: the path is not normalised, and HTTPS accepts the self-signed certificate. */
export function raw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POSTs a GraphQL document with the demo token (or the given headers) and parses the JSON answer. */
export async function gql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = { 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
): Promise<{ status: number; json: any; headers: RawResponse['headers'] }> {
  const res = await raw(base, '/api/2026-04/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, json: JSON.parse(res.text), headers: res.headers };
}

/** Width and height from a PNG's IHDR chunk; throws when the signature is wrong. */
export function pngSize(png: Buffer | Uint8Array): { width: number; height: number } {
  const buf = Buffer.from(png);
  if (buf.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  if (buf.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('IHDR is not the first chunk');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

export const FIRST_VARIANT_QUERY = `query FirstVariant {
  products(first: 10) { nodes { handle title variants(first: 10) { nodes { id availableForSale title } } } }
}`;

export const CART_CREATE = `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id checkoutUrl lines(first: 10) { nodes { quantity merchandise { ... on ProductVariant { title product { title } } } } } }
    userErrors { field message code }
    warnings { code message }
  }
}`;

export const CART_QUERY = `query CartById($id: ID!) { cart(id: $id) { id } }`;

/** Creates a cart with two of the first available variant through GraphQL; returns the cart and the product title. */
export async function createCartWithLine(base: string, extra: Record<string, unknown> = {}): Promise<{ cart: any; productTitle: string }> {
  const products = await gql(base, FIRST_VARIANT_QUERY);
  for (const product of products.json.data.products.nodes) {
    const variant = product.variants.nodes.find((v: any) => v.availableForSale);
    if (!variant) continue;
    const created = await gql(base, CART_CREATE, {
      input: { lines: [{ merchandiseId: variant.id, quantity: 2 }], note: 'Gift <wrap> & bow', ...extra },
    });
    const cart = created.json.data.cartCreate.cart;
    if (!cart) throw new Error(`cartCreate failed: ${JSON.stringify(created.json)}`);
    return { cart, productTitle: product.title };
  }
  throw new Error('no available variant in the first 10 products');
}

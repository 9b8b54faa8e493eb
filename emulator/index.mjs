// @ts-check
/**
 * The ShopEmbed storefront emulator's programmatic API: `createEmulator()` for in-process use (msw handlers call
 * `execute(request)`), `startEmulator()` for real HTTP and HTTPS servers on loopback.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContentApi } from './content/index.mjs';
import { createFaults, createRequestLog } from './server/faults.mjs';
import { listenAll } from './server/node-server.mjs';
import { createImageCache, parseImagePath } from './server/png.mjs';
import { createRouter } from './server/router.mjs';
import { DEMO_TOKEN, createStorefront } from './storefront/index.mjs';

export { DEMO_TOKEN };

// Not `new URL('..', import.meta.url)`: bundlers and vitest's DOM environments rewrite that pattern as an asset URL.
const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} EmulatorOptions
 * @property {boolean} [controls] enable the test-only `/__emulator/*` endpoints (default false)
 * @property {string[]} [tokens] storefront access tokens accepted (default: the demo token)
 * @property {boolean} [tokenless] accept storefront requests without a token, held to tokenless access's complexity limit
 * @property {number|null} [maxQueryCost] a complexity limit for requests with a token too (Shopify documents none)
 * @property {string|null} [contentToken] when set, the content API requires this `access_token`
 * @property {string} [staticRoot] directory holding `dist/` and `examples/` (default: the repository)
 */

/**
 * Creates an emulator without a server. `execute` answers a WHATWG `Request` exactly as the HTTP server would,
 * using the request URL's origin for checkout and image URLs.
 *
 * @example
 * const emulator = createEmulator();
 * server.use(http.all('https://demo.shop-embed.test/*', ({ request }) => emulator.execute(request)));
 * @param {EmulatorOptions} [options]
 */
export function createEmulator({
  controls = false,
  tokens,
  tokenless = false,
  maxQueryCost = null,
  contentToken = null,
  staticRoot = REPOSITORY_ROOT,
} = {}) {
  const storefront = createStorefront({ ...(tokens ? { tokens } : {}), tokenless, maxQueryCost });
  const faults = createFaults();
  const log = createRequestLog();
  const content = createContentApi({
    handles: () => storefront.catalog.products.map((/** @type {any} */ product) => String(product.handle)),
    token: contentToken,
  });
  const reset = () => {
    storefront.reset();
    faults.clear();
    log.clear();
  };
  const router = createRouter({ storefront, content, faults, log, controls, staticRoot, reset, images: createImageCache(), parseImagePath });

  /**
   * @param {Request} request
   * @returns {Promise<Response>}
   */
  async function execute(request) {
    /** @type {Record<string, string>} */
    const headers = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await request.arrayBuffer());
    const response = await router.handle({ method, url: new URL(request.url), headers, body });
    if (response.drop) return Response.error();
    const empty = method === 'HEAD' || response.status === 204 || response.status === 304;
    const payload = empty ? null : typeof response.body === 'string' ? response.body : new Uint8Array(response.body);
    return new Response(payload, { status: response.status, headers: response.headers });
  }

  return Object.freeze({
    storefront,
    execute,
    reset,
    faults: Object.freeze({ add: faults.add, clear: faults.clear, pending: faults.pending }),
    requests: log.snapshot,
    handle: router.handle,
  });
}

/** @typedef {ReturnType<typeof createEmulator>} Emulator */

/**
 * @typedef {object} StartOptions
 * @property {number} [port] HTTP port, 0 for a random one (default 4000)
 * @property {number} [httpsPort] HTTPS port, 0 for a random one (default 4443)
 * @property {string} [host] (default 127.0.0.1)
 * @property {boolean} [https] also serve HTTPS with a self-signed certificate (default true)
 * @property {Emulator} [emulator] serve an existing emulator instead of creating one
 */

/**
 * Starts the HTTP (and HTTPS) servers. Rejects with a readable message when a port is taken.
 *
 * @example
 * const { url, httpsUrl, close } = await startEmulator({ port: 0, httpsPort: 0, controls: true });
 * @param {StartOptions & EmulatorOptions} [options]
 * @returns {Promise<{ url: string, httpsUrl: string|null, emulator: Emulator, close(): Promise<void> }>}
 */
export async function startEmulator(options = {}) {
  const { port = 4000, httpsPort = 4443, host = '127.0.0.1', https = true, emulator: given, ...emulatorOptions } = options;
  const emulator = given ?? createEmulator(emulatorOptions);
  const servers = await listenAll(emulator.handle, { port, httpsPort, host, https });
  return { url: servers.url, httpsUrl: servers.httpsUrl, emulator, close: servers.close };
}

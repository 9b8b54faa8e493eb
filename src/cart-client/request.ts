// What both transports share: the endpoint, the checks a domain and token must pass, the headers and the body of one
// request. The lean reader (read.ts) sends the widgets' first reads with it; the full client (client.ts: typed errors,
// timeouts, the deprecated option names of config.ts) serves the cart. Kept apart from config.ts so the first script
// carries this and nothing of the full client.
import { formatMessage } from './format-message';
import { plainJson } from './json';

export interface StorefrontClientOptions {
  /** The shop's domain (`my-shop.myshopify.com`), or an `http://` URL on a loopback host for the local emulator. */
  domain: string;
  /** The Storefront API's public access token; none: tokenless access (`sender`). */
  storefrontAccessToken?: string | undefined;
  /** @deprecated use `storefrontAccessToken` */
  accessToken?: string;
  /** @deprecated use `storefrontAccessToken` */
  apiKey?: string;
  /** Storefront API version in the endpoint path. Default `2026-04` (`DEFAULT_API_VERSION`). */
  apiVersion?: string;
  /** Buyer language (`en-US`, `fr`): sent as `Accept-Language` and as `@inContext(language:)`. */
  language?: string;
  /** Buyer country (`US`, `CA`): sent as `@inContext(country:)`, which selects the market's prices. */
  country?: string;
  /** Names the integration in `X-SDK-Variant-Source`. */
  source?: string;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Abort a request with a `TimeoutError` after this many milliseconds. Default 30 000. */
  timeoutMs?: number;
}

export interface StorefrontClientConfig {
  readonly domain: string;
  readonly endpoint: string;
  /** None (or empty): tokenless access (`sender`). */
  readonly storefrontAccessToken: string | undefined;
  readonly apiVersion: string;
  readonly language: string | undefined;
  readonly country: string | undefined;
  readonly source: string | undefined;
  readonly timeoutMs: number;
}

/**
 * The Storefront API version every request names unless an owner pins another (`data-shop-api-version`, `apiVersion`):
 * the version of schema/storefront.schema.json, which the documents are validated and typed against. README, "API
 * version", says how to move to the next one.
 */
export const DEFAULT_API_VERSION = '2026-04';
export const SDK_VARIANT = 'shop-embed';
export const SDK_VERSION: string = __SHOP_EMBED_VERSION__;

/** The connection `options` describe, checked: an https (or loopback) domain; the token, if any. */
export function connectionConfig(options: StorefrontClientOptions): StorefrontClientConfig {
  const apiVersion = options.apiVersion || DEFAULT_API_VERSION;
  const shop = shopUrl(options.domain);
  return Object.freeze({
    domain: shop.host,
    // The endpoint as Shopify documents it (shopify.dev/docs/api/storefront: POST /api/{version}/graphql.json).
    endpoint: `${shop.origin}/api/${apiVersion}/graphql.json`,
    storefrontAccessToken: options.storefrontAccessToken,
    apiVersion,
    // Read from the options at each request: a page's market can change (a shopper's country selector), and the reader and
    // the cart's client made from the same options follow it.
    get language() {
      return options.language;
    },
    get country() {
      return options.country?.toUpperCase();
    },
    source: options.source,
    timeoutMs: options.timeoutMs ?? 30_000,
  });
}

/**
 * What a connection sends a request with (asked at each request: a test's `fetch` may come after the client was made):
 * `send`, by default the page's fetch. Without a token, through tokenless access's rules (src/scripts/tokenless, loaded
 * with the first request): "Tokenless access allows API queries without an access token" to products, collections,
 * selling plans, search and the cart, within a query complexity limit of 1,000 (GraphQL Storefront API reference,
 * "Authentication", shopify.dev/docs/api/storefront/latest#authentication).
 */
export const sender = (config: StorefrontClientConfig, send: typeof fetch = fetch): typeof fetch =>
  config.storefrontAccessToken ? send : (url, init) => import('../scripts/tokenless').then((chunk) => chunk.tokenless(url, init!, send));

/** `https://` for shop domains; plain `http://` only where nothing can listen in between (loopback, the emulator). */
function shopUrl(domain: string): URL {
  // A URL (`http://127.0.0.1:4000`) as written, a bare host (`my-shop.myshopify.com`) on https.
  const withScheme = domain.includes('://') ? domain : `https://${domain}`;
  // One sentence for a host name that cannot be read and for plain http beyond loopback: both are set right the same way.
  let url: URL | undefined;
  try {
    url = new URL(withScheme);
  } catch {
    // not a host name: refused below
  }
  if (url?.protocol !== 'https:' && !(url?.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new Error(formatMessage(`createStorefrontClient: \`domain\` "${domain}" must use https and a host name (http only on a loopback host)`));
  }
  return url!;
}

export function isLoopback(hostname: string): boolean {
  return /^(localhost|\[::1\]|::1|127(\.\d{1,3}){3})$/.test(hostname);
}

/** `fr-CA` → `FR`, `pt-BR` → `PT_BR`: LanguageCode values are ISO codes; only these four carry a region. */
function languageCode(language: string): string {
  const full = language.replace('-', '_').toUpperCase();
  return /^(PT_BR|PT_PT|ZH_CN|ZH_TW)$/.test(full) ? full : full.split('_')[0]!;
}

/** The buyer's country and language, for a document that declares them (together: IN_CONTEXT_VARIABLES). */
function withContextVariables(config: StorefrontClientConfig, document: string, variables: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = { ...variables };
  if (document.includes('$country')) {
    if (config.country && out.country === undefined) out.country = config.country;
    if (config.language && out.language === undefined) out.language = languageCode(config.language);
  }
  return out;
}

/** The POST of one operation: JSON body with the buyer's context filled in, the SDK and token headers. */
export function requestInit(
  config: StorefrontClientConfig,
  document: string,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  signal: AbortSignal,
): RequestInit {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-SDK-Variant': SDK_VARIANT,
    'X-SDK-Version': SDK_VERSION,
    // None without a token: the tokenless chunk sends no such header (src/scripts/tokenless).
    'X-Shopify-Storefront-Access-Token': config.storefrontAccessToken!,
    'Accept-Language': config.language || '*',
  };
  if (config.source) headers['X-SDK-Variant-Source'] = config.source;
  const body = plainJson({ query: document, variables: withContextVariables(config, document, variables), operationName });
  return { method: 'POST', headers, body, signal };
}

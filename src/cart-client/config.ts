// What both transports share: the options and their checks, the endpoint, the headers and the body of one request. The
// full client (client.ts: typed errors, timeouts, partial errors) serves the cart; the lean reader (read.ts) the widgets'
// first paint. One module of its own so the first script carries this and not the full client.
import type { GraphQLErrorDetail } from './errors';
import { formatMessage } from './format-message';

export const DEFAULT_API_VERSION = '2025-01';
export const SDK_VARIANT = 'shop-embed';
export const SDK_VERSION: string = __SHOP_EMBED_VERSION__;

export interface StorefrontClientOptions {
  /** The shop's domain (`my-shop.myshopify.com`), or an `http://` URL on a loopback host for the local emulator. */
  domain: string;
  storefrontAccessToken?: string;
  /** @deprecated use `storefrontAccessToken` */
  accessToken?: string;
  /** @deprecated use `storefrontAccessToken` */
  apiKey?: string;
  /** Storefront API version in the endpoint path. Default `2025-01`. */
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
  readonly storefrontAccessToken: string;
  readonly apiVersion: string;
  readonly language: string | undefined;
  readonly country: string | undefined;
  readonly source: string | undefined;
  readonly timeoutMs: number;
}

export interface RequestOptions {
  variables?: Record<string, unknown>;
  operationName?: string;
  signal?: AbortSignal;
  /** Receives the field-level GraphQL errors of a response that still carried data (which `request` resolves with). */
  onPartialErrors?: (errors: readonly GraphQLErrorDetail[]) => void;
}

export interface StorefrontClient {
  readonly config: StorefrontClientConfig;
  /** Sends one GraphQL operation and resolves with its `data`; rejects with a transport error (typed, from `createStorefrontClient`). */
  request<TData = Record<string, unknown>>(document: string, options?: RequestOptions): Promise<TData>;
}

let warnedDeprecatedToken = false;

export function resolveConfig(options: StorefrontClientOptions): StorefrontClientConfig {
  if (!options || !options.domain) throw new Error(formatMessage('createStorefrontClient: the `domain` option is required'));
  let token = options.storefrontAccessToken;
  if (!token && (options.accessToken || options.apiKey)) {
    token = options.accessToken || options.apiKey;
    if (!warnedDeprecatedToken) {
      warnedDeprecatedToken = true;
      console.warn(
        formatMessage(
          `createStorefrontClient: the \`${options.accessToken ? 'accessToken' : 'apiKey'}\` option is deprecated; use \`storefrontAccessToken\``,
        ),
      );
    }
  }
  if (!token) throw new Error(formatMessage('createStorefrontClient: the `storefrontAccessToken` option is required'));
  const apiVersion = options.apiVersion || DEFAULT_API_VERSION;
  const origin = originOf(options.domain);
  return Object.freeze({
    domain: new URL(origin).host,
    endpoint: `${origin}/api/${apiVersion}/graphql`,
    storefrontAccessToken: token,
    apiVersion,
    language: options.language,
    country: options.country?.toUpperCase(),
    source: options.source,
    timeoutMs: options.timeoutMs ?? 30_000,
  });
}

/** `https://` for shop domains; plain `http://` only where nothing can listen in between (loopback, the emulator). */
export function originOf(domain: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(formatMessage(`createStorefrontClient: \`domain\` "${domain}" is not a valid host name`));
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new Error(
      formatMessage(`createStorefrontClient: \`domain\` must use https (plain http is allowed only for loopback hosts), got "${domain}"`),
    );
  }
  return url.origin;
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** `fr-CA` → `FR`, `pt-BR` → `PT_BR`: LanguageCode values are ISO codes; only these four carry a region. */
function languageCode(language: string): string {
  const full = language.replace('-', '_').toUpperCase();
  return /^(PT_BR|PT_PT|ZH_CN|ZH_TW)$/.test(full) ? full : full.split('_')[0]!;
}

function withContextVariables(config: StorefrontClientConfig, document: string, variables: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = { ...variables };
  if (config.country && out.country === undefined && /\$country\s*:/.test(document)) out.country = config.country;
  if (config.language && out.language === undefined && /\$language\s*:/.test(document)) out.language = languageCode(config.language);
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
    'X-Shopify-Storefront-Access-Token': config.storefrontAccessToken,
    'Accept-Language': config.language || '*',
  };
  if (config.source) headers['X-SDK-Variant-Source'] = config.source;
  const body = JSON.stringify({ query: document, variables: withContextVariables(config, document, variables), operationName });
  return { method: 'POST', headers, body, signal };
}

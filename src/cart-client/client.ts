import { AbortError, GraphQLResponseError, HttpError, NetworkError, TimeoutError, type GraphQLErrorDetail } from './errors';
import { formatMessage } from './format-message';
import { resolveOperationName } from './operation';

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
  /** Sends one GraphQL operation and resolves with its `data`; rejects with a typed transport error. */
  request<TData = Record<string, unknown>>(document: string, options?: RequestOptions): Promise<TData>;
}

let warnedDeprecatedToken = false;

/**
 * Creates a framework-free Storefront API client: one POST with a JSON body per operation, typed errors, `AbortSignal`
 * support. Pass it to the operation functions (`fetchCart`, `addCartLines`…), which tree-shake individually.
 *
 * @example
 * const client = createStorefrontClient({ domain: 'my-shop.myshopify.com', storefrontAccessToken: 'abc' });
 * const { cart } = await createCart(client, { lines: [{ merchandiseId, quantity: 1 }] });
 */
export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const config = resolveConfig(options);
  const fetchImpl = options.fetch;
  return Object.freeze({
    config,
    request<TData>(document: string, requestOptions: RequestOptions = {}): Promise<TData> {
      return send<TData>(config, fetchImpl ?? globalThis.fetch.bind(globalThis), document, requestOptions);
    },
  });
}

function resolveConfig(options: StorefrontClientOptions): StorefrontClientConfig {
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

async function send<TData>(config: StorefrontClientConfig, fetchImpl: typeof fetch, document: string, options: RequestOptions): Promise<TData> {
  const operationName = resolveOperationName(document, options.operationName);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-SDK-Variant': SDK_VARIANT,
    'X-SDK-Version': SDK_VERSION,
    'X-Shopify-Storefront-Access-Token': config.storefrontAccessToken,
    'Accept-Language': config.language || '*',
  };
  if (config.source) headers['X-SDK-Variant-Source'] = config.source;
  const body = JSON.stringify({ query: document, variables: withContextVariables(config, document, options.variables), operationName });

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    let response: Response;
    let text: string;
    try {
      // Raced against the signal too: a fetch that ignores `signal` (an old polyfill, a custom one) still times out.
      response = await untilAborted(
        fetchImpl(config.endpoint, { method: 'POST', mode: 'cors', headers, body, signal: controller.signal }),
        controller.signal,
      );
      text = await untilAborted(response.text(), controller.signal);
    } catch (cause) {
      throw transportError(timedOut, options.signal, operationName, cause);
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('Retry-After') ?? NaN); // seconds; an HTTP date is not used by Shopify
      throw new HttpError(response.status, text, operationName, retryAfter >= 0 ? retryAfter : undefined);
    }
    let json: { data?: TData; errors?: GraphQLErrorDetail[] };
    try {
      json = JSON.parse(text);
    } catch (cause) {
      // A truncated or garbled body means the answer was lost in transit: the same request may succeed again.
      throw new NetworkError(operationName, cause);
    }
    // Errors with data are field-level (e.g. a field the token may not read): the data is still the answer, as
    // shopify-buy treats it; a mutation that ran must not look failed (its caller would send it again).
    if (json.data === undefined || json.data === null) {
      throw new GraphQLResponseError(json.errors?.length ? json.errors : [{ message: 'an unknown error has occurred.' }], null, operationName);
    }
    if (json.errors?.length) options.onPartialErrors?.(json.errors);
    return json.data;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  return Promise.race([promise, aborted]);
}

function transportError(timedOut: boolean, signal: AbortSignal | undefined, operation: string | undefined, cause: unknown) {
  if (signal?.aborted) return new AbortError(operation, cause);
  if (timedOut) return new TimeoutError(operation, cause);
  return new NetworkError(operation, cause);
}

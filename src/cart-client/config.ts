// The options of a Storefront client and the full client's reading of them (the deprecated token names, with a warning).
// The checks and the request itself are shared with the lean reader through request.ts, which the first script carries.
import type { GraphQLErrorDetail } from './errors';
import { formatMessage } from './format-message';
import { connectionConfig } from './request';

export { DEFAULT_API_VERSION, SDK_VARIANT, SDK_VERSION, isLoopback, originOf, requestInit } from './request';

export interface StorefrontClientOptions {
  /** The shop's domain (`my-shop.myshopify.com`), or an `http://` URL on a loopback host for the local emulator. */
  domain: string;
  storefrontAccessToken?: string;
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
  signal?: AbortSignal | undefined;
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
  return connectionConfig({ ...options, ...(token ? { storefrontAccessToken: token } : {}) });
}

// The options of a Storefront client and the full client's reading of them (the deprecated token names, with a warning).
// The checks and the request itself are shared with the lean reader through request.ts, which the first script carries.
import type { GraphQLErrorDetail } from './errors';
import { formatMessage } from './format-message';
import { connectionConfig, type StorefrontClientConfig, type StorefrontClientOptions } from './request';

export { DEFAULT_API_VERSION, SDK_VARIANT, SDK_VERSION, isLoopback, requestInit, sender } from './request';
export type { StorefrontClientConfig, StorefrontClientOptions } from './request';

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
  if (!options?.domain) throw new Error(formatMessage('createStorefrontClient: the `domain` option is required'));
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
  return connectionConfig({ ...options, storefrontAccessToken: token });
}

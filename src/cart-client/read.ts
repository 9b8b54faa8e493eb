// The widgets' read path: how the first script sends its read documents (products for cards, collections, recommendations,
// policies) before anything has painted. One POST, the JSON answer and its GraphQL errors, one plain `Error` the widgets
// show with a retry: no typed error classes, no retry policy, no operation parser. Those belong to the cart, which loads
// the full client (client.ts) with its chunk.
import type { RequestOptions, StorefrontClient, StorefrontClientOptions } from './config';
import type { GraphQLErrorDetail } from './errors';
import { formatMessage } from './format-message';
import { connectionConfig, requestInit, sender } from './request';

/** The operation a read document runs: its first `query Name` (the documents put their operation before their fragments). */
const operationOf = (document: string) => /\bquery\s+(\w+)/.exec(document)?.[1];

/**
 * A client for reads only: the same options, checks, endpoint and headers as `createStorefrontClient`, so the catalog
 * takes either. It rejects with an `Error` whose message names the operation and what went wrong (no answer, an HTTP
 * status, GraphQL errors without data); a caller's `signal` replaces the default `timeoutMs` abort.
 *
 * @example
 * const reader = createStorefrontReader({ domain: 'my-shop.myshopify.com', storefrontAccessToken: 'abc' });
 * const catalog = createCatalog({ client: reader });
 */
export function createStorefrontReader(options: StorefrontClientOptions): StorefrontClient {
  const config = connectionConfig(options);
  return {
    config,
    async request<TData>(document: string, { variables, signal, onPartialErrors }: RequestOptions = {}): Promise<TData> {
      const operation = operationOf(document);
      const fail = (reason: string) => new Error(formatMessage(`${operation ?? 'read'}: ${reason}`));
      const init = requestInit(config, document, variables, operation, signal ?? AbortSignal.timeout(config.timeoutMs));
      const response = await sender(config, options.fetch)(config.endpoint, init).catch(() => Promise.reject(fail('the shop could not be reached')));
      // The status goes with it: widgets tell a refused token or a missing shop (no retry mends those) from a passing fault.
      if (!response.ok) throw Object.assign(fail(`HTTP ${response.status}`), { status: response.status });
      const json: { data?: TData | null; errors?: GraphQLErrorDetail[] } = await response.json().catch(() => ({}));
      // Errors beside data are field-level: the data is still the answer (as the full client treats it).
      if (json.data == null) throw fail(json.errors?.map((error) => error.message).join('; ') || 'no data');
      if (json.errors?.length) onPartialErrors?.(json.errors);
      return json.data;
    },
  };
}

import { AbortError, GraphQLResponseError, HttpError, NetworkError, TimeoutError, type GraphQLErrorDetail } from './errors';
import { resolveOperationName } from './operation';
import {
  requestInit,
  resolveConfig,
  sender,
  type RequestOptions,
  type StorefrontClient,
  type StorefrontClientConfig,
  type StorefrontClientOptions,
} from './config';

export { DEFAULT_API_VERSION, SDK_VARIANT, SDK_VERSION, isLoopback } from './config';
export type { RequestOptions, StorefrontClient, StorefrontClientConfig, StorefrontClientOptions } from './config';

/**
 * Creates a framework-free Storefront API client: one POST with a JSON body per operation, typed errors, `AbortSignal`
 * support. Pass it to the operation functions (`fetchCart`, `addCartLines`…), which tree-shake individually.
 *
 * @example
 * const client = createStorefrontClient({ domain: 'my-shop.myshopify.com', storefrontAccessToken: 'abc' });
 * const { cart } = await createCart(client, { lines: [{ merchandiseId, quantity: 1 }] });
 */
export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  return clientFor(resolveConfig(options), options.fetch, resolveOperationName);
}

/** Which operation of a document runs: the name to send, checked (SPEC §5), or undefined for a lone anonymous one. */
export type OperationOf = (document: string, operationName?: string) => string | undefined;

/**
 * The operation of one of our own documents, each of which defines one named operation before its fragments: what the
 * page's cart client uses instead of the parser that checks a caller's document.
 */
export const ownOperation: OperationOf = (document) => /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1];

/**
 * The client of a connection already checked (`connectionConfig`): what the cart chunk makes from the page's connection,
 * which the first script checked at `init()` and which never carries the deprecated token names; it sends only our own
 * documents (`ownOperation`).
 */
export function clientFor(config: StorefrontClientConfig, fetchImpl: typeof fetch | undefined, operationOf: OperationOf): StorefrontClient {
  return Object.freeze({
    config,
    request<TData>(document: string, requestOptions: RequestOptions = {}): Promise<TData> {
      return send<TData>(config, sender(config, fetchImpl), document, requestOptions, operationOf);
    },
  });
}

async function send<TData>(
  config: StorefrontClientConfig,
  fetchImpl: typeof fetch,
  document: string,
  options: RequestOptions,
  operationOf: OperationOf,
): Promise<TData> {
  const operationName = operationOf(document, options.operationName);

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
        fetchImpl(config.endpoint, requestInit(config, document, options.variables, operationName, controller.signal)),
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
      throw new NetworkError(operationName, cause, text);
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

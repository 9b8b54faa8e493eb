import { formatMessage } from './format-message';

/** One GraphQL error as the Storefront API reports it. */
export interface GraphQLErrorDetail {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/**
 * Base of every transport error the client throws. `name` is a literal so guards also work across two copies of the
 * bundle on one page (where `instanceof` does not).
 */
export class StorefrontClientError extends Error {
  override name: string = 'StorefrontClientError';
  /** The GraphQL operation that failed, when known. */
  readonly operation: string | undefined;
  constructor(message: string, operation?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.operation = operation;
  }
}

/** The request never got a readable answer: offline, DNS, CORS, connection reset, a body cut short. */
export class NetworkError extends StorefrontClientError {
  override name = 'NetworkError' as const;
  /** What arrived of a body cut short (a lost mutation's answer may still name the cart it made). */
  readonly body: string | undefined;
  constructor(operation?: string, cause?: unknown, body?: string) {
    super('Network request failed', operation, cause);
    this.body = body;
  }
}

/** No answer within `timeoutMs`. */
export class TimeoutError extends StorefrontClientError {
  override name = 'TimeoutError' as const;
  constructor(operation?: string, cause?: unknown) {
    super('Network request timed out', operation, cause);
  }
}

/** The caller's `AbortSignal` fired. */
export class AbortError extends StorefrontClientError {
  override name = 'AbortError' as const;
  constructor(operation?: string, cause?: unknown) {
    super('Aborted', operation, cause);
  }
}

/** The server answered with a non-2xx status (401 bad token, 429 throttled, 5xx). */
export class HttpError extends StorefrontClientError {
  override name = 'HttpError' as const;
  readonly status: number;
  /** Seconds from a `Retry-After` header (429/503), when present. */
  readonly retryAfter: number | undefined;
  readonly body: string;
  constructor(status: number, body: string, operation?: string, retryAfter?: number) {
    super(formatMessage(`HTTP ${status}${operation ? ` for ${operation}` : ''}${body ? `: ${body.slice(0, 200)}` : ''}`), operation);
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** The response carried GraphQL `errors` (invalid document, throttled query, internal error). */
export class GraphQLResponseError extends StorefrontClientError {
  override name = 'GraphQLResponseError' as const;
  readonly errors: readonly GraphQLErrorDetail[];
  /** Whatever `data` came with the errors (may be partial or null). */
  readonly data: unknown;
  constructor(errors: readonly GraphQLErrorDetail[], data: unknown, operation?: string) {
    super(JSON.stringify(errors), operation);
    this.errors = errors;
    this.data = data;
  }
}

function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

export const isNetworkError = (e: unknown): e is NetworkError => hasName(e, 'NetworkError');
export const isTimeoutError = (e: unknown): e is TimeoutError => hasName(e, 'TimeoutError');
export const isAbortError = (e: unknown): e is AbortError => hasName(e, 'AbortError');
export const isHttpError = (e: unknown): e is HttpError => hasName(e, 'HttpError');
export const isGraphQLResponseError = (e: unknown): e is GraphQLResponseError => hasName(e, 'GraphQLResponseError');
/**
 * True for any transport failure after which the same request may succeed later (not a rejected document): a network
 * failure or timeout, a 429 or 5xx, and the shop's "Internal error" in a 200 (Shopify answers a request that failed
 * inside it with a 200 whose top-level `errors` carry `extensions.code` INTERNAL_SERVER_ERROR:
 * shopify.dev/docs/api/usage/response-codes, shopify.dev/changelog/improved-graphql-errors). A 200 saying `THROTTLED`
 * still ends the change with its message.
 */
export function isTransientError(e: unknown): boolean {
  return (
    isNetworkError(e) ||
    isTimeoutError(e) ||
    (isHttpError(e) && (e.status === 429 || e.status >= 500)) ||
    // The message is the errors as JSON (GraphQLResponseError), their codes in it.
    (isGraphQLResponseError(e) && /INTERNAL_SERVER_ERROR/.test(e.message))
  );
}

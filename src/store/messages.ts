import { isAbortError, isGraphQLResponseError, isHttpError, isNetworkError, isTimeoutError, type CartResult } from '../cart-client';
import type { CartMessage, OperationKind } from './types';

export function messagesOf(result: CartResult, operation: OperationKind): CartMessage[] {
  return [
    ...result.userErrors.map((error) => ({
      kind: 'error' as const,
      code: error.code ?? 'INVALID',
      message: error.message,
      field: error.field,
      target: null,
      operation,
    })),
    ...result.warnings.map((warning) => ({
      kind: 'warning' as const,
      code: warning.code,
      message: warning.message,
      field: null,
      target: warning.target,
      operation,
    })),
  ];
}

/** A transport failure as a message: code `NETWORK`, `TIMEOUT`, `ABORTED`, `THROTTLED`, `HTTP_<status>`, `GRAPHQL`. */
export function transportMessage(error: unknown, operation: OperationKind): CartMessage {
  let code = 'UNKNOWN';
  if (isNetworkError(error)) code = 'NETWORK';
  else if (isTimeoutError(error)) code = 'TIMEOUT';
  else if (isAbortError(error)) code = 'ABORTED';
  else if (isHttpError(error)) code = error.status === 429 ? 'THROTTLED' : `HTTP_${error.status}`;
  else if (isGraphQLResponseError(error)) code = 'GRAPHQL';
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'error', code, message, field: null, target: null, operation };
}

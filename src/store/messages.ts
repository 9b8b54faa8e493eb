import { formatMessage, isAbortError, isGraphQLResponseError, isHttpError, isNetworkError, isTimeoutError, type CartResult } from '../cart-client';
import type { CartMessage, OperationKind } from './types';

export const cartMessage = (
  kind: CartMessage['kind'],
  code: string,
  message: string,
  operation: OperationKind,
  field: string[] | null = null,
  target: string | null = null,
): CartMessage => ({ kind, code, message, field, target, operation });

export function messagesOf(result: CartResult, operation: OperationKind): CartMessage[] {
  return [
    ...result.userErrors.map((error) => cartMessage('error', error.code ?? 'INVALID', error.message, operation, error.field)),
    ...result.warnings.map((warning) => cartMessage('warning', warning.code, warning.message, operation, null, warning.target)),
  ];
}

/**
 * A transport failure as a message: code `NETWORK`, `TIMEOUT`, `ABORTED`, `THROTTLED`, `HTTP_<status>`, `GRAPHQL`. Its
 * `message` is the diagnostic (operation, status, the shop's text) for the console and the error event: widgets show the
 * sentence their strings give the code, never this.
 */
export function transportMessage(error: unknown, operation: OperationKind): CartMessage {
  let code = 'UNKNOWN';
  if (isNetworkError(error)) code = 'NETWORK';
  else if (isTimeoutError(error)) code = 'TIMEOUT';
  else if (isAbortError(error)) code = 'ABORTED';
  else if (isHttpError(error)) code = error.status === 429 ? 'THROTTLED' : `HTTP_${error.status}`;
  else if (isGraphQLResponseError(error)) code = 'GRAPHQL';
  const { message = String(error), operation: name } = (error ?? {}) as { message?: string; operation?: string };
  return cartMessage(
    'error',
    code,
    message.startsWith(formatMessage('')) ? message : formatMessage(`${name ? `${name}: ` : ''}${message}`),
    operation,
  );
}

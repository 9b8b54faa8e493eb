/**
 * Shopify's answers that say the shop or its token is wrong, which no retry mends: 401 (the token), 402 (the shop is
 * frozen), 403 (forbidden), 404 (no storefront at that address), 423 (the shop is locked). See
 * https://shopify.dev/docs/api/usage/response-codes. Widgets say `shopNotSetUp` for them, without a Try again.
 */
const SETUP_STATUSES = [401, 402, 403, 404, 423];

/**
 * True for a read's error (the reader's, or the full client's `HttpError`) or a cart message code (`HTTP_401`) that one
 * of those statuses caused.
 *
 * @example
 * isSetupError(read.error); // a 401 from the storefront: true; offline: false
 */
export function isSetupError(error: unknown): boolean {
  // A cart code is `HTTP_<status>`; no other code ends in digits after its first five characters.
  return SETUP_STATUSES.includes(typeof error === 'string' ? +error.slice(5) : ((error as { status?: number } | null)?.status as number));
}

import { isHttpError } from '../cart-client';

export interface RetryOptions {
  /** First wait, doubled after each failure. Default 1000 ms. */
  baseDelayMs?: number;
  /** Longest wait between two attempts. Default 30 000 ms. */
  maxDelayMs?: number;
  /** Attempts for reads and absolute mutations before giving up. Default 3. */
  attempts?: number;
  /**
   * Longest wait a shopper's control stays busy. Default 6000 ms. A change still being tried then answers "not saved
   * yet" (it goes on; the cart shows it, with Retry), and checkout stops waiting for the queue to flush.
   */
  busyMs?: number;
  /**
   * After a reload, how long an add sent just before it may still be running at the shop: it is judged by reads of the
   * cart meanwhile and sent again only after. Default: the client's `timeoutMs` (its request's own time limit).
   */
  inFlightMs?: number;
}

/** The wait before attempt `attempt + 1`: the server's Retry-After when it gave one, else exponential backoff. */
export function retryDelay(error: unknown, attempt: number, options: RetryOptions = {}): number {
  const wanted = isHttpError(error) && error.retryAfter !== undefined ? error.retryAfter * 1000 : (options.baseDelayMs ?? 1000) * 2 ** attempt;
  return Math.min(wanted, options.maxDelayMs ?? 30_000);
}

/** Resolves after `ms`, or as soon as one of `signals` fires. */
export function wait(ms: number, ...signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signals.forEach((signal) => signal.removeEventListener('abort', done));
      resolve();
    };
    const timer = setTimeout(done, ms);
    signals.forEach((signal) => signal.addEventListener('abort', done, { once: true }));
  });
}

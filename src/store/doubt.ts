// A change the shop may or may not have made (its answer, then every read, was lost: `UNCONFIRMED`), or a cart that could
// not be read at all: the store is in doubt until a read shows what the shop has. This module owns that doubt and the
// backoff reads that settle it (ten at most: 2, 4, 8… s, up to the retry options' `maxDelayMs`).
import { retryDelay, type RetryOptions } from './retry';

/** `read` reads the cart (queued, as the store does it, never beside a change, and once); `retry` spaces the reads. */
export function createDoubt(read: () => void, retry: RetryOptions) {
  let doubt = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checks = 0;
  const check = () => void (doubt && read());
  return {
    /** Reads the cart while in doubt. */
    check,
    /**
     * An op ended. `settled`: the shop answered with its whole cart, which ends a doubt (true is returned when there was
     * one); `unsure`: the op's fate, or the cart, is unknown, which starts or keeps one. While in doubt the next backoff
     * read is due.
     */
    after(settled: boolean, unsure: boolean) {
      const ended = doubt && settled;
      if (ended) checks = 0;
      doubt = (doubt && !settled) || unsure;
      clearTimeout(timer);
      if (doubt && checks < 10) timer = setTimeout(check, retryDelay(null, ++checks, retry));
      return ended;
    },
    /** No more backoff reads (the store is destroyed). */
    stop: () => clearTimeout(timer),
  };
}

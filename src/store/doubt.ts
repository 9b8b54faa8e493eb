// A change the shop may or may not have made (its answer, then every read, was lost: `UNCONFIRMED`), or a cart that could
// not be read at all: the store is in doubt until a read shows what the shop has. This module owns that doubt and the
// backoff reads that settle it (ten at most: 2, 4, 8… s, up to the retry options' `maxDelayMs`).
import { retryDelay, type RetryOptions } from './retry';

export interface Doubt {
  /** Whether the cart shown may not be the shop's (a read is due). */
  readonly held: () => boolean;
  /**
   * An op ended. `settled`: the shop answered with its whole cart, which ends a doubt (true is returned when there was
   * one); `unsure`: the op's fate, or the cart, is unknown, which starts or keeps one. While in doubt the next backoff read
   * is scheduled (`check`).
   */
  after(settled: boolean, unsure: boolean): boolean;
  /** No more backoff reads (the store is destroyed). */
  stop(): void;
}

/** `check` reads the cart (queued, as the store does it); `retry`, the store's retry options, spaces the reads. */
export function createDoubt(check: () => void, retry: RetryOptions): Doubt {
  let doubt = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checks = 0;
  return {
    held: () => doubt,
    after(settled, unsure) {
      const ended = doubt && settled;
      if (ended) doubt = false;
      if (ended) checks = 0;
      doubt ||= unsure;
      clearTimeout(timer);
      if (doubt && checks < 10) timer = setTimeout(check, retryDelay(null, ++checks, retry));
      return ended;
    },
    stop: () => clearTimeout(timer),
  };
}

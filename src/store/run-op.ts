// Runs one queued operation to the end of its story: answered by the shop (or, for an add whose answer was lost, by the
// cart read afterwards), unreachable, or cancelled. The store turns that ending into state, events and the outcome.
import { fetchCart, isTransientError, type CartResult } from '../cart-client';
import { addLanded, attempt, cartGone, quantitiesFor, unchanged, type AttemptContext } from './attempt';
import { transportMessage } from './messages';
import { isAdd, type Op } from './ops';
import { retryDelay, wait, type RetryOptions } from './retry';
import type { OpQueue } from './queue';
import type { CartMessage } from './types';

/** The shop's answer (its user errors, if any, in it), the transport failure that ends the op, or null: cancelled. */
export type Ending = CartResult | CartMessage | null;

export interface RunContext extends AttemptContext {
  retry: RetryOptions;
  /** The store was destroyed: nothing is retried. */
  stopped(): boolean;
  queue: Pick<OpQueue, 'mark'>;
}

/**
 * A transport failure is worth another attempt when repeating the op cannot do it twice: an add is retried until it
 * lands (each retry first reads the cart, see `reconcileLostAdd`), every other change up to `attempts` times, as each
 * sets an absolute value, but for a gift card added, the one change that would count twice: it is never sent again.
 */
export function shouldRetry(op: Op, error: unknown, attemptsMade: number, attempts: number): boolean {
  if (!isTransientError(error)) return false;
  return isAdd(op) || (op.kind !== 'giftCardAdd' && attemptsMade < attempts);
}

/**
 * An add's outcome is unknown after a transport failure: the request may have landed and only its answer been lost. So
 * the cart is read before the add is sent again, never re-sent blind. When the cart shows the add, that read is its
 * answer; otherwise the add's baseline is taken from the cart just read (null: send it again). A cart that cannot be
 * read yet leaves the add to the next wait.
 */
export async function reconcileLostAdd(ctx: RunContext, op: Op): Promise<CartResult | null> {
  const cart = ctx.confirmed();
  if (!isAdd(op) || !cart) return null;
  try {
    const fresh = await fetchCart(ctx.client, cart.id);
    const landed = addLanded(op, op.before!, fresh);
    ctx.confirm(fresh);
    if (landed) return unchanged(fresh);
    op.before = quantitiesFor(op, fresh);
  } catch {
    // still unreachable: try again after the next wait
  }
  return null;
}

async function rereadCart(ctx: RunContext) {
  const cart = ctx.confirmed();
  const fresh = cart && (await fetchCart(ctx.client, cart.id));
  if (fresh) ctx.confirm(fresh);
}

export async function runOp(ctx: RunContext, op: Op): Promise<Ending> {
  if (isAdd(op)) op.before = quantitiesFor(op, ctx.confirmed());
  let recreated = false;
  for (let n = 0; !op.cancelled; n++) {
    try {
      // A replace removes the lines it last saw: after a lost answer they may be gone (and the new ones there), so
      // it is sent again only against the cart read now; a failed read counts as a failed attempt.
      if (n > 0 && op.kind === 'replace') await rereadCart(ctx);
      const hadCart = ctx.confirmed();
      const result = await attempt(ctx, op);
      if (cartGone(result) && hadCart && !recreated) {
        // Expired or completed in another tab: forget it quietly; an add goes to a fresh cart.
        recreated = true;
        ctx.confirm(null);
        if (isAdd(op)) continue;
      }
      if (result.cart) ctx.confirm(result.cart);
      return result;
    } catch (error) {
      const message = transportMessage(error, op.kind);
      if (n === 0) console.warn(message.message); // the diagnostic, once per operation: the page shows only our sentence
      if (!shouldRetry(op, error, n + 1, ctx.retry.attempts ?? 3) || ctx.stopped()) return message;
      ctx.queue.mark(op, message);
      await wait(retryDelay(error, n, ctx.retry), op.abort.signal);
      if (op.cancelled || ctx.stopped()) break;
      const landed = await reconcileLostAdd(ctx, op);
      if (landed) return landed;
      ctx.queue.mark(op);
    }
  }
  return null;
}

// Runs one queued operation to the end of its story: answered by the shop, unreachable, found to have landed after its
// answer was lost, or cancelled. The store turns that ending into state, events and the action's outcome.
import { fetchCart, isTransientError, type Cart, type CartResult } from '../cart-client';
import { addLanded, attempt, cartGone, quantitiesFor, type AttemptContext } from './attempt';
import { transportMessage } from './messages';
import { isAdd, isQuantity, isRemove, type GenericOp, type Op } from './ops';
import { retryDelay, wait, type RetryOptions } from './retry';
import type { CartMessage } from './types';

export type Ending =
  /** The shop answered (its user errors, if any, are in the result). */
  | { kind: 'answered'; result: CartResult }
  /** A transport failure that is not retried. */
  | { kind: 'unreachable'; message: CartMessage }
  /** An add whose answer was lost: the cart read afterwards shows it landed. */
  | { kind: 'landed' }
  | { kind: 'cancelled' };

export interface RunContext extends AttemptContext {
  retry: RetryOptions;
  /** The store was destroyed: nothing is retried. */
  stopped(): boolean;
  /** Adopts a cart the shop confirmed and tells other tabs. */
  confirm(cart: Cart | null): void;
  /** Shows the op as sending again, or retrying for `message`. */
  mark(op: Op, message?: CartMessage): void;
}

/**
 * A transport failure is worth another attempt when repeating the op cannot do it twice: an add is retried until it
 * lands (each retry first reads the cart, see `reconcileLostAdd`), an absolute change up to `attempts` times, a relative
 * one (a gift card added) never.
 */
export function shouldRetry(op: Op, error: unknown, attemptsMade: number, attempts: number): boolean {
  if (!isTransientError(error)) return false;
  if (isAdd(op)) return true;
  return (isQuantity(op) || isRemove(op) || (op as GenericOp).idempotent) && attemptsMade < attempts;
}

/**
 * An add's outcome is unknown after a transport failure: the request may have landed and only its answer been lost. So
 * the cart is read before the add is sent again, never re-sent blind. True when it landed; otherwise the add's baseline
 * is taken from the cart just read. A cart that cannot be read yet leaves the add to the next wait.
 */
export async function reconcileLostAdd(ctx: RunContext, op: Op): Promise<boolean> {
  const cart = ctx.confirmed();
  if (!isAdd(op) || !cart) return false;
  try {
    const fresh = await fetchCart(ctx.client, cart.id);
    const landed = addLanded(op, op.before!, fresh);
    ctx.confirm(fresh);
    if (!landed) op.before = quantitiesFor(op, fresh);
    return landed;
  } catch {
    return false;
  }
}

export async function runOp(ctx: RunContext, op: Op): Promise<Ending> {
  if (isAdd(op)) op.before = quantitiesFor(op, ctx.confirmed());
  let recreated = false;
  for (let n = 0; !op.cancelled; n++) {
    try {
      const hadCart = Boolean(ctx.confirmed());
      const result = await attempt(ctx, op);
      if (cartGone(result) && hadCart && !recreated) {
        // Expired or completed in another tab: forget it quietly; an add goes to a fresh cart.
        recreated = true;
        ctx.confirm(null);
        if (isAdd(op)) continue;
      }
      if (result.cart) ctx.confirm(result.cart);
      return { kind: 'answered', result };
    } catch (error) {
      const message = transportMessage(error, op.kind);
      if (!shouldRetry(op, error, n + 1, ctx.retry.attempts ?? 3) || ctx.stopped()) return { kind: 'unreachable', message };
      ctx.mark(op, message);
      await wait(retryDelay(error, n, ctx.retry), op.abort.signal);
      if (op.cancelled || ctx.stopped()) break;
      if (await reconcileLostAdd(ctx, op)) return { kind: 'landed' };
      ctx.mark(op);
    }
  }
  return { kind: 'cancelled' };
}

// Runs one queued operation to the end of its story: answered by the shop (or, when its answer was lost, by the cart read
// afterwards), unreachable, or cancelled. The store turns that ending into state, events and the outcome.
import { fetchCart, isHttpError, isNetworkError, isTransientError, type CartResult, type CartWarning } from '../cart-client';
import { addLanded, attempt, cartGone, COMPLETED, quantitiesFor, unchanged, type AttemptContext } from './attempt';
import { readMarked, ran, type Marked } from './marks';
import { cartMessage, transportMessage } from './messages';
import { isAdd, isQuantity, isRemove, resolveLine, type AddOp, type Op } from './ops';
import { retryDelay, type RetryOptions } from './retry';
import type { OpQueue } from './queue';
import type { CartMessage } from './types';

/** Takes a rare path of the cart codes chunk (src/scripts/cart-codes, loaded the first time), or `otherwise` without it. */
const rarePath = <T, O = undefined>(take: (chunk: typeof import('../scripts/cart-codes')) => Promise<T>, otherwise?: O): Promise<T | O> =>
  import('../scripts/cart-codes').then(take, () => otherwise as O);

/** The shop's answer (its user errors, if any, in it), the transport failure that ends the op, or null: cancelled. */
export type Ending = CartResult | CartMessage | null;

export interface RunContext extends AttemptContext {
  retry: RetryOptions;
  /** The store was destroyed: nothing is retried. */
  stopped(): boolean;
  queue: Pick<OpQueue, 'mark' | 'release' | 'ops' | 'landsOn' | 'leaving' | 'nap'>;
  /**
   * How long an add sent before a reload may still be running at the shop: the time limit of its request (the client's
   * `timeoutMs`), after which the page that sent it would have read the cart itself.
   */
  inFlightMs: number;
}

/**
 * A transient failure is worth another attempt: an add until it lands, any other change up to `attempts` times. After a
 * failure whose outcome is unknown the cart is read before anything is sent again (see `decide`), so nothing counts twice.
 */
export function shouldRetry(op: Op, error: unknown, attemptsMade: number, attempts: number): boolean {
  return isTransientError(error) && (isAdd(op) || attemptsMade < attempts);
}

/** The request may have run and only its answer been lost (cut, unreadable, a 5xx); a 429 is refused before it runs. */
export const outcomeUnknown = (op: Op, error: unknown): boolean =>
  op.kind !== 'fetch' && isTransientError(error) && !(isHttpError(error) && error.status === 429);

/**
 * The op's change shows in `cart`. An add read with its marks: its request ran (marks.ts), whatever the line holds (another
 * tab's units on it are not this add's); without marks, the line holds what it had plus the add.
 */
export function landed(op: Op, cart: Marked): boolean {
  if (isAdd(op)) return ran(op, cart) ?? addLanded(op, op.before!, cart);
  if (isQuantity(op)) {
    const id = resolveLine(cart, op.line);
    return op.quantity > 0 ? cart.lines.some((line) => line.id === id && line.quantity === op.quantity) : !id;
  }
  if (isRemove(op)) return op.lines.every((ref) => !resolveLine(cart, ref));
  return op.landed?.(cart) ?? false;
}

/** The cart `id`, with this tab's marks where `op` is an add whose request has left (null: the shop no longer has it). */
const readFor = (ctx: RunContext, op: Op, id: string) => (isAdd(op) && op.mark ? readMarked(ctx.client, id, ctx.tabId()) : fetchCart(ctx.client, id));

/**
 * After a failure whose outcome is unknown, the cart decides: read it (a failed read throws: the op waits and reads
 * again, never sends blind), then the change is in it (that read is its answer), the cart is gone, or the change is not
 * there and is sent again (an add against the quantities read now). `lostId`: the cart a first request made, read from
 * its cut answer.
 */
async function decide(ctx: RunContext, op: Op, lostId: string | undefined): Promise<CartResult | null> {
  const id = ctx.confirmed()?.id ?? lostId;
  if (!id) return null; // a cart was being made and its id never came back: nothing to read
  const fresh = await readFor(ctx, op, id);
  if (!fresh) return ctx.confirmed() ? { cart: null, userErrors: [{ field: ['cartId'], message: '', code: 'INVALID' }], warnings: [] } : null;
  ctx.confirm(fresh);
  if (landed(op, fresh)) return unchanged(fresh);
  if (isAdd(op)) ctx.queue.landsOn(op, quantitiesFor(op, fresh));
  return null;
}

/** The id of the cart a cut answer had started to describe. */
export const cartIdIn = (error: unknown) => (isNetworkError(error) ? /"(gid:\/\/shopify\/Cart\/[^"]+)"/.exec(error.body ?? '')?.[1] : undefined);

/**
 * Runs `op`; when it is still being tried after `busyMs` its callers hear now that it is not saved yet (code `SAVING`,
 * `ADD_PENDING` for an add, which goes on until it lands), so no control stays busy for long whatever the network does.
 */
export async function runOp(ctx: RunContext, op: Op): Promise<Ending> {
  const timer =
    op.kind === 'fetch'
      ? undefined
      : setTimeout(() => {
          const message = cartMessage('error', isAdd(op) ? 'ADD_PENDING' : 'SAVING', 'still being saved', op.kind);
          ctx.queue.release(op, { ok: false, cart: ctx.confirmed(), errors: [message] });
        }, ctx.retry.busyMs ?? 6000);
  try {
    return await run(ctx, op);
  } finally {
    clearTimeout(timer);
  }
}

async function run(ctx: RunContext, op: Op): Promise<Ending> {
  // An add the page before a reload sent (`sentAt`, `before` kept) may still be running at the shop: it is judged by reads
  // of the cart until its request's time limit has passed (kept-add.ts, with the cart codes chunk: a run too many taken
  // back there too), then as after a lost answer; never sent blind.
  let unknown = isAdd(op) && op.sentAt !== undefined;
  if (unknown) {
    const kept = await rarePath(({ settleKept }) => settleKept(ctx, op as AddOp, readFor, landed));
    if (kept) return kept;
  } else if (isAdd(op)) ctx.queue.landsOn(op, quantitiesFor(op, ctx.confirmed()));
  let recreated = false;
  let lostId: string | undefined;
  let notice: CartWarning[] = [];
  for (let n = 0; !op.cancelled; n++) {
    try {
      const hadCart = ctx.confirmed();
      // A replace removes the lines it last saw, so it is sent again only against the cart read now.
      let result = unknown || (n > 0 && op.kind === 'replace') ? await decide(ctx, op, lostId) : null;
      unknown = false;
      if (!result) {
        result = await attempt(ctx, op);
        // An add's own answer proves its request ran twice (a read shows the marks after it ran: kept-add.ts); the rare trim
        // comes with the cart codes chunk, and without it (offline, a 404) the cart is shown as the shop has it.
        if (isAdd(op) && result.cart && ran(op, result.cart)) {
          const proven = result;
          result = await rarePath(({ trimExcess }) => trimExcess(ctx, op, proven), proven);
        }
      }
      if (cartGone(result) && hadCart && !recreated) {
        // Completed in another tab (or expired): forgotten, said once; an add goes to a fresh cart, anything else ends here.
        recreated = true;
        ctx.confirm(null);
        notice = hadCart.lines.length ? [COMPLETED] : [];
        if (isAdd(op)) {
          ctx.queue.landsOn(op, quantitiesFor(op, null));
          result = await attempt(ctx, op);
        } else result = unchanged(null);
      }
      if (result.cart) ctx.confirm(result.cart);
      return notice.length ? { ...result, warnings: [...notice, ...result.warnings] } : result;
    } catch (error) {
      const message = transportMessage(error, op.kind);
      if (n === 0) console.warn(message.message); // the diagnostic, once per operation: the page shows only our sentence
      unknown ||= outcomeUnknown(op, error);
      lostId ??= cartIdIn(error);
      if (!shouldRetry(op, error, n + 1, ctx.retry.attempts ?? 3) || ctx.stopped()) return unknown ? { ...message, code: 'UNCONFIRMED' } : message;
      ctx.queue.mark(op, message);
      await ctx.queue.nap(op, retryDelay(error, n, ctx.retry));
      if (op.cancelled || ctx.stopped()) break;
      ctx.queue.mark(op);
    }
  }
  return null;
}

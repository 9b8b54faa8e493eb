// An add the page before a reload sent and could not hear the end of: judged on this page by reads of the cart with its
// marks (marks.ts). Rare (a reload while an add's request is on its way), so it comes with the cart codes chunk, which
// run-op.ts loads for it; without that chunk the add is judged as after a lost answer (one read, sent only if missing).
import type { CartResult } from '../cart-client';
import { unchanged, type AttemptContext } from './attempt';
import type { Marked } from './marks';
import type { AddOp } from './ops';
import { retryDelay, wait, type RetryOptions } from './retry';
import { trimExcess } from './trim-excess';

export interface KeptContext extends Pick<AttemptContext, 'client' | 'confirmed' | 'confirm'> {
  retry: RetryOptions;
  /** How long its request may still be running at the shop (run-op.ts `RunContext`). */
  inFlightMs: number;
}

/**
 * The shop ran this add's request more than once and nothing of any tab's was added after it: both marks read with the
 * cart, this tab's and the last add's of any tab, hold its token. Chromium sends a POST again by itself when a reused
 * connection closes before the answer; the answer that would have proven the second run (run-op.ts) left with the page.
 * What the line holds above what it had plus this add is then taken back, one run at most (trim-excess.ts). Not proven:
 * that no other tab added the same item between the read this add's baseline came from and its first run; such a unit,
 * marked before this add's, is taken for a second run.
 */
const ranAgain = (op: AddOp, cart: Marked) => op.mark && cart.marks?.every((mark) => mark?.value === op.mark);

/**
 * Until the add's request's own time limit has passed (`inFlightMs`, counted by this page's timers: the wall clock may
 * jump across a reload) the cart is read again now and then, never the add sent; the first read that shows it landed is
 * its answer, with a run too many taken back. Null: the limit passed without it (or the cart is gone): the caller reads
 * once more and sends it only if it is still missing.
 */
export async function settleKept<C extends KeptContext>(
  ctx: C,
  op: AddOp,
  read: (ctx: C, op: AddOp, id: string) => Promise<Marked | null>,
  landed: (op: AddOp, cart: Marked) => boolean,
): Promise<CartResult | null> {
  const id = ctx.confirmed()?.id;
  for (let waited = 0, n = 0; id && !op.cancelled; n++) {
    const step = Math.min(retryDelay(null, n, ctx.retry), ctx.inFlightMs - waited);
    await wait(step, op.abort.signal);
    if (op.cancelled || (waited += step) >= ctx.inFlightMs) break;
    const fresh = await read(ctx, op, id).catch(() => undefined); // unreachable: wait on
    if (fresh === null) break;
    if (!fresh) continue;
    ctx.confirm(fresh);
    if (!landed(op, fresh)) continue;
    let result = unchanged(fresh);
    if (ranAgain(op, fresh)) ctx.confirm((result = await trimExcess(ctx, op, result)).cart);
    return result;
  }
  return null;
}

// The operation queue: operations run one at a time, in order. It alone changes what waits in it (an add not sent yet
// takes more lines, a waiting quantity change takes the last value, a waiting line is dropped) and redraws after each
// change, so no caller edits an op in place or has to remember to redraw.
import { sameItem } from './optimistic';
import { isAdd, type AddOp, type GenericOp, type Op, type QuantityOp } from './ops';
import { wait } from './retry';
import type { AddLineInput, CartMessage, CartState, Outcome } from './types';

export interface OpQueue {
  /** What waits, the running op first. Read-only: change it through the methods below. */
  readonly ops: readonly Op[];
  /** Queues `op`; resolves with its outcome (shared by every change that joined it). */
  push(op: Op): Promise<Outcome>;
  /** Queues `op` to run next: before every op not sent yet (what was queued meanwhile must not be judged against it). */
  pushNext(op: Op): Promise<Outcome>;
  /** Puts `lines` into the last op if it is an add not sent yet (the same line sums its quantities); null when there is none. */
  joinAdd(lines: readonly AddLineInput[]): Promise<Outcome> | null;
  /**
   * Puts `run` into the last op if it is a change of the same `kind` not sent yet: the later value wins, one request for
   * both (only the last op, so nothing queued after it runs before the newer value). Null when there is none.
   */
  joinChange(kind: GenericOp['kind'], run: GenericOp['run'], landed?: GenericOp['landed']): Promise<Outcome> | null;
  /** A new quantity for line `index` of an add not sent yet. */
  setAddLine(op: AddOp, index: number, quantity: number): Promise<Outcome>;
  /** Drops line `index` of an add not sent yet; the add is cancelled when no line is left. */
  dropAddLine(op: AddOp, index: number): void;
  /** A new quantity for a quantity change not sent yet (the last value wins). */
  setQuantity(op: QuantityOp, quantity: number): Promise<Outcome>;
  /** `sending` again, or `retrying` for the reason in `message` (its code is kept with the line). */
  mark(op: Op, message?: CartMessage): void;
  /** Answers the callers of `op` now (a busy control is freed); the op goes on, and later callers get its real outcome. */
  release(op: Op, outcome: Outcome): void;
  /** Ends every retry wait now: what waits is tried again at once. */
  wake(): void;
  /** Cancels every op: a waiting one resolves as cancelled when its turn comes, a retry wait ends now. */
  stop(): void;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
}

/**
 * @param run runs one op; resolves with how to conclude it, called once the op has left the queue (so what the
 *   shopper is shown never draws a change the shop already confirmed a second time on top of it)
 * @param changed redraws after any change (with the messages a retry shows)
 * @param cancelled the outcome of an op dropped before it was sent
 * @param gatherMs the shortest time between two adds sent: an add with none sent that recently goes at once, a later one
 *   waits out the rest, still open to more lines (so a burst of clicks is the first add and one more request)
 */
export function createOpQueue(
  run: (op: Op) => Promise<() => Outcome>,
  changed: (extra?: Partial<CartState>) => void,
  cancelled: () => Outcome,
  gatherMs = 0,
): OpQueue {
  const ops: Op[] = [];
  const idleWaiters: Array<() => void> = [];
  let running = false;
  /** When the last add left (Date.now()); adds queued within `gatherMs` of it wait for more. */
  let addSentAt = -Infinity;

  const join = (op: Op) => new Promise<Outcome>((resolve) => op.settle.push(resolve));
  const settle = (op: Op, outcome: Outcome) => op.settle.forEach((resolve) => resolve(outcome));
  const edited = (op: Op) => {
    changed();
    return join(op);
  };

  async function pump() {
    if (running) return;
    running = true;
    while (ops.length > 0) {
      const op = ops[0]!;
      // The first add of a burst goes at once. One behind it (queued while that one was in flight, or soon after) waits
      // until `gatherMs` after it left: adds clicked on several cards meanwhile join it (joinAdd), one request for all.
      // A clock set back waits `gatherMs` at most.
      if (isAdd(op) && op.state === 'queued') {
        const rest = Math.min(gatherMs, addSentAt + gatherMs - Date.now());
        if (rest > 0) await wait(rest, op.abort.signal);
        if (ops[0] !== op) continue; // dropped while it gathered (its last line removed): never sent
        addSentAt = Date.now();
      }
      queue.mark(op);
      const conclude = await run(op);
      ops.shift();
      settle(op, conclude());
      changed();
    }
    running = false;
    // Woken in the same task as the last op's callers (the drawer moves focus once both have run and it has redrawn).
    idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  const queue: OpQueue = {
    ops,
    push(op) {
      ops.push(op);
      void pump();
      return edited(op);
    },
    pushNext(op) {
      const at = ops.findIndex((waiting) => waiting.state === 'queued');
      ops.splice(at < 0 ? ops.length : at, 0, op);
      void pump();
      return edited(op);
    },
    joinAdd(lines) {
      const last = ops.at(-1);
      if (!last || !isAdd(last) || last.state !== 'queued') return null;
      for (const line of lines) {
        const match = last.lines.find((x) => sameItem(x, line));
        if (match) match.quantity = (match.quantity ?? 1) + (line.quantity ?? 1);
        else last.lines.push({ ...line });
      }
      return edited(last);
    },
    joinChange(kind, run, landed) {
      const last = ops.at(-1);
      if (!last || last.kind !== kind || last.state !== 'queued' || !('run' in last)) return null;
      last.run = run;
      last.landed = landed;
      return edited(last);
    },
    setAddLine(op, index, quantity) {
      op.lines[index]!.quantity = quantity;
      return edited(op);
    },
    dropAddLine(op, index) {
      op.lines.splice(index, 1);
      if (op.lines.length) return changed();
      ops.splice(ops.indexOf(op), 1); // never sent; its gather wait ends now
      op.abort.abort();
      settle(op, cancelled());
      changed();
    },
    setQuantity(op, quantity) {
      op.quantity = quantity;
      return edited(op);
    },
    mark(op, message) {
      op.state = message ? 'retrying' : 'sending';
      if (message) op.reason = message.code;
      changed(message && { messages: [message] });
    },
    release(op, outcome) {
      settle(op, outcome);
      op.settle = [];
    },
    wake: () => ops.forEach((op) => op.nap?.abort()),
    stop() {
      for (const op of ops) {
        op.cancelled = true;
        op.abort.abort();
      }
    },
    idle: () => (ops.length === 0 && !running ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
  };
  return queue;
}

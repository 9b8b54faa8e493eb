// The operation queue: operations run one at a time, in order. It alone changes an op (ops.ts gives every other file a
// read-only one): what waits in it (an add not sent yet takes more lines, a waiting quantity change takes the last value,
// a waiting line is dropped), and the facts of a running op (its state, what an add lands on top of, when its request
// left, its retry wait). It redraws after each change the shopper sees, so no caller has to remember to.
import { addUnits } from './optimistic';
import { isAdd, type AddOp, type GenericOp, type Op, type QuantityOp } from './ops';
import { wait } from './retry';
import type { AddLineInput, CartMessage, CartState, Outcome } from './types';

export interface OpQueue {
  /** What waits, the running op first. Read-only: change it through the methods below. */
  readonly ops: readonly Op[];
  /** Queues `op`; resolves with its outcome (shared by every change that joined it). */
  push(op: Op): Promise<Outcome>;
  /**
   * Queues an add the page before a reload sent (`sentAt`) to run next, before every op not sent yet (what was queued
   * meanwhile must not be judged against it), as sent: it joins no later add and is not edited.
   */
  resumeSent(op: AddOp): Promise<Outcome>;
  /** Runs `fill` with the queue held: what it queues starts after it, so adds it queues one after another are one request. */
  hold(fill: () => void): void;
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
  /** The quantities the lines of `op` land on top of (those of the cart it is sent to), to tell later whether it landed. */
  landsOn(op: AddOp, before: number[]): void;
  /**
   * The request of `op` leaves now (kept with the adds a reload must not lose: it may be running at the shop), marked with
   * its token (the same for every request of the op, so a late one is recognised as its own).
   */
  leaving(op: AddOp): void;
  /** Waits `ms` before `op` is tried again; `wake()` ends the wait at once, `stop()` too. */
  nap(op: Op, ms: number): Promise<void>;
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
/** An op as the queue writes it (the one file that does: every other one reads ops.ts's read-only type). */
type Open<T> = { -readonly [K in keyof T]: T[K] extends ReadonlyArray<infer E> ? E[] : T[K] };
type OpenAdd = Omit<Open<AddOp>, 'lines'> & { lines: AddLineInput[] };
function open(op: AddOp): OpenAdd;
function open<T extends Op>(op: T): Open<T>;
function open(op: Op) {
  return op;
}

export function createOpQueue(
  run: (op: Op) => Promise<() => Outcome>,
  changed: (extra?: Partial<CartState>) => void,
  cancelled: () => Outcome,
  gatherMs = 0,
): OpQueue {
  const ops: Op[] = [];
  const idleWaiters: Array<() => void> = [];
  let running = false;
  /** In `hold()`: nothing starts until it returns. */
  let held = false;
  /** When the last add left (Date.now()); adds queued within `gatherMs` of it wait for more. */
  let addSentAt = -Infinity;

  const join = (op: Op) => new Promise<Outcome>((resolve) => open(op).settle.push(resolve));
  const settle = (op: Op, outcome: Outcome) => op.settle.forEach((resolve) => resolve(outcome));
  const edited = (op: Op) => {
    changed();
    return join(op);
  };

  async function pump() {
    if (running || held) return;
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
      // Its request (or the Web Lock a first cart is made under) is asked for before the redraw: in Chromium a lock's
      // grant waits behind the frame that draws what was asked for after it (first-add.test.ts).
      const running = run(op);
      queue.mark(op);
      const conclude = await running;
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
    ...opFacts(changed, edited, settle),
    push(op) {
      ops.push(op);
      void pump();
      return edited(op);
    },
    resumeSent(op) {
      open(op).state = 'sending';
      const at = ops.findIndex((waiting) => waiting.state === 'queued');
      ops.splice(at < 0 ? ops.length : at, 0, op);
      void pump();
      return edited(op);
    },
    hold(fill) {
      held = true;
      try {
        fill();
      } finally {
        held = false;
      }
      void pump();
    },
    joinAdd(lines) {
      const last = ops.at(-1);
      if (!last || !isAdd(last) || last.state !== 'queued') return null;
      addUnits(open(last).lines, lines);
      return edited(last);
    },
    joinChange(kind, run, landed) {
      const last = ops.at(-1);
      if (!last || last.kind !== kind || last.state !== 'queued' || !('run' in last)) return null;
      Object.assign(open(last), { run, landed });
      return edited(last);
    },
    dropAddLine(op, index) {
      open(op).lines.splice(index, 1);
      if (op.lines.length) return changed();
      ops.splice(ops.indexOf(op), 1); // never sent; its gather wait ends now
      op.abort.abort();
      settle(op, cancelled());
      changed();
    },
    wake: () => ops.forEach((op) => op.nap?.abort()),
    stop() {
      for (const op of ops) {
        open(op).cancelled = true;
        op.abort.abort();
      }
    },
    idle: () => (ops.length === 0 && !running ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
  };
  return queue;
}

/**
 * What the queue writes into an op it holds but does not move: a waiting op's new value, and a running op's facts for
 * run-op.ts and attempt.ts (its state, what an add lands on, when its request left, its retry wait, its callers answered).
 */
function opFacts(
  changed: (extra?: Partial<CartState>) => void,
  edited: (op: Op) => Promise<Outcome>,
  settle: (op: Op, outcome: Outcome) => void,
): Pick<OpQueue, 'setAddLine' | 'setQuantity' | 'mark' | 'landsOn' | 'leaving' | 'nap' | 'release'> {
  return {
    setAddLine(op, index, quantity) {
      open(op).lines[index]!.quantity = quantity;
      return edited(op);
    },
    setQuantity(op, quantity) {
      open(op).quantity = quantity;
      return edited(op);
    },
    mark(op, message) {
      open(op).state = message ? 'retrying' : 'sending';
      if (message) open(op).reason = message.code;
      changed(message && { messages: [message] });
    },
    landsOn(op, before) {
      open(op).before = before;
    },
    leaving(op) {
      open(op).sentAt = Date.now();
      open(op).mark ??= Math.random().toString(36).slice(2);
    },
    nap(op, ms) {
      const nap = (open(op).nap = new AbortController());
      return wait(ms, op.abort.signal, nap.signal);
    },
    release(op, outcome) {
      settle(op, outcome);
      open(op).settle = [];
    },
  };
}

import { describe, expect, it } from 'vitest';
import { newOp, type AddOp, type Op, type QuantityOp } from '../../src/store/ops';
import { createOpQueue } from '../../src/store/queue';
import type { Outcome } from '../../src/store/types';

const TEE = 'gid://shopify/ProductVariant/1';
const MUG = 'gid://shopify/ProductVariant/2';
const OK: Outcome = { ok: true, cart: null, warnings: [] };
const CANCELLED: Outcome = { ok: false, cart: null, errors: [], cancelled: true };

/** A queue whose ops finish when the test says so; counts redraws and remembers what ran, with the lines it had then. */
function harness() {
  const finish: Array<() => void> = [];
  const ran: string[] = [];
  let redraws = 0;
  const queue = createOpQueue(
    (op: Op) =>
      new Promise<() => Outcome>((resolve) => {
        ran.push(op.kind === 'add' ? `add ${JSON.stringify((op as AddOp).lines.map((l) => [l.merchandiseId, l.quantity]))}` : op.kind);
        finish.push(() => resolve(() => OK));
      }),
    () => redraws++,
    () => CANCELLED,
  );
  const next = async () => {
    await Promise.resolve();
    finish.shift()?.();
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { queue, ran, next, redraws: () => redraws };
}
const add = (merchandiseId: string, quantity = 1) => newOp<AddOp>({ kind: 'add', lines: [{ merchandiseId, quantity }] });

describe('the op queue', () => {
  it('runs one op at a time, in order, and an add not sent yet takes the next add’s lines (the same line sums)', async () => {
    const { queue, ran, next } = harness();
    const first = queue.push(add(TEE));
    const second = queue.push(add(MUG));
    expect(
      queue.joinAdd([
        { merchandiseId: MUG, quantity: 2 },
        { merchandiseId: TEE, quantity: 1 },
      ]),
    ).not.toBeNull();
    expect(ran).toEqual([`add [["${TEE}",1]]`]);
    await next();
    expect(ran).toEqual([`add [["${TEE}",1]]`, `add [["${MUG}",3],["${TEE}",1]]`]);
    await next();
    await expect(Promise.all([first, second])).resolves.toEqual([OK, OK]);
  });

  it('an add already being sent takes nothing more: the next add waits behind it', () => {
    const { queue } = harness();
    void queue.push(add(TEE));
    expect(queue.ops[0]!.state).toBe('sending');
    expect(queue.joinAdd([{ merchandiseId: MUG }])).toBeNull();
  });

  it('every change to what waits is drawn: joining, a new quantity, a dropped line', () => {
    const { queue, redraws } = harness();
    void queue.push(add(TEE));
    const waiting = add(MUG);
    void queue.push(waiting);
    const before = redraws();
    void queue.joinAdd([{ merchandiseId: TEE }]);
    void queue.setAddLine(waiting, 0, 5);
    queue.dropAddLine(waiting, 1);
    expect(redraws()).toBe(before + 3);
    expect(waiting.lines).toEqual([{ merchandiseId: MUG, quantity: 5 }]);
  });

  it('dropping the last line of a waiting add cancels it: it is never sent and its callers hear so', async () => {
    const { queue, ran, next } = harness();
    void queue.push(add(TEE));
    const waiting = add(MUG);
    const outcome = queue.push(waiting);
    queue.dropAddLine(waiting, 0);
    await expect(outcome).resolves.toEqual(CANCELLED);
    await next();
    expect(ran).toEqual([`add [["${TEE}",1]]`]);
    expect(queue.ops).toEqual([]);
  });

  it('a waiting quantity change takes the last value', async () => {
    const { queue, next } = harness();
    void queue.push(add(TEE));
    const change = newOp<QuantityOp>({ kind: 'update', line: { lineId: 'l1', merchandiseId: TEE, attributes: [] }, quantity: 2 });
    const outcome = queue.push(change);
    const later = queue.setQuantity(change, 6);
    expect(change.quantity).toBe(6);
    await next();
    await next();
    await expect(Promise.all([outcome, later])).resolves.toEqual([OK, OK]);
  });

  it('idle() waits for ops queued while it waits', async () => {
    const { queue, next } = harness();
    void queue.push(add(TEE));
    let idle = false;
    void queue.idle().then(() => (idle = true));
    void queue.push(newOp<QuantityOp>({ kind: 'update', line: { lineId: 'l1', merchandiseId: TEE, attributes: [] }, quantity: 2 }));
    await next();
    expect(idle).toBe(false);
    await next();
    expect(idle).toBe(true);
  });

  it('what is queued while it is held starts after: adds queued one after another are one request, sent at once', async () => {
    const { queue, ran, next } = harness();
    const outcomes: Array<Promise<Outcome>> = [];
    queue.hold(() => {
      outcomes.push(queue.push(add(TEE)));
      for (const merchandiseId of [MUG, TEE]) outcomes.push(queue.joinAdd([{ merchandiseId, quantity: 1 }])!);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual([`add [["${TEE}",2],["${MUG}",1]]`]);
    await next();
    await expect(Promise.all(outcomes)).resolves.toEqual([OK, OK, OK]);
    expect(queue.ops).toEqual([]);
  });

  it('an add the page before a reload sent runs before what waits, as sent: it takes no later lines', async () => {
    const { queue, ran, next } = harness();
    void queue.push(newOp<QuantityOp>({ kind: 'update', line: { lineId: 'l1', merchandiseId: TEE, attributes: [] }, quantity: 2 }));
    void queue.push(add(MUG));
    void queue.resumeSent(newOp<AddOp>({ kind: 'add', lines: [{ merchandiseId: TEE, quantity: 1 }], before: [0], sentAt: 1 }));
    expect(queue.joinAdd([{ merchandiseId: TEE, quantity: 3 }])).not.toBeNull(); // joins the waiting add, not the sent one
    await next();
    await next();
    await next();
    expect(ran).toEqual(['update', `add [["${TEE}",1]]`, `add [["${MUG}",1],["${TEE}",3]]`]);
  });

  it('an op is changed through the queue only: elsewhere its fields are read-only', () => {
    const { queue } = harness();
    const op = add(TEE);
    void queue.push(op);
    // @ts-expect-error: only queue.ts writes an op (mark(), landsOn(), leaving()…), so every change redraws and saves
    op.state = 'sending';
    // @ts-expect-error: the lines of an add change through joinAdd(), setAddLine(), dropAddLine()
    op.lines[0]!.quantity = 1;
    queue.landsOn(op, [2]);
    queue.leaving(op);
    expect(op).toMatchObject({ before: [2], sentAt: expect.any(Number) });
  });
});

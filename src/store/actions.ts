// The actions widgets call: line changes go through the queue (which merges and coalesces what has not been sent yet),
// the others are in cart-changes.ts.
import { checkoutUrlFor } from '../cart-client';
import { createCartChanges } from './cart-changes';
import { cartMessage } from './messages';
import { PENDING_PREFIX, planOf, sameItem } from './optimistic';
import { isAdd, isQuantity, newOp, sameLine, type AddOp, type LineRef, type QuantityOp, type RemoveOp } from './ops';
import { wait } from './retry';
import type { CartActions, CheckoutOutcome, StoreCore } from './store-api';
import type { Outcome } from './types';

export function createCartActions(core: StoreCore): CartActions {
  const { queue } = core;

  /** Where a shown line came from: its id, and what the shop would merge it with. */
  const refOf = (lineId: string): LineRef => {
    const line = core.get().cart?.lines.find((l) => l.id === lineId);
    return { lineId, merchandiseId: line?.merchandise.id ?? null, attributes: line?.attributes ?? [], sellingPlanId: line ? planOf(line) : null };
  };

  /** The waiting add that draws this pending line, with the index of the input it came from. */
  const pendingAddOf = (lineId: string) => {
    if (!lineId.startsWith(PENDING_PREFIX)) return null; // also refuses a line id that is not a string, as callers expect
    const ref = refOf(lineId);
    const op = queue.ops.find((o): o is AddOp => isAdd(o) && lineId.startsWith(`${PENDING_PREFIX}${o.id}:`));
    const index = op?.lines.findIndex((l) => sameItem(l, ref)) ?? -1;
    // Only an add not sent yet is changed; one in flight or waiting to retry may already have reached the shop, so a
    // change to its line is queued after it as an absolute quantity (right whether or not it landed).
    return op && index >= 0 && op.state === 'queued' ? { op, index } : null;
  };

  function removeLines(lineIds: string[]): Promise<Outcome> {
    const sent: LineRef[] = [];
    for (const lineId of lineIds) {
      const pending = pendingAddOf(lineId);
      if (pending) queue.dropAddLine(pending.op, pending.index);
      else sent.push(refOf(lineId));
    }
    return sent.length
      ? queue.push(newOp<RemoveOp>({ kind: 'remove', lines: sent }))
      : Promise.resolve({ ok: true, cart: core.confirmed(), warnings: [] });
  }

  return {
    start: core.start,
    refresh: core.refresh,

    addLines: (lines) => queue.joinAdd(lines) ?? queue.push(newOp<AddOp>({ kind: 'add', lines: lines.map((line) => ({ ...line })) })),

    setLineQuantity(lineId, quantity) {
      const pending = pendingAddOf(lineId);
      if (pending) return quantity <= 0 ? removeLines([lineId]) : queue.setAddLine(pending.op, pending.index, quantity);
      const ref = refOf(lineId);
      const waiting = queue.ops.find((op): op is QuantityOp => isQuantity(op) && op.state === 'queued' && sameLine(op.line, ref));
      return waiting ? queue.setQuantity(waiting, quantity) : queue.push(newOp<QuantityOp>({ kind: 'update', line: ref, quantity }));
    },

    removeLines,
    ...createCartChanges(core),

    async checkout() {
      // `message` is the diagnostic (the event's detail); widgets say the sentence their strings give `code`.
      const fail = (code: string, message: string): CheckoutOutcome => ({ ok: false, errors: [cartMessage('error', code, message, 'checkout')] });
      // What waits is tried at once, for a bounded time: an add waiting for the network would hold checkout forever (and
      // a late window.open is blocked as a popup); nothing unsaved is left behind by navigating.
      core.recheck(); // a change in doubt: the cart is read first, so the checkout is the cart shown (and what waits goes now)
      if (queue.ops.length) {
        const flushed = await Promise.race([queue.idle().then(() => true), wait(core.retry.busyMs ?? 6000).then(() => false)]);
        if (!flushed || core.get().status === 'error') return fail('PENDING_CHANGES', 'changes are not saved yet');
      }
      const cart = core.confirmed();
      if (!cart || cart.lines.length === 0) return fail('EMPTY_CART', 'the cart is empty');
      try {
        return { ok: true, url: checkoutUrlFor(cart.checkoutUrl) };
      } catch (error) {
        return fail('INVALID_CHECKOUT_URL', (error as Error).message);
      }
    },

    // Opening the drawer shows the cart: a change in doubt is checked first (the drawer then shows the shop's cart).
    openDrawer() {
      core.recheck();
      core.set({ drawerOpen: true });
    },
    closeDrawer: () => core.set({ drawerOpen: false }),
    toggleDrawer() {
      if (!core.get().drawerOpen) core.recheck();
      core.set({ drawerOpen: !core.get().drawerOpen });
    },
    clearMessages: () => core.set({ messages: [] }),
  };
}

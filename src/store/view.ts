// What the shopper sees and what a reload must keep, computed from what the store knows. Pure: no storage, no events,
// so the store can call it after every change and a test can call it with any cart and queue.
import type { Cart } from '../cart-client';
import { quantitiesFor } from './attempt';
import { applyAdd, applyQuantity, applyRemove, estimate, findMatchingLine, lineLanded, sameItem } from './optimistic';
import { isAdd, isQuantity, isRemove, resolveLine, type AddOp, type LineRef, type Op } from './ops';
import type { PendingAdd } from './pending-adds';
import { DESTROYED, holdsSavedAdds, statusOf, type Phase } from './status';
import type { AddLineInput, CartState } from './types';

/**
 * The lines an add draws on top of `cart`. One whose request has left (`sentAt`) may have run already, its answer not
 * heard (a reload took it back from the page that sent it): a line the cart shows at its quantity before the add
 * (`before`) plus the add is not drawn again, so the cart never shows more than the shop holds once the add ran. Units of
 * another tab may stand in for it there until a read judges it: fewer shown for a moment, never more.
 */
function unshown(cart: Cart | null, op: AddOp): readonly AddLineInput[] {
  const { before } = op;
  if (op.sentAt === undefined || !before) return op.lines;
  return op.lines.map((line, i) => (lineLanded(cart, line, before[i] ?? 0) ? { ...line, quantity: 0 } : line));
}

/** The cart the shopper sees: the confirmed one with every op still in the queue drawn on top. */
export function project(confirmed: Cart | null, ops: readonly Op[]): Cart | null {
  let cart = confirmed;
  for (const op of ops) {
    if (isAdd(op)) cart = applyAdd(cart, op.id, unshown(cart, op));
    else if (isQuantity(op)) cart = applyQuantity(cart, resolveLine(cart, op.line) ?? op.line.lineId, op.quantity);
    else if (isRemove(op))
      cart = applyRemove(
        cart,
        op.lines.map((ref) => resolveLine(cart, ref) ?? ref.lineId),
      );
  }
  return cart;
}

/** The state widgets read, but for `messages` (set by whatever produced them) and the drawer. */
export function view(
  confirmed: Cart | null,
  ops: readonly Op[],
  phase: Phase,
  failed: boolean,
): Pick<CartState, 'cart' | 'confirmedCart' | 'pendingLines' | 'status'> {
  const projected = project(confirmed, ops);
  // An added line is drawn into the line it would merge with, else as a new pending line: either way the line that matches it.
  const pendingLines = ops.filter(isAdd).flatMap((op) =>
    op.lines.map((line) => ({
      lineId: findMatchingLine(projected, line)?.id ?? '',
      state: op.state === 'retrying' ? ('retrying' as const) : ('pending' as const),
      reason: op.reason,
    })),
  );
  return {
    // Lines drawn on top make a new cart object: its count and totals are estimated from them.
    cart: projected !== confirmed ? estimate(projected!, confirmed) : projected,
    confirmedCart: confirmed,
    pendingLines,
    status: statusOf(phase, ops.length, failed),
  };
}

/**
 * What a reload must not lose: the adds `held` from before the last reload while they are not checked yet, then each
 * waiting add line with its baseline, unless a later queued op removes that line. `null` once destroyed: the next page
 * owns storage.
 */
export function savedAdds(phase: Phase, held: readonly PendingAdd[], ops: readonly Op[], confirmed: Cart | null): PendingAdd[] | null {
  if (phase === DESTROYED) return null;
  const waiting = ops.flatMap((op, index) => {
    if (!isAdd(op)) return [];
    const before = op.before ?? quantitiesFor(op, confirmed);
    const removedLater = (line: AddLineInput) => {
      const same = (ref: LineRef) => sameItem(ref, line);
      return ops
        .slice(index + 1)
        .some((later) => (isQuantity(later) && later.quantity <= 0 && same(later.line)) || (isRemove(later) && later.lines.some(same)));
    };
    return op.lines.flatMap((line, i) => (removedLater(line) ? [] : [{ line, baseline: before[i] ?? 0, sentAt: op.sentAt, mark: op.mark }]));
  });
  return holdsSavedAdds(phase) ? [...held, ...waiting] : waiting;
}

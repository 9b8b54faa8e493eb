// What one of this tab's operations changed in the cart's lines, read from the carts the shop confirmed before and after it
// (never from the optimistic drawing), so a change is told once: when the shop answered, or when a lost answer's cart read
// showed it landed. Reads (restore, reload, another tab's change) are not operations of this kind and change nothing here.
import type { Cart, CartLine } from '../cart-client';
import { planOf } from './optimistic';
import { sameAttributes } from './same-attributes';
import type { Op } from './ops';

/** A line whose quantity an operation changed: `quantity` > 0 added, < 0 removed; `line` is the shop's (before it, for a removal). */
export interface LineChange {
  line: CartLine;
  quantity: number;
}

/** The same line: its id, or what the shop merges on (variant, attributes, plan), so a one-time line and a plan line stay two. */
const sameMerchandise = (a: CartLine, b: CartLine) =>
  a.id === b.id || (a.merchandise.id === b.merchandise.id && sameAttributes(a.attributes, b.attributes) && planOf(a) === planOf(b));

/** The lines `op` is about: only those are compared, so another tab's change read during a retry is not counted as ours. */
function concerns(op: Op, line: CartLine): boolean {
  const id = line.merchandise.id;
  if (op.kind === 'add') return op.lines.some((input) => input.merchandiseId === id);
  if (op.kind === 'update') return op.line.lineId === line.id || op.line.merchandiseId === id;
  if (op.kind === 'remove') return op.lines.some((ref) => ref.lineId === line.id || ref.merchandiseId === id);
  return op.kind === 'replace';
}

/** The quantities `op` changed between `before` and `after` (a new cart counts from empty: the old one was completed or expired). */
export function lineChanges(op: Op, before: Cart | null, after: Cart | null): LineChange[] {
  const was = before && before.id === after?.id ? before.lines.filter((line) => concerns(op, line)) : [];
  const now = after?.lines.filter((line) => concerns(op, line)) ?? [];
  const changes: LineChange[] = [];
  for (const line of now) {
    const old = was.find((other) => sameMerchandise(other, line));
    const quantity = line.quantity - (old?.quantity ?? 0);
    if (quantity) changes.push({ line: quantity > 0 ? line : (old ?? line), quantity });
  }
  for (const old of was) if (!now.some((line) => sameMerchandise(old, line))) changes.push({ line: old, quantity: -old.quantity });
  return changes;
}

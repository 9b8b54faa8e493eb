// The operation queue: mutations run one at a time, in order; queued adds merge, queued quantity changes coalesce.
import type { Attribute, Cart, CartResult } from '../cart-client';
import { applyAdd, applyQuantity, applyRemove, findMatchingLine, sameAttributes } from './optimistic';
import type { AddLineInput, OperationKind, Outcome } from './types';

/** Names a line that may not have a server id yet: by id, or by what the shop would merge it with. */
export interface LineRef {
  lineId: string;
  merchandiseId: string | null;
  attributes: Attribute[];
}

interface BaseOp {
  id: number;
  kind: OperationKind;
  state: 'queued' | 'sending' | 'retrying';
  reason: string | null;
  settle: Array<(outcome: Outcome) => void>;
  cancelled: boolean;
  /** Fires to stop a retry wait when the op is cancelled. */
  abort: AbortController;
}
export interface AddOp extends BaseOp {
  kind: 'add';
  lines: AddLineInput[];
  /** Quantities of the matching lines when it was last sent (to tell later whether it landed). */
  before?: number[];
}
export interface QuantityOp extends BaseOp {
  kind: 'update';
  line: LineRef;
  quantity: number;
}
export interface RemoveOp extends BaseOp {
  kind: 'remove';
  lines: LineRef[];
}
export interface GenericOp extends BaseOp {
  /** Runs against the cart id; `null` when there is no cart yet and the op may create one. */
  run: (cartId: string | null, cart: Cart | null) => Promise<CartResult>;
  /** Absolute operations can be retried safely after a lost answer. */
  idempotent: boolean;
}
export type Op = AddOp | QuantityOp | RemoveOp | GenericOp;

let nextId = 1;
export function newOp<T extends Op>(
  fields: Omit<T, 'id' | 'state' | 'reason' | 'settle' | 'cancelled' | 'abort'>,
  settle: (outcome: Outcome) => void,
): T {
  return { ...fields, id: nextId++, state: 'queued', reason: null, settle: [settle], cancelled: false, abort: new AbortController() } as T;
}

export function isAdd(op: Op): op is AddOp {
  return op.kind === 'add' && 'lines' in op && !('run' in op);
}
export function isQuantity(op: Op): op is QuantityOp {
  return op.kind === 'update' && 'quantity' in op;
}
export function isRemove(op: Op): op is RemoveOp {
  return op.kind === 'remove' && 'lines' in op && !('run' in op);
}

export function sameLine(a: LineRef, b: LineRef): boolean {
  return a.lineId === b.lineId || (a.merchandiseId !== null && a.merchandiseId === b.merchandiseId && sameAttributes(a.attributes, b.attributes));
}

/** The server line a reference means now (a pending line gets its id once its add is confirmed). */
export function resolveLine(cart: Cart | null, ref: LineRef): string | null {
  const byId = cart?.lines.find((line) => line.id === ref.lineId);
  if (byId) return byId.id;
  return ref.merchandiseId ? (findMatchingLine(cart, ref.merchandiseId, ref.attributes)?.id ?? null) : null;
}

/** Merge `lines` into a queued add: the same merchandise and attributes sum their quantities. */
export function mergeLines(into: AddLineInput[], lines: readonly AddLineInput[]): void {
  for (const line of lines) {
    const match = into.find((x) => x.merchandiseId === line.merchandiseId && sameAttributes(x.attributes, line.attributes));
    if (match) match.quantity = (match.quantity ?? 1) + (line.quantity ?? 1);
    else into.push({ ...line });
  }
}

/** The cart the shopper sees: the confirmed one with every op still in the queue drawn on top. */
export function project(confirmed: Cart | null, queue: readonly Op[]): Cart | null {
  let cart = confirmed;
  for (const op of queue) {
    if (isAdd(op)) cart = applyAdd(cart, op.id, op.lines);
    else if (isQuantity(op)) {
      const lineId = resolveLine(cart, op.line) ?? op.line.lineId;
      cart = applyQuantity(cart, lineId, op.quantity);
    } else if (isRemove(op))
      cart = applyRemove(
        cart,
        op.lines.map((ref) => resolveLine(cart, ref) ?? ref.lineId),
      );
  }
  return cart;
}

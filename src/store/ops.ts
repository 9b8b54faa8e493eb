// The operations the queue holds, and how they name the lines they concern.
import type { Attribute, Cart, CartResult } from '../cart-client';
import { findMatchingLine, sameItem } from './optimistic';
import type { AddLineInput, OperationKind, Outcome } from './types';

/** Names a line that may not have a server id yet: by id, or by what the shop would merge it with. */
export interface LineRef {
  lineId: string;
  merchandiseId: string | null;
  attributes: Attribute[];
  sellingPlanId?: string | null;
}

interface BaseOp {
  id: number;
  kind: OperationKind;
  state: 'queued' | 'sending' | 'retrying';
  /** The code of the failure it waits to be retried for. */
  reason: string | null;
  settle: Array<(outcome: Outcome) => void>;
  cancelled: boolean;
  /** Fires to stop a retry wait when the op is cancelled. */
  abort: AbortController;
  /** Fires to end the current retry wait now (Retry, checkout): the op is tried again at once. */
  nap?: AbortController;
}
export interface AddOp extends BaseOp {
  kind: 'add';
  lines: AddLineInput[];
  /** Quantities of the matching lines when it was last sent (to tell later whether it landed). */
  before?: number[];
  /** When its request last left; set before a reload, it was sent by the page before (see run-op.ts `run`). */
  sentAt?: number | undefined;
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
  kind: Exclude<OperationKind, 'add' | 'update' | 'remove'>;
  /** Runs against the cart; `null` when there is no cart yet and the op may create one. */
  run: (cart: Cart | null) => Promise<CartResult>;
  /** The change shows in `cart` (read after an answer was lost): it is not sent again. */
  landed?: ((cart: Cart) => boolean) | undefined;
}
export type Op = AddOp | QuantityOp | RemoveOp | GenericOp;

let nextId = 1;
export type OpFields<T extends Op> = Omit<T, 'id' | 'state' | 'reason' | 'settle' | 'cancelled' | 'abort' | 'nap'>;
export function newOp<T extends Op>(fields: OpFields<T>): T {
  return {
    ...fields,
    id: nextId++,
    state: 'queued',
    reason: null,
    settle: [] as BaseOp['settle'],
    cancelled: false,
    abort: new AbortController(),
  } as T;
}

export function isAdd(op: Op): op is AddOp {
  return op.kind === 'add';
}
export function isQuantity(op: Op): op is QuantityOp {
  return op.kind === 'update';
}
export function isRemove(op: Op): op is RemoveOp {
  return op.kind === 'remove';
}

export function sameLine(a: LineRef, b: LineRef): boolean {
  return a.lineId === b.lineId || (a.merchandiseId !== null && sameItem(a, b));
}

/** The server line a reference means now (a pending line gets its id once its add is confirmed). */
export function resolveLine(cart: Cart | null, ref: LineRef): string | null {
  const byId = cart?.lines.find((line) => line.id === ref.lineId);
  if (byId) return byId.id;
  return ref.merchandiseId ? (findMatchingLine(cart, ref)?.id ?? null) : null;
}

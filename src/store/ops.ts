// The operations the queue holds, and how they name the lines they concern. An op is read-only here: only the queue
// (queue.ts) changes one, through its methods, so whatever changes an op also redraws and saves.
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
  readonly id: number;
  readonly kind: OperationKind;
  readonly state: 'queued' | 'sending' | 'retrying';
  /** The code of the failure it waits to be retried for. */
  readonly reason: string | null;
  readonly settle: ReadonlyArray<(outcome: Outcome) => void>;
  readonly cancelled: boolean;
  /** Fires to stop a retry wait when the op is cancelled. */
  readonly abort: AbortController;
  /** Fires to end the current retry wait now (Retry, checkout): the op is tried again at once. */
  readonly nap?: AbortController;
}
export interface AddOp extends BaseOp {
  readonly kind: 'add';
  readonly lines: ReadonlyArray<Readonly<AddLineInput>>;
  /** Quantities of the matching lines when it was last sent (to tell later whether it landed). */
  readonly before?: readonly number[];
  /** When its request last left; set before a reload, it was sent by the page before (see run-op.ts `run`). */
  readonly sentAt?: number | undefined;
  /** The token its requests mark the cart with (store/marks.ts), from when its request first left. */
  readonly mark?: string | undefined;
}
export interface QuantityOp extends BaseOp {
  readonly kind: 'update';
  readonly line: LineRef;
  readonly quantity: number;
}
export interface RemoveOp extends BaseOp {
  readonly kind: 'remove';
  readonly lines: readonly LineRef[];
}
export interface GenericOp extends BaseOp {
  readonly kind: Exclude<OperationKind, 'add' | 'update' | 'remove'>;
  /** Runs against the cart; `null` when there is no cart yet and the op may create one. */
  readonly run: (cart: Cart | null) => Promise<CartResult>;
  /** The change shows in `cart` (read after an answer was lost): it is not sent again. */
  readonly landed?: ((cart: Cart) => boolean) | undefined;
}
export type Op = AddOp | QuantityOp | RemoveOp | GenericOp;

let nextId = 1;
/** What a new op is made of; the rest (its state, callers, abort) is the queue's. */
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

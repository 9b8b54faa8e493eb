// The actions widgets call: line changes go through the queue (which merges and coalesces what has not been sent yet),
// the others are in cart-changes.ts.
import {
  checkoutUrlFor,
  type AttributeInput,
  type Cart,
  type CartAddressInput,
  type CartBuyerIdentityInput,
  type CartLineInput,
  type StorefrontClient,
} from '../cart-client';
import { createCartChanges } from './cart-changes';
import { cartMessage } from './messages';
import type { CartStoreState } from './create-cart-store';
import { PENDING_PREFIX, planOf, sameItem } from './optimistic';
import { isAdd, isQuantity, newOp, sameLine, type AddOp, type LineRef, type QuantityOp, type RemoveOp } from './ops';
import type { OpQueue } from './queue';
import { wait, type RetryOptions } from './retry';
import type { AddLineInput, CartMessage, CartState, Outcome } from './types';

/** What the actions need of the store. */
export interface StoreCore {
  client: StorefrontClient;
  queue: OpQueue;
  retry: RetryOptions;
  confirmed(): Cart | null;
  set(partial: Partial<CartState>): void;
  get(): CartStoreState;
  start(): Promise<Outcome>;
  refresh(cartId?: string | null): Promise<Outcome>;
  /** Retries what waits now, and reads the cart when a change's outcome is in doubt (see CartStore.recheck). */
  recheck(): void;
}

export type CheckoutOutcome = { ok: true; url: string } | { ok: false; errors: CartMessage[] };

export interface CartActions {
  /** Restores the stored cart (if any). */
  start(): Promise<Outcome>;
  /** Reads the cart again (after another tab changed it, or a storage event). */
  refresh(cartId?: string | null): Promise<Outcome>;
  /** Adds lines, creating the cart on the first add. Shown at once; queued adds merge into one request. */
  addLines(lines: AddLineInput[]): Promise<Outcome>;
  /** Sets a line's quantity (0 removes it). Changes while one is in flight coalesce: the last value wins. */
  setLineQuantity(lineId: string, quantity: number): Promise<Outcome>;
  /** Removes lines; a line still waiting to be sent is simply dropped. */
  removeLines(lineIds: string[]): Promise<Outcome>;
  /** Puts a line under another selling plan of its variant, or (null) makes it a one-time purchase. */
  setLinePlan(lineId: string, sellingPlanId: string | null): Promise<Outcome>;
  replaceLines(lines: CartLineInput[]): Promise<Outcome>;
  setNote(note: string): Promise<Outcome>;
  setAttributes(attributes: AttributeInput[]): Promise<Outcome>;
  /** Sends only what changed: one request when only the note or only the attributes differ. */
  setNoteAndAttributes(changes: { note?: string; attributes?: AttributeInput[] }): Promise<Outcome>;
  setEmail(email: string): Promise<Outcome>;
  setShippingAddress(address: CartAddressInput): Promise<Outcome>;
  /** Country (Markets: the cart's currency and prices), email, phone. */
  setBuyerIdentity(identity: CartBuyerIdentityInput): Promise<Outcome>;
  /** One request: the union of the codes already on the cart and this one. */
  addDiscountCode(code: string): Promise<Outcome>;
  removeDiscountCode(code: string): Promise<Outcome>;
  addGiftCard(code: string): Promise<Outcome>;
  removeGiftCard(appliedGiftCardId: string): Promise<Outcome>;
  /**
   * Saves what waits first (a retry waiting is tried at once), for at most `retry.busyMs`; then gives the checkout URL
   * with `_fd=0`, or says the changes are not saved yet (nothing to navigate to).
   */
  checkout(): Promise<CheckoutOutcome>;
  openDrawer(): void;
  closeDrawer(): void;
  toggleDrawer(): void;
  clearMessages(): void;
}

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
      core.recheck(); // a change in doubt: the cart is read first, so the checkout is the cart shown
      if (queue.ops.length) {
        queue.wake();
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

import {
  addCartDiscountCodes,
  checkoutUrlFor,
  createCart,
  removeCartDiscountCode,
  removeCartGiftCardCodes,
  replaceCartLines,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartGiftCardCodes,
  updateCartNote,
  updateCartNoteAndAttributes,
  updateCartShippingAddress,
  type AttributeInput,
  type Cart,
  type CartAddressInput,
  type CartBuyerIdentityInput,
  type CartInput,
  type CartLineInput,
  type CartResult,
} from '../cart-client';
import type { StoreCore } from './create-cart-store';
import { PENDING_PREFIX, sameAttributes } from './optimistic';
import { isAdd, isQuantity, mergeLines, newOp, sameLine, type AddOp, type GenericOp, type LineRef, type QuantityOp, type RemoveOp } from './queue';
import type { AddLineInput, CartMessage, OperationKind, Outcome } from './types';

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
  /** Waits for pending operations, then gives the checkout URL with `_fd=0`. */
  checkout(): Promise<CheckoutOutcome>;
  openDrawer(): void;
  closeDrawer(): void;
  toggleDrawer(): void;
  clearMessages(): void;
}

const NO_CART: CartResult = { cart: null, userErrors: [], warnings: [] };

export function createCartActions(core: StoreCore): CartActions {
  const queued = <T extends AddOp | QuantityOp | RemoveOp | GenericOp>(
    fields: Omit<T, 'id' | 'state' | 'reason' | 'settle' | 'cancelled' | 'abort'>,
  ) => new Promise<Outcome>((resolve) => core.enqueue(newOp<T>(fields, resolve)));

  /** A mutation that needs a cart; without one it creates the cart with `createInput` (one request) or does nothing. */
  const generic = (kind: OperationKind, run: (cartId: string, cart: Cart) => Promise<CartResult>, createInput?: () => CartInput | null) =>
    queued<GenericOp>({
      kind,
      idempotent: kind !== 'giftCardAdd',
      run: (cartId, cart) => {
        if (cartId && cart) return run(cartId, cart);
        const input = createInput?.();
        return input ? createCart(core.client, input) : Promise.resolve(NO_CART);
      },
    });

  /** Where a shown line came from: its id, and what the shop would merge it with. */
  const refOf = (lineId: string): LineRef => {
    const line = core.get().cart?.lines.find((l) => l.id === lineId);
    return { lineId, merchandiseId: line?.merchandise.id ?? null, attributes: line?.attributes ?? [] };
  };

  /** The waiting add that draws this pending line, with the input it came from. */
  const pendingAddOf = (lineId: string) => {
    if (!lineId.startsWith(PENDING_PREFIX)) return null;
    const ref = refOf(lineId);
    const op = core.queue().find((o): o is AddOp => isAdd(o) && lineId.startsWith(`${PENDING_PREFIX}${o.id}:`));
    const index = op?.lines.findIndex((l) => l.merchandiseId === ref.merchandiseId && sameAttributes(l.attributes, ref.attributes)) ?? -1;
    // Only an add not sent yet is changed in place; one in flight or waiting to retry may already have reached the
    // shop, so a change to its line is queued after it as an absolute quantity (right whether or not it landed).
    return op && index >= 0 && op.state === 'queued' ? { op, index } : null;
  };

  const ok = (): Outcome => ({ ok: true, cart: core.confirmed(), warnings: [] });

  function removeLines(lineIds: string[]): Promise<Outcome> {
    const sent: LineRef[] = [];
    for (const lineId of lineIds) {
      const pending = pendingAddOf(lineId);
      if (!pending) {
        sent.push(refOf(lineId));
        continue;
      }
      pending.op.lines.splice(pending.index, 1);
      if (pending.op.lines.length === 0) core.cancel(pending.op);
    }
    core.redraw();
    return sent.length ? queued<RemoveOp>({ kind: 'remove', lines: sent }) : Promise.resolve(ok());
  }

  return {
    start: () => core.start(),
    refresh: (cartId) => core.refresh(cartId),

    addLines(lines) {
      const last = core.queue().at(-1);
      if (last && isAdd(last) && last.state === 'queued') {
        mergeLines(last.lines, lines);
        core.redraw();
        return new Promise((resolve) => last.settle.push(resolve));
      }
      return queued<AddOp>({ kind: 'add', lines: lines.map((line) => ({ ...line })) });
    },

    setLineQuantity(lineId, quantity) {
      const pending = pendingAddOf(lineId);
      if (pending) {
        if (quantity <= 0) return removeLines([lineId]);
        pending.op.lines[pending.index]!.quantity = quantity;
        core.redraw();
        return new Promise((resolve) => pending.op.settle.push(resolve));
      }
      const ref = refOf(lineId);
      const waiting = core.queue().find((op): op is QuantityOp => isQuantity(op) && op.state === 'queued' && sameLine(op.line, ref));
      if (waiting) {
        waiting.quantity = quantity;
        core.redraw();
        return new Promise((resolve) => waiting.settle.push(resolve));
      }
      return queued<QuantityOp>({ kind: 'update', line: ref, quantity });
    },

    removeLines,

    replaceLines: (lines) =>
      generic(
        'replace',
        (cartId) => replaceCartLines(core.client, cartId, lines),
        () => ({ lines }),
      ),
    setNote: (note) =>
      generic(
        'note',
        (cartId) => updateCartNote(core.client, cartId, note),
        () => ({ note }),
      ),
    setAttributes: (attributes) =>
      generic(
        'attributes',
        (cartId) => updateCartAttributes(core.client, cartId, attributes),
        () => ({ attributes }),
      ),
    setNoteAndAttributes: (changes) =>
      generic(
        'noteAndAttributes',
        (cartId, cart) => {
          const note = changes.note !== undefined && changes.note !== (cart.note ?? '') ? changes.note : undefined;
          const attributes = changes.attributes && !sameAttributes(changes.attributes, cart.attributes) ? changes.attributes : undefined;
          if (note === undefined && !attributes?.length) return Promise.resolve({ cart, userErrors: [], warnings: [] });
          return updateCartNoteAndAttributes(core.client, cartId, { note, attributes });
        },
        () => ({ ...(changes.note ? { note: changes.note } : {}), ...(changes.attributes?.length ? { attributes: changes.attributes } : {}) }),
      ),
    setEmail: (email) =>
      generic(
        'email',
        (cartId) => updateCartBuyerIdentity(core.client, cartId, { email }),
        () => ({ buyerIdentity: { email } }),
      ),
    setBuyerIdentity: (buyerIdentity) =>
      generic(
        'buyerIdentity',
        (cartId) => updateCartBuyerIdentity(core.client, cartId, buyerIdentity),
        () => ({ buyerIdentity }),
      ),
    setShippingAddress: (address) =>
      generic('shippingAddress', (cartId, cart) => {
        const selected = cart.delivery.addresses.find((entry) => entry.selected);
        return updateCartShippingAddress(core.client, cartId, address, selected?.id ?? null);
      }),
    addDiscountCode: (code) =>
      generic(
        'discountAdd',
        (cartId, cart) =>
          addCartDiscountCodes(
            core.client,
            cartId,
            [code],
            cart.discountCodes.map((entry) => entry.code),
          ),
        () => ({ discountCodes: [code] }),
      ),
    removeDiscountCode: (code) =>
      generic('discountRemove', (cartId, cart) =>
        removeCartDiscountCode(
          core.client,
          cartId,
          code,
          cart.discountCodes.map((entry) => entry.code),
        ),
      ),
    addGiftCard: (code) =>
      generic(
        'giftCardAdd',
        (cartId) => updateCartGiftCardCodes(core.client, cartId, [code]),
        () => ({ giftCardCodes: [code] }),
      ),
    removeGiftCard: (id) => generic('giftCardRemove', (cartId) => removeCartGiftCardCodes(core.client, cartId, [id])),

    async checkout() {
      const fail = (code: string, message: string): CheckoutOutcome => ({
        ok: false,
        errors: [{ kind: 'error', code, message, field: null, target: null, operation: 'checkout' }],
      });
      // An add waiting for the network would hold checkout forever (and a late window.open is blocked as a popup).
      if (core.queue().some((op) => op.state === 'retrying'))
        return fail('PENDING_CHANGES', 'Some changes to your cart are not saved yet. Check your connection and try again.');
      await core.idle();
      const cart = core.confirmed();
      if (!cart || cart.lines.length === 0) return fail('EMPTY_CART', 'The cart is empty.');
      try {
        return { ok: true, url: checkoutUrlFor(cart.checkoutUrl) };
      } catch (error) {
        return fail('INVALID_CHECKOUT_URL', (error as Error).message);
      }
    },

    openDrawer: () => core.set({ drawerOpen: true }),
    closeDrawer: () => core.set({ drawerOpen: false }),
    toggleDrawer: () => core.set({ drawerOpen: !core.get().drawerOpen }),
    clearMessages: () => core.set({ messages: [] }),
  };
}

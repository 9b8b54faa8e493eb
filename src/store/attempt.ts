// One attempt of a queued operation against the shop, and the facts the queue runner needs about its result.
import {
  addCartLines,
  fetchCart,
  removeCartLines,
  updateCartLines,
  type Cart,
  type CartLineInput,
  type CartResult,
  type CartWarning,
  type StorefrontClient,
} from '../cart-client';
import { makeCart } from '../cart-client/cart';
import { addMarked } from './marks';
import { addUnits, findMatchingLine, lineLanded, planOf } from './optimistic';
import { isAdd, isQuantity, isRemove, newOp, resolveLine, type AddOp, type GenericOp, type Op } from './ops';
import type { OpQueue } from './queue';
import type { AddLineInput } from './types';

/** Said once, with the result of the op that found the cart gone: the order was completed (or the cart expired). */
export const COMPLETED: CartWarning = { code: 'CART_COMPLETED', message: 'the cart was completed or has expired', target: '' };

/** A result for nothing sent: `cart` as it is. */
export const unchanged = (cart: Cart | null): CartResult => ({ cart, userErrors: [], warnings: [] });

export interface AttemptContext {
  client: StorefrontClient;
  confirmed(): Cart | null;
  /** The cart id another tab may have stored since this one started. */
  storedCartId(): string | null;
  /** The stored cart id, or where storage is not shared between tabs, the one another tab answers with (tab-sync.ts `ask`). */
  sharedCartId(): Promise<string | null>;
  /** Runs `make` alone among this shop's tabs (a Web Lock), so only one of them makes the cart (tab-sync.ts `exclusive`). */
  creating(make: () => Promise<CartResult>): Promise<CartResult>;
  /** Adopts a cart read from or confirmed by the shop; `broadcast: false` does not tell other tabs. */
  confirm(cart: Cart | null, broadcast?: boolean): void;
  /** Saves what a reload must not lose, now (an add's request is leaving: a reload must know it may be running). */
  save(): void;
  /** The queue, which alone changes an op: what an add lands on top of, when its request left. */
  queue: Pick<OpQueue, 'landsOn' | 'leaving'>;
  /** Names this tab (and its mark on the cart: marks.ts). */
  tabId(): string;
}

/** Sends an op's request against the current cart (an add joins a cart another tab made rather than fork one). */
export async function attempt(ctx: AttemptContext, op: Op): Promise<CartResult> {
  const { client } = ctx;
  if (isAdd(op)) {
    const lines: CartLineInput[] = op.lines.filter((line) => (line.quantity ?? 1) > 0).map(({ display: _d, ...line }) => line);
    // Without a cart, the add runs in the tabs' one section: the id another tab stored while this one waited is read
    // first, and a cart is made only when there is none; the one made is stored and told before the next tab reads.
    const send = async () => {
      const otherId = ctx.confirmed() ? null : await ctx.sharedCartId();
      if (otherId) ctx.confirm(await fetchCart(client, otherId), false);
      const cart = ctx.confirmed();
      if (otherId) ctx.queue.landsOn(op, quantitiesFor(op, cart)); // what the add lands on top of is that cart's lines
      ctx.queue.leaving(op);
      ctx.save();
      // Marked: what the shop answers (or a read after a lost answer) tells this request's runs from another tab's adds.
      if (cart) return addMarked(client, cart.id, lines, ctx.tabId(), op);
      const made = await makeCart(client, { lines });
      if (made.cart) ctx.confirm(made.cart);
      return made;
    };
    return ctx.confirmed() ? send() : ctx.creating(send);
  }
  const cart = ctx.confirmed();
  if (isQuantity(op)) {
    const lineId = resolveLine(cart, op.line);
    if (!lineId || !cart) return unchanged(cart);
    return op.quantity > 0 ? updateCartLines(client, cart.id, [{ id: lineId, quantity: op.quantity }]) : removeCartLines(client, cart.id, [lineId]);
  }
  if (isRemove(op)) {
    const lineIds = op.lines.map((ref) => resolveLine(cart, ref)).filter((id): id is string => Boolean(id));
    if (!lineIds.length || !cart) return unchanged(cart);
    return removeCartLines(client, cart.id, lineIds);
  }
  return op.run(cart);
}

/** Quantities of the lines an add targets, to tell afterwards whether a lost request reached the shop. */
export function quantitiesFor(op: Pick<AddOp, 'lines'>, cart: Cart | null): number[] {
  return op.lines.map((line) => findMatchingLine(cart, line)?.quantity ?? 0);
}

/** The add is in `cart`: every line landed on top of its quantity before the add. */
export function addLanded(op: Pick<AddOp, 'lines'>, before: readonly number[], cart: Cart | null): boolean {
  return Boolean(cart) && op.lines.every((line, i) => lineLanded(cart, line, before[i] ?? 0));
}

/** The shop no longer has the cart (expired, or completed at checkout in another tab). */
export function cartGone(result: CartResult): boolean {
  return (
    !result.cart && result.userErrors.some((error) => error.field?.includes('cartId') || /cart .*(does not exist|not found)/i.test(error.message))
  );
}

/** A tab's moves of a forked cart's lines, kept for the tab's life: the quantities before each was first sent. */
export type Moves = Record<string, number[]>;

/** The units this tab added itself, by cart id (each entry one item: merchandise, attributes, selling plan). */
export type OwnUnits = Map<string, AddLineInput[]>;

/** Counts `lines` as this tab's own in `cartId`. */
export function addOwn(own: OwnUnits, cartId: string, lines: readonly AddLineInput[]): void {
  const list = own.get(cartId) ?? [];
  addUnits(list, lines);
  own.set(cartId, list);
}

/**
 * This tab's own units in `cart`, as lines to add elsewhere: no more of an item than the cart still holds (the shopper
 * may have lowered it, the shop may have added fewer), under the line's attributes and selling plan. An attribute may
 * read back with a null value, which AttributeInput does not take ('' matches alike here).
 */
function ownLinesIn(own: OwnUnits, cart: Cart): CartLineInput[] {
  return (own.get(cart.id) ?? []).flatMap((entry) => {
    const line = findMatchingLine(cart, entry);
    const quantity = Math.min(entry.quantity ?? 1, line?.quantity ?? 0);
    if (!line || quantity <= 0) return [];
    const attributes = line.attributes.map((a) => ({ key: a.key, value: a.value ?? '' }));
    return [{ merchandiseId: line.merchandise.id, quantity, attributes, sellingPlanId: planOf(line) ?? undefined }];
  });
}

/**
 * Reads the cart stored under `id` (or announced by another tab). When this tab was showing a different cart with lines
 * that the shop still has (tabs made a cart each at the same moment: a fork), every tab ends on the same one of the
 * two: the cart with the lesser id (a cart with no lines never wins). The tab leaving the other one moves into it only
 * its own units, once: what other tabs added or moved there is theirs to move, so nothing counts twice however many
 * tabs forked. A cart completed at checkout is gone from the shop, so its lines are never moved. A move whose answer
 * was lost may have landed: `moves` keeps the quantities before it, and a retry that finds the units there does not
 * send them again.
 */
export async function readSharedCart(
  client: StorefrontClient,
  id: string | null,
  previous: Cart | null,
  own: OwnUnits = new Map(),
  moves: Moves = {},
): Promise<Cart | null> {
  const cart = id ? await fetchCart(client, id) : null;
  if (!cart || !previous || previous.id === cart.id || !previous.lines.length) return cart;
  const forked = await fetchCart(client, previous.id);
  if (!forked?.lines.length) return cart;
  if (forked.id < cart.id || !cart.lines.length) return forked;
  const move = { lines: ownLinesIn(own, forked) };
  if (!move.lines.length) return cart;
  // As an add: it landed once every line is on top of the quantity it had before the first attempt.
  const before = (moves[forked.id + cart.id] ??= quantitiesFor(move, cart));
  const moved = addLanded(move, before, cart) ? cart : ((await addCartLines(client, cart.id, move.lines)).cart ?? cart);
  own.delete(forked.id);
  addOwn(own, cart.id, move.lines);
  return moved;
}

/**
 * A read of the cart as an op (the stored cart, or `cartId`), retried with backoff like any other. A cart the shop no
 * longer has (expired, or completed at checkout) is forgotten; when this tab was showing its lines, the shopper is told.
 */
export function readOp(ctx: AttemptContext, own: OwnUnits, moves: Moves, cartId?: string | null): GenericOp {
  return newOp<GenericOp>({
    kind: 'fetch',
    run: async () => {
      const shown = ctx.confirmed();
      const asked = cartId === undefined ? ctx.storedCartId() : cartId;
      const ownBefore = own.get(shown?.id ?? '');
      const cart = await readSharedCart(ctx.client, asked, shown, own, moves);
      // A cart forgotten is news to the other tabs, and so are units moved into a cart (a tab may have read it just
      // before), and the cart this tab kept over the one it heard of or found stored (its tabs move their units here);
      // a cart only read is not: they stored it.
      const moved = Boolean(shown && ownBefore && !own.has(shown.id));
      ctx.confirm(cart, !cart || moved || (Boolean(asked) && cart.id !== asked));
      return { ...unchanged(cart), warnings: !cart && shown?.lines.length ? [COMPLETED] : [] };
    },
  });
}

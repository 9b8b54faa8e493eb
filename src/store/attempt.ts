// One attempt of a queued operation against the shop, and the facts the queue runner needs about its result.
import {
  addCartLines,
  createCart,
  fetchCart,
  removeCartLines,
  updateCartLines,
  type Cart,
  type CartLineInput,
  type CartResult,
  type CartWarning,
  type StorefrontClient,
} from '../cart-client';
import { findMatchingLine, lineLanded, planOf } from './optimistic';
import { isAdd, isQuantity, isRemove, newOp, resolveLine, type AddOp, type GenericOp, type Op } from './ops';

/** Said once, with the result of the op that found the cart gone: the order was completed (or the cart expired). */
export const COMPLETED: CartWarning = { code: 'CART_COMPLETED', message: 'the cart was completed or has expired', target: '' };

/** A result for nothing sent: `cart` as it is. */
export const unchanged = (cart: Cart | null): CartResult => ({ cart, userErrors: [], warnings: [] });

export interface AttemptContext {
  client: StorefrontClient;
  confirmed(): Cart | null;
  /** The cart id another tab may have stored since this one started. */
  storedCartId(): string | null;
  /** Adopts a cart read from or confirmed by the shop; `broadcast: false` does not tell other tabs. */
  confirm(cart: Cart | null, broadcast?: boolean): void;
  /** Saves what a reload must not lose, now (an add's request is leaving: a reload must know it may be running). */
  save(): void;
}

/** Sends an op's request against the current cart (an add joins a cart another tab made rather than fork one). */
export async function attempt(ctx: AttemptContext, op: Op): Promise<CartResult> {
  const { client } = ctx;
  if (isAdd(op)) {
    const lines: CartLineInput[] = op.lines.filter((line) => (line.quantity ?? 1) > 0).map(({ display: _d, ...line }) => line);
    const otherId = ctx.confirmed() ? null : ctx.storedCartId();
    if (otherId) ctx.confirm(await fetchCart(client, otherId), false);
    const cart = ctx.confirmed();
    if (otherId) op.before = quantitiesFor(op, cart); // what the add lands on top of is that cart's lines
    op.sentAt = Date.now();
    ctx.save();
    return cart ? addCartLines(client, cart.id, lines) : createCart(client, { lines });
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

/** A read's moves of a forked cart's lines, kept across its retries: the quantities before each was first sent. */
export type Moves = Record<string, number[]>;

/**
 * Reads the cart stored under `id`. When this tab was showing a different cart that the shop still has (two tabs made
 * a cart at the same moment), its lines are moved into the stored one, so nothing the shopper added is lost. A cart
 * completed at checkout is gone from the shop, so its lines are never moved. A move whose answer was lost may have
 * landed: `moves` keeps the quantities before it, and a retry that finds the lines there does not send them again.
 * `heard`: another tab announced `id`. When both tabs made a cart, each hears the other's, so one must keep its own: the
 * cart with the lesser id wins in both tabs, and only the other one's lines move.
 */
export async function readSharedCart(
  client: StorefrontClient,
  id: string | null,
  previous: Cart | null,
  moves: Moves = {},
  heard?: boolean,
): Promise<Cart | null> {
  const cart = id ? await fetchCart(client, id) : null;
  if (!cart || !previous || previous.id === cart.id || !previous.lines.length) return cart;
  const forked = await fetchCart(client, previous.id);
  if (!forked?.lines.length) return cart;
  if (heard && forked.id < cart.id) return forked;
  // An attribute of a line may read back with a null value, which AttributeInput does not take ('' matches alike here);
  // a line keeps its selling plan (none: one-time purchase).
  const move = {
    lines: forked.lines.map((line) => ({
      merchandiseId: line.merchandise.id,
      quantity: line.quantity,
      attributes: line.attributes.map((a) => ({ key: a.key, value: a.value ?? '' })),
      sellingPlanId: planOf(line) ?? undefined,
    })),
  };
  // As an add: it landed once every line is on top of the quantity it had before the first attempt.
  const before = (moves[forked.id + cart.id] ??= quantitiesFor(move, cart));
  if (addLanded(move, before, cart)) return cart;
  return (await addCartLines(client, cart.id, move.lines)).cart ?? cart;
}

/**
 * A read of the cart as an op (the stored cart, or `cartId`), retried with backoff like any other. A cart the shop no
 * longer has (expired, or completed at checkout) is forgotten; when this tab was showing its lines, the shopper is told.
 */
export function readOp(ctx: AttemptContext, cartId?: string | null, heard?: boolean): GenericOp {
  const moves: Moves = {}; // kept across the read's retries
  return newOp<GenericOp>({
    kind: 'fetch',
    run: async () => {
      const shown = ctx.confirmed();
      const cart = await readSharedCart(ctx.client, cartId === undefined ? ctx.storedCartId() : cartId, shown, moves, heard);
      // A cart forgotten is news to the other tabs, and so are lines moved into the stored cart (a tab may have read it
      // just before); a cart only read is not: they stored it.
      ctx.confirm(cart, !cart || Object.keys(moves).length > 0);
      return { ...unchanged(cart), warnings: !cart && shown?.lines.length ? [COMPLETED] : [] };
    },
  });
}

import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  addCartLines,
  createCart,
  fetchCart,
  isTransientError,
  removeCartLines,
  updateCartLines,
  type Cart,
  type CartLineInput,
  type CartResult,
  type StorefrontClient,
} from '../cart-client';
import { messagesOf, transportMessage } from './messages';
import { PENDING_PREFIX, estimate, findMatchingLine } from './optimistic';
import { createCartIdStore, shopKeyFromDomain, type CartStorage } from './persistence';
import { isAdd, isQuantity, isRemove, newOp, project, resolveLine, type AddOp, type GenericOp, type Op } from './queue';
import { retryDelay, wait, type RetryOptions } from './retry';
import { createCartActions, type CartActions } from './actions';
import { createTabSync, type CartChannel } from './tab-sync';
import { savePendingAdds, takePendingAdds, unsentAdds } from './pending-adds';
import type { CartMessage, CartState, OperationKind, Outcome } from './types';

export interface CartStoreOptions {
  client: StorefrontClient;
  /** Where the cart id is kept between visits (`localStorage` in the browser). `null` keeps it in memory. */
  storage?: CartStorage | null;
  /** Separates carts of different shops; default: derived from the client's domain. */
  shopKey?: string;
  /** Tells other tabs about cart changes; default a `BroadcastChannel` when the platform has one. */
  channel?: CartChannel | null;
  retry?: RetryOptions;
}

export type CartStoreState = CartState & CartActions;
export type CartEvent = { type: 'change'; cart: Cart | null } | { type: 'error'; messages: CartMessage[]; operation: OperationKind };
export interface CartStore extends StoreApi<CartStoreState> {
  /** Listen to confirmed cart changes and failures (the mount layer turns them into DOM events). */
  on(listener: (event: CartEvent) => void): () => void;
  /** Resolves when every queued operation has finished. */
  idle(): Promise<void>;
  /** Stops listening to other tabs and cancels retries. */
  destroy(): void;
}

/** Internals the action helpers share with the queue runner. */
export interface StoreCore {
  client: StorefrontClient;
  confirmed(): Cart | null;
  enqueue(op: Op): void;
  queue(): readonly Op[];
  cancel(op: Op): void;
  set: (partial: Partial<CartState>) => void;
  get: () => CartStoreState;
  start(): Promise<Outcome>;
  refresh(cartId?: string | null): Promise<Outcome>;
  idle(): Promise<void>;
  /** Draws the cart again after a queued op was changed in place. */
  redraw(): void;
}

/**
 * The cart store: every cart operation through one queue, drawn optimistically, persisted per shop, shared across tabs.
 * Framework-free (`zustand/vanilla`); widgets read it through `useCart`.
 *
 * @example
 * const store = createCartStore({ client, storage: localStorage });
 * await store.getState().start();
 * await store.getState().addLines([{ merchandiseId: variant.id, quantity: 1 }]);
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { client } = options;
  const retry = options.retry ?? {};
  const ids = createCartIdStore(options.storage === undefined ? null : options.storage, options.shopKey ?? shopKeyFromDomain(client.config.domain));
  const listeners = new Set<(event: CartEvent) => void>();
  const queue: Op[] = [];
  const idleWaiters: Array<() => void> = [];
  let confirmed: Cart | null = null;
  let pumping = false;
  let destroyed = false;
  /** Restoring the stored cart at start. */
  let loading = false;
  /** The last operation failed for a transport reason (cleared by the next success). */
  let failed = false;

  const emit = (event: CartEvent) => listeners.forEach((listener) => listener(event));

  const store = createStore<CartStoreState>()(() => ({
    cart: null,
    confirmedCart: null,
    status: 'idle',
    pendingLines: [],
    messages: [],
    persistent: ids.persistent,
    drawerOpen: false,
  }) as unknown as CartStoreState);

  function publish(extra: Partial<CartState> = {}) {
    if (!destroyed) savePendingAdds(ids, queue.filter(isAdd).map((op) => ({ lines: op.lines, before: op.before ?? quantitiesFor(op, confirmed) })));
    const projected = project(confirmed, queue);
    const linesChanged = queue.some((op) => isAdd(op) || isQuantity(op) || isRemove(op));
    const pendingLines = queue.filter(isAdd).flatMap((op) =>
      op.lines.map((line) => {
        const shown = projected?.lines.find((l) => l.id.startsWith(`${PENDING_PREFIX}${op.id}:`) && l.merchandise.id === line.merchandiseId) ?? findMatchingLine(projected, line.merchandiseId, line.attributes);
        return { lineId: shown?.id ?? '', state: op.state === 'retrying' ? ('retrying' as const) : ('pending' as const), reason: op.reason };
      }),
    );
    const status = loading ? 'loading' : queue.length > 0 ? 'updating' : failed ? 'error' : 'idle';
    store.setState({
      cart: projected && linesChanged ? estimate(projected, confirmed) : projected,
      confirmedCart: confirmed,
      pendingLines,
      persistent: ids.persistent,
      ...extra,
      status,
    });
  }

  function setConfirmed(cart: Cart | null, broadcast = true) {
    const changed = cart?.id !== confirmed?.id || cart?.updatedAt !== confirmed?.updatedAt || cart?.totalQuantity !== confirmed?.totalQuantity;
    confirmed = cart;
    if (cart) ids.write(cart.id);
    else ids.clear();
    if (changed) {
      emit({ type: 'change', cart });
      if (broadcast) sync.announce(cart?.id ?? null, cart?.updatedAt ?? null);
    }
  }

  function cartGone(result: CartResult): boolean {
    return !result.cart && result.userErrors.some((error) => error.field?.includes('cartId') || /cart .*(does not exist|not found)/i.test(error.message));
  }

  function finish(op: Op, outcome: Outcome) {
    op.settle.forEach((settle) => settle(outcome));
  }

  function fail(op: Op, messages: CartMessage[], cancelled = false): Outcome {
    if (!cancelled) emit({ type: 'error', messages, operation: op.kind });
    return cancelled ? { ok: false, cart: confirmed, errors: messages, cancelled } : { ok: false, cart: confirmed, errors: messages };
  }

  /** One attempt of an op's request against the current cart. */
  async function attempt(op: Op): Promise<CartResult> {
    if (isAdd(op)) {
      const lines: CartLineInput[] = op.lines.filter((line) => (line.quantity ?? 1) > 0).map(({ display: _d, ...line }) => line);
      if (!confirmed) {
        // Another tab may have made a cart since this one started: join it rather than fork.
        const otherId = ids.read();
        if (otherId) setConfirmed(await fetchCart(client, otherId), false);
      }
      return confirmed ? addCartLines(client, confirmed.id, lines) : createCart(client, { lines });
    }
    if (isQuantity(op)) {
      const lineId = resolveLine(confirmed, op.line);
      if (!lineId || !confirmed) return { cart: confirmed, userErrors: [], warnings: [] };
      return op.quantity > 0 ? updateCartLines(client, confirmed.id, [{ id: lineId, quantity: op.quantity }]) : removeCartLines(client, confirmed.id, [lineId]);
    }
    if (isRemove(op)) {
      const lineIds = op.lines.map((ref) => resolveLine(confirmed, ref)).filter((id): id is string => Boolean(id));
      if (!lineIds.length || !confirmed) return { cart: confirmed, userErrors: [], warnings: [] };
      return removeCartLines(client, confirmed.id, lineIds);
    }
    return (op as GenericOp).run(confirmed?.id ?? null, confirmed);
  }

  /** Quantities of the lines an add targets, to tell afterwards whether a lost request reached the shop. */
  function quantitiesFor(op: AddOp, cart: Cart | null): number[] {
    return op.lines.map((line) => findMatchingLine(cart, line.merchandiseId, line.attributes)?.quantity ?? 0);
  }

  async function execute(op: Op): Promise<Outcome> {
    const retriesForever = isAdd(op);
    const safeToRepeat = retriesForever || isQuantity(op) || isRemove(op) || (op as GenericOp).idempotent;
    const limit = retry.attempts ?? 3;
    let before = isAdd(op) ? quantitiesFor(op, confirmed) : [];
    if (isAdd(op)) op.before = before;
    let recreated = false;
    for (let n = 0; ; n++) {
      if (op.cancelled) return fail(op, [], true);
      try {
        const hadCart = Boolean(confirmed);
        const result = await attempt(op);
        if (cartGone(result) && hadCart && !recreated) {
          // Expired or completed in another tab: forget it quietly; an add goes to a fresh cart.
          recreated = true;
          setConfirmed(null);
          if (isAdd(op)) continue;
        }
        if (result.cart) setConfirmed(result.cart);
        failed = false;
        const messages = messagesOf(result, op.kind);
        if (result.userErrors.length > 0) {
          publish({ messages });
          return fail(op, messages);
        }
        publish({ messages });
        return { ok: true, cart: confirmed, warnings: messages };
      } catch (error) {
        const message = transportMessage(error, op.kind);
        if (!isTransientError(error) || !safeToRepeat || (!retriesForever && n + 1 >= limit) || destroyed) {
          failed = true;
          publish({ messages: [message] });
          return fail(op, [message]);
        }
        op.state = 'retrying';
        op.reason = message.message;
        publish({ messages: [message] });
        await wait(retryDelay(error, n, retry), op.abort.signal);
        if (op.cancelled || destroyed) return fail(op, [], true);
        if (isAdd(op) && confirmed) {
          // The answer may be what got lost: read the cart before sending the add again.
          try {
            const fresh = await fetchCart(client, confirmed.id);
            const now = quantitiesFor(op, fresh);
            const landed = fresh && op.lines.every((line, i) => now[i]! >= before[i]! + (line.quantity ?? 1));
            setConfirmed(fresh);
            if (landed) {
              publish({ messages: [] });
              return { ok: true, cart: confirmed, warnings: [] };
            }
            before = now;
            op.before = now;
          } catch {
            // still unreachable: try again after the next wait
          }
        }
        op.state = 'sending';
        publish();
      }
    }
  }

  async function pump() {
    if (pumping) return;
    pumping = true;
    while (queue.length > 0) {
      const op = queue[0]!;
      op.state = 'sending';
      publish();
      const outcome = await execute(op);
      queue.shift();
      finish(op, outcome);
      if (op.kind === 'fetch') loading = false;
      publish();
    }
    pumping = false;
    idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  function enqueue(op: Op) {
    queue.push(op);
    publish();
    void pump();
  }

  function cancel(op: Op) {
    op.cancelled = true;
    op.abort.abort();
    if (op.state === 'queued') {
      queue.splice(queue.indexOf(op), 1);
      finish(op, { ok: false, cart: confirmed, errors: [], cancelled: true });
      publish();
    }
  }

  /** Reads the cart (the stored one, or `cartId`) as a queued operation, so it never interleaves with a mutation. */
  function refresh(cartId?: string | null): Promise<Outcome> {
    return new Promise((resolve) => {
      const op = newOp<GenericOp>(
        {
          kind: 'fetch',
          idempotent: true,
          run: async () => {
            const id = cartId === undefined ? ids.read() : cartId;
            const cart = id ? await fetchCart(client, id) : null; // retried with backoff like any op
            // A cart the shop no longer has (expired, or completed at checkout) is forgotten without a word.
            setConfirmed(cart, false);
            return { cart, userErrors: [], warnings: [] };
          },
        },
        resolve,
      );
      enqueue(op);
    });
  }

  const core: StoreCore = {
    client,
    confirmed: () => confirmed,
    enqueue,
    queue: () => queue,
    cancel,
    set: (partial) => store.setState(partial),
    get: () => store.getState(),
    async start() {
      // Taken before the first read: publishing the (still empty) queue rewrites what is saved.
      const saved = takePendingAdds(ids);
      let outcome: Outcome = { ok: true, cart: null, warnings: [] };
      if (ids.read()) {
        loading = true;
        outcome = await refresh();
      }
      const unsent = unsentAdds(saved, confirmed);
      if (unsent.length) void store.getState().addLines(unsent);
      return outcome;
    },
    refresh,
    redraw: () => publish(),
    idle: () => (queue.length === 0 && !pumping ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
  };

  const sync = createTabSync(options.channel, ids.key, (cartId) => {
    if (cartId !== (confirmed?.id ?? null) || cartId) void refresh(cartId);
  });

  store.setState(createCartActions(core) as Partial<CartStoreState>);

  return Object.assign(store, {
    on(listener: (event: CartEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle: core.idle,
    destroy() {
      destroyed = true;
      sync.close();
      queue.forEach((op) => op.abort.abort());
    },
  });
}


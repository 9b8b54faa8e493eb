import { createStore, type StoreApi } from 'zustand/vanilla';
import { fetchCart, isTransientError, type Cart, type StorefrontClient } from '../cart-client';
import { addLanded, attempt, cartGone, quantitiesFor, readSharedCart } from './attempt';
import { messagesOf, transportMessage } from './messages';
import { PENDING_PREFIX, estimate, findMatchingLine } from './optimistic';
import { createCartIdStore, shopKeyFromDomain, type CartStorage } from './persistence';
import { isAdd, isQuantity, isRemove, newOp, project, sameLine, type GenericOp, type Op } from './queue';
import { retryDelay, wait, type RetryOptions } from './retry';
import { createCartActions, type CartActions } from './actions';
import { createTabSync, type CartChannel } from './tab-sync';
import { ownPendingAdds, savePendingAdds, takePendingAdds, unsentAdds, type PendingAdd } from './pending-adds';
import type { AddLineInput, CartMessage, CartState, OperationKind, Outcome } from './types';

export interface CartStoreOptions {
  client: StorefrontClient;
  /** Where the cart id is kept between visits (`localStorage` in the browser). `null` keeps it in memory. */
  storage?: CartStorage | null;
  /** Separates carts of different shops; default: derived from the client's domain. */
  shopKey?: string;
  /** Tells other tabs about cart changes; default a `BroadcastChannel` when the platform has one. */
  channel?: CartChannel | null;
  retry?: RetryOptions;
  /** Names this tab across reloads (the mount layer keeps it in sessionStorage), so a reload takes back its own unsent adds. */
  tabId?: string;
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
  const tabId = options.tabId ?? Math.random().toString(36).slice(2);
  /** Saved adds of this tab (or of closed tabs) still to be checked against the cart once it can be read. */
  let restoring = false;
  /** This tab's saved adds from before the reload, kept in storage until they are re-sent. */
  let heldOwn: PendingAdd[] = [];
  /** Restoring the stored cart at start. */
  let loading = false;
  /** The last operation failed for a transport reason (cleared by the next success). */
  let failed = false;

  const emit = (event: CartEvent) => listeners.forEach((listener) => listener(event));

  const store = createStore<CartStoreState>()(
    () =>
      ({
        cart: null,
        confirmedCart: null,
        status: 'idle',
        pendingLines: [],
        messages: [],
        persistent: ids.persistent,
        drawerOpen: false,
        queuedQuantity: 0,
      }) as unknown as CartStoreState,
  );

  function publish(extra: Partial<CartState> = {}) {
    if (!destroyed) savePendingAdds(ids, tabId, [...(restoring ? heldOwn : []), ...unconfirmedAdds()]);
    const projected = project(confirmed, queue);
    const linesChanged = queue.some((op) => isAdd(op) || isQuantity(op) || isRemove(op));
    const pendingLines = queue.filter(isAdd).flatMap((op) =>
      op.lines.map((line) => {
        const shown =
          projected?.lines.find((l) => l.id.startsWith(`${PENDING_PREFIX}${op.id}:`) && l.merchandise.id === line.merchandiseId) ??
          findMatchingLine(projected, line.merchandiseId, line.attributes);
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

  /** What a reload must not lose: each waiting add line with its baseline, unless a later queued op removes that line. */
  function unconfirmedAdds(): PendingAdd[] {
    return queue.flatMap((op, index) => {
      if (!isAdd(op)) return [];
      const before = op.before ?? quantitiesFor(op, confirmed);
      const removedLater = (line: AddLineInput) =>
        queue.slice(index + 1).some((later) => {
          const ref = { lineId: '', merchandiseId: line.merchandiseId, attributes: line.attributes ?? [] };
          return (
            (isQuantity(later) && later.quantity <= 0 && sameLine(later.line, ref)) || (isRemove(later) && later.lines.some((r) => sameLine(r, ref)))
          );
        });
      return op.lines.flatMap((line, i) => (removedLater(line) ? [] : [{ line, baseline: before[i] ?? 0 }]));
    });
  }

  /** Re-sends the saved adds that did not land, once the cart could be read (right at start, or after the next success). */
  function restorePending() {
    if (!restoring) return;
    restoring = false;
    heldOwn = [];
    const unsent = unsentAdds(takePendingAdds(ids, tabId), confirmed);
    if (unsent.length) void store.getState().addLines(unsent);
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

  function finish(op: Op, outcome: Outcome) {
    op.settle.forEach((settle) => settle(outcome));
  }

  function fail(op: Op, messages: CartMessage[], cancelled = false): Outcome {
    if (!cancelled) emit({ type: 'error', messages, operation: op.kind });
    return cancelled ? { ok: false, cart: confirmed, errors: messages, cancelled } : { ok: false, cart: confirmed, errors: messages };
  }

  const attemptContext = {
    client,
    confirmed: () => confirmed,
    storedCartId: () => ids.read(),
    adopt: (cart: Cart | null) => setConfirmed(cart, false),
  };

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
        const result = await attempt(attemptContext, op);
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
        restorePending();
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
            const landed = addLanded(op, before, fresh);
            setConfirmed(fresh);
            if (landed) {
              publish({ messages: [] });
              return { ok: true, cart: confirmed, warnings: [] };
            }
            before = quantitiesFor(op, fresh);
            op.before = before;
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
            const cart = await readSharedCart(client, cartId === undefined ? ids.read() : cartId, confirmed); // retried with backoff like any op
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
      heldOwn = ownPendingAdds(ids, tabId);
      restoring = true;
      if (!ids.read()) {
        restorePending();
        return { ok: true, cart: null, warnings: [] };
      }
      loading = true;
      // A successful read re-sends the saved adds that did not land; a failed one leaves them saved until one succeeds.
      return refresh();
    },
    refresh,
    redraw: () => publish(),
    idle: () => (queue.length === 0 && !pumping ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
  };

  // Another tab changed the cart: read the id it stored (the last one written wins, so two tabs that both made a cart
  // at the same moment end on the same one; the refresh moves the lines of a forked cart over).
  const sync = createTabSync(options.channel, ids.key, () => void refresh());

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
      queue.forEach((op) => {
        op.cancelled = true;
        op.abort.abort();
      });
    },
  });
}

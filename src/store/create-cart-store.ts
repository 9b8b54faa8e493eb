import { createStore } from 'zustand/vanilla';
import type { Cart } from '../cart-client';
import { createCartActions } from './actions';
import { readOp, type Moves, type OwnUnits } from './attempt';
import { createDoubt } from './doubt';
import { createEnding } from './ending';
import { unmarked, type Marked } from './marks';
import { createCartIdStore, shopKeyFromDomain } from './persistence';
import { createOpQueue, type OpQueue } from './queue';
import { createReloadAdds } from './reload-adds';
import type { RunContext } from './run-op';
import { DESTROY, DESTROYED, NEW, nextPhase, READY, START, START_EMPTY, type Phase, type PhaseEvent } from './status';
import type { EarlyCall } from './early-calls';
import type { CartActions, CartEvent, CartStore, CartStoreOptions, CartStoreState, StoreApi, StoreCore } from './store-api';
import { createTabSync } from './tab-sync';
import type { CartState, Outcome } from './types';
import { view } from './view';

export type { CartEvent, CartStore, CartStoreOptions, CartStoreState } from './store-api';

/** The state before anything is known (its actions are set as the store is made). */
function firstState(persistent: boolean): CartStoreState {
  return { ...view(null, [], NEW, false), messages: [], persistent, drawerOpen: false, queuedQuantity: 0 } as unknown as CartStoreState;
}

/**
 * The cart store: every cart operation through one queue, drawn optimistically, persisted per shop, shared across tabs.
 * Framework-free (`zustand/vanilla`); widgets read it through `useCart`. What it knows: the confirmed cart, the queue,
 * its phase (status.ts) and whether the last operation was unreachable; everything shown is `view()` of those.
 *
 * @example
 * const store = createCartStore({ client, storage: localStorage });
 * await store.getState().start();
 * await store.getState().addLines([{ merchandiseId: variant.id, quantity: 1 }]);
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { client } = options;
  const ids = createCartIdStore(options.storage ?? null, options.shopKey ?? shopKeyFromDomain(client.config.domain), options.fallbacks);
  /** Aborted by `destroy()`: what the store still holds (the lock naming a cart it made, tab-sync.ts) lets go at once. */
  const stopped = new AbortController();
  const listeners = new Set<(event: CartEvent) => void>();
  const emit = (event: CartEvent) => listeners.forEach((listener) => listener(event));
  let confirmed: Cart | null = null;
  let phase: Phase = NEW;
  /** The last operation failed for a transport reason (cleared by the next answer from the shop). */
  let failed = false;
  /** The units this tab's adds put in each cart, and its moves of them out of a forked cart (attempt.ts `readSharedCart`). */
  const own: OwnUnits = new Map();
  const moves: Moves = {};
  const retry = options.retry ?? {};

  const store = createStore<CartStoreState>()(() => firstState(ids.persistent));

  /** Saves what a reload must not lose (`at` 0: as a page gone for good). */
  const save = (at?: number) => kept.save(phase, confirmed, at);

  /** Saves, then draws the state again (`extra`: the messages of what just happened; `unreachable`: see `failed`). */
  function publish(extra?: Partial<CartState>, unreachable = failed) {
    failed = unreachable;
    save();
    store.setState({ persistent: ids.persistent, ...extra, ...view(confirmed, queue.ops, phase, failed) });
  }

  /** Moves to the next phase; on becoming READY the adds saved before a reload are checked (reload-adds.ts). */
  function to(event: PhaseEvent) {
    const from = phase;
    phase = nextPhase(phase, event);
    if (from !== READY && phase === READY) kept.take(confirmed);
  }

  function setConfirmed(read: Marked | null, broadcast = true) {
    const cart = read?.marks ? unmarked(read) : read; // marks.ts reads them; nobody else sees them
    const changed = cart?.id !== confirmed?.id || cart?.updatedAt !== confirmed?.updatedAt || cart?.totalQuantity !== confirmed?.totalQuantity;
    // A cart forgotten here may already have a successor another tab stored: that one is kept (tabs converge on it).
    if (cart) ids.write(cart.id);
    else if (!confirmed || ids.read() === confirmed.id) ids.clear();
    confirmed = cart;
    if (changed) {
      emit({ type: 'change', cart });
      if (broadcast) tab.announce(cart?.id);
    }
  }

  const cancelled = (): Outcome => ({ ok: false, cart: confirmed, errors: [], cancelled: true });

  const queue = createOpQueue((op) => settle(op), publish, cancelled, options.gatherMs ?? 100);

  /**
   * Reads the cart (the stored one, or `cartId`) as a queued operation, never beside a change. What waits to be retried
   * is tried at once first (the drawer's Retry is this).
   */
  function refresh(cartId?: string | null): Promise<Outcome> {
    queue.wake();
    return queue.push(readOp(core, own, moves, cartId));
  }

  // A doubt's read: once, and never beside a change.
  const doubt = createDoubt(() => {
    if (phase !== DESTROYED && !queue.ops.some((op) => op.kind === 'fetch')) void queue.push(readOp(core, own, moves));
  }, retry);

  const tab = createTabSync(options, ids, refresh, () => confirmed?.id, stopped.signal);
  const kept = createReloadAdds(ids, tab, queue, store);
  const core: StoreCore & RunContext = {
    ...tab, // its name, the cart another tab has, the one section where a cart is made
    client,
    queue,
    retry,
    confirmed: () => confirmed,
    storedCartId: () => ids.read(),
    confirm: setConfirmed,
    save,
    inFlightMs: retry.inFlightMs ?? client.config.timeoutMs,
    recheck: () => (queue.wake(), doubt.check()), // what waits to be retried goes now, and a doubt is read
    stopped: () => phase === DESTROYED,
    set: (partial) => store.setState(partial),
    get: () => store.getState(),
    async start() {
      tab.hello();
      kept.hold();
      // A successful read re-sends the saved adds that did not land; a failed one keeps them saved until one succeeds.
      // Where storage is not shared between tabs, another tab that shows a cart says which.
      const id = ids.read() ?? (ids.shared ? undefined : await tab.ask());
      if (id) {
        to(START);
        return refresh(id);
      }
      to(START_EMPTY); // no cart to read: the saved adds are checked against none at once
      return { ok: true, cart: null, warnings: [] };
    },
    refresh,
  };
  const settle = createEnding(core, ids, doubt, own, emit, publish, to, cancelled);

  store.setState(createCartActions(core) as Partial<CartStoreState>);

  return Object.assign(store, {
    on(listener: (event: CartEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle: queue.idle,
    recheck: core.recheck,
    leave: () => save(0),
    take: (calls: EarlyCall[]) => takeCalls(store, queue, calls),
    away: tab.away,
    destroy() {
      doubt.stop();
      stopped.abort();
      to(DESTROY);
      tab.close();
      queue.stop();
    },
  });
}

/**
 * The calls kept in front of the cart, run on the store's actions in order. Held: nothing is sent before every call is
 * queued, so the adds among them join one another (queue.ts `joinAdd`). An action that throws (a bad argument:
 * cart-checks.ts) rejects its caller's promise; the rest still run.
 */
function takeCalls(store: StoreApi<CartStoreState>, queue: OpQueue, calls: EarlyCall[]) {
  queue.hold(() => {
    for (const { path, args, settle, fail } of calls.splice(0))
      new Promise((resolve) => resolve((store.getState()[path[1] as keyof CartActions] as (...a: unknown[]) => unknown)(...args))).then(settle, fail);
  });
}

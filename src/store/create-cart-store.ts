import { createStore } from 'zustand/vanilla';
import type { Cart } from '../cart-client';
import { createCartActions } from './actions';
import { addOwn, readOp, type Moves, type OwnUnits } from './attempt';
import { createDoubt } from './doubt';
import { createEndingMessages } from './ending-messages';
import { isAdd, type Op } from './ops';
import { lineChanges } from './line-changes';
import { unmarked, type Marked } from './marks';
import { createCartIdStore, shopKeyFromDomain } from './persistence';
import { createOpQueue, type OpQueue } from './queue';
import { createReloadAdds } from './reload-adds';
import { runOp, type Ending, type RunContext } from './run-op';
import { DESTROY, DESTROYED, NEW, nextPhase, READ_FAILED, READY, START, START_EMPTY, SUCCEEDED, type Phase, type PhaseEvent } from './status';
import type { EarlyCall } from './early-calls';
import type { CartActions, CartEvent, CartStore, CartStoreOptions, CartStoreState, StoreApi, StoreCore } from './store-api';
import { createTab } from './tab';
import { createTabSync } from './tab-sync';
import type { CartState, Outcome } from './types';
import { view } from './view';

export type { CartEvent, CartStore, CartStoreOptions, CartStoreState } from './store-api';

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
  const doubt = createDoubt(() => check(false), retry);
  const endingMessages = createEndingMessages(ids, doubt);

  const store = createStore<CartStoreState>()(
    () =>
      ({
        ...view(null, [], NEW, false),
        messages: [],
        persistent: ids.persistent,
        drawerOpen: false,
        queuedQuantity: 0,
      }) as unknown as CartStoreState,
  );

  /** Saves what a reload must not lose (`at` 0: as a page gone for good). */
  const save = (at?: number) => kept.save(phase, queue.ops, confirmed, at);

  /** Saves, then draws the state again (`extra`: the messages of what just happened). */
  function publish(extra: Partial<CartState> = {}) {
    save();
    store.setState({ persistent: ids.persistent, ...extra, ...view(confirmed, queue.ops, phase, failed) });
  }

  /**
   * Moves to the next phase; on becoming READY the adds saved before a reload are checked and those that did not land
   * sent. One whose request left just before may still be running at the shop: it runs next, as the add it was (one op
   * per request, its lines landing together), and is judged by a read once that request had time to finish (run-op.ts).
   */
  function to(event: PhaseEvent) {
    const from = phase;
    phase = nextPhase(phase, event);
    if (from === READY || phase !== READY) return;
    const { sent, unsent } = kept.take(confirmed);
    for (const op of sent) void queue.resumeSent(op);
    if (unsent.length) void store.getState().addLines(unsent);
  }

  /** Reads the cart to settle a doubt (queued, so never beside a change, and once); `wake`: what waits to be retried goes now too. */
  function check(wake: boolean) {
    if (wake) queue.wake();
    if (doubt.held() && phase !== DESTROYED && !queue.ops.some((op) => op.kind === 'fetch')) void queue.push(readOp(core, own, moves));
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
      if (broadcast) sync.announce(cart?.id);
    }
  }

  const cancelled = (): Outcome => ({ ok: false, cart: confirmed, errors: [], cancelled: true });

  /** How an op ended becomes state, an event and the outcome its callers get. */
  function conclude(op: Op, ending: Ending, fresh: boolean): Outcome {
    if (!ending) return cancelled();
    failed = 'code' in ending; // the shop was unreachable
    const messages = endingMessages(op, ending, fresh, confirmed, store.getState().messages);
    publish({ messages });
    if ('code' in ending || ending.userErrors.length > 0) {
      if (op.kind === 'fetch') to(READ_FAILED);
      emit({ type: 'error', messages, operation: op.kind });
      return { ok: false, cart: confirmed, errors: messages };
    }
    to(SUCCEEDED);
    return { ok: true, cart: confirmed, warnings: messages };
  }

  /**
   * Runs `op`; the queue concludes it once the op has left it. What it changed in the lines (confirmed before and after
   * it) is told once, after its change events.
   */
  async function settle(op: Op): Promise<() => Outcome> {
    const before = confirmed;
    const ending = await runOp(core, op);
    const fresh = confirmed !== before;
    if (isAdd(op) && ending && 'cart' in ending && ending.cart && !ending.userErrors.length) addOwn(own, ending.cart.id, op.lines);
    return () => {
      const outcome = conclude(op, ending, fresh);
      const changes = lineChanges(op, before, confirmed);
      if (changes.length) emit({ type: 'lines', changes, cart: confirmed });
      return outcome;
    };
  }

  const queue = createOpQueue(settle, publish, cancelled, options.gatherMs ?? 100);

  /**
   * Reads the cart (the stored one, or `cartId`) as a queued operation, so it never interleaves with a mutation. What
   * waits to be retried is tried at once first (the drawer's Retry is this).
   */
  function refresh(cartId?: string | null): Promise<Outcome> {
    queue.wake();
    return queue.push(readOp(core, own, moves, cartId));
  }

  // Another tab changed the cart: read the id it announced, not storage (its write may not show here yet). Tabs that
  // each made a cart at the same moment end on the one readSharedCart picks; a cart forgotten: read the stored one.
  const sync = createTabSync(
    options.channel,
    ids.key,
    (id) => void refresh(id),
    () => confirmed?.id,
    ids.stamp,
  );
  const tab = createTab(options, ids, sync);
  const kept = createReloadAdds(ids, tab.tabId);

  const core: StoreCore & RunContext = {
    client,
    queue,
    retry,
    confirmed: () => confirmed,
    storedCartId: () => ids.read(),
    sharedCartId: tab.sharedCartId,
    creating: tab.creating,
    confirm: setConfirmed,
    save,
    inFlightMs: retry.inFlightMs ?? client.config.timeoutMs,
    tabId: tab.tabId,
    recheck: () => check(true),
    stopped: () => phase === DESTROYED,
    set: (partial) => store.setState(partial),
    get: () => store.getState(),
    async start() {
      sync.hello();
      kept.hold();
      // A successful read re-sends the saved adds that did not land; a failed one keeps them saved until one succeeds.
      // Where storage is not shared between tabs, another tab that shows a cart says which.
      const id = ids.read() ?? (ids.shared ? undefined : await sync.ask());
      if (id) {
        to(START);
        return refresh(id);
      }
      to(START_EMPTY); // no cart to read: the saved adds are checked against none at once
      return { ok: true, cart: null, warnings: [] };
    },
    refresh,
  };

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
    away(away: boolean) {
      if (away) sync.close();
      else if (phase !== DESTROYED) {
        sync.open();
        sync.hello();
        void refresh();
      }
    },
    destroy() {
      doubt.stop();
      tab.stop();
      to(DESTROY);
      sync.close();
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

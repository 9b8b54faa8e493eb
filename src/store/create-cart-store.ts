import { createStore } from 'zustand/vanilla';
import type { Cart } from '../cart-client';
import { createCartActions } from './actions';
import { addOwn, readOp, type Moves, type OwnUnits } from './attempt';
import { cartMessage, messagesOf } from './messages';
import { lineLanded } from './optimistic';
import { isAdd, newOp, type AddOp, type Op } from './ops';
import { ownPendingAdds, savePendingAdds, takePendingAdds, unsentAdds, type PendingAdd } from './pending-adds';
import { lineChanges } from './line-changes';
import { unmarked, type Marked } from './marks';
import { createCartIdStore, shopKeyFromDomain } from './persistence';
import { createOpQueue } from './queue';
import { retryDelay } from './retry';
import { runOp, type Ending, type RunContext } from './run-op';
import { DESTROY, DESTROYED, NEW, nextPhase, READ_FAILED, READY, START, START_EMPTY, SUCCEEDED, type Phase, type PhaseEvent } from './status';
import type { EarlyCall } from './early-calls';
import type { CartActions, CartEvent, CartStore, CartStoreOptions, CartStoreState, StoreCore } from './store-api';
import { createTabSync, exclusive, madeCartId } from './tab-sync';
import type { CartState, Outcome } from './types';
import { savedAdds, view } from './view';

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
  // Named on first use, not here: a store may be made during a render (React's), which must not draw random numbers.
  let tabName: string | undefined;
  const tabId = () => (tabName ??= (typeof options.tabId === 'function' ? options.tabId() : options.tabId) ?? Math.random().toString(36).slice(2));
  /** The tabs' one section where a cart is made (tab-sync.ts `exclusive`). */
  const locks = options.locks === undefined ? globalThis.navigator?.locks : options.locks;
  const section = `${ids.key}:create`;
  /** Aborted by `destroy()`: what the store still holds (the lock naming a cart it made, tab-sync.ts) lets go at once. */
  const stopped = new AbortController();
  const listeners = new Set<(event: CartEvent) => void>();
  const emit = (event: CartEvent) => listeners.forEach((listener) => listener(event));
  let confirmed: Cart | null = null;
  let phase: Phase = NEW;
  /** While loading or restoring: this tab's adds saved before the reload, kept in storage until they are checked. */
  let held: PendingAdd[] = [];
  /** The last operation failed for a transport reason (cleared by the next answer from the shop). */
  let failed = false;
  /** A change the shop may or may not have made (its answer, then every read, was lost: `UNCONFIRMED`) until a read. */
  let doubt = false;
  /** The backoff read of a doubt, and how many were made (ten at most: 2, 4, 8… s, up to `maxDelayMs`). */
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checks = 0;
  /** The units this tab's adds put in each cart, and its moves of them out of a forked cart (attempt.ts `readSharedCart`). */
  const own: OwnUnits = new Map();
  const moves: Moves = {};
  /** The shopper was told the cart will not outlast this visit (storage that throws): said once. */
  let toldNotKept = false;

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

  /** Saves what a reload must not lose (`at` 0: as a page gone for good, for any page that starts next to take). */
  function save(at?: number) {
    const saved = savedAdds(phase, held, queue.ops, confirmed);
    if (saved) savePendingAdds(ids, tabId(), saved, at);
  }

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
    // This tab's saved entry also holds the adds this page queued while loading: they are in the queue, so only what the
    // page before saved (`held`, read at start) is taken back, with the entries of closed tabs.
    savePendingAdds(ids, tabId(), []);
    const taken = [...held, ...takePendingAdds(ids, tabId())];
    held = [];
    // Sent, and not in the cart just read: maybe still running at the shop, whatever the clock says (it may have jumped).
    // A marked one is judged by its mark, read with the cart (run-op.ts): another tab's units on its line are not it.
    const running = confirmed
      ? taken.filter((add) => add.sentAt !== undefined && (add.mark !== undefined || !lineLanded(confirmed, add.line, add.baseline)))
      : [];
    for (const sentAt of new Set(running.map((add) => add.sentAt))) {
      const sent = running.filter((add) => add.sentAt === sentAt);
      const [{ mark }] = sent as [PendingAdd];
      void queue.resumeSent(newOp<AddOp>({ kind: 'add', lines: sent.map((add) => add.line), before: sent.map((add) => add.baseline), sentAt, mark }));
    }
    const unsent = unsentAdds(
      taken.filter((add) => !running.includes(add)),
      confirmed,
    );
    if (unsent.length) void store.getState().addLines(unsent);
  }

  /** Reads the cart to settle a doubt (queued, so never beside a change, and once); `wake`: what waits to be retried goes now too. */
  function check(wake: boolean) {
    if (wake) queue.wake();
    if (doubt && phase !== DESTROYED && !queue.ops.some((op) => op.kind === 'fetch')) void queue.push(readOp(core, own, moves));
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
    const messages = 'code' in ending ? [ending] : messagesOf(ending, op.kind);
    // A read, or a change the shop answered with its whole cart, shows what the shop has: the drawer converges, and a
    // read says so at the top, where "could not check" was. Never sent again by itself.
    if (doubt && !('code' in ending) && !ending.userErrors.length && (op.kind === 'fetch' || fresh)) {
      doubt = false;
      checks = 0;
      if (op.kind === 'fetch' && ending.cart) messages.push(cartMessage('warning', 'CHECKED', 'read again', 'fetch'));
    }
    // Unsettled too while no cart could be read at all (a stored one would be shown as empty): read again likewise.
    doubt ||= 'code' in ending && (ending.code === 'UNCONFIRMED' || !confirmed);
    clearTimeout(timer);
    if (doubt && checks < 10) timer = setTimeout(() => check(false), retryDelay(null, ++checks, core.retry));
    // Said with the shopper's first change that the shop took, where they look (a card's sentence after Add, the drawer).
    if (confirmed && !ids.persistent && !toldNotKept && 'cart' in ending && !ending.userErrors.length && op.kind !== 'fetch') {
      toldNotKept = true;
      const code = ids.kept === 'tab' ? 'CART_KEPT_FOR_TAB' : 'CART_KEPT_FOR_PAGE';
      messages.push(cartMessage('warning', code, code, op.kind));
    } else if (op.kind === 'fetch' && !messages.length) {
      // A read another tab caused leaves that sentence shown: the shopper did nothing new that would answer it.
      messages.push(...store.getState().messages.filter((message) => message.code.startsWith('CART_KEPT')));
    }
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
  const refresh = (cartId?: string | null): Promise<Outcome> => {
    queue.wake();
    return queue.push(readOp(core, own, moves, cartId));
  };

  const core: StoreCore & RunContext = {
    client,
    queue,
    retry: options.retry ?? {},
    confirmed: () => confirmed,
    storedCartId: () => ids.read(),
    // A tab alone (tab-sync's `alone`) has no other tab's cart to find, and need not wait for the lock to make its own.
    sharedCartId: async () =>
      ids.read() ?? (sync.alone() ? null : ((await madeCartId(locks, section)) ?? (ids.shared ? null : ((await sync.ask()) ?? null)))),
    creating: (make) => exclusive(locks, section, make, sync.alone(), stopped.signal),
    confirm: setConfirmed,
    save,
    inFlightMs: options.retry?.inFlightMs ?? client.config.timeoutMs,
    tabId,
    recheck: () => check(true),
    stopped: () => phase === DESTROYED,
    set: (partial) => store.setState(partial),
    get: () => store.getState(),
    async start() {
      sync.hello();
      held = ownPendingAdds(ids, tabId());
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

  // Another tab changed the cart: read the id it announced, not storage (its write may not show here yet). Tabs that
  // each made a cart at the same moment end on the one readSharedCart picks; a cart forgotten: read the stored one.
  const sync = createTabSync(
    options.channel,
    ids.key,
    (id) => void refresh(id),
    () => confirmed?.id,
    ids.stamp,
  );

  store.setState(createCartActions(core) as Partial<CartStoreState>);

  return Object.assign(store, {
    on(listener: (event: CartEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle: queue.idle,
    recheck: core.recheck,
    leave: () => save(0),
    take(calls: EarlyCall[]) {
      // Held: nothing is sent before every call is queued, so the adds among them join one another (queue.ts `joinAdd`).
      // An action that throws (a bad argument: cart-checks.ts) rejects its caller's promise; the rest still run.
      queue.hold(() => {
        for (const { path, args, settle, fail } of calls.splice(0))
          new Promise((resolve) => resolve((store.getState()[path[1] as keyof CartActions] as (...a: unknown[]) => unknown)(...args))).then(
            settle,
            fail,
          );
      });
    },
    away(away: boolean) {
      if (away) sync.close();
      else if (phase !== DESTROYED) {
        sync.open();
        sync.hello();
        void refresh();
      }
    },
    destroy() {
      clearTimeout(timer);
      stopped.abort();
      to(DESTROY);
      sync.close();
      queue.stop();
    },
  });
}

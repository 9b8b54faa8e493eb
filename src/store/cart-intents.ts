// The cart as the first script holds it before the cart chunk (the real store, the drawer) has arrived: the state shape
// widgets read, and actions that keep what the shopper asked for, in order, and ask for the chunk. Once the real store is
// attached this one mirrors it and delegates to it; the adds queued meanwhile land as one request.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from './store-api';
import type { CartActions } from './store-api';
import type { CartStore, CartStoreState } from './create-cart-store';
import type { AddLineInput, CartMessage, Outcome } from './types';
import { CART_ACTIONS } from './cart-actions';

export { CART_ACTIONS };

type ActionName = (typeof CART_ACTIONS)[number];

export interface Intent {
  name: ActionName;
  args: unknown[];
  settle(result: unknown): void;
  /** An action that throws (a bad argument) rejects, as it would have called directly. */
  reject(error: unknown): void;
}

/**
 * What widgets read (`useCart`) and act on. Its events, and `idle()`, are the real store's: the cart chunk turns them into
 * DOM events once it is there (before it, only a failed load has something to tell, which the mount layer fires).
 */
export interface CartIntents extends StoreApi<CartStoreState> {
  /** The real store arrived: from now on this store shows its state, and the intents kept so far go to it, in order (by `replay`). */
  attach(real: CartStore, replay: Replay): void;
  /** The cart chunk could not be loaded: the intents kept so far are refused with `message` (asking again retries); false when there were none. */
  fail(message: CartMessage): boolean;
  destroy(): void;
}

/** Sends kept intents to the real store (intent-replay.ts: it comes with the cart chunk, as the store does). */
export type Replay = (real: CartStore, intents: Intent[]) => void;

const call = (store: CartStore, name: ActionName, args: unknown[]) => (store.getState()[name] as (...a: unknown[]) => unknown)(...args);

/**
 * The store widgets read on a page whose cart chunk is not there yet. `request()` asks for the chunk (the page's runtime
 * loads it and calls `attach` or `fail`).
 *
 * @example
 * const intents = createCartIntents(() => loadCart());
 * intents.getState().addLines([{ merchandiseId, quantity: 1 }]); // counted at once, sent when the chunk arrives
 * intents.attach(realStore, replayIntents); // the cart chunk's store and replay
 */
export function createCartIntents(request: () => void): CartIntents {
  let real: CartStore | null = null;
  /** What the shopper asked for since the page loaded, in order (taken out whole with `splice(0)`). */
  const intents: Intent[] = [];
  let unmirror = () => {};

  const act =
    (name: ActionName) =>
    (...args: unknown[]): unknown => {
      if (real) return call(real, name, args);
      return new Promise((settle, reject) => {
        intents.push({ name, args, settle, reject });
        publish();
        request();
      });
    };
  const actions = Object.fromEntries(CART_ACTIONS.map((name) => [name, act(name)])) as unknown as CartActions;
  // A message from a failed load goes away without loading anything.
  actions.clearMessages = () => (real ? real.getState().clearMessages() : store.setState({ messages: [] }));

  const store = createStore<CartStoreState>()(() => ({
    cart: null,
    confirmedCart: null,
    status: 'idle',
    pendingLines: [],
    messages: [],
    persistent: true,
    drawerOpen: false,
    queuedQuantity: 0,
    ...actions,
  }));

  /** Settles every kept intent with `outcome`, and forgets them. */
  function drop(outcome: Outcome) {
    intents.splice(0).forEach((intent) => intent.settle(outcome));
  }

  function publish() {
    const adds = intents.filter((intent) => intent.name === 'addLines').flatMap((intent) => intent.args[0] as AddLineInput[]);
    store.setState({ queuedQuantity: adds.reduce((sum, line) => sum + (line.quantity ?? 1), 0), status: 'updating', messages: [] });
  }

  return Object.assign(store, {
    attach(next: CartStore, replay: Replay) {
      if (real) return;
      real = next;
      const mirror = () => store.setState(next.getState(), true);
      mirror();
      unmirror = next.subscribe(mirror);
      replay(next, intents.splice(0));
    },
    fail(message: CartMessage) {
      if (real || !intents.length) return false;
      store.setState({ queuedQuantity: 0, status: 'error', messages: [message] });
      drop({ ok: false, cart: null, errors: [message] });
      return true;
    },
    destroy() {
      unmirror();
      real?.destroy();
      drop({ ok: false, cart: null, errors: [], cancelled: true });
    },
  });
}

// The cart as the components hold it before the cart chunk (the real store, the drawer) has arrived: the state shape
// widgets read, and actions that keep what the shopper asked for in the queue in front of the cart (early-calls.ts), in
// order, and ask for the chunk. Once the real store is attached it takes that queue over (the adds kept meanwhile land as
// one request), and this one mirrors it and delegates to it.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from './store-api';
import type { CartActions } from './store-api';
import type { CartStore, CartStoreState } from './create-cart-store';
import { keptQuantity, type EarlyCall } from './early-calls';
import type { CartMessage, Outcome } from './types';
import { CART_ACTIONS } from './cart-actions';

export { CART_ACTIONS };

type ActionName = (typeof CART_ACTIONS)[number];

/**
 * What widgets read (`useCart`) and act on. Its events, and `idle()`, are the real store's: the cart chunk turns them into
 * DOM events once it is there (before it, only a failed load has something to tell, which the mount layer fires).
 */
export interface CartIntents extends StoreApi<CartStoreState> {
  /** The real store arrived: from now on this store shows its state, and the calls kept so far go to it, in order (it takes the queue over). */
  attach(real: CartStore): void;
  /** The cart chunk could not be loaded: the intents kept so far are refused with `message` (asking again retries); false when there were none. */
  fail(message: CartMessage): boolean;
  destroy(): void;
}

const call = (store: CartStore, name: ActionName, args: unknown[]) => (store.getState()[name] as (...a: unknown[]) => unknown)(...args);

/**
 * The store widgets read on a page whose cart chunk is not there yet. `request()` asks for the chunk (the page's runtime
 * loads it and calls `attach` or `fail`); `calls` is the queue in front of the cart (the first paint's, whose adds it
 * counts from the start; a new one without a first paint).
 *
 * @example
 * const intents = createCartIntents(() => loadCart());
 * intents.getState().addLines([{ merchandiseId, quantity: 1 }]); // counted at once, sent when the chunk arrives
 * intents.attach(realStore); // the cart chunk's store takes the kept calls over
 */
export function createCartIntents(request: () => void, calls: EarlyCall[] = []): CartIntents {
  let real: CartStore | null = null;
  let unmirror = () => {};

  const act =
    (name: ActionName) =>
    (...args: unknown[]): unknown => {
      if (real) return call(real, name, args);
      return new Promise((settle, fail) => {
        calls.push({ path: ['cart', name], args, settle, fail });
        publish();
        request();
      });
    };
  const actions = Object.fromEntries(CART_ACTIONS.map((name) => [name, act(name)])) as unknown as CartActions;
  // A message from a failed load goes away without loading anything.
  actions.clearMessages = () => (real ? real.getState().clearMessages() : store.setState({ messages: [] }));

  // A toggle taken over counts the painted cards' adds from its first render (they are kept already).
  const kept = keptQuantity(calls);
  const store = createStore<CartStoreState>()(() => ({
    cart: null,
    confirmedCart: null,
    status: kept ? 'updating' : 'idle',
    pendingLines: [],
    messages: [],
    persistent: true,
    drawerOpen: false,
    queuedQuantity: kept,
    ...actions,
  }));

  /** Settles every kept call with `outcome`, and forgets them. */
  function drop(outcome: Outcome) {
    calls.splice(0).forEach((call) => call.settle(outcome));
  }

  function publish() {
    store.setState({ queuedQuantity: keptQuantity(calls), status: 'updating', messages: [] });
  }

  return Object.assign(store, {
    attach(next: CartStore) {
      if (real) return;
      real = next;
      const mirror = () => store.setState(next.getState(), true);
      mirror();
      unmirror = next.subscribe(mirror);
      next.take(calls);
    },
    fail(message: CartMessage) {
      if (real || !calls.length) return false;
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

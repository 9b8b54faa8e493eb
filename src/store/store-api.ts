// The cart store as its users see it (widgets, the mount layer, the first script's stand-in): options, state, events.
import type { Cart, StorefrontClient } from '../cart-client';
import type { CartActions } from './actions';
import type { LineChange } from './line-changes';
import type { CartStorage, CartStorageFallbacks } from './persistence';
import type { RetryOptions } from './retry';
import type { CartChannel, CartLocks } from './tab-sync';
import type { CartMessage, CartState, OperationKind } from './types';

export interface CartStoreOptions {
  client: StorefrontClient;
  /** Where the cart id is kept between visits (`localStorage` in the browser). `null` keeps it in memory. */
  storage?: CartStorage | null;
  /**
   * Where the cart id goes when `storage` throws (full, private modes, blocked): a first-party cookie (`cookieStorage`),
   * then this tab's sessionStorage. The mount layer gives both; none: memory only.
   */
  fallbacks?: CartStorageFallbacks;
  /** Lets one tab at a time make the cart (default `navigator.locks` where the browser has it; `null`: none). */
  locks?: CartLocks | null;
  /** Separates carts of different shops; default: derived from the client's domain. */
  shopKey?: string;
  /** Tells other tabs about cart changes; default a `BroadcastChannel` when the platform has one. */
  channel?: CartChannel | null;
  retry?: RetryOptions;
  /**
   * The shortest time between two adds sent. Default 100 ms: an add with none sent that recently (and nothing in flight)
   * goes at once; the adds clicked after it, on several cards within that time, go out together as one request once it
   * has passed (the cart shows each at once either way).
   */
  gatherMs?: number;
  /**
   * Names this tab across reloads (the mount layer and the React provider keep it in sessionStorage), so a reload, or the
   * next provider mounted in the same tab, takes back its own unsent adds. A function is called once, when first needed.
   */
  tabId?: string | (() => string | undefined);
}

/**
 * What the widgets and users need of a zustand store (zustand's `StoreApi` fits it): our published types name no
 * package the user does not install (zustand is bundled).
 */
export interface StoreApi<T> {
  getState(): T;
  setState(partial: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export type CartStoreState = CartState & CartActions;
/** `lines`: the quantities one of this tab's operations changed, once the shop confirmed them (see line-changes.ts). */
export type CartEvent =
  | { type: 'change'; cart: Cart | null }
  | { type: 'error'; messages: CartMessage[]; operation: OperationKind }
  | { type: 'lines'; changes: LineChange[]; cart: Cart | null };
export interface CartStore extends StoreApi<CartStoreState> {
  /** Listen to confirmed cart changes and failures (the mount layer turns them into DOM events). */
  on(listener: (event: CartEvent) => void): () => void;
  /** Resolves when every queued operation has finished. */
  idle(): Promise<void>;
  /**
   * The shop may be reachable again (the browser is online, the page is shown): what waits to be retried is tried now,
   * and a change whose outcome is in doubt is settled by reading the cart (the mount layer calls it; opening the drawer
   * does too).
   */
  recheck(): void;
  /** Stops listening to other tabs and cancels retries. */
  destroy(): void;
}

// The tab the store runs in, as the other tabs of the shop see it: its name (kept across reloads by the mount layer or the
// React provider, so a reload takes back its own saved adds) and the one lock section where a cart is made (tab-sync.ts
// `exclusive`), so two tabs never make a cart each.
import type { CartResult } from '../cart-client';
import type { CartIdStore } from './persistence';
import type { CartStoreOptions } from './store-api';
import { exclusive, madeCartId, type createTabSync } from './tab-sync';

export interface Tab {
  /** This tab's name. */
  tabId(): string;
  /** The cart another tab stores, made, or shows (null: none; a tab alone asks nobody). */
  sharedCartId(): Promise<string | null>;
  /** Runs `make` in the tabs' one section where a cart is made. */
  creating(make: () => Promise<CartResult>): Promise<CartResult>;
  /** The store is destroyed: the lock naming a cart it made lets go at once. */
  stop(): void;
}

/** `ids`: the shop's cart id (the lock section is named after its key); `sync`, the other tabs as the store hears them. */
export function createTab(options: Pick<CartStoreOptions, 'tabId' | 'locks'>, ids: CartIdStore, sync: ReturnType<typeof createTabSync>): Tab {
  // Named on first use, not here: a store may be made during a render (React's), which must not draw random numbers.
  let name: string | undefined;
  const locks = options.locks === undefined ? globalThis.navigator?.locks : options.locks;
  const section = `${ids.key}:create`;
  const stopped = new AbortController();
  return {
    tabId: () => (name ??= (typeof options.tabId === 'function' ? options.tabId() : options.tabId) ?? Math.random().toString(36).slice(2)),
    // A tab alone (tab-sync's `alone`) has no other tab's cart to find, and need not wait for the lock to make its own.
    sharedCartId: async () =>
      ids.read() ?? (sync.alone() ? null : ((await madeCartId(locks, section)) ?? (ids.shared ? null : ((await sync.ask()) ?? null)))),
    creating: (make) => exclusive(locks, section, make, sync.alone(), stopped.signal),
    stop: () => stopped.abort(),
  };
}

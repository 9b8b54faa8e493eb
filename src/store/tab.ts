// The tab the store runs in, as the other tabs of the shop see it: its name (kept across reloads by the mount layer or
// the React provider, so a reload takes back its own saved adds), the one lock section where a cart is made (tab-sync.ts
// `exclusive`), so two tabs never make a cart each, and what it tells and hears of them (tab-sync.ts `createTabSync`).
import type { CartResult } from '../cart-client';
import type { CartIdStore } from './persistence';
import type { CartStoreOptions } from './store-api';
import { createTabSync, exclusive, madeCartId } from './tab-sync';

/**
 * `ids`: the shop's cart id (the lock section is named after its key); `refresh` reads the cart (its id: the one another
 * tab announced); `current`, the id of the cart this tab shows; `stopped`, aborted as the store is destroyed: the lock
 * naming a cart it made lets go at once, and the tab no longer comes back. `tabId`, `sharedCartId` and `creating` are
 * the store core's own.
 */
export function createTab(
  options: Pick<CartStoreOptions, 'tabId' | 'locks' | 'channel'>,
  ids: CartIdStore,
  refresh: (cartId?: string) => unknown,
  current: () => string | undefined,
  stopped: AbortSignal,
) {
  // Another tab changed the cart: read the id it announced, not storage (its write may not show here yet). Tabs that
  // each made a cart at the same moment end on the one readSharedCart picks; a cart forgotten: read the stored one.
  const sync = createTabSync(options.channel, ids.key, refresh, current, ids.stamp);
  // Named on first use, not here: a store may be made during a render (React's), which must not draw random numbers.
  let name: string | undefined;
  const locks = options.locks === undefined ? globalThis.navigator?.locks : options.locks;
  const section = `${ids.key}:create`;
  return {
    sync,
    /** This tab's name. */
    tabId: () => (name ??= (typeof options.tabId === 'function' ? options.tabId() : options.tabId) ?? Math.random().toString(36).slice(2)),
    /** The cart another tab stores, made, or shows (null: none). A tab alone (tab-sync's `alone`) asks nobody. */
    sharedCartId: async () =>
      ids.read() ?? (sync.alone() ? null : ((await madeCartId(locks, section)) ?? (ids.shared ? null : ((await sync.ask()) ?? null)))),
    /** Runs `make` in the tabs' one section where a cart is made (a tab alone need not wait for the lock). */
    creating: (make: () => Promise<CartResult>) => exclusive(locks, section, make, sync.alone(), stopped),
    /** The page went into the back/forward cache (`true`: the channel closes) or came back from it (the cart is read again). */
    away(away: boolean) {
      if (away) sync.close();
      else if (!stopped.aborted) {
        sync.open();
        sync.hello();
        void refresh();
      }
    },
  };
}

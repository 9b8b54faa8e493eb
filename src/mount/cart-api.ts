import { formatMessage } from '../cart-client';
import type { StoreApi } from '../store/store-api';
import { CART_ACTIONS, type CartActions, type CartStoreState } from '../store';

/** Every store action but `start` (the page's runtime starts the store). */
type ActionName = Exclude<(typeof CART_ACTIONS)[number], 'start'>;
type Promised<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;

/** The store's actions, each returning a promise (also the ones that are instant), plus the current state. */
export type CartApi = { readonly [K in ActionName]: Promised<CartActions[K]> } & {
  /** The cart state now (`null` before `init()` or without a configured shop). */
  readonly state: CartStoreState | null;
};

export function createCartApi(current: () => StoreApi<CartStoreState> | null): CartApi {
  const api: Record<string, unknown> = {
    get state() {
      return current()?.getState() ?? null;
    },
  };
  for (const name of CART_ACTIONS) {
    // A missing store or a throwing action (a bad argument) rejects like any failure rather than throwing at the caller.
    if (name !== 'start')
      api[name] = (...args: unknown[]) =>
        new Promise((resolve) => {
          const store = current();
          if (!store) throw new Error(formatMessage(`cart.${name}(): the shop is not configured yet (call ShopEmbed.init first)`));
          resolve((store.getState()[name] as (...a: unknown[]) => unknown)(...args));
        });
  }
  return Object.freeze(api) as CartApi;
}

import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { formatMessage } from '../cart-client';
import type { StoreApi } from 'zustand/vanilla';
import type { CartStoreState } from './create-cart-store';

const CartStoreContext = createContext<StoreApi<CartStoreState> | null>(null);

/** Gives every widget under it the page's cart store (the real one, or the first script's intents). */
export function CartStoreProvider(props: { store: StoreApi<CartStoreState>; children?: ReactNode }) {
  return createElement(CartStoreContext.Provider, { value: props.store }, props.children);
}

/**
 * Reads a slice of the cart store and re-renders when that slice changes.
 *
 * @example
 * const count = useCart((state) => state.cart?.totalQuantity ?? 0);
 */
export function useCart<T>(selector: (state: CartStoreState) => T): T {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error(formatMessage('useCart must be used inside <CartStoreProvider store={…}>'));
  const slice = () => selector(store.getState());
  // The same snapshot on the server: React's server rendering requires one (and draws the store as it is then).
  return useSyncExternalStore(store.subscribe, slice, slice);
}

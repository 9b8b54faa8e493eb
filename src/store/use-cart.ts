import { createContext, createElement, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { formatMessage } from '../cart-client';
import type { CartStoreState, StoreApi } from './store-api';

const CartStoreContext = createContext<StoreApi<CartStoreState> | null>(null);

/** Gives every widget under it the page's cart store (the real one, or the first script's intents). */
export function CartStoreProvider(props: { store: StoreApi<CartStoreState>; children?: ReactNode }) {
  return createElement(CartStoreContext.Provider, { value: props.store }, props.children);
}

/** The cart store of the nearest provider, or null outside one (the React entry names the component in its error). */
export const useCartStoreOrNull = () => useContext(CartStoreContext);

/** Whether two objects hold the same values under the same keys (one level deep): `useCart(pick, shallowEqual)`. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key as keyof T], b[key as keyof T]));
}

/**
 * Reads a slice of the cart store and re-renders when that slice changes (by `equal`, default `Object.is`). The slice is
 * computed once per state and selector, so a selector that builds an object (`(s) => ({ count: s.cart?.totalQuantity, open: s.drawerOpen })`)
 * does not loop; with `shallowEqual` it re-renders only when one of its values changes.
 *
 * @example
 * const count = useCart((state) => state.cart?.totalQuantity ?? 0);
 */
export function useCart<T>(selector: (state: CartStoreState) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error(formatMessage('useCart must be used inside <ShopProvider>'));
  const last = useRef<{ state: CartStoreState; selector: typeof selector; slice: T } | null>(null);
  const slice = () => {
    const state = store.getState();
    const before = last.current;
    if (before?.state === state && before.selector === selector) return before.slice;
    const next = selector(state);
    last.current = { state, selector, slice: before && equal(before.slice, next) ? before.slice : next };
    return last.current.slice;
  };
  // The same snapshot on the server: React's server rendering requires one (and draws the store as it is then).
  return useSyncExternalStore(store.subscribe, slice, slice);
}

import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { formatMessage } from '../cart-client';
import type { Catalog } from './catalog';

const CatalogContext = createContext<Catalog | null>(null);

export function CatalogProvider(props: { catalog: Catalog; children?: ReactNode }) {
  return createElement(CatalogContext.Provider, { value: props.catalog }, props.children);
}

export function useCatalog(): Catalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error(formatMessage('useProduct must be used inside <ShopProvider>'));
  return catalog;
}

/** A read's state: `loading` first, then `ready` with the data, or `error` with what went wrong. */
export type Read<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load(catalog)` when `key` changes and returns its state. The latest key wins: an older answer never overwrites a
 * newer one.
 *
 * @example
 * const read = useCatalogRead(productKey(handle), (catalog) => catalog.product(handle));
 */
export function useCatalogRead<T>(key: string, load: (catalog: Catalog) => Promise<T>): Read<T> {
  const catalog = useCatalog();
  // An answer the catalog already holds (primed by the first paint) is drawn in the first render, not after a skeleton.
  const [state, setState] = useState<{ key: string; read: Read<T> }>(() => {
    const known = catalog.peek?.(key);
    return { key, read: known ? { status: 'ready', data: known.value as T } : { status: 'loading' } };
  });
  useEffect(() => {
    let current = true;
    if (state.key !== key || state.read.status !== 'ready') setState({ key, read: { status: 'loading' } });
    load(catalog).then(
      (data) => current && setState({ key, read: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, read: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, catalog]);
  return state.key === key ? state.read : { status: 'loading' };
}

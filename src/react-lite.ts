// What `react` means in the built bundles (rollup.config.mjs; tsconfig `paths` types the code against it): the part of
// React's API the widgets use, on plain preact. preact/compat would add ~2 kB gzip to every page, mostly for what we do
// not use (class components' legacy methods, portals, Suspense, event and prop renaming). The components are still
// React code: anything they need from React is added here, so that they keep building against React itself.
import { useEffect, useState } from 'preact/hooks';

export { Component, createContext, createElement } from 'preact';
export type { ComponentChildren as ReactNode, ComponentType } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/**
 * React's `useSyncExternalStore`: the current snapshot, and a re-render whenever the store's snapshot changes
 * (`Object.is`). A change between rendering and subscribing (effects run after paint) is caught when subscribing.
 *
 * @example
 * const state = useSyncExternalStore(store.subscribe, store.getState);
 */
export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
  // React's server snapshot: there is no server rendering on this side.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  getServerSnapshot?: () => T,
): T {
  const value = getSnapshot();
  const [, rerender] = useState<object>({});
  useEffect(() => {
    const check = () => Object.is(getSnapshot(), value) || rerender({});
    check();
    return subscribe(check);
  }, [subscribe, getSnapshot, value]);
  return value;
}

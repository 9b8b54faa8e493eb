// What `react` means in the built bundles (rollup.config.mjs; tsconfig `paths` types the code against it): the part of
// React's API the widgets use, on plain preact. preact/compat would add ~2 kB gzip to every page, mostly for what we do
// not use (class components' legacy methods, portals, Suspense, event and prop renaming). The components are still
// React code: anything they need from React is added here, so that they keep building against React itself.
import { useEffect, useRef, useState } from 'preact/hooks';

export { Component, createContext, createElement } from 'preact';
export type { ComponentChildren as ReactNode, ComponentType } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/**
 * React's `useSyncExternalStore`: the current snapshot, and a re-render whenever the store's snapshot differs (`Object.is`)
 * from the one last rendered. The listener reads what was rendered from a ref set while rendering, not from an effect's
 * closure: effects run after paint, so a closure would still hold the render before and miss a change back to it. A
 * change between rendering and subscribing is caught when subscribing.
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
  const shown = useRef({ value, getSnapshot });
  shown.current = { value, getSnapshot };
  const [, rerender] = useState<object>({});
  useEffect(() => {
    const check = () => Object.is(shown.current.getSnapshot(), shown.current.value) || rerender({});
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

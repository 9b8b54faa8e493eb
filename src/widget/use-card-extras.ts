import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type * as CardExtras from '../scripts/card-extras';

export type CardExtrasModule = typeof CardExtras;

// The card extras chunk (src/scripts/card-extras), once per page: asked for on idle by the first card that has a use for it, or
// at once by a pointer over one. A failed load (offline, 404) is forgotten, so the next ask tries again; meanwhile the
// cards keep their images, without controls.
const slot = createStore<CardExtrasModule | null>(() => null);
let loading: Promise<void> | null = null;
let asked = false;

/** Loads the chunk now (once). */
export function loadCardExtras(): void {
  loading ??= import('../scripts/card-extras').then(
    (module) => slot.setState(module, true),
    () => void (loading = null),
  );
}

/**
 * The card extras chunk once it has arrived, else null; the first call asks for it when the browser is next idle.
 *
 * @example
 * const extras = useCardExtras();
 * return extras ? extras.carouselWithControls(parts) : plain;
 */
export function useCardExtras(): CardExtrasModule | null {
  useEffect(() => {
    if (asked) return;
    asked = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(loadCardExtras, { timeout: 2000 });
    else setTimeout(loadCardExtras, 200);
  }, []);
  // A server render (React SSR) has no chunk (the store's initial state), and hydration must draw what it drew: the plain
  // images, then the controls.
  return useSyncExternalStore(slot.subscribe, slot.getState, slot.getInitialState);
}

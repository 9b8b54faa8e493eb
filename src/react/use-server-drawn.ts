import { useSyncExternalStore } from 'react';

// No store behind it: React reads the server's snapshot on the server and while hydrating the server's HTML, and the
// browser's in a render of its own.
const noChanges = () => () => {};
const browserDrawn = () => false;
const serverDrawn = () => true;

/**
 * `shop-embed/react`'s `useServerDrawn` (rollup.config.mjs and vitest.react.config.ts put it in place of
 * src/widget/use-server-drawn.ts): true on the server and while React hydrates its HTML, so a component there draws what
 * the server drew (an image with its sources, shown); else `painted`.
 */
export function useServerDrawn(painted: boolean): boolean {
  return useSyncExternalStore(noChanges, browserDrawn, serverDrawn) || painted;
}

import { useId } from 'react';

/**
 * `shop-embed/react`'s `useDomId` (rollup.config.mjs and vitest.react.config.ts put it in place of src/widget/use-dom-id.ts):
 * React's `useId`, the same on the server and in the browser, so a hydrated page keeps the ids its labels point at. (The
 * script's counter serves many preact roots in one document, where `useId` repeats.)
 */
export function useDomId(prefix = 'se'): string {
  return `${prefix}-${useId().replace(/[^\w-]/g, '')}`;
}

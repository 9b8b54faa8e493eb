import { useState } from 'react';

let next = 0;

/**
 * An id unique on the page for label/aria wiring. (`useId` repeats across separate render roots, and widgets mounted
 * outside a shadow root share one document.)
 */
export function useDomId(prefix = 'se'): string {
  const [id] = useState(() => `${prefix}-${(++next).toString(36)}`);
  return id;
}

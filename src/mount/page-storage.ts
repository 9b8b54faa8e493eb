import type { CartStorage } from '../store';

/**
 * The page's `localStorage` or this tab's `sessionStorage`, or null where merely touching it throws (sandboxed iframes,
 * some privacy modes). The runtime keeps the cart id in the one, the cart chunk this tab's name and kept id in the other.
 */
export function pageStorage(view: Window, which: 'localStorage' | 'sessionStorage'): CartStorage | null {
  try {
    return view[which];
  } catch {
    return null;
  }
}

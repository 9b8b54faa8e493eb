import type { CartStorage } from '../store';

/** The window's `localStorage` or `sessionStorage`, or null where merely touching it throws (sandboxed iframes, some privacy modes). */
export function pageStorage(view: Window, kind: 'localStorage' | 'sessionStorage'): CartStorage | null {
  try {
    return view[kind];
  } catch {
    return null;
  }
}

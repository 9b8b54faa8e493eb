// The page's address as the discovery widgets' state: each search or filter change is a history entry (back undoes it,
// forward redoes it, reload and a shared link show it), and every widget on the page follows a change made by another.
import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();
const current = () => window.location.search;

/**
 * The address's query parameters, and a function that moves to new ones with `history.pushState` (same path and hash).
 *
 * @example
 * const [params, go] = useAddress();
 * go(new URLSearchParams({ q: 'mug' }));
 */
export function useAddress(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [search, setSearch] = useState(current);
  useEffect(() => {
    const follow = () => setSearch(current());
    listeners.add(follow);
    window.addEventListener('popstate', follow);
    follow();
    return () => {
      listeners.delete(follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);
  const go = (next: URLSearchParams) => {
    const query = next.toString();
    if (`?${query}` === current() || (!query && !current())) return;
    window.history.pushState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    listeners.forEach((listener) => listener());
  };
  return [new URLSearchParams(search), go];
}

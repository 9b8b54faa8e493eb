// The page's address as the discovery widgets' state: each search or filter change is a history entry (back undoes it,
// forward redoes it, reload and a shared link show it). Each widget reads and writes only its own parameters (its key,
// discovery-url.ts), so one widget's filters never change another's results.
import { useEffect, useState } from 'react';
import { ownParams } from '../../widget/discovery-url';

const listeners = new Set<() => void>();
const current = () => window.location.search;

/** The page's search boxes and filtered grids, by their markup. */
const DISCOVERY = '[data-shop-search],shop-search,[data-shop-filters],shop-collection[filters]';

/**
 * The widget's own query parameters (those behind its key, the key taken off), and a function that moves to new ones with
 * `history.pushState` (same path and hash, every other parameter kept). The key: the site owner's `data-shop-state-key`,
 * else none (Shopify's own names, so a link from the shop's theme works here) for the search box and for a filtered grid
 * alone on the page, else the grid's handle (`coffee.filter.v.option.color=Black`). It is read from the page's markup,
 * not from the order the widgets mount in (the viewport's first), so a reload gives every widget the key it wrote with,
 * and kept while the widget lives.
 *
 * @example
 * const [params, go] = useAddress(undefined, 'coffee'); // on a page with a search box too
 * go(new URLSearchParams({ 'filter.v.option.size': '1 L' })); // ?coffee.filter.v.option.size=1+L
 */
export function useAddress(stateKey: string | undefined, handle?: string): [URLSearchParams, (next: URLSearchParams) => void] {
  const [key] = useState(() => stateKey || (handle && document.querySelectorAll(DISCOVERY).length > 1 ? handle : ''));
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
    const query = ownParams(new URLSearchParams(current()), key, next).toString();
    if (`?${query}` === current() || (!query && !current())) return;
    window.history.pushState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    listeners.forEach((listener) => listener());
  };
  return [ownParams(new URLSearchParams(search), key), go];
}

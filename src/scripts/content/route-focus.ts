// SPEC §2: on a route change focus goes to the skip link's target, which holds a temporary tabindex for 1,000 ms.

/** How long a target keeps the `tabindex="-1"` it was given to take focus. */
export const TABINDEX_MS = 1_000;
const ROUTE = 'shop-embed:route';
const patched = new WeakSet<object>();

/**
 * Focuses the element an anchor (`#main`) names. One that is not focusable gets `tabindex="-1"` for 1,000 ms, long enough
 * for the focus to land and for a screen reader to start there, then is left as the page made it.
 */
export function focusAnchor(doc: Document, anchor: string): boolean {
  const el = doc.getElementById(decodeURIComponent(anchor.slice(1)));
  if (!el) return false;
  const added = !el.hasAttribute('tabindex');
  if (added) el.setAttribute('tabindex', '-1');
  el.focus();
  if (added) doc.defaultView?.setTimeout(() => el.removeAttribute('tabindex'), TABINDEX_MS);
  return true;
}

/**
 * Calls `change(hash)` on every route change: `history.pushState`/`replaceState` (wrapped once per window, so a router's
 * own calls are heard), `popstate` and `hashchange` (which passes the new hash). Returns the unsubscribe.
 */
export function watchRoutes(view: Window, change: (hash: string | null) => void): () => void {
  const { history } = view;
  if (!patched.has(history)) {
    patched.add(history);
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name];
      history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        view.dispatchEvent(new Event(ROUTE));
      };
    }
  }
  const onRoute = () => change(null);
  const onHash = () => change(view.location.hash);
  view.addEventListener(ROUTE, onRoute);
  view.addEventListener('popstate', onRoute);
  view.addEventListener('hashchange', onHash);
  return () => {
    view.removeEventListener(ROUTE, onRoute);
    view.removeEventListener('popstate', onRoute);
    view.removeEventListener('hashchange', onHash);
  };
}

// When the page counts as parsed: the script tag's auto-init and `init()`'s first scan both wait for it.
/**
 * Runs `run` at DOMContentLoaded, or at once when that has passed. A `defer` script runs while the state is already
 * `interactive` but before DOMContentLoaded, so the navigation timing tells the two apart: the page's own deferred scripts
 * (listeners for `shop-embed:ready`) then run first.
 */
export function whenParsed(doc: Document, run: () => void) {
  const view = doc.defaultView;
  const navigation = view?.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const pending = doc.readyState === 'loading' || (doc.readyState === 'interactive' && navigation?.domContentLoadedEventStart === 0);
  if (pending) doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

// Adds made before the cart code came outlive the page. Until the cart store takes the queue in front of the cart over
// (store/early-calls.ts), the adds in it live in this page's memory only: a link or a reload on a slow connection
// would lose them while the toggle counts them. So when the page goes away (`pagehide`: a link, a reload, the
// back/forward cache) they move out of the queue into this tab's sessionStorage, and the tab's next page (or this one,
// shown again from that cache) takes them back into its queue as it starts: its toggle counts them, its cart store sends
// them. Each add has one owner at a time, a page's queue or the record, so it is sent once: the record is removed as it
// is read, and a tab's sessionStorage is its own (another tab never sees it).
import { plainJson } from '../../cart-client/json';
import { isAdd } from '../../store/early-calls';
import type { Outcome } from '../../store/types';
import type { PaintHandoff } from './handoff';

const KEPT = 'shop-embed:adds';
/** What a moved add's caller is told: nothing happened on this page (a painted card stops being busy). */
const MOVED: Outcome = { ok: false, cart: null, errors: [], cancelled: true };

/**
 * Carries the queue's adds across this tab's pages; returns what takes them in, to run once the page is parsed (behind
 * the page's own `init()`, as a click on a painted card would be). `add` is the stand-in's `cart.addLines`, which queues
 * each add taken as a call of this page (or, once the components came, gives it to their cart).
 */
export function carryAdds(handoff: PaintHandoff, add: (...args: unknown[]) => unknown): () => void {
  const take = () => {
    try {
      const kept = sessionStorage[KEPT] as string;
      delete sessionStorage[KEPT];
      for (const args of JSON.parse(kept) as unknown[][]) add(...args);
    } catch {
      // None kept (JSON.parse(undefined) throws), or no storage here.
    }
  };
  // Shown again from the back/forward cache (on a first load the record was taken already).
  addEventListener('pageshow', take);
  addEventListener('pagehide', () => {
    const { calls } = handoff;
    const adds = calls.filter(isAdd);
    try {
      // plainJson: a page's Array.prototype.toJSON (Prototype.js) would write the list as one string.
      if (adds.length) sessionStorage[KEPT] = plainJson(adds.map((call) => call.args));
    } catch {
      return; // kept nowhere: they stay this page's
    }
    for (const call of calls.splice(0)) {
      if (adds.includes(call)) call.settle(MOVED);
      else calls.push(call);
    }
  });
  return take;
}

// Comes with the cart chunk: the real store, and what it needs from the page. Its confirmed changes and refusals become the page's
// DOM events (`shop-embed:cart:change`, `shop-embed:cart:error`, which `ShopEmbed.on()` also hears; before the chunk there
// is no cart to tell about, and a chunk that cannot be loaded is told by the first script, runtime.ts), the tab
// gets a name, and checkout hands the shopper over (`shop-embed:begin-checkout`, `shop-embed:checkout`, then the checkout
// page). What this tab's operations changed in the lines becomes `shop-embed:add-to-cart` / `remove-from-cart` (commerce.ts).
import type { Cart, StorefrontClientOptions } from '../../cart-client';
import { clientFor, ownOperation } from '../../cart-client/client';
import { connectionConfig } from '../../cart-client/request';
import type { CartIntents, CartStorage, CartStore, CheckoutOutcome } from '../../store';
import { sessionTabId } from '../../store/pending-adds';
import { createCartStore } from '../../store/create-cart-store';
import type { TabHello } from '../../store/tab-hello';
import { cookieStorage } from '../../store/persistence';
import { checkArguments } from './cart-checks';
import { fireBeginCheckout, fireLineChanges } from './commerce';
import { fire } from '../../mount/events';
import { pageStorage } from '../../mount/page-storage';

/**
 * The page's real cart store (the full client, the page's storage, this tab's name and the hello it said as the page
 * started), started and put behind the components' intent store (it takes over the queue of what the page and the shopper
 * asked for meanwhile); its events fire on `doc` until the returned function is called.
 */
export function pageCart(
  connection: StorefrontClientOptions,
  storage: CartStorage | null,
  doc: Document,
  view: Window,
  intents: CartIntents,
  hello: TabHello | undefined,
) {
  const store = createCartStore({
    client: clientFor(connectionConfig(connection), connection.fetch, ownOperation),
    storage,
    fallbacks: { cookie: cookieStorage(doc), session: pageStorage(view, 'sessionStorage') },
    tabId: () => sessionTabId(() => view.sessionStorage),
    hello,
  });
  checkArguments(store);
  const off = cartEvents(doc, store);
  // Every listener below but the last goes with the returned function.
  const listening = new AbortController();
  const { signal } = listening;
  // The shop may be reachable again: a change whose outcome was in doubt is settled by reading the cart, what waits to be
  // retried goes now.
  view.addEventListener('online', () => store.recheck(), { signal });
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'visible' && store.recheck(), { signal });
  // A page kept in the back/forward cache hears no other tab meanwhile, and reads the cart as it is shown again.
  view.addEventListener('pagehide', () => store.away(true), { signal });
  view.addEventListener('pageshow', (event) => event.persisted && store.away(false), { signal });
  // A page going away for good hands its unfinished adds on (a closed tab has no next page of its own to send them). Not
  // removed with the rest: a destroyed store saves nothing.
  view.addEventListener('pagehide', (event) => event.persisted || store.leave());
  void store.getState().start();
  intents.attach(store);
  return () => {
    off();
    listening.abort();
  };
}

/** Fires the store's events on `doc` until the returned function is called. */
function cartEvents(doc: Document, store: CartStore): () => void {
  return store.on((event) =>
    event.type === 'change'
      ? fire(doc, 'cart:change', { cart: event.cart })
      : event.type === 'lines'
        ? fireLineChanges(doc, event.changes, event.cart)
        : fire(doc, 'cart:error', { messages: event.messages, operation: event.operation }),
  );
}

/**
 * After a checkout outcome that is ok (so the chunk is here): fires the cancelable `shop-embed:checkout`, then, unless a
 * listener prevented it, opens the checkout URL in `target`.
 */
export function handOver(outcome: Extract<CheckoutOutcome, { ok: true }>, cart: Cart | null, doc: Document, view: Window, target?: string) {
  fireBeginCheckout(doc, cart);
  const navigated = fire(doc, 'checkout', { url: outcome.url, cart }, true);
  if (navigated) {
    if (!target || target === '_self') view.location.assign(outcome.url);
    else view.open(outcome.url, target, 'noopener');
  }
  return { ...outcome, navigated };
}

// The provider's cart chunk (`dist/react/cart-store-*.mjs`), as the script tag's (src/scripts/cart): loaded when the shopper
// reaches for a card or the toggle, at the first cart action, or at once where a cart is stored (lazy-cart.ts says when).
// It holds the real cart store with its queue, retries and tab sync, the full Storefront client the cart talks through
// (cards read through the lean one, cart-client/read.ts) and the cart's sentences; an app that shows one card and whose
// shopper only reads the page never loads it.
import { createStorefrontClient, type StorefrontClientOptions } from '../cart-client/client';
import { createCartStore, type CartIntents } from '../store';
import { sessionTabId } from '../store/pending-adds';
import type { BuyNowPress } from '../widget/card/card-types';
import { cartMessageText } from '../widget/cart-message';

/** The sentence a card says for a cart message, and the cart's sentences: with the chunk, since only a cart action (which loads it) has one. */
export { cartMessageText as messageText };
export { cartStrings as strings } from '../widget/cart/strings';
/** The sentences of Shopify's rarer cart codes, a chunk of their own loaded from this one (only the cart says a code). */
export const loadCodeStrings = () => import('../scripts/cart-codes');

/**
 * The real store behind the provider's intents, started (it restores the stored cart and takes over what the shopper
 * asked for meanwhile); the returned function stops it and everything it listens to. Made in the browser only, after the
 * provider mounted, so the store opens its own channel to this shop's other tabs (and closes it when destroyed). The
 * tab's name lives in sessionStorage, so the next provider mounted in this tab (a route change) takes over at once the
 * adds this one had not sent yet; hence one provider per shop on a page.
 */
export function providerCart(options: StorefrontClientOptions, storage: Storage | null, intents: CartIntents): () => void {
  const client = createStorefrontClient(options);
  const store = createCartStore({ client, storage, tabId: () => sessionTabId(() => window.sessionStorage) });
  void store.getState().start();
  intents.attach(store);
  // The shop may be reachable again: a change in doubt is settled by reading the cart (as the script's src/scripts/cart/cart-events.ts).
  const recheck = () => document.visibilityState === 'visible' && store.recheck();
  window.addEventListener('online', recheck);
  document.addEventListener('visibilitychange', recheck);
  return () => {
    window.removeEventListener('online', recheck);
    document.removeEventListener('visibilitychange', recheck);
    store.destroy();
  };
}

/**
 * A card's Buy now (src/scripts/buy-now/buy-now.ts, a chunk of its own loaded from this one): a cart of the press's one
 * line beside the provider's, then its checkout page (`onCheckout`, else this tab goes there). Without a press it only
 * loads (the shopper reaches for the button).
 */
export function buyNow(
  options: StorefrontClientOptions,
  press: BuyNowPress | undefined,
  strings: Readonly<Record<string, string>>,
  onCheckout?: (url: string) => void,
) {
  return import('../scripts/buy-now/buy-now').then(
    (chunk) =>
      press &&
      chunk.buyNow(
        {
          client: createStorefrontClient(options),
          handOver: (url) => ((onCheckout ?? ((to: string) => window.location.assign(to)))(url), !onCheckout),
          text: (message, cart) => cartMessageText(strings as never, message, cart),
          strings,
          view: window,
        },
        press,
      ),
  );
}

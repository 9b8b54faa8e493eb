// `ShopEmbed.goToCheckout()`, also the widgets' checkout: the store's outcome, then the cart chunk's hand-over.
import type { CartIntents } from '../store';
import { SAME_PRESS_MS } from '../store/same-press';
import type { CartSlot } from './slots/cart-slot';
import type { CheckoutResult } from './embed-types';
import type { ShopEmbedOptions } from './attributes/options';

/**
 * An ok outcome comes from the real store, so the chunk that fires `shop-embed:checkout` and navigates is here. One
 * press is one checkout: every call while one is under way, and for a second after it handed over (the second click of
 * a double click, a press while the checkout page loads), gets that one's result: `begin-checkout` and `checkout` fire once.
 */
export function checkoutPress(store: CartIntents, cart: CartSlot, doc: Document, view: Window, target: ShopEmbedOptions['checkoutTarget']) {
  let handing: Promise<CheckoutResult> | null = null;
  return (): Promise<CheckoutResult> =>
    (handing ??= store
      .getState()
      .checkout()
      .then((outcome) =>
        outcome.ok ? cart.getState().chunk!.handOver(outcome, store.getState().cart, doc, view, target) : { ...outcome, navigated: false },
      )
      .then(
        (result) => {
          if (result.ok) view.setTimeout(() => (handing = null), SAME_PRESS_MS);
          else handing = null; // nothing was handed over: the next press tries again
          return result;
        },
        (error: unknown) => {
          handing = null;
          throw error;
        },
      ));
}

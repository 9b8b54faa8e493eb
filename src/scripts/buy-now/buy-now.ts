// Buy now: a cart of the card's one line, made apart from the shopper's own cart (whose id in storage and lines nothing
// here reads or changes: the cart store is not involved), then that cart's checkout page. One press is one checkout: a
// second press while one is on its way, or a moment after it handed over, joins it; a failure is said in the card's words
// and its button is usable again.
import { SAME_PRESS_MS } from '../../store/same-press';
import { makeCart } from '../../cart-client/cart';
import { checkoutUrlFor, fetchCart, isHttpError, isTransientError, type Cart, type StorefrontClient } from '../../cart-client';
import { messagesOf, transportMessage } from '../../store/messages';
import { cartIdIn } from '../../store/run-op';
import type { CartMessage } from '../../store';
import type { BuyNowPress } from '../../widget/card/card-types';

/** The chunk's sentences, under the page's (a site owner's strings, a language pack's). */
export const buyNowStrings = {
  buyingNow: 'Preparing your checkout…',
  buyNowUnknown: 'The connection dropped before the shop answered, so we can’t tell whether your checkout was made. Press Buy now to try again.',
};

export interface BuyNowSetup {
  client: StorefrontClient;
  /** Hands the new cart over (the script tag: `begin-checkout`, the cancelable `checkout`, then the page); true when this tab goes there. */
  handOver(url: string, cart: Cart): boolean;
  /** A cart message in the card's words (`cartMessageText` under the page's strings). */
  text(message: CartMessage, cart: Cart | null): string;
  /** The page's strings, over the chunk's own. */
  strings: Readonly<Record<string, string | undefined>>;
  view: Window;
}

/** The Buy now buttons with a press on its way: a second press joins it. */
const pressing = new WeakSet<HTMLButtonElement>();

/**
 * Makes the cart and goes to its checkout, telling the card. A failure whose outcome is unknown (the answer lost after
 * the request left) is never sent again blind: Storefront's `cartCreate` takes no idempotency key (Shopify accepts those
 * only on requests that process payments or billing: shopify.dev/docs/api/usage/idempotent-requests), so a second send
 * could make a second cart. The cart a cut answer had started to name is read instead, and checked out if it holds the
 * line; else the shopper reads what happened and presses again knowingly.
 *
 * @example
 * await buyNow(setup, { line: cardLine(product, variant, 1), button, say: setShown });
 */
export async function buyNow(setup: BuyNowSetup, press: BuyNowPress): Promise<void> {
  const { button, say } = press;
  if (pressing.has(button)) return;
  pressing.add(button);
  // The button's busy state is this chunk's (the card draws no `aria-busy` on it, so a redraw leaves it as set here).
  const busy = (on: boolean) => button.setAttribute('aria-busy', String(on));
  const words = { ...buyNowStrings, ...setup.strings } as typeof buyNowStrings & { genericError: string };
  const done = (...texts: string[]) => {
    pressing.delete(button);
    busy(false);
    say(texts.filter(Boolean).map((text) => ({ kind: 'error', text })));
  };
  busy(true);
  say([{ kind: 'success', text: words.buyingNow }]);
  // The line as the shop takes it (what the drawer would draw of it stays here), and nothing else of a cart: no buyer, note
  // or attributes of the shopper's own.
  const { display: _, ...line } = press.line;
  let cart: Cart | null;
  try {
    const result = await makeCart(setup.client, { lines: [line] });
    cart = result.cart;
    // Refused (a variant gone, a plan it does not sell under, a property the shop refuses), or nothing of it could be sold.
    const texts = cart?.lines.length ? [] : messagesOf(result, 'create').map((message) => setup.text(message, cart));
    if (!cart?.lines.length) return done(...(texts.some(Boolean) ? texts : [words.genericError]));
  } catch (error) {
    // A 429 was not run; anything else transient may have been.
    const unknown = isTransientError(error) && !(isHttpError(error) && error.status === 429);
    const id = unknown ? cartIdIn(error) : undefined;
    cart = id ? await fetchCart(setup.client, id).catch(() => null) : null;
    if (!cart?.lines.length) return done(unknown ? words.buyNowUnknown : setup.text(transportMessage(error, 'create'), null));
  }
  let url: string;
  try {
    url = checkoutUrlFor(cart.checkoutUrl);
  } catch (error) {
    console.warn((error as Error).message);
    return done(words.genericError);
  }
  if (setup.handOver(url, cart))
    // This tab goes to the checkout page: the button stays busy until it does, and is usable again if the page is shown
    // again from the back/forward cache.
    setup.view.addEventListener('pageshow', () => done(), { once: true });
  else setup.view.setTimeout(done, SAME_PRESS_MS);
}

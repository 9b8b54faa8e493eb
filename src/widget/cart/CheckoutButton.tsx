import { useState } from 'react';
import { useCart, type CartMessage } from '../../store';
import { useWidgetConfig } from '../config';
import { useStrings } from '../use-strings';
import { messageText } from './messages';
import { usePanel } from './panel';

const NO_CHECKOUT: CartMessage = { kind: 'error', code: 'NO_CHECKOUT', message: '', field: null, target: null, operation: 'checkout' };

/**
 * "Check out": saves the note form's unsaved text (in the drawer), waits for the cart's pending changes, asks the store for the checkout URL (refused for an empty cart or a
 * URL that is not https), then hands over to the page through the config's `checkout()` (the mount layer fires the
 * cancelable `shop-embed:checkout` event and navigates; without one, the `NO_CHECKOUT` sentence is shown). Busy meanwhile; a refusal is shown and announced under it.
 * Works inside the drawer and alone (`data-shop-checkout`).
 *
 * @example
 * <CheckoutButton />
 */
export function CheckoutButton() {
  const checkout = useCart((state) => state.checkout);
  const cart = useCart((state) => state.cart);
  // Not offered for a cart the shop does not have yet (its first add still being saved): a click says why.
  const saved = useCart((state) => !!state.confirmedCart);
  const { unsaved } = usePanel();
  const config = useWidgetConfig();
  const t = useStrings();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<CartMessage[]>([]);

  async function go() {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    // The note and attributes typed in the drawer and not saved go first; if the shop refuses them, no checkout, and why.
    const note = await unsaved.current?.();
    const outcome = note?.ok === false ? note : await checkout();
    // Only the page navigates (src/mount): without its hand-over the URL has nowhere to go, and the shopper is told so.
    const handed = outcome.ok ? (config.checkout ? await config.checkout() : { ok: false, errors: [NO_CHECKOUT] }) : undefined;
    // Gone meanwhile (the drawer closed, the page navigated): preact and React 18+ ignore the state set on it.
    setBusy(false);
    if (!outcome.ok) setErrors(outcome.errors);
    else if (handed && !handed.ok) setErrors([...(handed.errors ?? [])]);
  }

  return (
    <div className="checkout shop-embed" part="checkout">
      <button type="button" className="button" part="button checkout-button" aria-busy={busy} aria-disabled={!saved} onClick={go}>
        {busy ? t('checkingOut') : t('checkout')}
      </button>
      <div className="messages cart-messages" role="status" aria-live="polite">
        {errors.map((message, i) => (
          <p key={i} className="message error">
            {messageText(config.strings, message, cart, 'checkout')}
          </p>
        ))}
      </div>
    </div>
  );
}

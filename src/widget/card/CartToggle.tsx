import { useCart } from '../../store';
import { useStrings } from '../use-strings';
import { rh } from './react-h';
import { viewToggle } from './view-toggle';

export interface CartToggleProps {
  /** Show the word "Cart" next to the icon (default true). */
  label?: boolean | undefined;
}

/**
 * Opens and closes the cart drawer; its name carries the live count ("Cart, 3 items") and `aria-expanded` follows the
 * drawer. While the store is sending changes (or the cart chunk is on its way) the count pulses and the button is `aria-busy`.
 *
 * @example
 * <CartToggle />
 */
export function CartToggle({ label = true }: CartToggleProps) {
  // Adds made before the cart chunk arrived count at once (the first script's store keeps them until then).
  const count = useCart((state) => (state.cart?.totalQuantity ?? 0) + state.queuedQuantity);
  const open = useCart((state) => state.drawerOpen);
  const pending = useCart((state) => state.status === 'updating' || state.pendingLines.length > 0);
  const toggle = useCart((state) => state.toggleDrawer);
  // The cart could not be loaded (offline, blocked): said here, where the shopper asked; another click tries again.
  const unavailable = useCart((state) => state.messages.some((message) => message.code === 'CART_UNAVAILABLE'));
  const t = useStrings();
  const button = viewToggle(rh, { t, count, label, open, pending, onClick: () => toggle() });
  if (!unavailable) return button;
  return (
    <>
      {button}
      <span className="shop-embed message error" role="alert">
        {t('CART_UNAVAILABLE')}
      </span>
    </>
  );
}

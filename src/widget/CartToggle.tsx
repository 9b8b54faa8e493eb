import { useCart } from '../store';
import { BagIcon } from './icons';
import { useStrings } from './use-strings';

export interface CartToggleProps {
  /** Show the word "Cart" next to the icon (default true). */
  label?: boolean | undefined;
}

/**
 * Opens and closes the cart drawer; its name carries the live count ("Cart, 3 items") and `aria-expanded` follows the
 * drawer. While the store is sending changes the count pulses and the button is `aria-busy`.
 *
 * @example
 * <CartToggle />
 */
export function CartToggle({ label = true }: CartToggleProps) {
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  const open = useCart((state) => state.drawerOpen);
  const pending = useCart((state) => state.status === 'updating' || state.pendingLines.length > 0);
  const toggle = useCart((state) => state.toggleDrawer);
  const t = useStrings();
  const name = count === 0 ? t('cartEmpty') : count === 1 ? t('cartOne') : t('cartMany', { count });
  return (
    <button
      type="button"
      class={`shop-embed cart-toggle${pending ? ' pending' : ''}`}
      part="cart-toggle"
      aria-expanded={open}
      aria-busy={pending}
      onClick={() => toggle()}
    >
      <BagIcon />
      {label && <span aria-hidden="true">{t('cart')}</span>}
      <span class="cart-count" part="cart-count" aria-hidden="true">
        {count}
      </span>
      {/* The name comes from content, not aria-label, so it never contradicts the visible "Cart 3" (WCAG 2.5.3). */}
      <span class="sr-only">{name}</span>
    </button>
  );
}

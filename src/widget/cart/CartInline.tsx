import { useCart } from '../../store';
import { useStrings } from '../use-strings';
import { CartContent } from './CartContent';

export interface CartInlineProps {
  attributes?: string;
  /** Where "Continue shopping" goes when the cart is empty (default `/`). */
  continueUrl?: string;
}

/**
 * The cart on a page of its own (`data-shop-cart data-shop-variant="inline"`): the drawer's content under its heading. Not a
 * region landmark: it is the page's content, which the page names (a cart page's own `<section aria-label="Your cart">`
 * held a second region of the same name, axe's landmark-unique); screen readers reach it by its heading.
 *
 * @example
 * <CartInline continueUrl="/collections/all" />
 */
export function CartInline(props: CartInlineProps) {
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  const t = useStrings();
  return (
    <section className="shop-embed cart-inline" part="cart">
      <h2 className="cart-heading">{count > 0 ? t('cartCount', { count }) : t('yourCart')}</h2>
      <CartContent attributes={props.attributes} continueUrl={props.continueUrl ?? '/'} />
    </section>
  );
}

import { useCart } from '../../store';
import { useDomId } from '../use-dom-id';
import { useStrings } from '../use-strings';
import { CartContent } from './CartContent';

export interface CartInlineProps {
  attributes?: string;
  /** Where "Continue shopping" goes when the cart is empty (default `/`). */
  continueUrl?: string;
}

/**
 * The cart on a page of its own (`data-shop-cart data-shop-variant="inline"`): the drawer's content in a labelled region.
 *
 * @example
 * <CartInline continueUrl="/collections/all" />
 */
export function CartInline(props: CartInlineProps) {
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  const t = useStrings();
  const id = useDomId('cart');
  return (
    <section className="shop-embed cart-inline" part="cart" aria-labelledby={id}>
      <h2 id={id} className="cart-heading">
        {count > 0 ? t('cartCount', { count }) : t('yourCart')}
      </h2>
      <CartContent attributes={props.attributes} continueUrl={props.continueUrl ?? '/'} />
    </section>
  );
}

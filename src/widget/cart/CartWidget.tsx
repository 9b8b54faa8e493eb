import { CartDrawer } from './CartDrawer';
import { CartInline } from './CartInline';

export interface CartWidgetProps {
  /** `drawer` (default) or `inline` for a cart page. */
  variant?: 'drawer' | 'inline';
  attributes?: string;
  continueUrl?: string;
}

/** The `cart` widget of the registry: the drawer, or the inline cart page with `data-shop-variant="inline"`. */
export function CartWidget({ variant = 'drawer', ...props }: CartWidgetProps) {
  return variant === 'inline' ? <CartInline {...props} /> : <CartDrawer {...props} />;
}

// The cart chunk (`dist/shop-embed.cart.min.js`; in ESM a dynamic `import()` chunk): what the first script loads when the
// shopper reaches for the cart, or on idle when the page shows one. It holds the store's mutation side, the drawer, the
// inline cart and the checkout button, their stylesheet and sentences, and the full Storefront client the cart talks
// through (typed errors, timeouts; cards read through the lean one, cart-client/read.ts). preact, zustand and the widget
// helpers it uses come from the first script (one copy of each on the page: hooks and contexts only work that way).
import type { ComponentType } from 'preact';
import { CartWidget as Widget, type CartWidgetProps } from '../widget/cart/CartWidget';
import { CheckoutButton as Checkout } from '../widget/cart/CheckoutButton';
import { cartStrings } from '../widget/cart/strings';
import { withStrings } from './chunk-part';

export { createCartStore } from '../store/create-cart-store';
export { createStorefrontClient } from '../cart-client/client';
export { cartStyles } from '../widget/cart/styles';
export { cartEvents, tabId } from './cart-events';
export { cartStrings };

export const CartWidget: ComponentType<CartWidgetProps> = withStrings(cartStrings, Widget);
export const CheckoutButton: ComponentType<object> = withStrings(cartStrings, Checkout);

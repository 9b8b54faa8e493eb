// The cart drawer's public surface.
export { CartWidget } from './CartWidget';
export type { CartWidgetProps } from './CartWidget';
export { CartDrawer } from './CartDrawer';
export type { CartDrawerProps } from './CartDrawer';
export { CartInline } from './CartInline';
export type { CartInlineProps } from './CartInline';
export { CartContent } from './CartContent';
export { CartLineItem } from './CartLineItem';
export { CheckoutButton } from './CheckoutButton';
export { cartStrings } from './strings';
export { cartStyles } from './styles';
export { cartTotals, toMinor, fromMinor } from './cart-totals';
export type { CartTotals } from './cart-totals';
export { placeOf, messageText } from './messages';
export { parseAttributeFields } from './NoteForm';

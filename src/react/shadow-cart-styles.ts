// The drawer's and the inline cart's rules for their shadow roots (after ./shadow-styles.ts's), with those of the forms
// under the cart's lines: a module of its own, so an app whose shadow roots hold only cards never loads them.
import { cartFormStyles } from '../widget/cart/form-styles';
import { cartStyles as drawerStyles } from '../widget/cart/styles';

export const cartStyles = drawerStyles + cartFormStyles;

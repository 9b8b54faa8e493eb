// The drawer's and the inline cart's rules for their shadow roots (after ./shadow-styles.ts's): a module of its own, so an
// app whose shadow roots hold only cards never loads them.
export { cartStyles } from '../widget/cart/styles';

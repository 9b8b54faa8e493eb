// What the forms' arrival does on a page of the script tag, before a form is drawn: their rules join every shadow root's
// stylesheet, and the changes they send (the cart codes chunk, src/store/extra-changes.ts) are asked for, so a form's
// first Apply waits only for the shop. `shop-embed/react` has its own version of this module (src/react/forms-arrival.ts,
// build/react.mjs).
import { addSharedStyles } from '../../mount/host/style-adopter';
import { cartFormStyles } from '../../widget/cart/form-styles';

export const formsArrived = () => {
  addSharedStyles(cartFormStyles);
  import('../cart-codes').catch(() => {});
};

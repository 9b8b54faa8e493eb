// The forms' rules join every shadow root's stylesheet as their chunk arrives, before a form is drawn. `shop-embed/react`
// has its own version of this module (src/react/form-sheet.ts, build/react.mjs): an app's stylesheets carry the rules
// there (shop-embed/react/cart.css), so its copy of the chunk adds none.
import { addSharedStyles } from '../../mount/host/style-adopter';
import { cartFormStyles } from '../../widget/cart/form-styles';

export const addFormStyles = () => addSharedStyles(cartFormStyles);

// The cart extras chunk (`dist/shop-embed.cart-extras.min.js`; in ESM a dynamic `import()` chunk): the forms under a
// cart's lines, which the cart chunk shows as buttons until the shopper reaches for one (src/widget/cart/Extras.tsx): the
// order note and the cart attributes the site asks for, the email for order updates, discount codes and gift cards. A
// shopper who adds, changes quantities and checks out never loads it (issue 45: a cart page's scripts). Their sentences
// stay with the cart's, so a language pack reaches them as before; their rules come here.
import { addSharedStyles } from '../../mount/host/style-adopter';
import { cartFormStyles } from '../../widget/cart/form-styles';

// The forms' rules join every shadow root's stylesheet as the chunk arrives, before a form is drawn.
addSharedStyles(cartFormStyles);
export { NoteForm } from '../../widget/cart/NoteForm';
export { EmailForm } from '../../widget/cart/EmailForm';
export { DiscountCodes } from '../../widget/cart/DiscountCodes';
export { GiftCards } from '../../widget/cart/GiftCards';

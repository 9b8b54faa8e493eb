// The cart extras chunk (`dist/shop-embed.cart-extras.min.js`; in ESM a dynamic `import()` chunk): the forms under a
// cart's lines, which the cart chunk shows as buttons until the shopper reaches for one (src/widget/cart/Extras.tsx): the
// order note and the cart attributes the site asks for, the email for order updates, discount codes and gift cards. A
// shopper who adds, changes quantities and checks out never loads it (issue 45: a cart page's scripts). Their rules and
// their sentences come with them.
import { formsArrived } from './arrival';

formsArrived();
export { NoteForm } from '../../widget/cart/NoteForm';
export { EmailForm } from '../../widget/cart/EmailForm';
export { DiscountCodes } from '../../widget/cart/DiscountCodes';
export { GiftCards } from '../../widget/cart/GiftCards';
/** The forms' sentences: they draw under them, the page's strings and a language pack over them (Extras.tsx). */
export { cartFormStrings as strings } from '../../widget/cart/form-strings';

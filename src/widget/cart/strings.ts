/**
 * The cart drawer's words, merged into `defaultStrings` (so a site owner overrides them the same way). Upper-case keys
 * are the Shopify CartErrorCode / CartWarningCode values a cart commonly says; the rarer ones come in a chunk of their own
 * the first time a cart says one (code-strings.ts). `{section}_{CODE}` keys give a sharper sentence where a generic code
 * lands on a known field.
 */
export const cartStrings = {
  // Drawer
  yourCart: 'Your cart',
  cartCount: 'Your cart ({count})',
  closeCart: 'Close cart',
  cartIsEmpty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  cartLines: 'Items in your cart',
  // Line
  remove: 'Remove',
  removeLine: 'Remove {title} from cart',
  lineQuantity: 'Quantity of {title}',
  increaseQuantityOf: 'Increase quantity of {title}',
  decreaseQuantityOf: 'Decrease quantity of {title}',
  lineTotal: 'Line total',
  // A line's plan select (subscriptions) says its own, with it in the plan chooser chunk (view-line-plan.ts)
  lineSending: 'Saving…',
  // `{reason}` may be used too: the sentence for the failure (NETWORK, THROTTLED…)
  lineRetrying: 'Not saved yet. Retrying…',
  // Announced once the shop confirmed a change made in this cart
  lineUpdated: '{title}, quantity {quantity}',
  lineRemoved: '{title} removed',
  lastLineRemoved: '{title} removed; your cart is empty',
  // The forms under the lines: their buttons say these (the forms' own sentences come with them, form-strings.ts)
  note: 'Order note',
  email: 'Email for order updates',
  discountCode: 'Discount code',
  giftCard: 'Gift card',
  // Totals
  totals: 'Order summary',
  items: 'Items',
  discounts: 'Discounts',
  subtotal: 'Subtotal',
  taxes: 'Taxes',
  duties: 'Duties',
  total: 'Total',
  giftCardDeduction: 'Gift card ({last})',
  totalDue: 'Total due',
  // Checkout
  checkout: 'Check out',
  checkingOut: 'Going to checkout…',
  EMPTY_CART: 'Your cart is empty: add something before checking out.',
  INVALID_CHECKOUT_URL: 'The checkout could not be opened safely. Please contact the shop.',
  NO_CHECKOUT: 'Checkout is not available on this page. Please contact the shop.',
  PENDING_CHANGES: 'Some changes to your cart are not saved yet. Check your connection and try again.',
  // Said after a cart action, so only once this chunk is here: the mount layer then puts them (and the rest of these)
  // under the page's strings, for the product cards' add-to-cart too. By Shopify code (CartWarningCode, CartErrorCode)…
  MERCHANDISE_NOT_ENOUGH_STOCK: 'Only {quantity} left — we added what we have.',
  MERCHANDISE_OUT_OF_STOCK: 'Sorry, this is sold out.',
  INVALID_MERCHANDISE_LINE: 'This item can no longer be bought.',
  MAXIMUM_EXCEEDED: 'You have reached the maximum quantity for this item.',
  MINIMUM_NOT_MET: 'The minimum quantity for this item was not met.',
  INVALID_INCREMENT: 'This item is sold in fixed increments.',
  LESS_THAN: 'That quantity is too high.',
  INVALID: 'That did not work. Please check and try again.',
  // …and the store's transport codes
  NETWORK: 'You seem to be offline. Please try again.',
  TIMEOUT: 'The shop took too long to answer. Please try again.',
  THROTTLED: 'The shop is busy. Please try again in a moment.',
  HTTP_ERROR: 'The shop could not answer. Please try again.',
  UNCONFIRMED: 'We could not check whether your change was saved. We will check again soon.',
  // …said once the cart could be read after that
  CHECKED: 'We checked with the shop: your cart shows what it has saved.',
  CART_COMPLETED: 'Your previous order was completed, so this is a new cart.',
  // This browser does not let the shop keep the cart (storage full or blocked): said once, with the first change.
  CART_KEPT_FOR_TAB: 'This browser is not saving your cart: it is kept only while this tab is open.',
  CART_KEPT_FOR_PAGE: 'This browser is not saving your cart: it is kept only until you leave this page.',
  ADD_PENDING: 'Not saved yet: it is in your cart and we keep trying.',
  SAVING: 'Not saved yet: we keep trying.',
  // A note the shopper typed, too long for the shop (the drawer's note form)
  NOTE_TOO_LONG: 'The note is too long. Please shorten it.',
  // A purchase option the shop refuses (the cards send the plan a product requires)
  SELLING_PLAN_NOT_APPLICABLE: 'That purchase option is not available for this item.',
  VARIANT_REQUIRES_SELLING_PLAN: 'Please choose a purchase option for this item.',
  // Sharper sentences for a generic code on a known field
  giftCard_INVALID: 'That gift card code is not valid or has no balance left.',
  email_INVALID: 'Please enter a valid email address.',
  note_INVALID: 'The note could not be saved.',
  // Sharper sentences for a generic code on a known input field (the last part of the error's field path)
  merchandiseId_INVALID: 'Sorry, this item is not available.',
  id_INVALID_MERCHANDISE_LINE: 'This item is no longer in your cart.',
  lineIds_INVALID_MERCHANDISE_LINE: 'This item is no longer in your cart.',
};

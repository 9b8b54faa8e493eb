// The sentences of the forms under a cart's lines (the order note, the email, discount codes, gift cards): they come with
// those forms' chunk (src/scripts/cart-extras), and the forms draw under them, the page's strings and a language pack
// over them (src/widget/cart/Extras.tsx). The buttons that stand for the forms, and the forms' labels, say the cart's own
// `note`, `email`, `discountCode` and `giftCard` (strings.ts).
export const cartFormStrings = {
  apply: 'Apply',
  applyDiscount: 'Apply discount code',
  applyGiftCard: 'Apply gift card',
  save: 'Save',
  saveEmail: 'Save email',
  saveNote: 'Save note',
  saved: 'Saved.',
  discountApplied: 'Applied',
  discountNotApplicable: 'Not applied: this code is invalid, expired or does not apply to your cart.',
  removeDiscount: 'Remove discount {code}',
  discountAdded: 'Discount code {code}: {status}',
  giftCardEnding: 'Gift card ending {last}',
  giftCardUsage: '{used} used, {balance} balance',
  removeGiftCard: 'Remove gift card ending {last}',
  giftCardAdded: 'Gift card applied.',
};

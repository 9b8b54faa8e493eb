// The sentences of Shopify's rarer cart codes: an address or a delivery set through the JavaScript API, a company
// location, a gift card's recipient, why a discount code does not apply, the shop's own rare failures. Not the codes of
// input ShopEmbed never sends, nor SPEC §8's legacy ones (test/widget/cart-messages.test.tsx). A page loads them (a chunk
// of their own) the first time its cart says a code it has no sentence for (mount/runtime.ts), and draws the message
// again once they are here; the React provider does the same (src/react/sentences.ts). A site owner overrides them in
// `strings`.
export const codeStrings = {
  // CartErrorCode
  ADDRESS_FIELD_CONTAINS_EMOJIS: 'Addresses cannot contain emoji.',
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: 'Addresses cannot contain HTML.',
  ADDRESS_FIELD_CONTAINS_URL: 'Addresses cannot contain web links.',
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN: 'Part of the address is not in the expected format.',
  ADDRESS_FIELD_IS_REQUIRED: 'Please fill in the required address fields.',
  ADDRESS_FIELD_IS_TOO_LONG: 'Part of the address is too long.',
  INVALID_COMPANY_LOCATION: 'That company location cannot be used.',
  INVALID_DELIVERY_ADDRESS_ID: 'That delivery address could not be found.',
  INVALID_DELIVERY_GROUP: 'That delivery group could not be found.',
  INVALID_DELIVERY_OPTION: 'That delivery option is not available.',
  INVALID_METAFIELDS: 'Some cart details could not be saved.',
  INVALID_PAYMENT: 'That payment could not be used.',
  INVALID_PAYMENT_EMPTY_CART: 'Your cart is empty: add something before paying.',
  INVALID_ZIP_CODE_FOR_COUNTRY: 'That postal code is not valid for the country.',
  INVALID_ZIP_CODE_FOR_PROVINCE: 'That postal code is not valid for the state or province.',
  MISSING_CUSTOMER_ACCESS_TOKEN: 'Please sign in again.',
  MISSING_DISCOUNT_CODE: 'Please enter a discount code.',
  MISSING_NOTE: 'Please write a note.',
  ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED: 'Only one delivery address can be selected.',
  PAYMENT_METHOD_NOT_SUPPORTED: 'That payment method is not accepted.',
  PROVINCE_NOT_FOUND: 'That state or province was not found in the country.',
  TOO_MANY_DELIVERY_ADDRESSES: 'There are too many delivery addresses on this cart.',
  UNSPECIFIED_ADDRESS_ERROR: 'Please check the address.',
  VALIDATION_CUSTOM: 'The shop could not accept this cart as it is.',
  ZIP_CODE_NOT_SUPPORTED: 'The shop does not deliver to that postal code.',
  PENDING_DELIVERY_GROUPS: 'Delivery is still being worked out. Please try again.',
  GIFT_CARD_RECIPIENT_INVALID: 'Please check the gift card recipient.',
  BUYER_CANNOT_PURCHASE_FOR_COMPANY_LOCATION: 'You cannot buy for that company location.',
  // CartErrorCode: the shop's own rare failures
  MERCHANDISE_NOT_APPLICABLE: 'Sorry, this item cannot be bought right now.',
  MERCHANDISE_LINE_TRANSFORMERS_RUN_ERROR: 'The shop could not update this item. Please try again.',
  SERVICE_UNAVAILABLE: 'The shop could not save your cart. Please try again.',
  CART_TOO_LARGE: 'Your cart is too large. Please remove some items.',
  // CartWarningCode
  DUPLICATE_DELIVERY_ADDRESS: 'That delivery address is already on the cart.',
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: 'Gift cards cannot be used for this order.',
  // CartWarningCode, 2025-07 to 2026-04: why a discount code does not apply, and a plan a company cannot buy
  DISCOUNT_NOT_FOUND: 'That discount code does not exist.',
  DISCOUNT_CODE_NOT_HONOURED: 'That discount code cannot be used.',
  DISCOUNT_CURRENTLY_INACTIVE: 'That discount is not active now.',
  DISCOUNT_CUSTOMER_NOT_ELIGIBLE: 'That discount is not for you.',
  DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED: 'You have used that discount up.',
  DISCOUNT_ELIGIBLE_CUSTOMER_MISSING: 'That discount is for signed-in customers.',
  DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE: 'That discount does not apply to this kind of purchase.',
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: 'That discount does not apply to anything in your cart.',
  DISCOUNT_NO_ENTITLED_SHIPPING_LINES: 'That discount is for shipping this order does not have.',
  DISCOUNT_PURCHASE_NOT_IN_RANGE: 'Your cart’s total does not qualify for that discount.',
  DISCOUNT_QUANTITY_NOT_IN_RANGE: 'Your number of items does not qualify for that discount.',
  DISCOUNT_USAGE_LIMIT_REACHED: 'That discount has been used up.',
  MERCHANDISE_SELLING_PLAN_NOT_APPLICABLE_ON_COMPANY_LOCATION: 'Subscriptions cannot be bought for your company.',
};

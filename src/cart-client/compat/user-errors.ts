// SPEC §8: the cart API's error and warning codes, normalised to the Checkout API codes legacy callers test for.
import type { CartUserError, CartWarning } from '../types';

const TOO_LONG = 'TOO_LONG';
const PRESENT = 'PRESENT';
const NOT_SUPPORTED = 'NOT_SUPPORTED';
const INVALID = 'INVALID';

const ERROR_CODES: Record<string, string> = {
  ADDRESS_FIELD_IS_TOO_LONG: TOO_LONG,
  NOTE_TOO_LONG: TOO_LONG,
  ADDRESS_FIELD_IS_REQUIRED: PRESENT,
  MISSING_DISCOUNT_CODE: PRESENT,
  MISSING_NOTE: PRESENT,
  MISSING_CUSTOMER_ACCESS_TOKEN: PRESENT,
  ADDRESS_FIELD_CONTAINS_EMOJIS: NOT_SUPPORTED,
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: NOT_SUPPORTED,
  ADDRESS_FIELD_CONTAINS_URL: NOT_SUPPORTED,
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN: NOT_SUPPORTED,
  PAYMENT_METHOD_NOT_SUPPORTED: NOT_SUPPORTED,
  ZIP_CODE_NOT_SUPPORTED: NOT_SUPPORTED,
  INVALID_ZIP_CODE_FOR_COUNTRY: 'INVALID_FOR_COUNTRY',
  INVALID_ZIP_CODE_FOR_PROVINCE: 'INVALID_FOR_COUNTRY_AND_PROVINCE',
  PROVINCE_NOT_FOUND: 'INVALID_PROVINCE_IN_COUNTRY',
  INVALID_MERCHANDISE_LINE: 'LINE_ITEM_NOT_FOUND',
  MINIMUM_NOT_MET: 'GREATER_THAN_OR_EQUAL_TO',
  MAXIMUM_EXCEEDED: 'NOT_ENOUGH_IN_STOCK',
  LESS_THAN: 'LESS_THAN',
  INVALID: INVALID,
  INVALID_DELIVERY_GROUP: INVALID,
  INVALID_DELIVERY_OPTION: INVALID,
  INVALID_PAYMENT: INVALID,
  INVALID_PAYMENT_EMPTY_CART: INVALID,
  INVALID_METAFIELDS: INVALID,
  INVALID_INCREMENT: INVALID,
  INVALID_COMPANY_LOCATION: INVALID,
  VALIDATION_CUSTOM: INVALID,
  UNSPECIFIED_ADDRESS_ERROR: INVALID,
};

const WARNING_CODES: Record<string, string> = {
  MERCHANDISE_OUT_OF_STOCK: 'NOT_ENOUGH_IN_STOCK',
  MERCHANDISE_NOT_ENOUGH_STOCK: 'NOT_ENOUGH_IN_STOCK',
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: NOT_SUPPORTED,
};

/** A checkout user error as the SDK reports it; `code` is undefined for a cart code the table does not know. */
export interface CheckoutUserError {
  code: string | undefined;
  field?: string[] | null;
  message: string;
}

/**
 * User errors then warnings, with their codes mapped through the SPEC §8 table (warnings carry no `field`).
 *
 * @example
 * checkoutUserErrors([{ code: 'NOTE_TOO_LONG', field: ['note'], message: 'Too long' }], []);
 * // [{ code: 'TOO_LONG', field: ['note'], message: 'Too long' }]
 */
export function checkoutUserErrors(
  userErrors: readonly CartUserError[] | null | undefined,
  warnings: readonly CartWarning[] | null | undefined,
): CheckoutUserError[] {
  const errors = (userErrors ?? []).map(({ code, field, message }) => ({ code: code ? ERROR_CODES[code] : undefined, field, message }));
  const mapped = (warnings ?? []).map(({ code, message }) => ({ code: code ? WARNING_CODES[code] : undefined, message }));
  return [...errors, ...mapped];
}

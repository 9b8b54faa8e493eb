// @ts-check
// Buyer identity (email, phone, country → market, preferences) and the cart's delivery addresses, both the
// deprecated buyerIdentity.deliveryAddressPreferences and the 2025-01 `delivery.addresses` form.
import { normaliseAddress } from './address.mjs';
import { childId } from './store.mjs';

/**
 * @typedef {import('./store.mjs').Cart} Cart
 * @typedef {import('./lines.mjs').Outcome} Outcome
 * @typedef {import('./address.mjs').AddressInput} AddressInput
 * @typedef {{ customerAddressId?: string | null, deliveryAddress?: AddressInput | null,
 *   deliveryAddressValidationStrategy?: string | null, oneTimeUse?: boolean | null }} DeliveryAddressInput
 * @typedef {{ address?: { deliveryAddress?: AddressInput | null, copyFromCustomerAddressId?: string | null } | null,
 *   id?: string, selected?: boolean | null, oneTimeUse?: boolean | null, validationStrategy?: string | null }} SelectableAddressInput
 */

// Email and phone: Shopify documents no format for CartBuyerIdentityInput.email / .phone (the schema says only "The email
// address / phone number of the buyer"); the shapes below (an address with a dotted domain; up to 15 digits, E.164's
// length) and the code INVALID (the schema's "The input value is invalid.") are ours. The country is the CountryCode enum:
// GraphQL refuses any other value before the mutation runs.
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[1-9]\d{6,14}$/;
export const MAX_DELIVERY_ADDRESSES = 20;

/**
 * Applies a CartBuyerIdentityInput. Fields left out keep their value; null clears them.
 * @param {Cart} cart
 * @param {Record<string, any>} input
 * @param {string[]} path
 * @param {Outcome} out
 */
export function applyBuyerIdentity(cart, input, path, out) {
  const errors = out.userErrors;
  if (input.email !== undefined) {
    if (input.email && !EMAIL.test(input.email)) errors.push({ field: [...path, 'email'], message: 'Email is invalid', code: 'INVALID' });
    else cart.buyer.email = input.email || null;
  }
  if (input.phone !== undefined) {
    const digits = typeof input.phone === 'string' ? input.phone.replace(/[\s().-]/g, '') : '';
    if (input.phone && !PHONE.test(digits)) errors.push({ field: [...path, 'phone'], message: 'Phone is invalid', code: 'INVALID' });
    else cart.buyer.phone = input.phone || null;
  }
  if (input.countryCode) cart.buyer.countryCode = input.countryCode;
  if (input.customerAccessToken) {
    errors.push({ field: [...path, 'customerAccessToken'], message: 'Customer access token is invalid.', code: 'INVALID' });
  }
  // "MISSING_CUSTOMER_ACCESS_TOKEN: The customer access token is required when setting a company location." (CartErrorCode,
  // 2025-01 schema); with a token (which this shop never accepts, above) the location itself is refused as
  // INVALID_COMPANY_LOCATION, "Company location not found or not allowed.".
  if (input.companyLocationId && !input.customerAccessToken) {
    errors.push({
      field: [...path, 'companyLocationId'],
      message: 'A customer access token is required to set a company location.',
      code: 'MISSING_CUSTOMER_ACCESS_TOKEN',
    });
  } else if (input.companyLocationId) {
    errors.push({ field: [...path, 'companyLocationId'], message: 'Company location is invalid.', code: 'INVALID_COMPANY_LOCATION' });
  }
  if (input.preferences !== undefined) cart.buyer.preferences = input.preferences;
  if (input.deliveryAddressPreferences !== undefined) {
    /** @type {DeliveryAddressInput[]} */
    const list = input.deliveryAddressPreferences ?? [];
    const next = [];
    for (const [i, pref] of list.entries()) {
      const at = [...path, 'deliveryAddressPreferences', String(i)];
      if (pref.customerAddressId) {
        errors.push({ field: [...at, 'customerAddressId'], message: 'The customer address does not exist.', code: 'INVALID_DELIVERY_ADDRESS_ID' });
        continue;
      }
      const address = normaliseAddress(
        pref.deliveryAddress ?? {},
        [...at, 'deliveryAddress'],
        pref.deliveryAddressValidationStrategy === 'STRICT',
        errors,
      );
      if (address)
        next.push({
          id: `gid://shopify/CartSelectableAddress/${childId(cart, 'address')}`,
          address,
          selected: next.length === 0,
          oneTimeUse: pref.oneTimeUse ?? false,
        });
    }
    cart.addresses = next;
    cart.selectedDeliveryOption = null;
  }
}

/**
 * cartDeliveryAddressesAdd and CartInput.delivery.addresses.
 * @param {Cart} cart @param {readonly SelectableAddressInput[]} inputs @param {string[]} path @param {Outcome} out
 */
export function addAddresses(cart, inputs, path, out) {
  for (const [i, input] of inputs.entries()) {
    const at = [...path, String(i)];
    if (input.address?.copyFromCustomerAddressId) {
      out.userErrors.push({
        field: [...at, 'address', 'copyFromCustomerAddressId'],
        message: 'The customer address does not exist.',
        code: 'INVALID_DELIVERY_ADDRESS_ID',
      });
      continue;
    }
    const address = normaliseAddress(
      input.address?.deliveryAddress ?? {},
      [...at, 'address', 'deliveryAddress'],
      input.validationStrategy === 'STRICT',
      out.userErrors,
    );
    if (address)
      cart.addresses.push({
        id: `gid://shopify/CartSelectableAddress/${childId(cart, 'address')}`,
        address,
        selected: input.selected ?? false,
        oneTimeUse: input.oneTimeUse ?? false,
      });
  }
  checkAddresses(cart, path, out);
}

/**
 * cartDeliveryAddressesUpdate.
 * @param {Cart} cart @param {readonly SelectableAddressInput[]} inputs @param {Outcome} out
 */
export function updateAddresses(cart, inputs, out) {
  for (const [i, input] of inputs.entries()) {
    const at = ['addresses', String(i)];
    const entry = cart.addresses.find((a) => a.id === input.id);
    if (!entry) {
      out.userErrors.push({
        field: [...at, 'id'],
        message: `The delivery address with id ${input.id} does not exist.`,
        code: 'INVALID_DELIVERY_ADDRESS_ID',
      });
      continue;
    }
    if (input.address?.deliveryAddress) {
      const address = normaliseAddress(
        input.address.deliveryAddress,
        [...at, 'address', 'deliveryAddress'],
        input.validationStrategy === 'STRICT',
        out.userErrors,
      );
      if (address) entry.address = address;
    }
    if (input.selected != null) entry.selected = input.selected;
    if (input.oneTimeUse != null) entry.oneTimeUse = input.oneTimeUse;
  }
  checkAddresses(cart, ['addresses'], out);
  cart.selectedDeliveryOption = null;
}

/**
 * cartDeliveryAddressesRemove.
 * @param {Cart} cart @param {readonly string[]} ids @param {Outcome} out
 */
export function removeAddresses(cart, ids, out) {
  ids.forEach((id, i) => {
    if (!cart.addresses.some((a) => a.id === id)) {
      out.userErrors.push({
        field: ['addressIds', String(i)],
        message: `The delivery address with id ${id} does not exist.`,
        code: 'INVALID_DELIVERY_ADDRESS_ID',
      });
    }
  });
  cart.addresses = cart.addresses.filter((a) => !ids.includes(a.id));
  cart.selectedDeliveryOption = null;
}

/** @param {Cart} cart @param {string[]} path @param {Outcome} out */
function checkAddresses(cart, path, out) {
  if (cart.addresses.filter((a) => a.selected).length > 1) {
    out.userErrors.push({ field: path, message: 'Only one delivery address can be selected.', code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED' });
  }
  if (cart.addresses.length > MAX_DELIVERY_ADDRESSES) {
    out.userErrors.push({
      field: path,
      message: `A cart can have at most ${MAX_DELIVERY_ADDRESSES} delivery addresses.`,
      code: 'TOO_MANY_DELIVERY_ADDRESSES',
    });
  }
}

/** The address deliveries go to: the selected one, else the first. @param {Cart} cart */
export function deliveryAddress(cart) {
  return (cart.addresses.find((a) => a.selected) ?? cart.addresses[0]) || null;
}

// Legacy checkout inputs (variantId, customAttributes, email, shippingAddress…) as cart API inputs.
import { warnUnsupported } from '../cart';
import type { AttributeInput } from '../types';
import { deliveryAddressInput, type LegacyAddressInput } from './address';

/** A legacy line item input: `variantId` for new lines, `id` for existing ones. */
export interface LegacyLineItemInput {
  id?: string;
  variantId?: string;
  quantity?: number;
  customAttributes?: AttributeInput[];
  /** A selling plan (a subscription) for the line: passed on to the cart line as it is. */
  sellingPlanId?: string;
}

export interface LegacyCheckoutCreateInput {
  lineItems?: LegacyLineItemInput[];
  note?: string;
  email?: string;
  shippingAddress?: LegacyAddressInput;
  customAttributes?: AttributeInput[];
  buyerIdentity?: { countryCode?: string };
  /** Not supported by the cart API: warned about and ignored. */
  presentmentCurrencyCode?: string;
  /** Not supported by the cart API: warned about and ignored. */
  allowPartialAddresses?: boolean;
}

export const UNSUPPORTED_OPTIONS = ['presentmentCurrencyCode', 'allowPartialAddresses'] as const;

type CartLineFields = { id?: string; merchandiseId?: string; quantity?: number; attributes?: AttributeInput[]; sellingPlanId?: string };

/** One line item or a list, as cart line inputs; SPEC §5: an input with no fields is dropped. */
export function cartLines(lineItems: LegacyLineItemInput | readonly LegacyLineItemInput[] | undefined): CartLineFields[] {
  const list = lineItems === undefined ? [] : Array.isArray(lineItems) ? lineItems : [lineItems as LegacyLineItemInput];
  return list
    .map((item): CartLineFields => {
      const line: CartLineFields = {};
      if (item.id !== undefined) line.id = item.id;
      if (item.customAttributes !== undefined) line.attributes = item.customAttributes;
      if (item.quantity !== undefined) line.quantity = item.quantity;
      if (item.variantId !== undefined) line.merchandiseId = item.variantId;
      if (item.sellingPlanId !== undefined) line.sellingPlanId = item.sellingPlanId;
      return line;
    })
    .filter((line) => Object.keys(line).length > 0);
}

/** The `CartInput` for `checkout.create`. */
export function cartCreateInput(input: LegacyCheckoutCreateInput): Record<string, unknown> {
  warnUnsupported(input, UNSUPPORTED_OPTIONS);
  const cartInput: Record<string, unknown> = {};
  const lines = cartLines(input.lineItems);
  if (lines.length) cartInput.lines = lines;
  if (input.note) cartInput.note = input.note;
  const buyerIdentity: Record<string, unknown> = {};
  if (input.email) buyerIdentity.email = input.email;
  if (input.buyerIdentity?.countryCode) buyerIdentity.countryCode = input.buyerIdentity.countryCode;
  if (Object.keys(buyerIdentity).length) cartInput.buyerIdentity = buyerIdentity;
  if (input.customAttributes) cartInput.attributes = input.customAttributes;
  // 2025-01 takes the shipping address as a selected delivery address, not as a buyer-identity preference.
  if (input.shippingAddress) {
    cartInput.delivery = { addresses: [{ address: { deliveryAddress: deliveryAddressInput(input.shippingAddress) }, selected: true }] };
  }
  return cartInput;
}

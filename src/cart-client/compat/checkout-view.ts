// SPEC §3: the legacy checkout view of a cart, with the fixed values the cart API has no equivalent for.
import { checkoutUrlFor } from '../checkout-url';
import type { Attribute, Cart, CartLine, SelectedOption, UnitPriceMeasurement } from '../types';
import { legacyDiscounts, type LegacyDiscountAllocation, type LegacyDiscountApplication } from './discounts';
import { legacyMoney, sumAmounts, type LegacyMoney } from './money';
import { legacyShippingAddress, type LegacyMailingAddress } from './address';
import { CHECKOUT_LINE_ITEM, PRODUCT_VARIANT, type ModelType } from './model-types';

export interface LegacyImage {
  id: string | null;
  src: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}
export interface LegacyLineItemVariant {
  id: string;
  title: string;
  image: LegacyImage | null;
  product: { id: string; handle: string };
  weight: number | null;
  available: boolean;
  sku: string | null;
  selectedOptions: SelectedOption[];
  compareAtPrice: LegacyMoney | null;
  compareAtPriceV2: LegacyMoney | null;
  price: LegacyMoney;
  priceV2: LegacyMoney;
  unitPrice: LegacyMoney | null;
  unitPriceMeasurement: UnitPriceMeasurement | null;
  type: ModelType;
}
export interface LegacyLineItem {
  customAttributes: Attribute[];
  discountAllocations: LegacyDiscountAllocation[];
  id: string;
  quantity: number;
  title: string;
  variant: LegacyLineItemVariant;
  hasNextPage: false;
  hasPreviousPage: false;
  type: ModelType;
}
export interface LegacyAppliedGiftCard {
  id: string;
  lastCharacters: string;
  amountUsed: LegacyMoney;
  amountUsedV2: LegacyMoney;
  balance: LegacyMoney;
  balanceV2: LegacyMoney;
  presentmentAmountUsed: LegacyMoney;
}

/** What `client.checkout.*` resolves with: the cart seen as a `shopify-buy` 3.x checkout. */
export interface LegacyCheckout {
  id: string;
  createdAt: string;
  updatedAt: string;
  currencyCode: string | null;
  webUrl: string;
  note: string | null;
  email: string | null;
  buyerIdentity: { countryCode: string | null };
  customAttributes: Attribute[];
  lineItems: LegacyLineItem[];
  discountApplications: LegacyDiscountApplication[];
  appliedGiftCards: LegacyAppliedGiftCard[];
  shippingAddress: LegacyMailingAddress | null;
  lineItemsSubtotalPrice: LegacyMoney | null;
  paymentDue: LegacyMoney | null;
  paymentDueV2: LegacyMoney | null;
  subtotalPrice: LegacyMoney | null;
  subtotalPriceV2: LegacyMoney | null;
  totalPrice: LegacyMoney | null;
  totalPriceV2: LegacyMoney | null;
  totalTax: LegacyMoney;
  totalTaxV2: LegacyMoney;
  completedAt: null;
  order: null;
  orderStatusUrl: null;
  ready: false;
  requiresShipping: true;
  shippingLine: null;
  taxExempt: false;
  taxesIncluded: false;
}

function lineItem(line: CartLine, discountAllocations: LegacyDiscountAllocation[]): LegacyLineItem {
  const m = line.merchandise;
  const price = legacyMoney(m.price);
  const compareAtPrice = legacyMoney(m.compareAtPrice);
  return {
    customAttributes: line.attributes,
    discountAllocations,
    id: line.id,
    quantity: line.quantity,
    title: m.product.title,
    variant: {
      id: m.id,
      title: m.title,
      image: m.image && { id: m.image.id, src: m.image.url, altText: m.image.altText, width: m.image.width, height: m.image.height },
      product: { id: m.product.id, handle: m.product.handle },
      weight: m.weight,
      available: m.availableForSale,
      sku: m.sku,
      selectedOptions: m.selectedOptions,
      compareAtPrice,
      compareAtPriceV2: compareAtPrice,
      price,
      priceV2: price,
      unitPrice: legacyMoney(m.unitPrice),
      unitPriceMeasurement: m.unitPriceMeasurement,
      type: PRODUCT_VARIANT,
    },
    hasNextPage: false,
    hasPreviousPage: false,
    type: CHECKOUT_LINE_ITEM,
  };
}

/** SPEC §4: total = cart total + gift-card amounts used; subtotal = total − duties − taxes (exact, in the legacy form). */
function totals(cart: Cart): { total: LegacyMoney; subtotal: LegacyMoney } {
  const { totalAmount, totalDutyAmount, totalTaxAmount } = cart.cost;
  const currencyCode = totalAmount.currencyCode;
  const used = cart.appliedGiftCards.map((card) => card.presentmentAmountUsed.amount);
  const total = used.length ? sumAmounts([totalAmount.amount, ...used]) : totalAmount.amount;
  const subtotal = sumAmounts([total, totalDutyAmount?.amount ?? '0', totalTaxAmount?.amount ?? '0'], [1, -1, -1]);
  return { total: legacyMoney({ amount: total, currencyCode }), subtotal: { amount: subtotal, currencyCode } };
}

function webUrlFor(checkoutUrl: string): string {
  try {
    return checkoutUrlFor(checkoutUrl);
  } catch {
    return checkoutUrl; // as the SDK does: an unparsable URL is passed on rather than breaking checkout
  }
}

/**
 * Maps a cart (every line fetched) to the legacy checkout view of SPEC §3.
 *
 * @example
 * const checkout = legacyCheckout(await fetchCart(client, id));
 * location.assign(checkout.webUrl);
 */
export function legacyCheckout(cart: Cart): LegacyCheckout {
  const { discountApplications, allocationsByLine } = legacyDiscounts(cart);
  const { total, subtotal } = totals(cart);
  const currencyCode = cart.cost.totalAmount.currencyCode;
  const paymentDue = legacyMoney(cart.cost.totalAmount);
  const totalTax = legacyMoney(cart.cost.totalTaxAmount) ?? { amount: '0.0', currencyCode };
  const giftCards = cart.appliedGiftCards.map((card) => {
    const amountUsed = legacyMoney(card.amountUsed);
    const balance = legacyMoney(card.balance);
    const presentmentAmountUsed = legacyMoney(card.presentmentAmountUsed);
    return {
      id: card.id,
      lastCharacters: card.lastCharacters,
      amountUsed,
      amountUsedV2: amountUsed,
      balance,
      balanceV2: balance,
      presentmentAmountUsed,
    };
  });
  return {
    appliedGiftCards: giftCards,
    buyerIdentity: { countryCode: cart.buyerIdentity.countryCode },
    createdAt: cart.createdAt,
    currencyCode,
    customAttributes: cart.attributes,
    discountApplications,
    email: cart.buyerIdentity.email || null,
    id: cart.id,
    lineItems: cart.lines.filter((line) => line.merchandise?.product).map((line) => lineItem(line, allocationsByLine.get(line.id) ?? [])),
    lineItemsSubtotalPrice: legacyMoney(cart.cost.checkoutChargeAmount),
    note: cart.note,
    paymentDue,
    paymentDueV2: paymentDue,
    shippingAddress: legacyShippingAddress(cart),
    subtotalPrice: subtotal,
    subtotalPriceV2: subtotal,
    totalPrice: total,
    totalPriceV2: total,
    totalTax,
    totalTaxV2: totalTax,
    updatedAt: cart.updatedAt,
    webUrl: webUrlFor(cart.checkoutUrl),
    completedAt: null,
    order: null,
    orderStatusUrl: null,
    ready: false,
    requiresShipping: true,
    shippingLine: null,
    taxExempt: false,
    taxesIncluded: false,
  };
}

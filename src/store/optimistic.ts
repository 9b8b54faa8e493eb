// Pure functions that draw pending operations on top of the last confirmed cart, so "Add to cart" answers at once.
import type { Attribute, Cart, CartLine, Money } from '../cart-client';
import { currencyDigits, fromMinor, toMinor } from './minor-units';
import { sameAttributes } from './same-attributes';
import type { AddLineInput } from './types';

export const PENDING_PREFIX = 'pending:';

type Item = { merchandiseId: string | null; attributes?: readonly Attribute[] | undefined; sellingPlanId?: string | null | undefined };
/** The same merchandise with the same attributes and selling plan (none: one-time purchase): what the shop merges into one line. */
export function sameItem(a: Item, b: Item): boolean {
  return a.merchandiseId === b.merchandiseId && sameAttributes(a.attributes, b.attributes) && (a.sellingPlanId ?? null) === (b.sellingPlanId ?? null);
}

/** Puts `lines` into `list` as the shop would merge them: an item already there sums its quantity, another is copied in. */
export function addUnits(list: AddLineInput[], lines: readonly AddLineInput[]): void {
  for (const line of lines) {
    const same = list.find((entry) => sameItem(entry, line));
    if (same) same.quantity = (same.quantity ?? 1) + (line.quantity ?? 1);
    else list.push({ ...line });
  }
}

/** A line's selling plan id; null for one-time purchase. */
export const planOf = (line: CartLine): string | null => line.sellingPlanAllocation?.sellingPlan.id ?? null;

/** The line the shop would merge an added line into: same merchandise, same attributes, same plan. */
export function findMatchingLine(cart: Cart | null, item: Item): CartLine | undefined {
  return cart?.lines.find((line) => sameItem({ merchandiseId: line.merchandise.id, attributes: line.attributes, sellingPlanId: planOf(line) }, item));
}

/** An added line is in `cart`: its line is at least at the quantity it had before the add (`baseline`) plus the add. */
export function lineLanded(cart: Cart | null, line: AddLineInput, baseline: number): boolean {
  return (findMatchingLine(cart, line)?.quantity ?? 0) >= baseline + (line.quantity ?? 1);
}

/** `money` in the currency's minor units (JPY 0 decimals, KWD 3): optimistic amounts never assume cents. */
const minor = (money: Money | null | undefined, digits: number) => toMinor(money?.amount ?? '0', digits);

function times(money: Money, quantity: number): Money {
  const digits = currencyDigits(money.currencyCode);
  return fromMinor(minor(money, digits) * quantity, money.currencyCode, digits);
}

function emptyCart(currencyCode: Money['currencyCode']): Cart {
  const zero = fromMinor(0, currencyCode, currencyDigits(currencyCode));
  return {
    id: '',
    createdAt: '',
    updatedAt: '',
    checkoutUrl: '',
    note: null,
    totalQuantity: 0,
    attributes: [],
    discountCodes: [],
    discountAllocations: [],
    appliedGiftCards: [],
    buyerIdentity: { countryCode: null, email: null, phone: null, customer: null, preferences: null },
    delivery: { addresses: [] },
    deliveryGroups: [],
    cost: { checkoutChargeAmount: zero, totalAmount: zero, subtotalAmount: zero, totalTaxAmount: null, totalDutyAmount: null },
    lines: [],
  };
}

/** A line the shop has not confirmed yet, drawn from what the card knew of it. */
function pendingLine(id: string, input: AddLineInput, quantity: number): CartLine {
  const display = input.display ?? {};
  const price = display.price ?? { amount: '0.0', currencyCode: 'USD' };
  const line: CartLine = {
    id,
    quantity,
    attributes: input.attributes ?? [],
    cost: { totalAmount: price, subtotalAmount: price, amountPerQuantity: price, compareAtAmountPerQuantity: display.compareAtPrice ?? null },
    discountAllocations: [],
    // The plan as the card showed it (its price is the line's); the shop's answer brings the rest.
    sellingPlanAllocation: input.sellingPlanId
      ? { sellingPlan: { id: input.sellingPlanId, name: display.sellingPlanName ?? '', description: null }, priceAdjustments: [] }
      : null,
    merchandise: {
      id: input.merchandiseId,
      title: display.variantTitle ?? '',
      sku: null,
      availableForSale: true,
      weight: null,
      image: display.image ?? null,
      product: { vendor: '', requiresSellingPlan: false, ...(display.product ?? { id: '', handle: '', title: display.title ?? '' }) },
      sellingPlanAllocations: { nodes: [] },
      selectedOptions: display.selectedOptions ?? [],
      price,
      compareAtPrice: display.compareAtPrice ?? null,
      unitPrice: null,
      unitPriceMeasurement: null,
    },
  };
  return withQuantity(line, quantity);
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  const total = times(line.cost.amountPerQuantity, quantity);
  return { ...line, quantity, cost: { ...line.cost, subtotalAmount: total, totalAmount: total } };
}

/** Recomputes count and an estimated subtotal/total from the lines (discounts and taxes keep their confirmed values). */
export function estimate(cart: Cart, confirmed: Cart | null): Cart {
  const currency = cart.lines[0]?.cost.amountPerQuantity.currencyCode ?? cart.cost.totalAmount.currencyCode;
  const digits = currencyDigits(currency);
  const subtotal = cart.lines.reduce((sum, line) => sum + minor(line.cost.amountPerQuantity, digits) * line.quantity, 0);
  // Discounts, taxes and duties stay as the shop last said: the total moves by what the subtotal moved.
  const was = (money: Money | null | undefined) => minor(money, digits);
  const total = fromMinor(Math.max(0, was(confirmed?.cost.totalAmount) + subtotal - was(confirmed?.cost.subtotalAmount)), currency, digits);
  return {
    ...cart,
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    cost: { ...cart.cost, subtotalAmount: fromMinor(subtotal, currency, digits), totalAmount: total, checkoutChargeAmount: total },
  };
}

export function applyAdd(cart: Cart | null, opId: number, lines: readonly AddLineInput[]): Cart {
  let next = cart ?? emptyCart(lines[0]?.display?.price?.currencyCode ?? 'USD');
  lines.forEach((input, index) => {
    const quantity = input.quantity ?? 1;
    const match = findMatchingLine(next, input);
    next = {
      ...next,
      lines: match
        ? next.lines.map((line) => (line === match ? withQuantity(line, line.quantity + quantity) : line))
        : [...next.lines, pendingLine(`${PENDING_PREFIX}${opId}:${index}`, input, quantity)],
    };
  });
  return next;
}

export function applyQuantity(cart: Cart | null, lineId: string, quantity: number): Cart | null {
  if (!cart || quantity <= 0) return applyRemove(cart, [lineId]);
  return { ...cart, lines: cart.lines.map((line) => (line.id === lineId ? withQuantity(line, quantity) : line)) };
}

export function applyRemove(cart: Cart | null, lineIds: readonly string[]): Cart | null {
  return cart ? { ...cart, lines: cart.lines.filter((line) => !lineIds.includes(line.id)) } : cart;
}

import type { Cart, Money } from '../../cart-client';
import { currencyDigits, fromMinor, toMinor } from '../../store/minor-units';

export { fromMinor, toMinor };

export interface CartTotals {
  /** Lines after their own discounts, before order discounts: subtotal + order discounts. */
  items: Money;
  /** Order-level discounts, one entry per code or title (line discounts show on their lines). */
  discounts: Array<{ label: string; amount: Money }>;
  /** SPEC §4: total − duties − taxes. */
  subtotal: Money;
  taxes: Money | null;
  duties: Money | null;
  /** SPEC §4: the cart's total plus what gift cards pay. */
  total: Money;
  giftCards: Array<{ id: string; lastCharacters: string; amount: Money }>;
  /** What is left to pay: the cart's own total. */
  due: Money;
}

/**
 * The drawer's totals from a cart, in integer minor units of the cart's currency (SPEC §4): total = cart total + gift-card
 * amounts used; subtotal = total − duties − taxes. Taxes and duties are null when the shop reports none.
 *
 * @example
 * const { subtotal, total, due } = cartTotals(cart);
 */
export function cartTotals(cart: Cart): CartTotals {
  const currency = cart.cost.totalAmount.currencyCode;
  const digits = currencyDigits(currency);
  const minor = (money: Money | null | undefined) => (money ? toMinor(money.amount, digits) : 0);
  const money = (value: number) => fromMinor(value, currency, digits);
  const present = (m: Money | null) => (m && minor(m) !== 0 ? money(minor(m)) : null);

  const giftCards = cart.appliedGiftCards.map((card) => {
    // The amount in the cart's currency; `amountUsed` is in the card's own currency.
    const used = card.presentmentAmountUsed.currencyCode === currency ? card.presentmentAmountUsed : card.amountUsed;
    return { id: card.id, lastCharacters: card.lastCharacters, amount: money(minor(used)) };
  });
  const groups = new Map<string, number>();
  for (const allocation of cart.discountAllocations) {
    const label = allocation.code ?? allocation.title ?? '';
    groups.set(label, (groups.get(label) ?? 0) + minor(allocation.discountedAmount));
  }
  const discounts = [...groups].map(([label, value]) => ({ label, amount: money(value) }));

  const total = minor(cart.cost.totalAmount) + giftCards.reduce((sum, card) => sum + minor(card.amount), 0);
  const taxes = minor(cart.cost.totalTaxAmount);
  const duties = minor(cart.cost.totalDutyAmount);
  const subtotal = total - duties - taxes;
  const discounted = discounts.reduce((sum, entry) => sum + minor(entry.amount), 0);
  return {
    items: money(subtotal + discounted),
    discounts,
    subtotal: money(subtotal),
    taxes: present(cart.cost.totalTaxAmount),
    duties: present(cart.cost.totalDutyAmount),
    total: money(total),
    giftCards,
    due: money(minor(cart.cost.totalAmount)),
  };
}

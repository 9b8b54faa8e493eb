import { describe, expect, it } from 'vitest';
import type { Cart, DiscountAllocation, Money } from '../../src/cart-client';
import { cartTotals, fromMinor, toMinor } from '../../src/widget/cart/cart-totals';

const usd = (amount: string): Money => ({ amount, currencyCode: 'USD' });

function cart(cost: Partial<Cart['cost']>, extra: Partial<Cart> = {}): Cart {
  return {
    id: 'c',
    createdAt: '',
    updatedAt: '',
    checkoutUrl: 'https://shop.test/checkouts/cn/c',
    note: null,
    totalQuantity: 1,
    attributes: [],
    discountCodes: [],
    discountAllocations: [],
    appliedGiftCards: [],
    buyerIdentity: { countryCode: 'US', email: null, phone: null, customer: null, preferences: null },
    delivery: { addresses: [] },
    deliveryGroups: [],
    cost: {
      checkoutChargeAmount: usd('0.0'),
      totalAmount: usd('0.0'),
      subtotalAmount: usd('0.0'),
      totalTaxAmount: null,
      totalDutyAmount: null,
      ...cost,
    },
    lines: [],
    ...extra,
  };
}

const card = (id: string, used: string, balance: string) => ({
  id,
  lastCharacters: id.slice(-4),
  amountUsed: usd(used),
  balance: usd(balance),
  presentmentAmountUsed: usd(used),
});
const orderDiscount = (code: string, amount: string): DiscountAllocation => ({
  discountedAmount: usd(amount),
  targetType: 'LINE_ITEM',
  discountApplication: { targetType: 'LINE_ITEM', allocationMethod: 'ACROSS', targetSelection: 'ALL', value: { percentage: 10 } },
  code,
});

describe('cart totals (SPEC §4, integer minor units)', () => {
  it('reads decimal strings exactly in the currency’s own minor units', () => {
    expect(toMinor('10.0', 2)).toBe(1000);
    expect(toMinor('12.5', 2)).toBe(1250);
    expect(toMinor('0.1', 2) + toMinor('0.2', 2)).toBe(30);
    expect(toMinor('1.005', 2)).toBe(101);
    expect(toMinor('-3.25', 2)).toBe(-325);
    expect(toMinor('1200', 0)).toBe(1200);
    expect(toMinor('1.234', 3)).toBe(1234);
    expect(fromMinor(1250, 'USD')).toEqual(usd('12.50'));
    expect(fromMinor(5, 'USD')).toEqual(usd('0.05'));
    expect(fromMinor(-325, 'USD')).toEqual(usd('-3.25'));
    expect(fromMinor(1200, 'JPY')).toEqual({ amount: '1200', currencyCode: 'JPY' });
    expect(fromMinor(1234, 'KWD')).toEqual({ amount: '1.234', currencyCode: 'KWD' });
  });

  it('with nothing else, subtotal and total are the cart total', () => {
    const totals = cartTotals(cart({ totalAmount: usd('48.0'), subtotalAmount: usd('48.0') }));
    expect(totals.subtotal).toEqual(usd('48.00'));
    expect(totals.total).toEqual(usd('48.00'));
    expect(totals.due).toEqual(usd('48.00'));
    expect(totals.taxes).toBeNull();
    expect(totals.duties).toBeNull();
    expect(totals.discounts).toEqual([]);
  });

  it('total = cart total + gift-card amounts used; the cards show as deductions down to what is due', () => {
    const totals = cartTotals(
      cart({ totalAmount: usd('0.0') }, { appliedGiftCards: [card('gc-ABCD', '30.0', '50.0'), card('gc-WXYZ', '10.0', '10.0')] }),
    );
    expect(totals.total).toEqual(usd('40.00'));
    expect(totals.subtotal).toEqual(usd('40.00'));
    expect(totals.giftCards.map((c) => [c.lastCharacters, c.amount.amount])).toEqual([
      ['ABCD', '30.00'],
      ['WXYZ', '10.00'],
    ]);
    expect(totals.due).toEqual(usd('0.00'));
  });

  it('subtotal = total − duties − taxes', () => {
    const totals = cartTotals(
      cart(
        { totalAmount: usd('117.3'), totalTaxAmount: usd('8.8'), totalDutyAmount: usd('3.5') },
        { appliedGiftCards: [card('gc-BIGG', '5.0', '200.0')] },
      ),
    );
    expect(totals.total).toEqual(usd('122.30'));
    expect(totals.taxes).toEqual(usd('8.80'));
    expect(totals.duties).toEqual(usd('3.50'));
    expect(totals.subtotal).toEqual(usd('110.00'));
    expect(totals.due).toEqual(usd('117.30'));
  });

  it('groups order discounts by code (allocated per line) and shows the items before them', () => {
    const totals = cartTotals(
      cart(
        { totalAmount: usd('43.2'), subtotalAmount: usd('48.0') },
        { discountAllocations: [orderDiscount('WELCOME10', '2.4'), orderDiscount('WELCOME10', '2.4')] },
      ),
    );
    expect(totals.discounts).toEqual([{ label: 'WELCOME10', amount: usd('4.80') }]);
    expect(totals.subtotal).toEqual(usd('43.20'));
    expect(totals.items).toEqual(usd('48.00'));
  });

  it('uses the gift card amount in the cart’s currency when the card is in another one', () => {
    const cad = (amount: string): Money => ({ amount, currencyCode: 'CAD' });
    const c = cart({ totalAmount: cad('10.0'), subtotalAmount: cad('77.5') });
    c.appliedGiftCards = [{ id: 'g', lastCharacters: 'ABCD', amountUsed: usd('50.0'), balance: usd('0.0'), presentmentAmountUsed: cad('67.5') }];
    const totals = cartTotals(c);
    expect(totals.total).toEqual(cad('77.50'));
    expect(totals.giftCards[0]!.amount).toEqual(cad('67.50'));
  });

  it('shows taxes only when there are some', () => {
    expect(cartTotals(cart({ totalAmount: usd('10.0'), totalTaxAmount: usd('0.0') })).taxes).toBeNull();
  });
});

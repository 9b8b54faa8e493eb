import { afterEach, describe, expect, it, vi } from 'vitest';
import { legacyCheckout } from '../../src/cart-client/compat';
import type { Cart } from '../../src/cart-client';
import { allocation, cartWith, lineWith, money } from './compat-fixtures';

afterEach(() => vi.restoreAllMocks());

/** A normalised cart (as fetchCart returns it) from raw pieces. */
function cart(lines: unknown[], cartAllocations: unknown[] = [], codes: Array<{ code: string; applicable: boolean }> = []): Cart {
  const raw = cartWith({ discountAllocations: cartAllocations, discountCodes: codes });
  return { ...raw, lines, deliveryGroups: [] } as unknown as Cart;
}

describe('discount allocations (SPEC §5)', () => {
  it('moves a line-level code onto its application and reports it once', () => {
    const a = allocation('1.0', { value: { percentage: 10 } }, { code: 'TEN' });
    const checkout = legacyCheckout(cart([lineWith(1, '9.0', [a])], [], [{ code: 'TEN', applicable: true }]));
    const application = {
      __typename: 'DiscountApplication',
      targetSelection: 'ALL',
      allocationMethod: 'ACROSS',
      targetType: 'LINE_ITEM',
      value: { percentage: 10 },
      hasNextPage: false,
      hasPreviousPage: false,
      code: 'TEN',
      applicable: true,
    };
    expect(checkout.discountApplications).toEqual([application]);
    expect(checkout.lineItems[0]?.discountAllocations).toEqual([{ allocatedAmount: money('1.0'), discountApplication: application }]);
  });

  it('gives order-level allocations to lines, smallest to the cheapest, and sums fixed amounts exactly', () => {
    const fixed = (amount: string) => allocation(amount, { targetType: 'LINE_ITEM', value: money(amount) }, { title: 'Spend more' });
    const lines = [lineWith(1, '30.0'), lineWith(2, '10.0')];
    const checkout = legacyCheckout(cart(lines, [fixed('0.3'), fixed('0.1')]));
    // The 10.0 line (cheapest) gets 0.1, the 30.0 line gets 0.3; the application's value is the whole discount.
    expect(checkout.lineItems.map((line) => line.discountAllocations.map((a) => a.allocatedAmount.amount))).toEqual([['0.3'], ['0.1']]);
    expect(checkout.discountApplications).toHaveLength(1);
    expect(checkout.discountApplications[0]).toMatchObject({ title: 'Spend more', value: { amount: '0.4', currencyCode: 'USD' } });
    expect(checkout.lineItems[0]?.discountAllocations[0]?.discountApplication.value).toEqual({ amount: '0.4', currencyCode: 'USD' });
  });

  it('writes summed fixed amounts in the legacy text form', () => {
    const fixed = (amount: string) => allocation(amount, { value: money(amount) }, { code: 'FIVE' });
    const checkout = legacyCheckout(
      cart([lineWith(1, '10.0', [fixed('2.25')]), lineWith(2, '10.0', [fixed('2.25')])], [], [{ code: 'five', applicable: false }]),
    );
    expect(checkout.discountApplications).toEqual([
      expect.objectContaining({ code: 'FIVE', applicable: false, value: { amount: '4.5', currencyCode: 'USD' } }),
    ]);
  });

  it('reports shipping discounts as applications only', () => {
    const shipping = allocation('5.0', { targetType: 'SHIPPING_LINE', value: { percentage: 100 } }, { code: 'FREESHIP' });
    const checkout = legacyCheckout(cart([lineWith(1, '10.0')], [shipping], [{ code: 'FREESHIP', applicable: true }]));
    expect(checkout.discountApplications).toEqual([expect.objectContaining({ code: 'FREESHIP', targetType: 'SHIPPING_LINE' })]);
    expect(checkout.lineItems[0]?.discountAllocations).toEqual([]);
  });

  it('an allocation with neither code nor title is logged and the discounts dropped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const nameless = allocation('1.0', {}, {});
    const named = allocation('1.0', {}, { title: 'Auto' });
    const checkout = legacyCheckout(cart([lineWith(1, '10.0', [named]), lineWith(2, '10.0', [nameless])]));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[1])).toMatch(/neither code nor title/);
    expect(checkout.discountApplications).toEqual([]);
    expect(checkout.lineItems.map((line) => line.discountAllocations)).toEqual([[], []]);
    expect(checkout.lineItems).toHaveLength(2);
  });

  it('an order-level count that is not a multiple of the line count is logged and the discounts dropped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order = (amount: string) => allocation(amount, {}, { title: 'Order' });
    const checkout = legacyCheckout(cart([lineWith(1, '10.0'), lineWith(2, '20.0')], [order('1.0'), order('2.0'), order('3.0')]));
    expect(String(error.mock.calls[0]?.[1])).toMatch(/not a multiple of the line count/);
    expect(checkout.discountApplications).toEqual([]);
    expect(checkout.lineItems.flatMap((line) => line.discountAllocations)).toEqual([]);
  });

  it('a code the cart does not list is logged and the discounts dropped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const checkout = legacyCheckout(cart([lineWith(1, '10.0', [allocation('1.0', {}, { code: 'GHOST' })])]));
    expect(error).toHaveBeenCalled();
    expect(checkout.discountApplications).toEqual([]);
  });
});

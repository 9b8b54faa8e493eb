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

/** shopify-buy 3.x's model metadata of the pricing value union's members. */
const MONEY = { name: 'MoneyV2', kind: 'OBJECT', fieldBaseTypes: { amount: 'Decimal', currencyCode: 'CurrencyCode' }, implementsNode: false };
const PERCENTAGE = { name: 'PricingPercentageValue', kind: 'OBJECT', fieldBaseTypes: { percentage: 'Float' }, implementsNode: false };

describe('discount allocations (SPEC §5)', () => {
  it("carries the SDK's model metadata: discountApplications[i].type and value.type, as code written for shopify-buy reads them", () => {
    const automatic = allocation('2.0', { value: money('2.0') }, { title: 'Summer' });
    const coded = allocation('1.0', { value: { percentage: 10 } }, { code: 'TEN' });
    const checkout = legacyCheckout(cart([lineWith(1, '9.0', [automatic, coded])], [], [{ code: 'TEN', applicable: true }]));
    const [summer, ten] = checkout.discountApplications;
    expect(summer!.type).toEqual({
      name: 'DiscountApplication',
      kind: 'OBJECT',
      fieldBaseTypes: { applicable: 'Boolean', title: 'String' },
      implementsNode: false,
    });
    expect(ten!.type.fieldBaseTypes).toEqual({ applicable: 'Boolean', code: 'String' });
    expect(summer!.value.type).toEqual(MONEY);
    expect(ten!.value.type).toEqual(PERCENTAGE);
    const describe = (value: (typeof checkout.discountApplications)[number]['value']) =>
      value.type.name === 'PricingPercentageValue' && 'percentage' in value ? `${value.percentage}%` : 'amount' in value ? value.amount : '';
    expect(checkout.discountApplications.map((a) => describe(a.value))).toEqual(['2.0', '10%']);
    const item = checkout.lineItems[0]!;
    expect([item.type.name, item.type.implementsNode, item.variant.type.name]).toEqual(['CheckoutLineItem', true, 'ProductVariant']);
    expect(item.discountAllocations.map((a) => a.type)).toEqual([
      {
        name: 'DiscountAllocation',
        kind: 'OBJECT',
        fieldBaseTypes: { allocatedAmount: 'MoneyV2', discountApplication: 'DiscountApplication' },
        implementsNode: false,
      },
      expect.objectContaining({ name: 'DiscountAllocation' }),
    ]);
    // The metadata is shared and cannot be changed by one checkout's reader for the next.
    expect(Object.isFrozen(summer!.value.type)).toBe(true);
  });

  it('moves a line-level code onto its application and reports it once', () => {
    const a = allocation('1.0', { value: { percentage: 10 } }, { code: 'TEN' });
    const checkout = legacyCheckout(cart([lineWith(1, '9.0', [a])], [], [{ code: 'TEN', applicable: true }]));
    const application = {
      __typename: 'DiscountApplication',
      targetSelection: 'ALL',
      allocationMethod: 'ACROSS',
      targetType: 'LINE_ITEM',
      value: { percentage: 10, type: PERCENTAGE },
      hasNextPage: false,
      hasPreviousPage: false,
      code: 'TEN',
      applicable: true,
      type: { name: 'DiscountApplication', kind: 'OBJECT', fieldBaseTypes: { applicable: 'Boolean', code: 'String' }, implementsNode: false },
    };
    expect(checkout.discountApplications).toEqual([application]);
    expect(checkout.lineItems[0]?.discountAllocations).toEqual([
      { allocatedAmount: money('1.0'), discountApplication: application, type: expect.objectContaining({ name: 'DiscountAllocation' }) },
    ]);
  });

  it('gives order-level allocations to lines, smallest to the cheapest, and sums fixed amounts exactly', () => {
    const fixed = (amount: string) => allocation(amount, { targetType: 'LINE_ITEM', value: money(amount) }, { title: 'Spend more' });
    const lines = [lineWith(1, '30.0'), lineWith(2, '10.0')];
    const checkout = legacyCheckout(cart(lines, [fixed('0.3'), fixed('0.1')]));
    // The 10.0 line (cheapest) gets 0.1, the 30.0 line gets 0.3; the application's value is the whole discount.
    expect(checkout.lineItems.map((line) => line.discountAllocations.map((a) => a.allocatedAmount.amount))).toEqual([['0.3'], ['0.1']]);
    expect(checkout.discountApplications).toHaveLength(1);
    expect(checkout.discountApplications[0]).toMatchObject({ title: 'Spend more', value: { amount: '0.4', currencyCode: 'USD' } });
    expect(checkout.lineItems[0]?.discountAllocations[0]?.discountApplication.value).toEqual({ amount: '0.4', currencyCode: 'USD', type: MONEY });
  });

  it('writes summed fixed amounts in the legacy text form', () => {
    const fixed = (amount: string) => allocation(amount, { value: money(amount) }, { code: 'FIVE' });
    const checkout = legacyCheckout(
      cart([lineWith(1, '10.0', [fixed('2.25')]), lineWith(2, '10.0', [fixed('2.25')])], [], [{ code: 'five', applicable: false }]),
    );
    expect(checkout.discountApplications).toEqual([
      expect.objectContaining({ code: 'FIVE', applicable: false, value: { amount: '4.5', currencyCode: 'USD', type: MONEY } }),
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

import { describe, expect, it } from 'vitest';
import type { Cart, Money } from '../../src/cart-client';
import { applyAdd, applyQuantity, estimate } from '../../src/store/optimistic';
import { formatIntl } from '../../src/widget/money';

/** The optimistic cart after adding `quantity` of a variant priced `price`: what the drawer draws before the shop answers. */
function added(price: Money, quantity: number) {
  const cart = applyAdd(null, 1, [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity, display: { price, title: 'Tee' } }]);
  return estimate(cart, null);
}

describe('optimistic amounts in the currency’s own minor units', () => {
  it('counts yen without decimals, and formats them in the shopper’s locale', () => {
    const cart = added({ amount: '1234.0', currencyCode: 'JPY' }, 3);
    expect(cart.cost.subtotalAmount).toEqual({ amount: '3702', currencyCode: 'JPY' });
    expect(cart.lines[0]!.cost.totalAmount.amount).toBe('3702');
    expect(formatIntl(cart.cost.totalAmount, { locale: 'ja-JP' })).toBe('￥3,702');
  });

  it('keeps a Kuwaiti dinar’s third decimal (fils)', () => {
    const cart = added({ amount: '1.235', currencyCode: 'KWD' }, 3);
    expect(cart.cost.subtotalAmount).toEqual({ amount: '3.705', currencyCode: 'KWD' });
    expect(formatIntl(cart.cost.subtotalAmount, { locale: 'en-KW' })).toBe('KWD\u00a03.705');
    // A quantity change recomputes the line in fils too.
    const line = cart.lines[0]!;
    expect(estimate(applyQuantity(cart, line.id, 5)!, null).cost.totalAmount.amount).toBe('6.175');
  });

  it('counts euros in cents, formatted as a German shopper reads them', () => {
    const cart = added({ amount: '12.5', currencyCode: 'EUR' }, 2);
    expect(cart.cost.subtotalAmount.amount).toBe('25.00');
    expect(formatIntl(cart.cost.subtotalAmount, { locale: 'de-DE' })).toBe('25,00\u00a0€');
  });

  it('moves the total by what the subtotal moved, in the currency’s units (discounts and taxes as the shop said)', () => {
    const confirmed = added({ amount: '1000', currencyCode: 'JPY' }, 1);
    const shopSaid = { ...confirmed, cost: { ...confirmed.cost, totalAmount: { amount: '1100', currencyCode: 'JPY' } } } as Cart;
    const more = estimate(applyQuantity(shopSaid, confirmed.lines[0]!.id, 2)!, shopSaid);
    expect(more.cost.totalAmount).toEqual({ amount: '2100', currencyCode: 'JPY' });
  });
});

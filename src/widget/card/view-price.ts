// A price's markup, once: <Price> (cards, tiles) and the first paint draw it.
import type { Money, UnitPriceMeasurement } from '../../cart-client';
import type { Translate } from '../use-strings';
import { onSale, unitPriceText } from './card-model';
import type { H } from './dom';

export interface PriceModel {
  t: Translate;
  money: (money: Money) => string;
  price: Money;
  compareAtPrice?: Money | null | undefined;
  unitPrice?: Money | null | undefined;
  unitPriceMeasurement?: UnitPriceMeasurement | null | undefined;
  /** The price as shown, when it says more than the amount ("From $12.00"). */
  amount?: string | undefined;
}

/**
 * When the compare-at price is higher it is struck through and both are named ("Sale price", "Regular price") for
 * screen readers. A unit price reads "$4.50 / 100 g".
 */
export function viewPrice<T>(h: H<T>, m: PriceModel): T {
  const { t, money, price, compareAtPrice, unitPrice, unitPriceMeasurement, amount = money(price) } = m;
  const sr = (text: string) => h('span', { className: 'sr-only' }, text);
  return h(
    'p',
    { className: 'price', part: 'price' },
    ...(onSale(price, compareAtPrice)
      ? [
          sr(`${t('salePrice')} `),
          h('span', { className: 'price-sale', part: 'sale-price' }, amount),
          sr(` ${t('regularPrice')} `),
          h('s', { className: 'price-compare', part: 'compare-at-price' }, money(compareAtPrice)),
        ]
      : [sr(`${t('price')} `), h('span', { className: 'price-regular' }, amount)]),
    unitPrice &&
      unitPriceMeasurement &&
      h('span', { className: 'unit-price', part: 'unit-price' }, sr(`${t('unitPrice')} `), unitPriceText(t, money, unitPrice, unitPriceMeasurement)),
  );
}

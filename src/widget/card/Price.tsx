import type { Money, UnitPriceMeasurement } from '../../cart-client';
import { useMoney } from '../use-money';
import { useStrings } from '../use-strings';
import { rh } from './react-h';
import { viewPrice } from './view-price';

export interface PriceProps {
  price: Money;
  compareAtPrice?: Money | null | undefined;
  unitPrice?: Money | null | undefined;
  unitPriceMeasurement?: UnitPriceMeasurement | null | undefined;
  /** Prefix "From" (a tile showing the lowest of several prices). */
  from?: boolean;
}

/**
 * A price; when the compare-at price is higher it is struck through and both are named ("Sale price", "Regular price")
 * for screen readers. A unit price reads "$4.50 / 100 g". Its markup: view-price.ts.
 *
 * @example
 * <Price price={variant.price} compareAtPrice={variant.compareAtPrice} unitPrice={variant.unitPrice} unitPriceMeasurement={variant.unitPriceMeasurement} />
 */
export function Price(props: PriceProps) {
  const money = useMoney();
  const t = useStrings();
  return viewPrice(rh, { ...props, t, money, amount: props.from ? t('fromPrice', { price: money(props.price) }) : undefined });
}

import type { Money, UnitPriceMeasurement } from '../../cart-client';
import { onSale, unitPriceText } from './card-model';
import { useMoney } from '../use-money';
import { useStrings } from '../use-strings';

export interface PriceProps {
  price: Money;
  compareAtPrice?: Money | null;
  unitPrice?: Money | null;
  unitPriceMeasurement?: UnitPriceMeasurement | null;
  /** Prefix "From" (a tile showing the lowest of several prices). */
  from?: boolean;
}

/**
 * A price; when the compare-at price is higher it is struck through and both are named ("Sale price", "Regular price")
 * for screen readers. A unit price reads "$4.50 / 100 g".
 *
 * @example
 * <Price price={variant.price} compareAtPrice={variant.compareAtPrice} unitPrice={variant.unitPrice} unitPriceMeasurement={variant.unitPriceMeasurement} />
 */
export function Price(props: PriceProps) {
  const { price, compareAtPrice, unitPrice, unitPriceMeasurement } = props;
  const money = useMoney();
  const t = useStrings();
  const amount = props.from ? t('fromPrice', { price: money(price) }) : money(price);
  return (
    <p className="price" part="price">
      {onSale(price, compareAtPrice) ? (
        <>
          <span className="sr-only">{`${t('salePrice')} `}</span>
          <span className="price-sale" part="sale-price">
            {amount}
          </span>
          <span className="sr-only">{` ${t('regularPrice')} `}</span>
          <s className="price-compare" part="compare-at-price">
            {money(compareAtPrice)}
          </s>
        </>
      ) : (
        <>
          <span className="sr-only">{`${t('price')} `}</span>
          <span className="price-regular">{amount}</span>
        </>
      )}
      {unitPrice && unitPriceMeasurement && (
        <span className="unit-price" part="unit-price">
          <span className="sr-only">{`${t('unitPrice')} `}</span>
          {unitPriceText(t, money, unitPrice, unitPriceMeasurement)}
        </span>
      )}
    </p>
  );
}

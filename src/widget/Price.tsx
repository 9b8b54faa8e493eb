import type { Money, UnitPriceMeasurement } from '../cart-client';
import { unitReference } from './money';
import { useMoney } from './use-money';
import { useStrings } from './use-strings';

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
  const onSale = !!compareAtPrice && compareAtPrice.currencyCode === price.currencyCode && Number(compareAtPrice.amount) > Number(price.amount);
  return (
    <p class="price" part="price">
      {onSale ? (
        <>
          <span class="sr-only">{`${t('salePrice')} `}</span>
          <span class="price-sale" part="sale-price">
            {amount}
          </span>
          <span class="sr-only">{` ${t('regularPrice')} `}</span>
          <s class="price-compare" part="compare-at-price">
            {money(compareAtPrice)}
          </s>
        </>
      ) : (
        <>
          <span class="sr-only">{`${t('price')} `}</span>
          <span class="price-regular">{amount}</span>
        </>
      )}
      {unitPrice && unitPriceMeasurement && (
        <span class="unit-price" part="unit-price">
          <span class="sr-only">{`${t('unitPrice')} `}</span>
          {t('unitPricePer', { price: money(unitPrice), unit: unitReference(unitPriceMeasurement) })}
        </span>
      )}
    </p>
  );
}

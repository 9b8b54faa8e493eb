import type { Money } from '../cart-client';
import { useCatalogRead } from '../store';
import { useWidgetConfig } from './config';
import { formatIntl } from './money';

/**
 * A money formatter for this widget: `Intl.NumberFormat` for the buyer's locale, unless the site owner configured a money
 * format. A configured format dresses only amounts in the shop's own currency (a format is written for one currency:
 * "€{{amount}}" must not dress a USD price), so it waits for the shop's settings and for the format code (src/scripts/money-format,
 * loaded only then); until both are there, and for every other currency, amounts stay in `Intl`.
 *
 * @example
 * const money = useMoney();
 * <span>{money(variant.price)}</span>
 */
export function useMoney(): (money: Money) => string {
  const { moneyFormat, locale, currencyDisplay } = useWidgetConfig();
  const read = useCatalogRead(moneyFormat ? 'money-format' : 'intl', (catalog) =>
    moneyFormat ? Promise.all([catalog.shop(), import('../scripts/money-format')]) : Promise.resolve(null),
  );
  const template = read.status === 'ready' ? read.data : null;
  return (money) =>
    moneyFormat && template && template[0].paymentSettings.currencyCode === money.currencyCode
      ? template[1].formatMoney(money, { moneyFormat, locale, currencyDisplay })
      : formatIntl(money, { locale, currencyDisplay });
}

import type { Money } from '../cart-client';
import { useCatalogRead } from '../store';
import { useWidgetConfig } from './config';
import { formatMoney } from './money';

/**
 * A money formatter for this widget: the configured format, else the shop's `moneyFormat` for amounts in the shop's own
 * currency (the format is written for that currency), else `Intl.NumberFormat` in the buyer's locale — which is also what
 * shows while the shop's settings load.
 *
 * @example
 * const money = useMoney();
 * <span>{money(variant.price)}</span>
 */
export function useMoney(): (money: Money) => string {
  const { moneyFormat, locale, currencyDisplay } = useWidgetConfig();
  const wantsShop = moneyFormat === undefined;
  const shop = useCatalogRead(wantsShop ? 'shop' : 'shop:unused', (catalog) => (wantsShop ? catalog.shop() : Promise.resolve(null)));
  const shopInfo = shop.status === 'ready' ? shop.data : null;
  return (money) => {
    const format = wantsShop ? (shopInfo && shopInfo.paymentSettings.currencyCode === money.currencyCode ? shopInfo.moneyFormat : null) : moneyFormat;
    return formatMoney(money, { moneyFormat: format, locale, currencyDisplay });
  };
}

import type { Money } from '../cart-client';
import { useCatalogRead } from '../store';
import { useWidgetConfig } from './config';
import { formatMoney } from './money';

/**
 * A money formatter for this widget: for amounts in the shop's own currency, the configured format or else the shop's
 * `moneyFormat` (a format is written for one currency: "€{{amount}}" must not dress a USD price); every other amount, and
 * every amount while the shop's settings load, in `Intl.NumberFormat` for the buyer's locale. A configured `null` means
 * `Intl` always.
 *
 * @example
 * const money = useMoney();
 * <span>{money(variant.price)}</span>
 */
export function useMoney(): (money: Money) => string {
  const { moneyFormat, locale, currencyDisplay } = useWidgetConfig();
  const wantsShop = moneyFormat !== null;
  const shop = useCatalogRead(wantsShop ? 'shop' : 'shop:unused', (catalog) => (wantsShop ? catalog.shop() : Promise.resolve(null)));
  const shopInfo = shop.status === 'ready' ? shop.data : null;
  return (money) => {
    const format =
      wantsShop && shopInfo && shopInfo.paymentSettings.currencyCode === money.currencyCode ? (moneyFormat ?? shopInfo.moneyFormat) : null;
    return formatMoney(money, { moneyFormat: format, locale, currencyDisplay });
  };
}

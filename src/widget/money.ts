import type { Money, UnitPriceMeasurement } from '../cart-client';

// Prices through `Intl.NumberFormat`: what every card shows unless a money format is configured. The format templates
// (`${{amount}}`, `{{amount_with_comma_separator}} €`…) are in money-format.ts, which the widgets load only when a
// site owner sets one (`data-shop-money-format`, `moneyFormat`).

export interface FormatMoneyOptions {
  /** The shop's money format (`${{amount}}`, `{{amount_with_comma_separator}} €`…); `null`/absent: `Intl.NumberFormat`. */
  moneyFormat?: string | null | undefined;
  /** BCP 47 locale for `Intl.NumberFormat` (the buyer's); default the runtime's. */
  locale?: string | undefined;
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name' | undefined;
}

/** The currency's own number of decimals (JPY 0, USD 2, KWD 3). */
export function currencyDigits(currencyCode: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

// Intl formats a decimal string exactly (no binary rounding of "1.005"), rounding half away from zero as Shopify does.
const formatters = new Map<string, (value: string) => string>();
function cached(key: string, make: () => Intl.NumberFormat): (value: string) => string {
  let format = formatters.get(key);
  if (!format) {
    const formatter = make();
    // Intl formats a decimal string exactly (ES2023); the ES2022 lib types only know numbers.
    format = formatter.format.bind(formatter) as unknown as (value: string) => string;
    formatters.set(key, format);
  }
  return format;
}

export const formatDecimal = (amount: string, digits: number): string =>
  cached(
    `decimal:${digits}`,
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }),
  )(amount);

/**
 * A price in `Intl.NumberFormat` for the buyer's locale, with the currency's own number of decimals ("$12.50", "¥1,200",
 * never a trimmed "12.5").
 *
 * @example
 * formatIntl({ amount: '12.5', currencyCode: 'USD' }, { locale: 'en-US' }); // '$12.50'
 */
export function formatIntl(money: Money, options: FormatMoneyOptions = {}): string {
  const digits = currencyDigits(money.currencyCode);
  try {
    const display = options.currencyDisplay ?? 'symbol';
    const format = cached(
      `currency:${options.locale ?? ''}:${money.currencyCode}:${display}`,
      () =>
        new Intl.NumberFormat(options.locale, {
          style: 'currency',
          currency: money.currencyCode,
          currencyDisplay: display,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
    return format(money.amount);
  } catch {
    return `${formatDecimal(money.amount, digits)} ${money.currencyCode}`;
  }
}

const UNITS: Record<string, string> = {
  G: 'g',
  KG: 'kg',
  MG: 'mg',
  ML: 'ml',
  CL: 'cl',
  L: 'L',
  M3: 'm³',
  M: 'm',
  CM: 'cm',
  MM: 'mm',
  M2: 'm²',
  OZ: 'oz',
  LB: 'lb',
  FLOZ: 'fl oz',
  PT: 'pt',
  QT: 'qt',
  GAL: 'gal',
  IN: 'in',
  FT: 'ft',
  YD: 'yd',
  FT2: 'ft²',
  ITEM: 'item',
};

/** The reference a unit price is per: "100 g", "kg". */
export function unitReference(measurement: UnitPriceMeasurement): string {
  const unit = measurement.referenceUnit ? (UNITS[measurement.referenceUnit] ?? measurement.referenceUnit.toLowerCase()) : '';
  return measurement.referenceValue === 1 ? unit : `${measurement.referenceValue} ${unit}`.trim();
}

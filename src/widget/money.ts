import type { Money, UnitPriceMeasurement } from '../cart-client';
import { currencyDigits } from '../store/currency-digits';

// Prices through `Intl.NumberFormat`: what every card shows unless a money format is configured. The format templates
// (`${{amount}}`, `{{amount_with_comma_separator}} €`…) are in money-format.ts (the chunk src/scripts/money-format), which the widgets load only when a
// site owner sets one (`data-shop-money-format`, `moneyFormat`).

export interface FormatMoneyOptions {
  /** The shop's money format (`${{amount}}`, `{{amount_with_comma_separator}} €`…); `null`/absent: `Intl.NumberFormat`. */
  moneyFormat?: string | null | undefined;
  /** BCP 47 locale for `Intl.NumberFormat` (the buyer's); default the runtime's. */
  locale?: string | undefined;
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name' | undefined;
}

export { currencyDigits };

// Intl formats a decimal string exactly (no binary rounding of "1.005"), rounding half away from zero as Shopify does.
// Formatters are cached: fifty cards format a hundred prices. (`format` is a bound getter; the ES2022 lib types only know
// numbers, ES2023 formats decimal strings.)
const formatters = new Map<string, Intl.NumberFormat>();
const cached = (key: string, make: () => Intl.NumberFormat) => {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter.format as unknown as (value: string) => string;
};

export const formatDecimal = (amount: string, digits: number): string =>
  cached(
    digits + '',
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }),
  )(amount);

/**
 * A price in `Intl.NumberFormat` for the buyer's locale, with the currency's own number of decimals ("$12.50", "¥1,200",
 * never a trimmed "12.5": the currency style's default digits are the currency's).
 *
 * @example
 * formatIntl({ amount: '12.5', currencyCode: 'USD' }, { locale: 'en-US' }); // '$12.50'
 */
export function formatIntl({ amount, currencyCode }: Money, { locale, currencyDisplay }: FormatMoneyOptions = {}): string {
  try {
    // A right-to-left pattern (a right-to-left mark first) ending in a symbol of Latin letters and a sign: Arabic writes
    // "‏24.00 US$" (its own symbol: `narrowSymbol` is the same there, and a bare "$" would not say which dollar). In a
    // right-to-left line that sign would be drawn first ("$US 24.00"): the symbol is isolated (U+2066…U+2069), so it reads
    // "US$", alone or inside a sentence. A symbol of the line's own script ("د.إ.‏", "€") and every left-to-right price
    // ("24,00 AU$" in German) stay as Intl writes them.
    return cached(
      `${locale}:${currencyCode}:${currencyDisplay}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode, currencyDisplay }),
    )(amount).replace(/^(\u200f.*\s)([A-Za-z]+\W+)$/, '$1\u2066$2\u2069');
  } catch {
    return `${formatDecimal(amount, currencyDigits(currencyCode))} ${currencyCode}`;
  }
}

// Unit codes read as their lower case ("KG" → "kg"), but for these.
const UNITS: Record<string, string> = { L: 'L', M2: 'm²', M3: 'm³', FT2: 'ft²', FLOZ: 'fl oz' };

/** The reference a unit price is per: "100 g", "kg". */
export function unitReference(measurement: UnitPriceMeasurement): string {
  const unit = measurement.referenceUnit ? (UNITS[measurement.referenceUnit] ?? measurement.referenceUnit.toLowerCase()) : '';
  return measurement.referenceValue === 1 ? unit : `${measurement.referenceValue} ${unit}`.trim();
}

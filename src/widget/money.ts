import type { Money, UnitPriceMeasurement } from '../cart-client';

export interface FormatMoneyOptions {
  /** The shop's money format (`${{amount}}`, `{{amount_with_comma_separator}} €`…); `null`/absent: `Intl.NumberFormat`. */
  moneyFormat?: string | null | undefined;
  /** BCP 47 locale for `Intl.NumberFormat` (the buyer's); default the runtime's. */
  locale?: string | undefined;
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name' | undefined;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** The format as text: tags removed and the entities shop formats use decoded (`&euro;{{amount}}`). */
function plainFormat(format: string): string {
  return format.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
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

const formatDecimal = (amount: string, digits: number): string =>
  cached(
    `decimal:${digits}`,
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }),
  )(amount);

function separated(amount: string, digits: number, thousands: string, decimal: string): string {
  const fixed = formatDecimal(amount, digits);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${negative ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

type Placeholder = (amount: string, digits: number) => string;

/** Shopify's documented money format placeholders. */
const PLACEHOLDERS: Record<string, Placeholder> = {
  amount: (a, d) => separated(a, d, ',', '.'),
  amount_no_decimals: (a) => separated(a, 0, ',', '.'),
  amount_with_comma_separator: (a, d) => separated(a, d, '.', ','),
  amount_no_decimals_with_comma_separator: (a) => separated(a, 0, '.', ','),
  amount_with_apostrophe_separator: (a, d) => separated(a, d, "'", '.'),
  amount_no_decimals_with_space_separator: (a) => separated(a, 0, ' ', ','),
  amount_with_space_separator: (a, d) => separated(a, d, ' ', ','),
  amount_with_period_and_space_separator: (a, d) => separated(a, d, ' ', '.'),
};

/**
 * A price as the shopper reads it: through the shop's `moneyFormat` when there is one, else `Intl.NumberFormat` in the
 * buyer's locale. Always with the currency's own number of decimals ("$12.50", "¥1,200"), never a trimmed "12.5".
 *
 * @example
 * formatMoney({ amount: '1134.65', currencyCode: 'EUR' }, { moneyFormat: '{{amount_with_comma_separator}} €' }); // '1.134,65 €'
 * formatMoney({ amount: '12.5', currencyCode: 'USD' }, { locale: 'en-US' }); // '$12.50'
 */
export function formatMoney(money: Money, options: FormatMoneyOptions = {}): string {
  const digits = currencyDigits(money.currencyCode);
  if (options.moneyFormat && /\{\{\s*\w+\s*\}\}/.test(options.moneyFormat)) {
    return plainFormat(options.moneyFormat).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const placeholder = PLACEHOLDERS[name];
      return placeholder ? placeholder(money.amount, digits) : whole;
    });
  }
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

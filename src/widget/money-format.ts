// Shopify's money format templates (`${{amount}}`, `{{amount_with_comma_separator}} €`, HTML entities and tags): loaded
// by the widgets only when a site owner configures a format (`data-shop-money-format`, `moneyFormat`); every other
// page formats prices with `Intl.NumberFormat` (money.ts). `formatMoney` takes either, for the package's users.
import type { Money } from '../cart-client';
import { currencyDigits, formatDecimal, formatIntl, type FormatMoneyOptions } from './money';

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
      // Beyond U+10FFFF (`&#x110000;`) is no character: kept as written rather than thrown on (NaN fails the test too).
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

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
  if (!options.moneyFormat || !/\{\{\s*\w+\s*\}\}/.test(options.moneyFormat)) return formatIntl(money, options);
  const digits = currencyDigits(money.currencyCode);
  return plainFormat(options.moneyFormat).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const placeholder = PLACEHOLDERS[name];
    return placeholder ? placeholder(money.amount, digits) : whole;
  });
}

// Property-based: any amount the Storefront API can send (a decimal string) reads as the same number, rounded half away
// from zero to the currency's own decimals, through Intl and through every one of Shopify's money format placeholders;
// no money format string, however odd, makes formatting throw. Seeded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, formatDecimal, formatIntl } from '../../src/widget/money';
import { formatMoney } from '../../src/widget/money-format';

const SEED = 1617;
const run = <T>(property: fc.IRawProperty<T>) => fc.assert(property, { seed: SEED, numRuns: 300 });

/** A decimal string as MoneyV2.amount carries it ("0.0", "12.5", "-3.005", "1234567.891"). */
const amount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.stringMatching(/^\d{0,4}$/))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : '.0'}`);
const currency = fc.constantFrom('USD', 'EUR', 'JPY', 'KWD', 'CAD', 'GBP', 'CHF', 'INR', 'BHD', 'CLP');

/** The exact rounding, half away from zero, to `digits` decimals, with BigInt: what every formatter must show. */
function rounded(value: string, digits: number): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const scaled = BigInt(whole + fraction.padEnd(digits + 1, '0').slice(0, digits + 1));
  const units = (scaled + 5n) / 10n;
  const text = units.toString().padStart(digits + 1, '0');
  const out = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return units === 0n || !negative ? out : `-${out}`;
}
/** Only the digits, sign and one decimal point of a formatted price: separators and symbols out. */
const digitsOf = (text: string, decimal: string) =>
  text
    .replace(/\u2212/g, '-')
    .split(decimal)
    .map((part) => part.replace(/[^\d-]/g, ''))
    .join('.');

describe('money formatting, for any amount', () => {
  it('rounds a decimal string exactly, half away from zero, to the currency’s digits', () => {
    run(
      fc.property(amount, currency, (value, code) => {
        const digits = currencyDigits(code);
        expect(formatDecimal(value, digits).replace(/^-(0\.?0*)$/, '$1')).toBe(rounded(value, digits));
      }),
    );
  });

  it('shows the same number through Intl in en-US, with the currency’s decimals', () => {
    run(
      fc.property(amount, currency, (value, code) => {
        const text = formatIntl({ amount: value, currencyCode: code as 'USD' }, { locale: 'en-US' });
        expect(digitsOf(text, '.').replace(/^-(0\.?0*)$/, '$1')).toBe(rounded(value, currencyDigits(code)));
      }),
    );
  });

  it('shows the same number through every documented placeholder, grouped by threes', () => {
    const placeholders: Array<[string, string, string, boolean]> = [
      ['amount', ',', '.', true],
      ['amount_no_decimals', ',', '.', false],
      ['amount_with_comma_separator', '.', ',', true],
      ['amount_no_decimals_with_comma_separator', '.', ',', false],
      ['amount_with_apostrophe_separator', "'", '.', true],
      ['amount_no_decimals_with_space_separator', ' ', ',', false],
      ['amount_with_space_separator', ' ', ',', true],
      ['amount_with_period_and_space_separator', ' ', '.', true],
    ];
    run(
      fc.property(amount, currency, fc.constantFrom(...placeholders), (value, code, [name, thousands, decimal, withDecimals]) => {
        const text = formatMoney({ amount: value, currencyCode: code as 'USD' }, { moneyFormat: `<b>{{ ${name} }}</b> ${code}` });
        const number = text.slice(0, -code.length - 1);
        const digits = withDecimals ? currencyDigits(code) : 0;
        const [whole = '', fraction] = number.replace('-', '').split(decimal);
        expect(whole.split(thousands).every((group, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group))).toBe(true);
        expect(fraction?.length ?? 0).toBe(digits);
        expect(digitsOf(number, decimal).replace(/^-(0\.?0*)$/, '$1')).toBe(rounded(value, digits));
      }),
    );
  });

  it('never throws for any money format a shop can hold, and keeps no tag of it', () => {
    const format = fc.oneof(
      fc.string(),
      fc.string().map((s) => `{{${s}}}`),
      fc.constantFrom('&#x110000;{{amount}}', '&#99999999;{{amount}}', '&bogus;{{ amount }}', '<script>x</script>{{amount}}', '{{amount}'),
    );
    run(
      fc.property(amount, currency, format, (value, code, moneyFormat) => {
        const text = formatMoney({ amount: value, currencyCode: code as 'USD' }, { moneyFormat });
        expect(typeof text).toBe('string');
        expect(text).not.toMatch(/<script/i);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Money } from '../../src/cart-client';
import { currencyDigits, formatIntl, unitReference } from '../../src/widget/money';
import { formatMoney } from '../../src/widget/money-format';

const usd = (amount: string): Money => ({ amount, currencyCode: 'USD' });

describe('formatMoney', () => {
  it('fills every documented moneyFormat placeholder', () => {
    const money: Money = { amount: '1134.65', currencyCode: 'EUR' };
    const cases: Array<[string, string]> = [
      ['{{amount}}', '1,134.65'],
      ['{{amount_no_decimals}}', '1,135'],
      ['{{amount_with_comma_separator}}', '1.134,65'],
      ['{{amount_no_decimals_with_comma_separator}}', '1.135'],
      ['{{amount_with_apostrophe_separator}}', "1'134.65"],
      ['{{amount_no_decimals_with_space_separator}}', '1 135'],
      ['{{amount_with_space_separator}}', '1 134,65'],
      ['{{amount_with_period_and_space_separator}}', '1 134.65'],
    ];
    for (const [format, expected] of cases) expect(formatMoney(money, { moneyFormat: format })).toBe(expected);
  });

  it('keeps the text around the placeholder, allows spaces inside the braces and strips HTML and entities', () => {
    expect(formatMoney(usd('24.0'), { moneyFormat: '${{amount}}' })).toBe('$24.00');
    expect(formatMoney(usd('24.0'), { moneyFormat: '{{ amount }} USD' })).toBe('24.00 USD');
    expect(
      formatMoney({ amount: '1234.5', currencyCode: 'EUR' }, { moneyFormat: '<span class="money">&euro;{{amount_with_comma_separator}}</span>' }),
    ).toBe('€1.234,50');
    expect(formatMoney(usd('5'), { moneyFormat: '<script>x</script>{{amount}}' })).toBe('x5.00');
  });

  it("never writes the one-decimal text form: always the currency's own decimals", () => {
    expect(formatMoney(usd('12.5'), { moneyFormat: '${{amount}}' })).toBe('$12.50');
    expect(formatMoney(usd('12.5'), { locale: 'en-US' })).toBe('$12.50');
    expect(formatMoney(usd('12.5'), { locale: 'en-US' })).not.toContain('12.5 ');
    expect(formatMoney({ amount: '1200.0', currencyCode: 'JPY' }, { locale: 'en-US' })).toBe('¥1,200');
    expect(formatMoney({ amount: '1200.0', currencyCode: 'JPY' }, { moneyFormat: '¥{{amount}}' })).toBe('¥1,200');
    expect(formatMoney({ amount: '1.5', currencyCode: 'KWD' }, { moneyFormat: '{{amount}} KD' })).toBe('1.500 KD');
  });

  it("falls back to Intl.NumberFormat in the buyer's locale", () => {
    expect(formatMoney({ amount: '1234.5', currencyCode: 'EUR' }, { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney(usd('10.0'), { locale: 'en-US', moneyFormat: null })).toBe('$10.00');
    expect(formatMoney(usd('10.0'), { locale: 'en-US', currencyDisplay: 'code' })).toBe('USD\u00a010.00');
  });

  it('rounds half up from the exact decimal, not a binary float', () => {
    expect(formatMoney(usd('1.005'), { moneyFormat: '{{amount}}' })).toBe('1.01');
    expect(formatMoney(usd('2.5'), { moneyFormat: '{{amount_no_decimals}}' })).toBe('3');
    expect(formatMoney(usd('1234567.891'), { moneyFormat: '{{amount}}' })).toBe('1,234,567.89');
  });

  it('names unit price references', () => {
    expect(unitReference({ measuredType: 'WEIGHT', quantityUnit: 'G', quantityValue: 250, referenceUnit: 'G', referenceValue: 100 })).toBe('100 g');
    expect(unitReference({ measuredType: 'VOLUME', quantityUnit: 'L', quantityValue: 1, referenceUnit: 'L', referenceValue: 1 })).toBe('L');
  });

  it('names every reference unit the Storefront API has', () => {
    const names = {
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
    for (const [code, name] of Object.entries(names)) {
      expect(unitReference({ measuredType: 'WEIGHT', quantityUnit: 'G', quantityValue: 1, referenceUnit: code, referenceValue: 1 } as never)).toBe(
        name,
      );
    }
  });
});

describe('formatIntl', () => {
  it('writes an Arabic price as the locale does, its Latin symbol isolated so a right-to-left line draws "US$", not "$US"', () => {
    // U+200F: the pattern's right-to-left mark; U+2066…U+2069: the isolate around the symbol.
    expect(formatIntl(usd('24'), { locale: 'ar' })).toBe('\u200f24.00\u00a0\u2066US$\u2069');
    expect(formatIntl({ amount: '24', currencyCode: 'CAD' }, { locale: 'ar-EG' })).toBe('\u200f٢٤٫٠٠\u00a0\u2066CA$\u2069');
    // A symbol in the line's own script, and every left-to-right locale, as Intl writes them.
    expect(formatIntl({ amount: '24', currencyCode: 'AED' }, { locale: 'ar' })).toBe('\u200f24.00\u00a0د.إ.\u200f');
    expect(formatIntl(usd('24'), { locale: 'en-US' })).toBe('$24.00');
    expect(formatIntl(usd('24'), { locale: 'fr' })).toBe('24,00\u00a0$US');
  });

  it('shows every currency with its own number of decimals, in any locale and currency display', () => {
    for (const locale of ['en-US', 'de-DE', 'ja-JP', 'ar-EG']) {
      for (const currency of Intl.supportedValuesOf('currency')) {
        const digits = currencyDigits(currency);
        for (const currencyDisplay of ['symbol', 'code'] as const) {
          const expected = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            currencyDisplay,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          });
          for (const amount of ['1234.5', '0.125', '7']) {
            // (Less the isolate around a Latin symbol in a right-to-left pattern, the test above.)
            const shown = formatIntl({ amount, currencyCode: currency } as never, { locale, currencyDisplay }).replace(/[\u2066\u2069]/g, '');
            expect(shown).toBe(expected.format(amount as never));
          }
        }
      }
    }
  });

  it('falls back to the amount and the code when Intl cannot format', () => {
    expect(formatIntl({ amount: '12.5', currencyCode: 'U$D' } as never, { locale: 'en-US' })).toBe('12.50 U$D');
    expect(formatIntl({ amount: '1200', currencyCode: 'JPY' }, { locale: 'not a locale!' })).toBe('1200 JPY');
  });
});

import type { Money } from '../cart-client';
import { currencyDigits } from './currency-digits';

export { currencyDigits };

/**
 * An amount in the currency's minor units (cents; yen; fils), exact: no binary fractions on the way, rounded half away
 * from zero as Shopify does.
 *
 * @example
 * toMinor('1.2355', 3); // 1236 (fils)
 */
export function toMinor(amount: string, digits: number): number {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const padded = (fraction + '0'.repeat(digits)).slice(0, digits);
  const round = Number(fraction[digits] ?? '0') >= 5 ? 1 : 0;
  const minor = Number(whole || '0') * 10 ** digits + Number(padded || '0') + round;
  return negative ? -minor : minor;
}

/** Minor units back to an amount with the currency's decimals (`'1234'` yen, `'1.236'` dinars, `'12.50'` dollars). */
export function fromMinor(minor: number, currencyCode: Money['currencyCode'], digits = currencyDigits(currencyCode)): Money {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const amount = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return { amount: sign + amount, currencyCode };
}

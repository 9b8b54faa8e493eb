// SPEC §9: the legacy checkout view writes amounts as the old Checkout API did. Computed amounts use integer arithmetic
// on the decimal text, so "0.1" + "0.2" is exactly "0.3" and never 0.30000000000000004.
import type { Money } from '../types';

/** The amount as the legacy view writes it. */
export interface LegacyMoney {
  amount: string;
  currencyCode: string;
}

/**
 * The old Checkout API's text form of an amount: two decimals, except that an amount written with two decimals whose
 * hundredths digit is zero keeps one (`"12.50"` → `"12.5"`, `"10.00"` → `"10.0"`, `"12.55"` and `"10.0"` unchanged).
 *
 * @example
 * legacyAmount('12.50'); // '12.5'
 */
export function legacyAmount(amount: string): string {
  return /^-?\d+\.\d0$/.test(amount) ? amount.slice(0, -1) : amount;
}

/** A copy of `money` with its amount in the legacy text form (`null` stays `null`). */
export function legacyMoney(money: Money): LegacyMoney;
export function legacyMoney(money: Money | null | undefined): LegacyMoney | null;
export function legacyMoney(money: Money | null | undefined): LegacyMoney | null {
  return money ? { amount: legacyAmount(String(money.amount)), currencyCode: money.currencyCode } : null;
}

function decimalsOf(amount: string): number {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
}

/** `"12.5"` at scale 2 → 1250. Exact for any amount below 2^53 units. */
function toUnits(amount: string, scale: number): number {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const units = Number(whole || '0') * 10 ** scale + Number(fraction.padEnd(scale, '0') || '0');
  if (!Number.isFinite(units)) throw new Error(`not a decimal amount: "${amount}"`);
  return negative ? -units : units;
}

/**
 * Adds signed decimal amounts exactly and writes the result with two decimals (rounding half away from zero when an
 * input has more), then applies {@link legacyAmount}.
 *
 * @example
 * sumAmounts(['10.0', '2.55']); // '12.55'
 * sumAmounts(['12.55', '-0.05']); // '12.5'
 */
export function sumAmounts(amounts: ReadonlyArray<string | number>, signs: readonly number[] = []): string {
  const texts = amounts.map(String);
  const scale = Math.max(2, ...texts.map(decimalsOf));
  let total = 0;
  texts.forEach((text, i) => (total += (signs[i] ?? 1) * toUnits(text, scale)));
  const step = 10 ** (scale - 2);
  const cents = Math.sign(total) * Math.round(Math.abs(total) / step);
  const abs = Math.abs(cents);
  const text = `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return legacyAmount(text);
}

/** Compares two decimal amounts exactly (for sorting). */
export function compareAmounts(a: string, b: string): number {
  const scale = Math.max(2, decimalsOf(a), decimalsOf(b));
  return toUnits(a, scale) - toUnits(b, scale);
}

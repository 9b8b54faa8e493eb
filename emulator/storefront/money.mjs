// @ts-check
// Money is kept in integer cents everywhere; only the GraphQL edge turns it into Shopify's Decimal strings.

/** @typedef {{ countryCode: 'US' | 'CA', currencyCode: 'USD' | 'CAD', taxRate: number, name: string, handle: string }} Market */

/** @type {Market} */
export const US = { countryCode: 'US', currencyCode: 'USD', taxRate: 0.08, name: 'United States', handle: 'us' };
/** @type {Market} */
export const CA = { countryCode: 'CA', currencyCode: 'CAD', taxRate: 0.13, name: 'Canada', handle: 'ca' };

/**
 * The market a buyer country sells in: Canada has its own market and prices, every other country buys
 * from the primary (US) market, as on a shop with two markets.
 * @param {string | null | undefined} countryCode
 * @returns {Market}
 */
export function marketFor(countryCode) {
  return countryCode === 'CA' ? CA : US;
}

/**
 * Writes cents the way the Storefront API writes a Decimal: two decimals, but a zero hundredths digit is
 * dropped ("10.0", "12.5", "12.55").
 * @param {number} cents
 */
export function decimal(cents) {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  const fracText = frac % 10 === 0 ? String(frac / 10) : String(frac).padStart(2, '0');
  return `${sign}${whole}.${fracText}`;
}

/**
 * A MoneyV2 value. `__typename` lets it resolve inside the PricingValue union.
 * @param {number} cents
 * @param {string} currencyCode
 */
export function money(cents, currencyCode) {
  return { __typename: 'MoneyV2', amount: decimal(cents), currencyCode, cents };
}

/**
 * Converts a shop-currency (USD) amount into a market's currency. Used for amounts that are defined once
 * (gift card balances, discount values) rather than priced per market.
 * @param {number} usdCents
 * @param {Market} market
 */
export function convert(usdCents, market) {
  return market.currencyCode === 'CAD' ? Math.round(usdCents * 1.35) : usdCents;
}

/**
 * Canadian catalogue price for a US price: converted and rounded up to a whole dollar, the way a
 * market's price rounding rule turns 24.00 USD into 33.00 CAD.
 * @param {number} usdCents
 */
export function cadPrice(usdCents) {
  return Math.ceil((usdCents * 1.35) / 100) * 100;
}

/**
 * Splits `total` cents across `weights` in proportion, giving the rounding remainder to the last
 * non-zero weight so the parts always add up exactly.
 * @param {number} total
 * @param {number[]} weights
 * @returns {number[]}
 */
export function allocate(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = parts.length - 1; rest > 0 && i >= 0; i--) {
    if ((weights[i] ?? 0) > 0) {
      parts[i] = (parts[i] ?? 0) + rest;
      rest = 0;
    }
  }
  return parts;
}

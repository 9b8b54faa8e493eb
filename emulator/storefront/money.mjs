// @ts-check
// Money is kept in integer cents everywhere; only the GraphQL edge turns it into Shopify's Decimal strings.

/**
 * A market of the demo shop: one country, its currency, the languages its storefront is offered in (the first is its
 * default) and how a US price becomes its own where the product sets none (an exchange rate and a rounding rule, as a
 * market's price adjustments and rounding rules do). Amounts everywhere are integer hundredths of the currency's unit,
 * also for the yen, whose prices are whole (multiples of 100 here), so one `decimal()` writes them all.
 * @typedef {{ countryCode: string, currencyCode: string, currencyName: string, symbol: string, taxRate: number, name: string,
 *   handle: string, id: number, languages: string[], rate: number, roundTo: number }} Market
 */

/** @type {Market} */
export const US = {
  countryCode: 'US',
  currencyCode: 'USD',
  currencyName: 'US Dollar',
  symbol: '$',
  taxRate: 0.08,
  name: 'United States',
  handle: 'us',
  id: 5001,
  // The primary market offers every language the shop has translations in (data/translations.mjs), as a shop that has
  // published them there does.
  languages: ['EN', 'FR', 'DE', 'JA'],
  rate: 1,
  roundTo: 1,
};
/** @type {Market} */
export const CA = {
  countryCode: 'CA',
  currencyCode: 'CAD',
  currencyName: 'Canadian Dollar',
  symbol: '$',
  taxRate: 0.13,
  name: 'Canada',
  handle: 'ca',
  id: 5002,
  languages: ['EN', 'FR'],
  rate: 1.35,
  roundTo: 100,
};
/** @type {Market} */
export const GB = {
  countryCode: 'GB',
  currencyCode: 'GBP',
  currencyName: 'British Pound',
  symbol: '£',
  taxRate: 0.2,
  name: 'United Kingdom',
  handle: 'gb',
  id: 5003,
  languages: ['EN'],
  rate: 0.8,
  roundTo: 100,
};
/** @type {Market} */
export const DE = {
  countryCode: 'DE',
  currencyCode: 'EUR',
  currencyName: 'Euro',
  symbol: '€',
  taxRate: 0.19,
  name: 'Germany',
  handle: 'de',
  id: 5004,
  languages: ['DE', 'EN'],
  rate: 0.92,
  roundTo: 100,
};
/** @type {Market} */
export const JP = {
  countryCode: 'JP',
  currencyCode: 'JPY',
  currencyName: 'Japanese Yen',
  symbol: '¥',
  taxRate: 0.1,
  name: 'Japan',
  handle: 'jp',
  id: 5005,
  languages: ['JA', 'EN'],
  rate: 150,
  roundTo: 10000,
};
/** @type {Market} */
export const AE = {
  countryCode: 'AE',
  currencyCode: 'AED',
  currencyName: 'United Arab Emirates Dirham',
  symbol: 'د.إ',
  taxRate: 0.05,
  name: 'United Arab Emirates',
  handle: 'ae',
  id: 5006,
  languages: ['AR', 'EN'],
  rate: 3.6725,
  roundTo: 100,
};

/** The shop's markets, in the order `localization.availableCountries` lists them (by name, as Shopify sorts them). */
export const MARKETS = Object.freeze([CA, DE, JP, AE, GB, US]);

/** The currencies the catalogue has prices in. @typedef {'USD' | 'CAD' | 'GBP' | 'EUR' | 'JPY' | 'AED'} Currency */

/**
 * The market a buyer country sells in: each of the six countries has its own market and prices, every other country
 * buys from the primary (US) market.
 * @param {string | null | undefined} countryCode
 * @returns {Market}
 */
export function marketFor(countryCode) {
  return MARKETS.find((m) => m.countryCode === countryCode) ?? US;
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
 * (gift card balances, discount values) rather than priced per market; the yen has no minor unit, so whole yen.
 * @param {number} usdCents
 * @param {Market} market
 */
export function convert(usdCents, market) {
  return minorUnits(usdCents * market.rate, market);
}

/**
 * A market's catalogue price for a US price where the product sets none of its own: converted and rounded up by the
 * market's rounding rule (a whole dollar, pound, euro or dirham; 100 yen), the way 24.00 USD becomes 33.00 CAD.
 * @param {number} usdCents
 * @param {Market} market
 */
export function marketPrice(usdCents, market) {
  return market.rate === 1 ? usdCents : Math.ceil((usdCents * market.rate) / market.roundTo) * market.roundTo;
}

/**
 * An amount worked out in a market (a percentage off, a tax) rounded to what its currency can charge: a cent, a whole yen.
 * @param {number} cents @param {Market} market
 */
export function minorUnits(cents, market) {
  const unit = market.currencyCode === 'JPY' ? 100 : 1;
  return Math.round(cents / unit) * unit;
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

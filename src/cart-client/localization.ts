// The shop's markets as a shopper chooses among them: every country it sells to, with its currency and languages, and the
// country and language the request was answered in (`@inContext`). Storefront API `localization`
// (shopify.dev/docs/api/storefront/2026-04/objects/Localization).
import type { BatchRead } from './batch';
import { IN_CONTEXT, IN_CONTEXT_VARIABLES } from './fragments';
import type * as G from './storefront.generated';

const LOCALIZATION_FIELD = /* GraphQL */ `localization {
    availableCountries { isoCode name currency { isoCode symbol } availableLanguages { isoCode endonymName } }
    country { isoCode name currency { isoCode symbol } }
    language { isoCode endonymName }
  }`;

/** The read alone (the batch sends its field; this names the result type the codegen writes). */
export const LOCALIZATION_QUERY = `#graphql
query Localization(${IN_CONTEXT_VARIABLES}) ${IN_CONTEXT} {
  ${LOCALIZATION_FIELD}
}`;

/**
 * The same without `@inContext`: the shop's markets as its default market answers them, whatever the page's context is.
 * A kept choice is checked with it (src/scripts/localization/kept-market.ts): a request in an unknown context fails.
 */
export const SHOP_MARKETS_QUERY = `#graphql
query ShopMarkets {
  ${LOCALIZATION_FIELD}
}`;

/** The shop's countries and the buyer's country and language, as the request's market answers them. */
export type ShopLocalization = G.LocalizationQuery['localization'];

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isLanguage = (value: unknown) => isObject(value) && isText(value.isoCode) && isText(value.endonymName);
const isCountry = (value: unknown): value is Loose =>
  isObject(value) &&
  isText(value.isoCode) &&
  isText(value.name) &&
  isObject(value.currency) &&
  isText(value.currency.isoCode) &&
  isText(value.currency.symbol);

/**
 * A `localization` answer as the selector and the mover read it, or null where it is not one (null, or without the
 * country and language it was answered in). A country or language entry of the wrong shape is left out of the lists.
 * Shopify types the field non-null; a proxy, a cache or a mock in between may still answer something else, and a
 * page must then say the selector is unavailable rather than throw.
 */
export function checkedLocalization(answer: unknown): ShopLocalization | null {
  if (!isObject(answer) || !isCountry(answer.country) || !isLanguage(answer.language) || !Array.isArray(answer.availableCountries)) return null;
  const availableCountries = answer.availableCountries.flatMap((country: unknown) =>
    isCountry(country) && Array.isArray(country.availableLanguages)
      ? [{ ...country, availableLanguages: country.availableLanguages.filter(isLanguage) }]
      : [],
  );
  return { ...answer, availableCountries } as ShopLocalization;
}

/** The same as one field of a batch (batch.ts), so a selector's read joins the cards' request. */
export const localizationRead = (): BatchRead<ShopLocalization> => ({ field: LOCALIZATION_FIELD, types: [], values: [], fragments: [] });

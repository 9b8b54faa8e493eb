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

/** The shop's countries and the buyer's country and language, as the request's market answers them. */
export type ShopLocalization = G.LocalizationQuery['localization'];

/** The same as one field of a batch (batch.ts), so a selector's read joins the cards' request. */
export const localizationRead = (): BatchRead<ShopLocalization> => ({ field: LOCALIZATION_FIELD, types: [], values: [], fragments: [] });

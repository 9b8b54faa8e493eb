// Whether the shop sells in a country and language, from its own list of markets: a choice the shop does not know is
// refused (`setLocalization()`), and a kept one is forgotten (src/mount/kept-market.ts calls `forgetUnsold` when a read
// sent in the kept market failed). Shopify refuses a code outside its CountryCode and LanguageCode enums outright (the
// variable is invalid: errors and no data, for every read of the page), and answers a code it knows but the shop does
// not sell in in its own default market ("If an unsupported language or country is requested via @inContext, the
// response will fall back to supported values": shopify.dev/changelog/storefront-api-incontext-directive-supports-languages).
import type { StorefrontClient, StorefrontClientOptions } from '../../cart-client';
import { checkedLocalization, SHOP_MARKETS_QUERY, type ShopLocalization } from '../../cart-client/localization';
import { localizationKey, storedForm, type LocalizationChoice } from '../../mount/localization-key';
import type { WarnOnce } from '../../mount/diagnostics/warn';

/**
 * Why the shop cannot serve `choice`, said for a console line (`the shop does not sell in the country "QQ" (it sells in CA,
 * JP, US)`), or null when it sells in that country and language. `shop` null: its answer listed no markets to check with.
 */
export function unsold(shop: ShopLocalization | null, { country, language }: Required<LocalizationChoice>): string | null {
  if (!shop) return "the shop's answer lists no markets to check it against";
  const codes = (list: ReadonlyArray<{ isoCode: string }>) => list.map((entry) => entry.isoCode).join(', ');
  const found = shop.availableCountries.find((c) => c.isoCode === country);
  if (!found) return `the shop does not sell in the country "${country}" (it sells in ${codes(shop.availableCountries)})`;
  if (found.availableLanguages.some((l) => l.isoCode === language)) return null;
  return `the shop does not offer the language "${language}" in ${country} (there: ${codes(found.availableLanguages)})`;
}

export interface KeptMarket {
  view: Window;
  /** The page's reader itself (not the one that calls this: it would wait on itself). */
  reader: StorefrontClient;
  /** The options every request reads its country and language from (request.ts). */
  connection: StorefrontClientOptions & { domain: string };
  kept: Required<LocalizationChoice>;
  /** The site owner's settings: their country and language (init, data-shop-*) are what the page falls back to. */
  settings: Pick<StorefrontClientOptions, 'country' | 'language'>;
  note: WarnOnce['note'];
}

/**
 * Asks the shop its markets (in its default market, so the question itself cannot fail as the page's reads did) and, when
 * it does not sell in the kept choice, forgets it: out of storage (unless the shopper has chosen again since), the page's
 * requests back in the owner's market, one console line. True when it did; false when the choice is one the shop sells
 * in or its markets could not be read (the failure was something else: the caller rethrows it).
 */
export async function forgetUnsold({ view, reader, connection, kept, settings, note }: KeptMarket): Promise<boolean> {
  const shop = checkedLocalization((await reader.request<{ localization?: unknown }>(SHOP_MARKETS_QUERY)).localization);
  const problem = shop && unsold(shop, kept);
  if (!problem) return false; // the shop sells in it, or its markets cannot be read: nothing tells the choice is wrong
  const key = localizationKey(connection.domain);
  try {
    if (view.localStorage.getItem(key) === storedForm(kept)) view.localStorage.removeItem(key);
  } catch {
    // storage that throws: nothing was kept there
  }
  Object.assign(connection, { country: settings.country, language: settings.language });
  note('keptMarket', storedForm(kept), problem);
  return true;
}

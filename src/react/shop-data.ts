// The answers `readShopData` (shop-embed/react/server) reads on the server and `<ShopProvider initialData>` primes its
// catalog with: shared by the two entries, so the browser's bundle carries the check and not the reader.
import type { StorefrontClientConfig } from '../cart-client/request';
import { formatMessage } from '../cart-client/format-message';

/**
 * Answers read on the server, by the keys the provider's catalog reads them under (`shop`, `product:<handle>`, `null` for
 * a handle the shop does not have), with the shop and market they were read in: a provider for another one reads again.
 * Plain JSON, so it crosses from a server component to a client one, or from a loader to the page, as it is.
 */
export interface ShopData {
  domain: string;
  country: string | null;
  language: string | null;
  reads: Record<string, unknown>;
}

/** Where answers are read: the shop's host, the market and the language (as the connection sends them). */
export function marketOf(config: StorefrontClientConfig): Omit<ShopData, 'reads'> {
  return { domain: config.domain, country: config.country ?? null, language: config.language?.toUpperCase() ?? null };
}

let warned = false;

/**
 * The answers of `data` for a provider connected by `config`: all of them when they were read from its shop, market and
 * language; none otherwise (prices of another market, texts of another language), after one warning, and the cards read
 * their products as without.
 */
export function answersFor(data: ShopData | undefined, config: StorefrontClientConfig): Record<string, unknown> | undefined {
  if (!data) return undefined;
  const here = marketOf(config);
  if (data.domain === here.domain && data.country === here.country && data.language === here.language) return data.reads;
  if (!warned)
    console.warn(
      formatMessage(
        `initialData was read for ${data.domain} (${data.country ?? 'no country'}, ${data.language ?? 'no language'}), not this provider's ${here.domain} (${here.country ?? 'no country'}, ${here.language ?? 'no language'}): its products are read again`,
      ),
    );
  warned = true;
}

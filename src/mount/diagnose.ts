// What a site owner got wrong, said once in the console with the attribute to fix: every widget shows the same fallback
// box to the shopper, so the cause has to be told here. Wraps the runtime's fetch and catalog; the read path is unchanged.
import type { Catalog } from '../store';

type Warn = (message: string, key?: string) => void;

/**
 * The page's `fetch`, telling a refused token (401/403) and a shop that cannot be reached before any answer came (a
 * misspelled domain): later network failures are the shopper's connection, not a setting.
 */
export function watchFetch(domain: string, warn: Warn): typeof fetch {
  let answered = false;
  return (input, init) =>
    fetch(input, init).then(
      (response) => {
        answered = true;
        if (response.status === 401 || response.status === 403)
          warn(`${domain} refused the storefront access token (HTTP ${response.status}): set data-shop-token to this shop's Storefront API token`);
        return response;
      },
      (error: unknown) => {
        if (!answered && (error as Error)?.name !== 'AbortError')
          warn(`${domain} could not be reached: check data-shop-domain (your-shop.myshopify.com or the shop's own domain)`);
        throw error;
      },
    );
}

/** The catalog, telling each handle the shop does not have. */
export function watchCatalog(catalog: Catalog, domain: string, warn: Warn): Catalog {
  const missing =
    (kind: string) =>
    <T>(handle: string, found: T) => {
      if (found === null) warn(`there is no ${kind} with the handle "${handle}" on ${domain}: fix data-shop-${kind}="${handle}"`);
      return found;
    };
  const product = missing('product');
  const collection = missing('collection');
  return {
    ...catalog,
    product: (handle) => catalog.product(handle).then((found) => product(handle, found)),
    collection: (handle, options) => catalog.collection(handle, options).then((found) => collection(handle, found)),
  };
}

/** Shopify releases a Storefront API version each quarter (`2026-01`, `-04`, `-07`, `-10`) and supports it for twelve months. */
export function checkApiVersion(version: string | undefined, warn: Warn, now = new Date()) {
  if (!version || version === 'unstable') return;
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const [, year, quarter] = /^(\d{4})-(01|04|07|10)$/.exec(version) ?? [];
  const age = month - (Number(year) * 12 + Number(quarter) - 1);
  const latest = month - (month % 3);
  if (!(age >= 0 && age < 12))
    warn(
      `data-shop-api-version="${version}" is not a Storefront API version Shopify supports (one each quarter, supported for a year): use ${Math.floor(latest / 12)}-${String((latest % 12) + 1).padStart(2, '0')} or leave it out`,
    );
}

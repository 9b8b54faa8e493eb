import type { RequestOptions, StorefrontClient } from '../cart-client';

/**
 * The reader of a page that opened in the shopper's kept market (localization-key.ts). A kept value the shop does not
 * know (edited in storage, or a market the shop has closed) would fail every read of every page until storage is
 * cleared: Shopify refuses a country or language code outside its enums with errors and no data. So the first read that
 * fails has the kept choice checked against the shop's markets (`check`, in the localization chunk, loaded only then); when
 * the shop does not sell in it, the choice is forgotten and each read that failed in it is sent again in the page's own
 * market: the cards draw on this same page view. One check per page; a read sent after it fails as it fails.
 */
export function keptMarketReader(reader: StorefrontClient, check: () => Promise<boolean>): StorefrontClient {
  let checked: Promise<boolean> | undefined;
  let forgotten = false;
  const { request } = reader;
  return {
    config: reader.config,
    request<TData>(document: string, options?: RequestOptions): Promise<TData> {
      const inKept = !forgotten;
      return request<TData>(document, options).catch(async (error: unknown) => {
        if (
          !inKept ||
          !(await (checked ??= check().then(
            (done) => (forgotten = done),
            () => false,
          )))
        )
          throw error;
        return request<TData>(document, options);
      });
    },
  };
}

// `shop-embed/react/server`: the page's products read on the server, for `<ShopProvider initialData>`. A module of its own,
// not part of `shop-embed/react`: that entry is a client boundary (`'use client'`), whose functions a React server component
// cannot call, and it carries the components; this one imports neither React nor the widgets, and touches no browser API
// (a Next.js server component, a React Router loader, any server with `fetch`).
import { createStorefrontReader } from '../cart-client/read';
import { readAnswers } from '../store/read-answers';
import { marketOf, type ShopData } from './shop-data';

export type { ShopData } from './shop-data';

export interface ReadShopDataOptions {
  /** The shop's domain (`my-shop.myshopify.com`), or an `http://` URL on a loopback host (the local emulator): as the provider's. */
  domain: string;
  /** The Storefront API's public access token (the provider's `token`); none: tokenless access. */
  storefrontAccessToken?: string | undefined;
  /** The handles of the products the page shows (its `ProductCard`s). */
  handles: readonly string[];
  /** The market (`CA`) and language (`fr`) to read in: the provider's `country` and `language`. */
  country?: string | undefined;
  language?: string | undefined;
  apiVersion?: string | undefined;
  /** The `fetch` to send the request with (default: the global one). */
  fetch?: typeof fetch | undefined;
}

/**
 * The shop's settings and every product of `handles`, in one storefront request (the same `CatalogReads` the browser
 * would send). Hand the result to `<ShopProvider initialData>`: the server's HTML holds each card's product, and the
 * browser reads none of them again. Rejects when the shop cannot be read.
 *
 * @example
 * // app/page.jsx, a Next.js server component
 * const data = await readShopData({ domain, storefrontAccessToken: token, handles: ['classic-cotton-tee'] });
 * return <ShopProvider domain={domain} token={token} initialData={data}><ProductCard handle="classic-cotton-tee" /></ShopProvider>;
 */
export async function readShopData(options: ReadShopDataOptions): Promise<ShopData> {
  const { domain, storefrontAccessToken, country, language, apiVersion } = options;
  const reader = createStorefrontReader({
    domain,
    ...(storefrontAccessToken ? { storefrontAccessToken } : {}),
    source: 'shop-embed-react',
    ...(apiVersion ? { apiVersion } : {}),
    ...(country ? { country } : {}),
    ...(language ? { language } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const reads = await readAnswers(reader, options.handles);
  return { market: marketOf(reader.config), reads };
}

import { useMemo, useState, type ReactNode } from 'react';
import { createStorefrontReader } from '../cart-client/read';
import { CartStoreProvider, CatalogProvider, createCatalog } from '../store';
import { WidgetConfigProvider, type WidgetConfigInput } from '../widget/config';
import type { StringKey } from '../widget/strings';
import { CartReachContext, FrameContext } from './frame';
import { useLazyCart } from './lazy-cart';
import { useSentences } from './sentences';
import { formatMessage } from '../cart-client/format-message';
import { productUrlProblem } from '../widget/product-url';
import { marketOf, type ShopData } from './shop-data';

export interface ShopProviderProps {
  /** The shop's domain (`my-shop.myshopify.com`), or an `http://` URL on a loopback host (the local emulator). */
  domain: string;
  /** The Storefront API's public access token; without one, tokenless access (no stock counts, within its cost limit). */
  token?: string;
  /** The Storefront API version in the endpoint path (default `2026-04`, README "API version"). */
  apiVersion?: string;
  /** The buyer's country (`CA`): the market's prices. */
  country?: string;
  /** The buyer's language (`fr`): product texts in it, where the shop has them. */
  language?: string;
  /** Overrides of any shopper-facing sentence, by key (the same keys as the script's `strings`). */
  strings?: Partial<Record<StringKey, string>>;
  /** The buyer's locale for prices (default: the browser's). */
  locale?: string;
  moneyFormat?: string;
  descriptions?: 'none' | 'text' | 'html';
  /** Where product titles link: a template with `:handle` (`/shop/:handle`); none: titles are not links. */
  productUrl?: string;
  /** Open the cart drawer after an add (default false, as in the script). */
  openDrawerOnAdd?: boolean;
  /** Where checkout goes; default: this tab goes to the checkout URL. */
  onCheckout?: (url: string) => void;
  /**
   * The page's products read on the server (`readShopData` from `shop-embed/react/server`), in this provider's shop,
   * market and language: its cards draw them in their first render (the server's HTML holds each title, price and link)
   * and the browser does not read them again. Read in another shop, market or language, they are not used (their prices
   * and texts are not this provider's): the cards read their own, a skeleton in the server's HTML. Keep the same object across renders (a loader's data, a server
   * component's prop): a new one starts a new catalog.
   */
  initialData?: ShopData | undefined;
  /** Draw every component inside its own shadow root, with the stylesheet adopted there (the page's CSS cannot reach in). */
  shadow?: boolean;
  children?: ReactNode;
}

const warned = new Set<string | undefined>();

/** DOMPurify, as the script tag loads it: a chunk of its own, fetched the first time a card shows an HTML description. */
const loadSanitizer = () => import('../scripts/sanitize').then((module) => module.sanitize);

/** `productUrl` when the widgets can link with it; else undefined, after one warning per template. */
function usableProductUrl(template: string | undefined): string | undefined {
  if (!template || !productUrlProblem(template)) return template;
  if (!warned.has(template)) console.warn(formatMessage(`productUrl "${template}" is not used: it needs :handle, in a path or an http(s) address`));
  warned.add(template);
}

/**
 * Connects every ShopEmbed component under it to one shop: one catalog (reads batched into one request per tick), one cart
 * (persisted per shop, shared across tabs), one configuration.
 *
 * @example
 * <ShopProvider domain="my-shop.myshopify.com" token="…"><ProductCard handle="classic-cotton-tee" /><CartDrawer /></ShopProvider>
 */
export function ShopProvider(props: ShopProviderProps) {
  const { domain, token, apiVersion, country, language } = props;
  const connection = useMemo(
    () => ({
      domain,
      ...(token ? { storefrontAccessToken: token } : {}),
      source: 'shop-embed-react',
      ...(apiVersion ? { apiVersion } : {}),
      ...(country ? { country } : {}),
      ...(language ? { language } : {}),
    }),
    [domain, token, apiVersion, country, language],
  );
  const { initialData } = props;
  // Cards read through the lean reader; the cart's full client, with its typed errors and retries, comes with the cart chunk.
  const catalog = useMemo(() => {
    const reader = createStorefrontReader(connection);
    return createCatalog({ client: reader, primed: initialData?.market === marketOf(reader.config) ? initialData.reads : undefined });
  }, [connection, initialData]);
  const { store, load, chunk } = useLazyCart(connection);
  const [shadow] = useState(Boolean(props.shadow));
  const { strings, locale, moneyFormat, descriptions, openDrawerOnAdd, onCheckout } = props;
  const productUrl = usableProductUrl(props.productUrl);
  const sentences = useSentences(store, language, strings, chunk);
  const config = useMemo<WidgetConfigInput>(
    () => ({
      ...sentences,
      ...(chunk ? { messageText: chunk.messageText } : {}),
      loadSanitizer,
      openDrawerOnAdd: Boolean(openDrawerOnAdd),
      checkout: () =>
        store
          .getState()
          .checkout()
          .then((outcome) => {
            if (outcome.ok) (onCheckout ?? ((url: string) => window.location.assign(url)))(outcome.url);
            return outcome;
          }),
      // A card's Buy now, from the cart chunk (its full client): a cart of its one line beside the provider's, then its
      // checkout, as the cart's (`onCheckout`, else this tab goes there).
      buyNow: (press) => import('./cart-store').then((cart) => cart.buyNow(connection, press, sentences.strings, onCheckout)),
      ...(locale ? { locale } : {}),
      ...(moneyFormat ? { moneyFormat } : {}),
      ...(descriptions ? { descriptions } : {}),
      ...(productUrl ? { productUrl } : {}),
    }),
    [store, chunk, connection, sentences, locale, moneyFormat, descriptions, openDrawerOnAdd, onCheckout, productUrl],
  );
  return (
    <CatalogProvider catalog={catalog}>
      <CartStoreProvider store={store}>
        <WidgetConfigProvider config={config}>
          <CartReachContext.Provider value={load}>
            <FrameContext.Provider value={shadow}>{props.children}</FrameContext.Provider>
          </CartReachContext.Provider>
        </WidgetConfigProvider>
      </CartStoreProvider>
    </CatalogProvider>
  );
}

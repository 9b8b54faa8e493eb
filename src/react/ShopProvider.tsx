import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createStorefrontClient } from '../cart-client/client';
import { CartStoreProvider, CatalogProvider, createCartStore, createCatalog, type CartStore } from '../store';
import { cartStrings } from '../widget/cart/strings';
import { cartMessageText } from '../widget/cart-message';
import { catalogStrings } from '../widget/catalog-strings';
import { WidgetConfigProvider, type WidgetConfigInput } from '../widget/config';
import { FrameContext } from './frame';
import { formatMessage } from '../cart-client/format-message';
import { productUrlProblem } from '../widget/product-url';

export interface ShopProviderProps {
  /** The shop's domain (`my-shop.myshopify.com`), or an `http://` URL on a loopback host (the local emulator). */
  domain: string;
  /** The Storefront API's public access token. */
  token: string;
  /** The buyer's country (`CA`): the market's prices. */
  country?: string;
  /** The buyer's language (`fr`): product texts in it, where the shop has them. */
  language?: string;
  /** Overrides of any shopper-facing sentence, by key (the same keys as the script's `strings`). */
  strings?: Partial<Record<string, string>>;
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
  /** Draw every component inside its own shadow root, with the stylesheet adopted there (the page's CSS cannot reach in). */
  shadow?: boolean;
  children?: ReactNode;
}

const warned = new Set<string | undefined>();

/** `productUrl` when the widgets can link with it; else undefined, after one warning per template. */
function usableProductUrl(template: string | undefined): string | undefined {
  if (!template || !productUrlProblem(template)) return template;
  if (!warned.has(template)) console.warn(formatMessage(`productUrl "${template}" is not used: it needs :handle, in a path or an http(s) address`));
  warned.add(template);
}

/** The cart store of a provider: made on first render (so SSR draws an empty cart), started and stopped in the browser only. */
function useCartStore(client: ReturnType<typeof createStorefrontClient>): CartStore {
  const browser = typeof window !== 'undefined';
  const store = useMemo(
    () => createCartStore({ client, storage: browser ? safeStorage() : null, ...(browser ? {} : { channel: null }) }),
    [client, browser],
  );
  // React's StrictMode runs effects twice (start, stop, start): the stop waits a task, and a start right after keeps the store.
  const stopping = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const started = useRef<CartStore | null>(null);
  useEffect(() => {
    clearTimeout(stopping.current);
    if (started.current !== store) void store.getState().start();
    started.current = store;
    return () => void (stopping.current = setTimeout(() => store.destroy()));
  }, [store]);
  return store;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Connects every ShopEmbed component under it to one shop: one catalog (reads batched into one request per tick), one cart
 * (persisted per shop, shared across tabs), one configuration.
 *
 * @example
 * <ShopProvider domain="my-shop.myshopify.com" token="…"><ProductCard handle="classic-cotton-tee" /><CartDrawer /></ShopProvider>
 */
export function ShopProvider(props: ShopProviderProps) {
  const { domain, token, country, language } = props;
  const client = useMemo(
    () =>
      createStorefrontClient({
        domain,
        storefrontAccessToken: token,
        source: 'shop-embed-react',
        ...(country ? { country } : {}),
        ...(language ? { language } : {}),
      }),
    [domain, token, country, language],
  );
  const catalog = useMemo(() => createCatalog({ client }), [client]);
  const store = useCartStore(client);
  const [shadow] = useState(Boolean(props.shadow));
  const { strings, locale, moneyFormat, descriptions, openDrawerOnAdd, onCheckout } = props;
  const productUrl = usableProductUrl(props.productUrl);
  const config = useMemo<WidgetConfigInput>(
    () => ({
      strings: { ...cartStrings, ...catalogStrings, ...strings },
      messageText: cartMessageText,
      openDrawerOnAdd: Boolean(openDrawerOnAdd),
      checkout: () =>
        store
          .getState()
          .checkout()
          .then((outcome) => {
            if (outcome.ok) (onCheckout ?? ((url: string) => window.location.assign(url)))(outcome.url);
            return outcome;
          }),
      ...(locale ? { locale } : {}),
      ...(moneyFormat ? { moneyFormat } : {}),
      ...(descriptions ? { descriptions } : {}),
      ...(productUrl ? { productUrl } : {}),
    }),
    [store, strings, locale, moneyFormat, descriptions, openDrawerOnAdd, onCheckout, productUrl],
  );
  return (
    <CatalogProvider catalog={catalog}>
      <CartStoreProvider store={store}>
        <WidgetConfigProvider config={config}>
          <FrameContext.Provider value={shadow}>{props.children}</FrameContext.Provider>
        </WidgetConfigProvider>
      </CartStoreProvider>
    </CatalogProvider>
  );
}

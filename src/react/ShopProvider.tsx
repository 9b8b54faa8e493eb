import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createStorefrontClient } from '../cart-client/client';
import {
  CartStoreProvider,
  CatalogProvider,
  cartStorageKey,
  createCartStore,
  createCatalog,
  shopKeyFromDomain,
  type CartStorage,
  type CartStore,
} from '../store';
import { sessionTabId } from '../store/pending-adds';
import { cartMessageText } from '../widget/cart-message';
import { WidgetConfigProvider, type WidgetConfigInput } from '../widget/config';
import type { StringKey } from '../widget/strings';
import { FrameContext } from './frame';
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

/** Where a server render keeps the cart id: nowhere (it draws an empty cart), and it says nothing about storage. */
const serverStorage: CartStorage = { getItem: () => null, setItem() {}, removeItem() {} };

/**
 * The store's line to this shop's other tabs, opened when the store starts (in the effect) and closed when it stops: a
 * store React makes during a render and drops (StrictMode renders twice) opens none, and a render stays pure.
 */
function channelOnStart(name: string) {
  const listeners = new Set<(event: MessageEvent) => void>();
  let port: BroadcastChannel | null = null;
  return {
    open() {
      if (port || typeof BroadcastChannel === 'undefined') return;
      port = new BroadcastChannel(name);
      listeners.forEach((listener) => port!.addEventListener('message', listener));
    },
    postMessage: (message: unknown) => port?.postMessage(message),
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      listeners.add(listener);
      port?.addEventListener('message', listener);
    },
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      listeners.delete(listener);
      port?.removeEventListener('message', listener);
    },
    close() {
      port?.close();
      port = null;
    },
  };
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
 * The cart store of a provider: made on first render (so SSR draws an empty cart), started and stopped in the browser only.
 * Its render is pure (Next.js prerenders it): the store names its tab when it starts, and its channel opens then. The
 * tab's name lives in sessionStorage, so the next provider mounted in this tab (a route change) takes over at once the
 * adds this one had not sent yet; hence one provider per shop on a page.
 */
function useCartStore(client: ReturnType<typeof createStorefrontClient>): CartStore {
  const browser = typeof window !== 'undefined';
  const made = useMemo(() => {
    const channel = browser ? channelOnStart(cartStorageKey(shopKeyFromDomain(client.config.domain))) : null;
    const store = createCartStore({
      client,
      storage: browser ? safeStorage() : serverStorage,
      tabId: () => sessionTabId(() => window.sessionStorage),
      channel,
    });
    return { store, channel };
  }, [client, browser]);
  const { store, channel } = made;
  // React's StrictMode runs effects twice (start, stop, start): the stop waits a task, and a start right after keeps the store.
  const stopping = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const started = useRef<CartStore | null>(null);
  useEffect(() => {
    clearTimeout(stopping.current);
    if (started.current !== store) {
      channel?.open();
      void store.getState().start();
    }
    started.current = store;
    // The shop may be reachable again: a change in doubt is settled by reading the cart (as the script's src/scripts/cart/cart-events.ts).
    const recheck = () => document.visibilityState === 'visible' && store.recheck();
    window.addEventListener('online', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      document.removeEventListener('visibilitychange', recheck);
      stopping.current = setTimeout(() => {
        store.destroy();
        channel?.close();
      });
    };
  }, [store, channel]);
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
  const { domain, token, apiVersion, country, language } = props;
  const client = useMemo(
    () =>
      createStorefrontClient({
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
  const catalog = useMemo(
    () => createCatalog({ client, primed: initialData?.market === marketOf(client.config) ? initialData.reads : undefined }),
    [client, initialData],
  );
  const store = useCartStore(client);
  const [shadow] = useState(Boolean(props.shadow));
  const { strings, locale, moneyFormat, descriptions, openDrawerOnAdd, onCheckout } = props;
  const productUrl = usableProductUrl(props.productUrl);
  const sentences = useSentences(store, language, strings);
  const config = useMemo<WidgetConfigInput>(
    () => ({
      ...sentences,
      messageText: cartMessageText,
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
      ...(locale ? { locale } : {}),
      ...(moneyFormat ? { moneyFormat } : {}),
      ...(descriptions ? { descriptions } : {}),
      ...(productUrl ? { productUrl } : {}),
    }),
    [store, sentences, locale, moneyFormat, descriptions, openDrawerOnAdd, onCheckout, productUrl],
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

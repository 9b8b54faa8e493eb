import { createStorefrontClient } from '../cart-client';
import { cartStorageKey, createCartStore, createCatalog, shopKeyFromDomain, type CartStorage } from '../store';
import { fire } from './events';
import type { WidgetConfigInput } from '../widget';
import type { LoadSanitizer } from './kit';
import type { Runtime } from './mounts';
import type { ShopEmbedOptions } from './options';

export interface RuntimeSetup {
  doc: Document;
  view: Window;
  domain: string;
  storefrontAccessToken: string;
  settings: ShopEmbedOptions;
  strings: Record<string, string>;
  loadSanitizer: LoadSanitizer;
  frame: (run: () => void) => void;
  /** The checkout hand-over the widgets call (fires `shop-embed:checkout`, then navigates). */
  checkout: NonNullable<WidgetConfigInput['checkout']>;
}

export interface LiveRuntime extends Runtime {
  stop(): void;
}

/** Drops `undefined` members, for options typed with `exactOptionalPropertyTypes`. */
function defined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** `localStorage`, or null where merely touching it throws (sandboxed iframes, some privacy modes). */
function pageStorage(view: Window): CartStorage | null {
  try {
    return view.localStorage;
  } catch {
    return null;
  }
}

/**
 * The client, cart store and catalog of a configured page, wired to the page: cart events become DOM events, another tab's
 * `storage` write of this shop's cart id refreshes the cart, and the stored cart is restored once.
 */
export function createRuntime(setup: RuntimeSetup): LiveRuntime {
  const { doc, view, domain, settings } = setup;
  const client = createStorefrontClient({
    domain,
    storefrontAccessToken: setup.storefrontAccessToken,
    source: 'shop-embed',
    ...defined({ apiVersion: settings.apiVersion, country: settings.country, language: settings.language }),
  });
  const store = createCartStore({ client, storage: pageStorage(view) });
  const catalog = createCatalog({ client, schedule: setup.frame });
  const config: WidgetConfigInput = {
    strings: setup.strings,
    locale: settings.locale || doc.documentElement.lang || view.navigator.language || 'en-US',
    loadSanitizer: setup.loadSanitizer,
    openDrawerOnAdd: Boolean(settings.openDrawerOnAdd),
    checkout: setup.checkout,
    ...defined({ moneyFormat: settings.moneyFormat, descriptions: settings.descriptions, checkoutTarget: settings.checkoutTarget }),
  };
  const off = store.on((event) => {
    if (event.type === 'change') fire(doc, 'cart:change', { cart: event.cart });
    else fire(doc, 'cart:error', { messages: event.messages, operation: event.operation });
  });
  const key = cartStorageKey(shopKeyFromDomain(domain));
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) void store.getState().refresh();
  };
  view.addEventListener('storage', onStorage);
  void store.getState().start();
  return {
    catalog,
    store,
    config,
    stop() {
      off();
      view.removeEventListener('storage', onStorage);
      store.destroy();
    },
  };
}

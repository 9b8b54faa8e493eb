import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Cart, ShownProduct } from '../cart-client';
import type { CartMessage } from '../store';
import { defaultStrings } from './default-strings';
import type { WidgetStrings } from './strings';
import type { BuyNowPress } from './card/card-types';

export type Sanitizer = (html: string) => string;

/** What a widget shows, for the page's structured data: a card's product, or a grid's collection and its products. */
export type Described = { product: ShownProduct } | { collection: { handle: string; title: string }; products: readonly ShownProduct[] };

export interface WidgetConfig {
  /** Every UI string; the mount layer merges the site owner's overrides over `defaultStrings`. */
  strings: WidgetStrings;
  /** The buyer's locale for `Intl` (default: the browser's). */
  locale: string | undefined;
  /** The language `strings` are in (`en`, `ar`…): whose plural rules pick their forms. Default `en`. */
  language?: string;
  /** A money format for amounts in the shop's currency (`{{amount}} €`; its code loads only then); other currencies, and absent or `null`, use `Intl.NumberFormat`. */
  moneyFormat?: string | null;
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
  /** How product cards show descriptions unless a card says otherwise. */
  descriptions: 'none' | 'text' | 'html';
  /** Loads the HTML sanitiser on demand (DOMPurify as its own file). Without it HTML descriptions fall back to text. */
  loadSanitizer?: () => Promise<Sanitizer>;
  openDrawerOnAdd: boolean;
  /**
   * Hands the shopper over to the hosted checkout (the mount layer: fires the cancelable `shop-embed:checkout` event, then
   * opens the URL in `checkoutTarget`). Resolves with the refusal, if any, for the checkout button to show. Required
   * wherever a checkout button is shown: widgets never navigate, so without it the button only says `NO_CHECKOUT`.
   */
  checkout?: () => Promise<void | { ok: boolean; errors?: readonly CartMessage[] }>;
  /** Where the checkout opens: `_self` (default), `_blank` or a window name. */
  checkoutTarget?: string;
  /**
   * A card's Buy now (the mount layer and ShopProvider, through src/scripts/buy-now): a press makes a cart of its one line
   * beside the shopper's own and goes to its checkout, telling the card how it goes; without a press only what it needs
   * is loaded (the shopper reaches for the button). Rejects when that could not be loaded. Required wherever a card has
   * Buy now (widgets never navigate).
   */
  buyNow?: (press?: BuyNowPress) => Promise<unknown>;
  /** Where product titles link (`/shop/:handle`, checked by the mount layer); none: titles are not links. */
  productUrl?: string;
  /** The `sizes` attribute of product images; default fits the card and grid widths. */
  imageSizes?: string;
  /**
   * The sentence for a cart message (`cartMessageText`): it comes with the cart chunk, as the sentences for Shopify's cart
   * codes do. Without it a card says the code's own string (a chunk that failed to load: `CART_UNAVAILABLE`) or the generic one.
   */
  messageText?: (strings: WidgetStrings, message: CartMessage, cart: Cart | null) => string;
  /**
   * Hears each product a card shows and each collection a grid shows (the mount layer writes their structured data);
   * the function it returns is called when the widget no longer shows it.
   */
  describe?: (what: Described) => () => void;
  /**
   * Moves the page to another market (the mount layer: every widget re-priced in one request, the cart moved, the choice
   * kept, `shop-embed:localization:change` fired). Resolves with what the shop answered, or null when nothing was moved.
   * Without it the country and language selector only shows the choice.
   */
  localize?: (choice: { country: string; language: string }) => Promise<LocalizationOutcome | null>;
}

/** What moving to a market gave: the country's name, its currency, and the cart's products it does not sell (their titles). */
/** A cart message's sentence before the cart chunk's are here: a warning without one is nothing to say (the add went through), see cartMessageText. */
export const baseMessageText: NonNullable<WidgetConfig['messageText']> = (strings, message) =>
  strings[message.code] ?? (message.kind === 'warning' ? '' : strings.genericError);

export interface LocalizationOutcome {
  country: string;
  currency: string;
  notSold: readonly string[];
}

export type WidgetConfigInput = Partial<Omit<WidgetConfig, 'strings'>> & { strings?: Partial<Record<string, string>> };

export const defaultConfig: WidgetConfig = {
  // The cart's keys arrive with the cart chunk, which gives its widgets `cartStrings` under these.
  strings: defaultStrings as WidgetStrings,
  locale: undefined,
  descriptions: 'text',
  openDrawerOnAdd: false,
};

const WidgetConfigContext = createContext<WidgetConfig>(defaultConfig);

/** Merges `config` over the defaults (strings key by key) and gives it to every widget under it. */
export function WidgetConfigProvider(props: { config?: WidgetConfigInput; children?: ReactNode }) {
  const { config } = props;
  const value = useMemo(() => resolveConfig(config), [config]);
  return <WidgetConfigContext.Provider value={value}>{props.children}</WidgetConfigContext.Provider>;
}

/**
 * The full configuration: `config` over the defaults, strings key by key. ESM users of `CheckoutButton` or `CartDrawer`
 * must pass `checkout` (widgets never touch the page, so they cannot navigate themselves).
 *
 * @example
 * resolveConfig({ checkout: async () => { const r = await store.getState().checkout(); if (r.ok) location.assign(r.url); } });
 */
export function resolveConfig(config: WidgetConfigInput = {}): WidgetConfig {
  const strings = { ...defaultStrings } as Record<string, string>;
  for (const [key, text] of Object.entries(config.strings ?? {})) if (typeof text === 'string') strings[key] = text;
  return { ...defaultConfig, ...(config as Partial<WidgetConfig>), strings: strings as WidgetStrings };
}

/** The widget configuration (the defaults when no provider is above). */
export function useWidgetConfig(): WidgetConfig {
  return useContext(WidgetConfigContext);
}

import type { StorefrontClientOptions } from '../../cart-client/config';
import { kebab } from '../../widget/kebab';
import type { LocalizationChoice } from '../localization-key';

/** What `ShopEmbed.init()` accepts; the script tag's `data-shop-*` attributes give the same settings. */
export interface ShopEmbedOptions {
  /** `my-shop.myshopify.com`; `"self"` means the page's own origin (the local emulator serves both). */
  domain?: string;
  /** The Storefront API's public access token; none: tokenless access (no stock counts, within its cost limit). */
  storefrontAccessToken?: string;
  apiVersion?: string;
  /** Buyer country (`US`, `CA`): the market's prices and currency. */
  country?: string;
  /** Buyer language (`en`, `fr`). */
  language?: string;
  /** The shop's money format (`${{amount}}`); default: `Intl.NumberFormat` in `locale`. */
  moneyFormat?: string;
  /** Locale for numbers and money; default the page's `lang`, then the browser's. */
  locale?: string;
  /** Replaces any of the widgets' UI strings (see `defaultStrings`). */
  strings?: Record<string, string>;
  /** Where checkout opens: `_self` (default), `_blank` or a window name. */
  checkoutTarget?: string;
  /** Open the cart drawer after an add (when the page has one). */
  openDrawerOnAdd?: boolean;
  /** Product descriptions: `text` (default), `html` (sanitised) or `none`; a widget's `data-shop-description` wins. */
  descriptions?: 'none' | 'text' | 'html';
  /** Where product titles link: a template with `:handle` (`/shop/:handle`); none: titles are not links. */
  productUrl?: string;
  /** `datalayer`: the commerce events are also pushed to `window.dataLayer` as GA4 events (README "Analytics"). */
  analytics?: 'datalayer';
  /** `false`: no schema.org structured data for the products and collections shown (README "Search engines"). */
  structuredData?: boolean;
}

/** The values of `descriptions` (and of a widget's `data-shop-description`). */
export const DESCRIPTIONS: readonly string[] = ['none', 'text', 'html'];

/**
 * The language the shop's content (titles, descriptions, option values, the cart's lines) is asked in,
 * `@inContext(language:)`: the owner's `language`, else the page's (`asked`: `locale`, `<html lang>`) where the widgets
 * speak it too: English or a pack's (src/widget/languages/languages.ts; a test holds the two lists alike). So a product's
 * words and the widgets' agree (the hosts' `lang` says which), and each is one of the API's LanguageCode values, where a
 * tag it has no code for (`lang="jp"`, `"tl"`) would fail the request. A language the shop has not published for the
 * market is answered in one it has (Shopify falls back: shopify.dev/changelog/storefront-api-incontext-directive-supports-languages).
 */
export const contentLanguage = (settings: ShopEmbedOptions, asked: string | undefined): string | undefined =>
  settings.language || (/^(ar|de|en|es|fr|it|ja|nl|pt|zh)\b/i.test(asked!) ? asked : undefined);

/**
 * The storefront connection the settings make, the first script's and the components' alike, in the language `asked`
 * (`contentLanguage`). Settings left out stay undefined, which the reader reads as none (request.ts: the default version,
 * no @inContext); `kept`, the shopper's own choice of market (localization-key.ts), goes over the owner's starting point.
 */
export const connectionOf = (settings: ShopEmbedOptions, domain: string, asked: string | undefined, kept: LocalizationChoice) =>
  ({
    domain,
    storefrontAccessToken: settings.storefrontAccessToken,
    source: 'shop-embed',
    apiVersion: settings.apiVersion,
    country: settings.country,
    language: contentLanguage(settings, asked),
    ...kept,
  }) as StorefrontClientOptions & { domain: string };

/** The settings a script tag may carry: `apiVersion` as `data-shop-api-version`… (the token as `data-shop-token`). */
export const SCRIPT_OPTIONS: ReadonlyArray<keyof ShopEmbedOptions> = [
  'domain',
  'storefrontAccessToken',
  'apiVersion',
  'country',
  'language',
  'moneyFormat',
  'locale',
  'checkoutTarget',
  'openDrawerOnAdd',
  'descriptions',
  'productUrl',
  'analytics',
];

/** `data-shop-domain` → `domain`, … (booleans by presence, `"false"` reads as false); no tag: none of them. */
export function optionsFromScript(script: Element | null | undefined): ShopEmbedOptions {
  const options: Record<string, string | boolean> = {};
  for (const key of SCRIPT_OPTIONS) {
    const name = key === 'storefrontAccessToken' ? 'token' : kebab(key);
    const raw = script?.getAttribute(`data-shop-${name}`);
    if (raw == null) continue;
    options[key] = key === 'openDrawerOnAdd' ? raw.trim().toLowerCase() !== 'false' : raw.trim();
  }
  return options as ShopEmbedOptions;
}

/** `"self"` → the page's origin; anything else as given. */
export function resolveDomain(domain: string | undefined, origin: string): string | undefined {
  return domain === 'self' ? origin : domain;
}

/** What `ShopEmbed.init()` accepts; the script tag's `data-shop-*` attributes give the same settings. */
export interface ShopEmbedOptions {
  /** `my-shop.myshopify.com`; `"self"` means the page's own origin (the local emulator serves both). */
  domain?: string;
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
}

/** `data-shop-domain` → `domain`, … (booleans by presence, `"false"` reads as false). */
const SCRIPT_ATTRIBUTES: ReadonlyArray<[keyof ShopEmbedOptions, string]> = [
  ['domain', 'data-shop-domain'],
  ['storefrontAccessToken', 'data-shop-token'],
  ['apiVersion', 'data-shop-api-version'],
  ['country', 'data-shop-country'],
  ['language', 'data-shop-language'],
  ['moneyFormat', 'data-shop-money-format'],
  ['locale', 'data-shop-locale'],
  ['checkoutTarget', 'data-shop-checkout-target'],
  ['openDrawerOnAdd', 'data-shop-open-drawer-on-add'],
  ['descriptions', 'data-shop-descriptions'],
];

export function optionsFromScript(script: Element | null | undefined): ShopEmbedOptions {
  const options: Record<string, string | boolean> = {};
  if (!script) return options;
  for (const [key, attribute] of SCRIPT_ATTRIBUTES) {
    const raw = script.getAttribute(attribute);
    if (raw === null) continue;
    options[key] = key === 'openDrawerOnAdd' ? raw.trim().toLowerCase() !== 'false' : raw.trim();
  }
  return options as ShopEmbedOptions;
}

/** True when the tag configures a shop (then the bundle initialises itself). */
export function scriptConfigures(script: Element | null | undefined): boolean {
  return Boolean(script && (script.hasAttribute('data-shop-domain') || script.hasAttribute('data-shop-token')));
}

/** `"self"` → the page's origin; anything else as given. */
export function resolveDomain(domain: string | undefined, origin: string): string | undefined {
  return domain === 'self' ? origin : domain;
}

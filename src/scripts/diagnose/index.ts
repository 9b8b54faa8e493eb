// The diagnose chunk (`dist/shop-embed.diagnose.min.js`; in ESM a dynamic `import()` chunk): the sentences that tell a
// site owner what a setting got wrong and which attribute to fix. The first script only notices the problem and names it
// (`warn.note('token', …)`, see warn.ts); these words load when something is wrong, so a page set up right never fetches them.
// The same goes for the mount layer's own warnings: a bad attribute, a widget that failed, init() called twice.
import { DEFAULT_API_VERSION } from '../../cart-client/request';
import { DESCRIPTIONS } from '../../mount/attributes/options';
import { entryForElement, watchedAttributes, type Registry } from '../../mount/registry';

/** `<div data-shop-product="tee">` or `<shop-product>`: how a host is named in messages. */
function describeHost(el: Element, attribute: string): string {
  // A custom element is named by its handle when it has one; a plain host by its marking attribute, with or without value.
  const custom = el.localName.includes('-');
  const name = custom ? 'handle' : attribute;
  const value = el.getAttribute(name);
  return `<${el.localName}${value || !custom ? ` ${name}${value ? `="${value}"` : ''}` : ''}>`;
}

/**
 * A `data-shop-*` attribute no widget reads (src/mount/scanner.ts), with the one it was meant to be, or '' for a page's
 * own attribute far from every name. A host is named by its widget's attribute, anything else by the one mistyped. The
 * distances come with a chunk of their own (src/scripts/typos): a typo is the rarer mistake.
 */
async function typo({ name, ownerElement: el }: Attr, registry: Registry): Promise<string> {
  const host = describeHost(el!, entryForElement(registry, el!)?.attribute ?? name);
  return (await import('../typos')).typo(name, host, watchedAttributes(registry));
}

/**
 * The Storefront API version released `back` quarters before the newest at `now`: Shopify releases one each quarter and
 * supports it for a year, so in November 2026 `quarterVersion(now)` is 2026-10 and `quarterVersion(now, 3)` 2026-01.
 */
function quarterVersion(now: Date, back = 0): string {
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const version = month - (month % 3) - 3 * back;
  return `${Math.floor(version / 12)}-${String((version % 12) + 1).padStart(2, '0')}`;
}

/** The languages with a pack (src/widget/languages/languages.ts; a test holds the two lists together). */
export const LANGUAGES = ['fr', 'de', 'es', 'it', 'nl', 'pt-BR', 'ja', 'zh-CN', 'ar'];

export const notes = {
  token: (domain: string, status: number) =>
    `${domain} refused the storefront access token (HTTP ${status}): set data-shop-token to this shop's Storefront API token`,
  tokenText: () =>
    "data-shop-token is not a Storefront API access token (a token has no spaces and no characters such as …): paste the token from the shop's Headless channel or custom app",
  unreachable: (domain: string) => `${domain} could not be reached: check data-shop-domain (your-shop.myshopify.com or the shop's own domain)`,
  handle: (kind: string, handle: string, domain: string) =>
    `there is no ${kind} with the handle "${handle}" on ${domain}: fix data-shop-${kind}="${handle}"`,
  // Shopify releases a version each quarter (`2026-01`, `-04`, `-07`, `-10`) and supports it for twelve months: in November
  // 2026, 2026-01 through 2026-10. One still supported is no problem (''); `YYYY-MM` strings compare as their dates do.
  version: (version: string, now = new Date()) => {
    const [oldest, newest] = [quarterVersion(now, 3), quarterVersion(now)];
    return version === 'unstable' || (/^\d{4}-(01|04|07|10)$/.test(version) && version >= oldest && version <= newest)
      ? ''
      : `data-shop-api-version="${version}" is not a Storefront API version Shopify supports (one each quarter, each for a year: ${oldest} to ${newest} now): leave it out to use ${DEFAULT_API_VERSION}, the version ShopEmbed is tested against`;
  },
  trustedTypes: () =>
    "this page's Content-Security-Policy does not allow ShopEmbed's Trusted Types policy: add shop-embed to its trusted-types directive (trusted-types shop-embed); until then descriptions are shown as text, and where the page requires Trusted Types ShopEmbed's files load as modules, without their integrity check",
  unconfigured: () =>
    'the shop is not configured: set data-shop-domain on the script tag, or call ShopEmbed.init({ domain }); every widget shows a fallback',
  localization: (given: string) =>
    `setLocalization(${given}) expects { country, language } as the Storefront API's codes (e.g. { country: 'JP', language: 'ja' }); nothing changed`,
  unsold: (given: string, problem: string) => `setLocalization(${given}): ${problem}; nothing changed`,
  keptMarket: (kept: string, problem: string) =>
    `the market kept for this shopper ("${kept}", chosen with the selector or setLocalization()) is forgotten: ${problem}; the page shows its default market`,
  domain: (reason: string) => `${reason} (check data-shop-domain); every widget shows a fallback`,
  productUrl: (template: string, problem: 'handle' | 'scheme') =>
    `data-shop-product-url / productUrl "${template}" ${problem === 'handle' ? 'has no :handle' : 'is neither a path nor an http(s) address'}; product titles are not linked`,
  typo,
  defaulted: (el: Element, attribute: string, problems: string) => `${describeHost(el, attribute)}: ${problems}; the default is used`,
  descriptions: (value: string) => `descriptions "${value}" is not one of ${DESCRIPTIONS.join(', ')}; descriptions are shown as text`,
  name: (name: string, names: string) => `mount(): there is no widget named "${name}" (there are: ${names})`,
  attributes: (el: Element, attribute: string, problems: string) => `${describeHost(el, attribute)}: ${problems}; this widget shows a fallback`,
  failed: (el: Element, attribute: string, name: string, reason: string) =>
    `${describeHost(el, attribute)}: the ${name} widget failed (${reason}); it shows a fallback`,
  language: (language: string) =>
    `setLanguage("${language}"): the widgets have no strings in that language (there are: en, ${LANGUAGES.join(', ')}); they stay in English unless init({ strings }) gives them`,
  taken: (tags: string[], attributes: string[]) =>
    `${tags.map((tag) => `<${tag}>`).join(', ')}: defined by another script, not ShopEmbed; use ${attributes.join(', ')} instead`,
  twice: () => 'init() was called more than once; the first settings stay',
  destroyed: () => 'init() after destroy(): this ShopEmbed stays torn down',
};

export type Notes = typeof notes;

const LINES = '[{ merchandiseId: string, quantity?: integer, attributes?: [{ key, value }], sellingPlanId?: string }]';
const ATTRIBUTES = '[{ key: string, value: string }]';
const CODE = 'code: string';

/** What each `ShopEmbed.cart` action that takes arguments expects, as its refusal names it (the checks are in cart-checks.ts). */
export const cartArguments: Readonly<Record<string, string>> = {
  refresh: 'cartId?: string',
  addLines: LINES,
  setLineQuantity: 'lineId: string, quantity: integer ≥ 0',
  removeLines: '[lineId: string]',
  setLinePlan: 'lineId: string, sellingPlanId: string | null',
  replaceLines: LINES,
  setNote: 'note: string',
  setAttributes: ATTRIBUTES,
  setNoteAndAttributes: `{ note?: string, attributes?: ${ATTRIBUTES} }`,
  setEmail: 'email: string',
  setShippingAddress: '{ address1, city, countryCode, zip… }',
  setBuyerIdentity: '{ countryCode?, email?, phone? }',
  addDiscountCode: CODE,
  removeDiscountCode: CODE,
  addGiftCard: CODE,
  removeGiftCard: 'appliedGiftCardId: string',
};

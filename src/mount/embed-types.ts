// The public shape of a page's ShopEmbed (`window.ShopEmbed`, `createShopEmbed()`) and what creating one needs;
// create-embed.ts builds it.
import type { Cart } from '../cart-client';
import type { CartMessage, CheckoutOutcome } from '../store';
import type { LocalizationOutcome } from '../widget/config';
import type { CartApi } from './cart-api';
import type { CartChunkModule } from './slots/cart-slot';
import type { CommerceDetail } from './events';
import type { LoadSanitizer, WidgetKit } from './kit';
import type { ShopEmbedOptions } from './attributes/options';
import type { Registry, WidgetDefinition } from './registry';
import type { PaintHandoff } from './first-paint/handoff';

export interface ShopEmbedEventMap {
  ready: { version: string; configured: boolean };
  'cart:change': { cart: Cart | null };
  'cart:error': { messages: CartMessage[]; operation: string };
  checkout: { url: string; cart: Cart | null };
  /** The page moved to another market (the selector, or `setLocalization()`): the codes the shop answered in. */
  'localization:change': { country: string; language: string; currency: string };
  'view-item-list': CommerceDetail;
  'view-item': CommerceDetail;
  'add-to-cart': CommerceDetail;
  'remove-from-cart': CommerceDetail;
  'begin-checkout': CommerceDetail;
}

export type CheckoutResult = (CheckoutOutcome & { navigated: boolean }) | { ok: false; errors: CartMessage[]; navigated: false };

export interface ShopEmbed {
  readonly version: string;
  readonly registry: Registry;
  /** True once `init()` ran (explicitly or from the script tag). */
  readonly initialized: boolean;
  /** Connects to the shop and mounts every widget on the page (once; later calls are ignored with a warning). */
  init(options?: ShopEmbedOptions): ShopEmbed;
  /** Mounts a widget by name into `el`; false when `el` already holds one or the name is unknown. */
  mount(el: Element, name: string, props?: Record<string, unknown>): boolean;
  unmount(el: Element): boolean;
  /** Looks for `data-shop-*` hosts under `root` now instead of at the next frame. */
  scan(root?: ParentNode): void;
  readonly cart: CartApi;
  on<K extends keyof ShopEmbedEventMap>(
    event: K,
    listener: (detail: ShopEmbedEventMap[K], event: CustomEvent<ShopEmbedEventMap[K]>) => void,
  ): () => void;
  /**
   * Draws every widget in another language (a BCP 47 tag or a Shopify language code: `ja`, `fr-CA`, `PT_BR`): its pack is
   * loaded once, the site owner's own `strings` still win, money is formatted for it, and a right-to-left language draws
   * mirrored. Resolves with the language the widgets now speak (`en` where there is no pack for it, said once in the console).
   */
  setLanguage(language: string): Promise<string>;
  /**
   * Moves the page to another market, as the country and language selector does: every widget re-priced in one request,
   * the cart moved (`cartBuyerIdentityUpdate`), the choice kept for the shop across pages, `shop-embed:localization:change`
   * fired. Resolves with the country's name, its currency and the cart's products it does not sell (null when nothing moved).
   */
  setLocalization(choice: { country: string; language: string }): Promise<LocalizationOutcome | null>;
  /** Fires the cancelable `shop-embed:checkout` event, then (unless prevented) opens the cart's checkout URL. */
  goToCheckout(): Promise<CheckoutResult>;
  /** Hooks for the custom elements (`defineElements`). */
  readonly elements: {
    connected(el: Element, entry: WidgetDefinition): void;
    disconnected(el: Element): void;
    changed(el: Element): void;
    /** Tags another script defined before ours (no widget is drawn in them): said once in the console. */
    taken(entries: readonly WidgetDefinition[]): void;
  };
  /**
   * Adds skip-to-content links at the start of the page (SPEC §2: `label` 'Skip to main content', `target` '#main',
   * `listLabel` 'Skip to', or `anchors: ['#main', '#footer']`); returns their host.
   */
  skipLinks(options?: { label?: string; target?: string; listLabel?: string; anchors?: readonly string[] }): Element;
  /** Unmounts everything and stops watching the page. */
  destroy(): void;
}

export interface EmbedSetup {
  kit: WidgetKit;
  loadSanitizer: LoadSanitizer;
  /** Imports the cart chunk (store mutations, drawer, checkout): `() => import('./scripts/cart')`. */
  loadCart: () => Promise<CartChunkModule>;
  /** Settings `init()` starts from (the script tag's attributes). */
  defaults?: ShopEmbedOptions;
  doc?: Document;
  /** The first paint's hand-over (src/mount/first-paint): its answers prime the catalog, its hosts are taken over in place. */
  painted?: PaintHandoff | undefined;
}

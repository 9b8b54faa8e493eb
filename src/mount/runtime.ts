import type { StorefrontClientOptions } from '../cart-client';
import { createStorefrontReader } from '../cart-client/read';
import { DEFAULT_API_VERSION } from '../cart-client/request';
import { cartStorageKey, createCartIntents, createCatalog, shopKeyFromDomain, type Catalog, type CartMessage } from '../store';
import type { EarlyCall } from '../store/early-calls';
import { helloUntilTaken } from '../store/tab-hello';
import { storedLocalization, type LocalizationChoice } from './localization-key';
import { keptMarketReader } from './kept-market';
import type { KeptMarket } from '../scripts/localization/kept-market';
import type { CartChunkModule, CartSlot } from './slots/cart-slot';
import type { CheckoutResult } from './embed-types';
import { createChunkSlot } from './slots/chunk-part';
import { checkoutPress } from './checkout-press';
import { sayRarerCodes } from './rarer-codes';
import { watchCartStorage } from './cart-storage-watch';
import { pageStorage } from './page-storage';
import { watchCatalog, watchFetch } from './diagnostics/diagnose';
import { fire } from './events';
import { baseMessageText, type Described, type WidgetConfig, type WidgetConfigInput } from '../widget';
import type { LoadSanitizer } from './kit';
import type { Runtime } from './mounts';
import { connectionOf, resolveDomain, type ShopEmbedOptions } from './attributes/options';
import { reason, type WarnOnce } from './diagnostics/warn';

export interface RuntimeSetup {
  doc: Document;
  view: Window;
  /** Imports the cart chunk (the script tag: a `<script src>` beside it; ESM: `import()`). */
  loadCart: () => Promise<CartChunkModule>;
  /** Adds the chunk's rules to the shared stylesheet. */
  addStyles: (cssText: string) => void;
  /** `init()`'s settings (with the token: `connect()` checks there is one). */
  settings: ShopEmbedOptions;
  /** The first paint's answers (catalog keys), so taking its cards over asks nothing again. */
  primed?: Readonly<Record<string, unknown>> | undefined;
  /** The first paint's queue in front of the cart (store/early-calls.ts): the intent store keeps the cart's calls in it. */
  calls?: EarlyCall[] | undefined;
  strings: Record<string, string>;
  /** The language `strings` are in (a pack's; default English). */
  language?: string | undefined;
  loadSanitizer: LoadSanitizer;
  frame: (run: () => void) => void;
  /** Runs the renders of a product batch's arrival in slices (see createSlicer). */
  deliver: (jobs: Array<() => void>) => void;
  /** Draws every widget again, in slices (the rarer cart codes' sentences joined the page's strings). */
  redraw: () => void;
  /** The cart chunk is here and its store attached (the mount layer adds what came with it: the toggle's drawer). */
  arrived: (chunk: CartChunkModule) => void;
  /** Moves the page to another market (the localization chunk): the selector's, and `setLocalization()`. */
  localize: NonNullable<WidgetConfigInput['localize']>;
  /** Forgets a kept market the shop does not sell in (the localization chunk; kept-market.ts says when it is asked). */
  forgetUnsold: (kept: KeptMarket) => Promise<boolean>;
  /** Tells the site owner what a setting got wrong (once per problem; the embed mutes it when destroyed). */
  note: WarnOnce['note'];
}

export interface LiveRuntime extends Runtime {
  /**
   * The options the reader and the cart's client are made from (`domain` resolved): they read its country and language at
   * each request (request.ts), so changing them moves every request to another market.
   */
  connection: StorefrontClientOptions & { domain: string };
  /** An empty catalog reading through the page's reader, as `catalog` was made (the localization chunk swaps it in). */
  newCatalog(): Catalog;
  /** `ShopEmbed.goToCheckout()`, also the widgets' checkout: the store's outcome, then the chunk's hand-over. */
  checkout(): Promise<CheckoutResult>;
  /** The page's strings in another language (`locale`, the shopper's choice, formats money too); the caller redraws. */
  speak(strings: Record<string, string>, language: string, locale?: string): void;
  stop(): void;
}

/** Drops `undefined` members, for options typed with `exactOptionalPropertyTypes`. */
function defined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/**
 * A cart message's sentence, looked up as a card speaks: in the cart chunk's words once it is here (the page's `words`
 * over the card's, as a card drawn now has them), also on a card drawn before it arrived. So the chunk's arrival draws no
 * card again: on a page of fifty cards that redraw held up the add that had asked for the chunk (its Web Lock's answer
 * waits behind the frames the redraw takes).
 */
function chunkMessageText(slot: CartSlot, words: () => Record<string, string>): NonNullable<WidgetConfig['messageText']> {
  return (strings, message, shown) =>
    slot.getState().chunk?.messageText({ ...strings, ...words() }, message, shown) ?? baseMessageText(strings, message, shown);
}

/**
 * What the cards read through: the lean reader (it also checks the options: a bad domain throws here, at init; the cart's
 * full client, with its typed errors and retries, comes with the cart chunk), which has a kept market checked when a read
 * fails in it.
 */
function cardReader(setup: RuntimeSetup, connection: StorefrontClientOptions, kept: LocalizationChoice) {
  const lean = createStorefrontReader(connection);
  const { view, settings, note } = setup;
  return kept.country
    ? keptMarketReader(lean, () => setup.forgetUnsold({ view, reader: lean, connection, kept: kept as Required<typeof kept>, settings, note }))
    : lean;
}

/**
 * The client, cart store and catalog of a configured page, wired to the page: cart events become DOM events, another tab's
 * `storage` write of this shop's cart id or change stamp refreshes the cart, and the stored cart is restored once. The cart
 * store is the first script's intent store until the cart chunk arrives (on idle when a cart id is stored, or a cart widget
 * is shown).
 */
/** `domain` is the settings' own, resolved (`"self"` is the page's origin). */
function createRuntime(setup: RuntimeSetup, domain: string): LiveRuntime {
  const { doc, view, settings, note } = setup;
  let stopped = false;
  /** The structured data chunk, once a widget has described something. */
  let described: Promise<typeof import('../scripts/structured-data')> | undefined;
  const kept = storedLocalization(view, domain);
  // The first script's connection (the shopper's market, made on this page or another, included), its requests watched.
  const connection = { ...connectionOf(settings, domain, settings.locale || doc.documentElement.lang, kept), fetch: watchFetch(domain, note) };
  const reader = cardReader(setup, connection, kept);
  // Whether Shopify still supports a version the owner pinned, the diagnose chunk tells (and says nothing if it does).
  if (settings.apiVersion && settings.apiVersion !== DEFAULT_API_VERSION) note('version', settings.apiVersion);
  const storage = pageStorage(view, 'localStorage');
  const key = cartStorageKey(shopKeyFromDomain(domain));
  // This tab's hello to the other tabs of the shop, said now: by the shopper's first add, which loads the store, the window
  // for their answers has passed, and a tab alone makes its cart at once (tab-hello.ts).
  const hello = helloUntilTaken(view, key);
  /** The chunks' own (English) sentences, under the page's strings: the cart's, then the rarer codes'. */
  let chunkStrings: Record<string, string> = {};
  let pageStrings = setup.strings;
  const words = () => ({ ...chunkStrings, ...pageStrings });
  let off = () => {};
  let offCodes = () => {};
  // The cart chunk comes once: on idle (a stored cart, a cart widget), as the shopper reaches for a card or toggle (mounts.ts),
  // or at once (the shopper's first cart action, through the intent store). A failed load refuses the waiting intents with the `CART_UNAVAILABLE` sentence and
  // is forgotten, so the next cart action, or a cart widget's retry, loads again.
  const cart = createChunkSlot(
    setup.loadCart,
    (chunk) => {
      if (stopped) return;
      setup.addStyles(chunk.cartStyles);
      // Shopify's cart codes are said after a cart action, so their sentences come with the chunk: under the site owner's.
      chunkStrings = { ...chunkStrings, ...chunk.strings };
      live.config = { ...live.config, strings: words() };
      off = chunk.pageCart(connection, storage, doc, view, store, hello.take());
      // The sentences of the rarer codes, once the cart says one: the message is drawn again with them (rarer-codes.ts).
      offCodes = sayRarerCodes(
        store,
        chunk,
        () => live.config.strings,
        (codeStrings) => {
          if (stopped) return;
          chunkStrings = { ...codeStrings, ...chunkStrings };
          live.config = { ...live.config, strings: words() };
          setup.redraw();
        },
      );
      setup.arrived(chunk);
    },
    (error) => {
      if (stopped) return;
      const refusal: CartMessage = { kind: 'error', code: 'CART_UNAVAILABLE', message: reason(error), field: null, target: null, operation: 'fetch' };
      if (store.fail(refusal)) fire(doc, 'cart:error', { messages: [refusal], operation: 'fetch' });
    },
  );
  cart.preload = onIdleOnce(view, cart.load);
  /** The store widgets read: intents until the chunk arrives, then a mirror of the real store. */
  const store = createCartIntents(cart.load, setup.calls);
  const newCatalog = (primed?: RuntimeSetup['primed']) =>
    watchCatalog(createCatalog({ client: reader, schedule: setup.frame, deliver: setup.deliver, primed }), domain, note);
  const checkout = checkoutPress(store, cart, doc, view, settings.checkoutTarget);
  const config: WidgetConfigInput = {
    strings: setup.strings,
    ...defined({ language: setup.language }),
    locale: settings.locale || doc.documentElement.lang || view.navigator.language || 'en-US',
    loadSanitizer: setup.loadSanitizer,
    openDrawerOnAdd: Boolean(settings.openDrawerOnAdd),
    checkout,
    messageText: chunkMessageText(cart, words),
    // A card's Buy now, through the cart chunk, which loads its own (the shopper reaching for the button: no press yet).
    buyNow: (press) => cart.load().then(() => cart.getState().chunk!.buyNow(press, connection, doc, view, live.config)),
    // Each product and collection shown, as structured data in the page (a chunk, loaded the first time), unless turned off.
    ...(settings.structuredData !== false && {
      describe: (what: Described) => {
        // Not loaded: the page has no structured data, the widgets are the same.
        const held = (described = import('../scripts/structured-data')).then(
          (chunk) => (stopped ? undefined : chunk.describe(doc, what, settings)),
          () => undefined,
        );
        // The widget went (unmounted, removed from the page) or shows something else: its block goes with its last holder.
        return () => void held.then((release) => release?.());
      },
    }),
    localize: setup.localize,
    ...defined({
      moneyFormat: settings.moneyFormat,
      descriptions: settings.descriptions,
      checkoutTarget: settings.checkoutTarget,
      productUrl: settings.productUrl,
    }),
  };
  const unwatch = watchCartStorage(view, doc, storage, key, store, cart);
  const live: LiveRuntime = {
    catalog: newCatalog(setup.primed),
    connection,
    newCatalog,
    store,
    config,
    cartSlot: cart,
    checkout,
    speak(strings, language, locale) {
      pageStrings = strings;
      live.config = { ...live.config, strings: words(), language, ...defined({ locale }) };
    },
    stop() {
      off();
      offCodes();
      unwatch();
      hello.stop();
      stopped = true;
      store.destroy();
      void described?.then(
        (chunk) => chunk.forget(),
        () => {},
      );
    },
  };
  return live;
}

/** Calls `load` once, when the page is next idle (within 3 s; 200 ms from now where there is no idle callback). */
function onIdleOnce(view: Window, load: () => unknown) {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(load, { timeout: 3000 });
    else view.setTimeout(load, 200);
  };
}

/** The shop connection `init()` makes from its settings, or null after telling the site owner why (no domain, a token that cannot be one, a domain the reader refuses). */
export function connect(setup: RuntimeSetup): LiveRuntime | null {
  const { settings, note } = setup;
  const domain = resolveDomain(settings.domain, setup.view.location.origin);
  if (!domain) {
    note('unconfigured');
    return null;
  }
  // No token is tokenless access (src/cart-client/request.ts). A token with a space or a character beyond ASCII (the
  // README's "…" pasted as is) can never be sent as a header: no request, and no Try again that could never work; the
  // shopper reads that the shop is not set up, the console why.
  if (settings.storefrontAccessToken && !/^[\x21-\x7e]+$/.test(settings.storefrontAccessToken)) {
    note('tokenText');
    return null;
  }
  try {
    return createRuntime(setup, domain);
  } catch (error) {
    note('domain', reason(error));
    return null;
  }
}

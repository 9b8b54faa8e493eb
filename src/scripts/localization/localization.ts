// Moving a page to another market (the localization chunk): the shopper's country and language kept for the shop, every
// widget read again in that market in ONE storefront request, the cart moved with `cartBuyerIdentityUpdate` (its prices
// and currency follow the country), the cart's products the market does not sell named, and
// `shop-embed:localization:change` fired with what the shop answered.
import type { CartLine } from '../../cart-client';
import { cartStorageKey, shopKeyFromDomain } from '../../store';
import type { LocalizationOutcome } from '../../widget/config';
import { readLocalization } from '../../widget/Localization';
import { checkedLocalization } from '../../cart-client/localization';
import { unsold } from './kept-market';
import { localizationKey, storedForm, type LocalizationChoice } from '../../mount/localization-key';
import { fire } from '../../mount/events';
import type { Mounts } from '../../mount/mounts';
import type { LiveRuntime } from '../../mount/runtime';
import { createWarnOnce } from '../../mount/diagnostics/warn';

export interface LocalizationPage {
  doc: Document;
  view: Window;
  runtime(): LiveRuntime | null;
  mounts: Mounts;
  /** Draws every widget again (in slices): they read from the runtime's new catalog. */
  redraw(): void;
  /** Draws the widgets in the chosen language (its pack loaded once, the owner's strings over it; `setLanguage()`). */
  speak(language: string): void;
}

const warned = createWarnOnce();

/** `ja` → `JA`, `pt-br` → `PT_BR`: the Storefront API's LanguageCode. */
const languageCode = (language: string) => language.replace('-', '_').toUpperCase();

/** The choice as the Storefront API's enums write it, or null after saying (once) what is wrong with it. */
function checked(choice: unknown): Required<LocalizationChoice> | null {
  const { country, language } = (choice ?? {}) as Record<string, unknown>;
  const code = typeof country === 'string' ? country.toUpperCase() : '';
  const lang = typeof language === 'string' ? languageCode(language) : '';
  if (/^[A-Z]{2}$/.test(code) && /^[A-Z]{2}(_[A-Z]{2})?$/.test(lang)) return { country: code, language: lang };
  warned.note('localization', JSON.stringify(choice) ?? String(choice));
  return null;
}

/** Whether a cart id is kept for the shop (the cart chunk restores it): the cart to move may not be read yet. */
function cartStored(view: Window, domain: string): boolean {
  try {
    return Boolean(view.localStorage.getItem(cartStorageKey(shopKeyFromDomain(domain))));
  } catch {
    return false;
  }
}

/**
 * The cart moved to `country` (its currency and prices follow, as Shopify documents for the buyer identity's country:
 * shopify.dev/docs/api/storefront/2026-04/mutations/cartBuyerIdentityUpdate). No cart yet: nothing to move, the one the
 * shopper's first add makes is made in the market of the request (`@inContext`). A stored cart not read yet is moved once
 * the cart chunk has restored it.
 */
function moveCart(runtime: LiveRuntime, view: Window, country: string): Promise<unknown> {
  const { store } = runtime;
  const move = () => store.getState().setBuyerIdentity({ countryCode: country as never });
  if (store.getState().cart) return move();
  if (!cartStored(view, runtime.connection.domain)) return Promise.resolve();
  runtime.cartSlot.load();
  return new Promise((done) => {
    const off = store.subscribe((state) => state.cart && (off(), done(move())));
  });
}

/**
 * @example
 * const mover = createLocalization({ doc, view, runtime: () => runtime, mounts, redraw });
 * await mover.choose({ country: 'JP', language: 'JA' }); // every price in yen, the cart too
 */
export function createLocalization(page: LocalizationPage) {
  const { doc, view } = page;
  let latest = 0;
  return {
    async choose(input: unknown): Promise<LocalizationOutcome | null> {
      const runtime = page.runtime();
      const choice = checked(input);
      if (!runtime || !choice) return null;
      const turn = ++latest;
      // Only a country and language the shop sells in is kept (a kept one it does not know would fail every read of every
      // page in it): checked against its own list (the selector's read, asked once if the page has no selector).
      const problem = unsold(checkedLocalization(await readLocalization(runtime.catalog)), choice);
      if (problem) warned.note('unsold', JSON.stringify(input), problem);
      if (problem || turn !== latest) return null;
      try {
        view.localStorage.setItem(localizationKey(runtime.connection.domain), storedForm(choice));
      } catch {
        // storage that throws: the choice holds on this page only
      }
      const lines: CartLine[] = runtime.store.getState().cart?.lines ?? [];
      Object.assign(runtime.connection, choice); // the reader and the cart's client follow it (request.ts)
      const catalog = (runtime.catalog = runtime.newCatalog());
      // A new catalog, so every widget reads again (and nothing answered in the old market is drawn). Every read in this task joins one batch: the selector's, each mounted widget's first read, and the cart's products
      // (null where the new market does not sell one: a product left out of a market's catalogue is not published there).
      const where = readLocalization(catalog);
      for (const [, record] of page.mounts.records()) {
        if (record.parsed.ok) record.entry.prefetch?.(catalog, record.parsed.props).catch(() => undefined);
      }
      const sold = lines.map((line) => catalog.product(line.merchandise.product.handle).catch(() => true));
      page.redraw();
      page.speak(choice.language);
      const [localization, available] = await Promise.all([where, Promise.all(sold), moveCart(runtime, view, choice.country)]);
      if (turn !== latest) return null; // a later choice is on its way: it says what happened
      const moved = runtime.store.getState().cart?.lines ?? lines;
      const notSold = lines.flatMap((line, i) =>
        available[i] ? [] : [moved.find((m) => m.id === line.id)?.merchandise.product.title ?? line.merchandise.product.title],
      );
      // The answer read as the shop's (an answer of another shape tells nothing: the page moved, nothing to say about it).
      const answered = checkedLocalization(localization);
      if (!answered) return null;
      const { country, language } = answered;
      fire(doc, 'localization:change', { country: country.isoCode, language: language.isoCode, currency: country.currency.isoCode });
      return { country: country.name, currency: country.currency.isoCode, notSold };
    },
  };
}

export type LocalizationMover = ReturnType<typeof createLocalization>;

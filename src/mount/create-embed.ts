import { takeOver } from './first-paint/take-over';
import { createCartApi } from './cart-api';
import { fire } from './events';
import type { EmbedSetup, ShopEmbed, ShopEmbedEventMap } from './embed-types';
import { whenParsed } from './parsed';
export type { EmbedSetup, ShopEmbed, ShopEmbedEventMap, CheckoutResult } from './embed-types';
import { createMounts } from './mounts';
import { checkOptions, initSettings } from './attributes/check-options';
import { createLanguage } from './language';
import { createPageListeners } from './page-listeners';
import { createPlacement } from './placement';
import { connect, type LiveRuntime } from './runtime';
import { createSlicer } from './slots/slices';
import { RESERVED_STYLES } from './host/reserve';
import { createStyleAdopter } from './host/style-adopter';
import { FALLBACK_STYLES } from './host/styles';
import { createWarnOnce } from './diagnostics/warn';
import { loadLocalization, localizer } from './slots/localization-slot';

/**
 * The mount layer's core: one instance per page, holding the shop connection, the mounted widgets and the page watchers.
 * `src/scripts/components` and `src/index.ts` give it the real widget kit. Its rooms: the widgets' language
 * (language.ts), where widgets come from (placement.ts), the site's listeners (page-listeners.ts), the shop connection
 * (runtime.ts) and the mounted widgets (mounts.ts).
 */
export function createEmbed(setup: EmbedSetup): ShopEmbed {
  const { kit } = setup;
  const doc = setup.doc ?? document;
  const view = doc.defaultView as Window & typeof globalThis;
  const frame = (run: () => void) => void (view.requestAnimationFrame ? view.requestAnimationFrame(() => run()) : view.setTimeout(run, 16));
  const warn = createWarnOnce();
  const registry = kit.registry;
  let runtime: LiveRuntime | null = null;
  let initialized = false;
  /** After destroy() nothing mounts again, by scan(), init(), the parsed document, a custom element or mount(). */
  let destroyed = false;
  const live = () => !destroyed;
  const shop = () => runtime;
  let ready: ShopEmbedEventMap['ready'] | null = null;

  const adopter = createStyleAdopter(kit.widgetStyles + FALLBACK_STYLES + RESERVED_STYLES);
  // Mounts (and, through the catalog, renders of what arrives) go in frame-sized slices, the viewport first.
  const slicer = createSlicer(view);
  const redraw = () => slicer.run(mounts.redrawJobs());
  const language = createLanguage(kit.defaultStrings, adopter, warn, shop, redraw, live);
  const mounts = createMounts({
    kit,
    runtime: shop,
    strings: language.strings,
    speech: language.speech,
    adopter,
    warn,
    takeOver: setup.painted && takeOver(setup.painted),
    changed() {
      companion?.schedule();
      listeners.changed();
    },
  });
  const listeners = createPageListeners(doc, view, mounts, shop, () => ready, live);
  /** The drawer a cart toggle brings: it comes with the cart chunk (an unconfigured page loads none, so gets no stray fallback). */
  let companion: { schedule(): void } | undefined;
  // mount(), unmount(), scan(), elements and skipLinks(): where widgets come from.
  const {
    start: startPlacing,
    stop: stopPlacing,
    ...placement
  } = createPlacement(doc, view, registry, mounts, slicer, frame, shop, () => initialized, live, warn);

  /** What moves this page to another market (the localization chunk). */
  const localize = localizer({ doc, view, runtime: shop, mounts, redraw, speak: (tag) => void language.choose(tag, true) });

  let afterDestroy: ReturnType<typeof createWarnOnce> | undefined;
  const embed: ShopEmbed = {
    version: __SHOP_EMBED_VERSION__,
    registry,
    get initialized() {
      return initialized;
    },
    init(options = {}) {
      checkOptions(options);
      // destroy() muted the embed's warnings (of what was on its way): one after it is about the call itself, said once.
      if (destroyed) (afterDestroy ??= createWarnOnce()).note('destroyed');
      else if (initialized) warn.note('twice');
      if (destroyed || initialized) return embed;
      initialized = true;
      const settings = initSettings(setup.defaults ?? {}, options, warn);
      if (settings.analytics === 'datalayer') void listeners.listen(true);
      const painted = setup.painted;
      // The first script painted the cards in the pack it loaded: the components start in it (nothing is drawn twice).
      language.begin(settings.strings, painted?.pack);
      runtime = connect({
        doc,
        view,
        settings,
        strings: language.strings(),
        ...firstPaint(painted),
        loadSanitizer: setup.loadSanitizer,
        loadCart: setup.loadCart,
        addStyles: (cssText) => adopter.add(cssText),
        frame,
        note: warn.note,
        deliver: (jobs) => slicer.run(jobs),
        redraw,
        localize,
        forgetUnsold: (kept) => loadLocalization().then((chunk) => chunk.forgetUnsold(kept)),
        arrived: (chunk) => (companion = chunk.createCompanion(doc, registry, mounts, frame)).schedule(),
      });
      // The language: the shopper's choice, else the site's (`data-shop-locale`, `data-shop-language`, the page's `lang`).
      language.ask(settings.locale || settings.language || doc.documentElement.lang, painted?.pack !== undefined);
      whenParsed(doc, () => {
        if (destroyed) return;
        startPlacing();
        ready = { version: embed.version, configured: Boolean(runtime) };
        fire(doc, 'ready', ready);
      });
      return embed;
    },
    ...placement,
    cart: createCartApi(() => runtime?.store ?? null),
    on: listeners.on,
    setLanguage: (tag) => language.choose(String(tag), initialized && !destroyed),
    goToCheckout: () => runtime?.checkout() ?? Promise.resolve({ ok: false, errors: [], navigated: false }),
    setLocalization: localize,
    destroy() {
      destroyed = true;
      warn.mute();
      stopPlacing();
      mounts.unmountAll();
      listeners.stop();
      runtime?.stop();
      runtime = null;
    },
  };

  return embed;
}

/** What the first paint hands the shop connection: its answers, its queue in front of the cart, the pack it drew in. */
const firstPaint = (painted: EmbedSetup['painted']) => ({ primed: painted?.reads, calls: painted?.calls, language: painted?.pack?.language });

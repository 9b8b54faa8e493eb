import { takeOver } from './first-paint/take-over';
import { formatMessage } from '../cart-client';
import { propsFromDataAttributes, propsFromElementAttributes, propsFromObject } from './attributes';
import { createCartApi } from './cart-api';
import { eventType, fire, EVENTS } from './events';
import type { EmbedSetup, ShopEmbed, ShopEmbedEventMap } from './embed-types';
import { whenParsed } from './parsed';
export type { EmbedSetup, ShopEmbed, ShopEmbedEventMap, CheckoutResult } from './embed-types';
import { createMounts, type MountSource } from './mounts';
import { checkOptions } from './check-options';
import { DESCRIPTIONS } from './options';
import { entryByName, entryForElement, type WidgetDefinition } from './registry';
import { connect, type LiveRuntime } from './runtime';
import { createScanner } from './scanner';
import { createMountQueue, createSlicer } from './slices';
import { RESERVED_STYLES } from './reserve';
import { createStyleAdopter } from './style-adopter';
import { FALLBACK_STYLES } from './styles';
import { createWarnOnce } from './warn';
import { loadLocalization } from './localization-slot';
import type { LocalizationMover } from '../scripts/localization/localization';
import { productUrlProblem } from '../widget/product-url';
import { policy } from '../widget/trusted-types';
import type { LanguagePack } from '../widget/languages/languages';

/**
 * The mount layer's core: one instance per page, holding the shop connection, the mounted widgets and the page watchers.
 * `src/scripts/components` and `src/index.ts` give it the real widget kit.
 */
export function createEmbed(setup: EmbedSetup): ShopEmbed {
  const { kit } = setup;
  const doc = setup.doc ?? document;
  const view = doc.defaultView as Window & typeof globalThis;
  const frame = (run: () => void) => void (view.requestAnimationFrame ? view.requestAnimationFrame(() => run()) : view.setTimeout(run, 16));
  const warn = createWarnOnce();
  const registry = kit.registry;
  let strings: Record<string, string> = { ...kit.defaultStrings };
  /** The site owner's own strings: over English and over any pack. */
  let own: Record<string, string> = {};
  /** The pack the widgets speak (null: English); `chosen`, the language `setLanguage()` asked for (it wins over the page's). */
  let pack: LanguagePack | null = null;
  let chosen: string | undefined;
  /** The right-to-left rules, once added to the shared stylesheet. */
  let mirrored = '';
  /** The last language asked for: an answer for an earlier one comes too late. */
  let asks = 0;
  let runtime: LiveRuntime | null = null;
  let initialized = false;
  /** After destroy() nothing mounts again, by scan(), init(), the parsed document, a custom element or mount(). */
  let destroyed = false;
  let ready: ShopEmbedEventMap['ready'] | null = null;
  /** Mounts asked for before `init()`. */
  const waiting = new Map<Element, () => void>();
  /** Listeners added through `on()`, removed by `destroy()`. */
  const listeners = new Set<() => void>();

  const adopter = createStyleAdopter(kit.widgetStyles + FALLBACK_STYLES + RESERVED_STYLES);
  const mounts = createMounts({
    kit,
    runtime: () => runtime,
    strings: () => strings,
    speech: () => pack && { lang: pack.language, dir: pack.dir },
    adopter,
    warn,
    takeOver: setup.painted && takeOver(setup.painted),
    changed() {
      companion?.schedule();
      views?.scan();
    },
  });
  /** The view events and dataLayer mode come with the analytics chunk, loaded once someone listens (a failed load tells nothing). */
  let views: { scan(): void; stop(): void } | undefined;
  const listen = (layer?: boolean) =>
    import('../scripts/analytics').then(
      (chunk) => {
        if (destroyed) return;
        views ??= chunk.watchViews(doc, mounts, () => runtime);
        if (layer) listeners.add(chunk.toDataLayer(doc, view));
      },
      () => undefined,
    );
  /** The drawer a cart toggle brings: it comes with the cart chunk (an unconfigured page loads none, so gets no stray fallback). */
  let companion: { schedule(): void } | undefined;

  // Mounts (and, through the catalog, renders of what arrives) go in frame-sized slices, the viewport first.
  const slicer = createSlicer(view);
  const queue = createMountQueue({
    view,
    slicer,
    prefetch(entry, parsed) {
      if (runtime && parsed.ok) entry.prefetch?.(runtime.catalog, parsed.props).catch(() => undefined); // the widget reports it
    },
  });

  function reconcile(el: Element) {
    const record = mounts.get(el);
    if (record?.source === 'api' || record?.source === 'companion') return;
    if (record?.source === 'element') {
      if (el.isConnected) mounts.update(el, propsFromElementAttributes(record.entry, el));
      return;
    }
    const entry = entryForElement(registry, el);
    if (record && (!entry || !el.isConnected || entry !== record.entry)) mounts.unmount(el);
    if (!entry || !el.isConnected) return void queue.delete(el);
    if (mounts.get(el)) mounts.update(el, propsFromDataAttributes(entry, el));
    else enqueue(el, entry, propsFromDataAttributes, 'scan');
  }

  /** Queues a host found by the scan or connected as a custom element (a host gone from the page by its slice stays empty). */
  function enqueue(el: Element, entry: WidgetDefinition, parse: typeof propsFromDataAttributes, source: MountSource) {
    queue.add(
      el,
      entry,
      () => parse(entry, el),
      (parsed) => el.isConnected && mounts.mount(el, entry, parsed, source),
    );
  }

  // A data-shop-* attribute nothing reads, once per name: a typo on fifty cards is one line.
  const stray = (attribute: Attr) => warn.noteOnce(attribute.name, 'typo', attribute, registry);
  const scanner = createScanner({ doc, registry, frame, reconcile, sweep: mounts.sweep, settle: queue.start, stray });

  /** Draws every widget in `next` (null: English), under the owner's strings; `locale`, the shopper's choice, formats money too. */
  const speaking = () => pack?.language ?? 'en';
  function speak(next: LanguagePack, locale?: string) {
    pack = next;
    if (next.styles && !mirrored) adopter.add((mirrored = next.styles));
    strings = { ...kit.defaultStrings, ...next.strings, ...own };
    runtime?.speak(strings, speaking(), locale);
    slicer.run(mounts.redrawJobs());
  }

  /**
   * Loads the pack for `tag` (the languages chunk and the pack's, each once) and draws the widgets in it; resolves with
   * the language they now speak. A chunk that cannot be loaded (offline, a 404) leaves them as they are.
   */
  function speakIn(tag: string, choice: boolean): Promise<string> {
    const ask = ++asks;
    return import('../scripts/languages')
      .then((chunk) => chunk.loadPack(tag, own))
      .then((next) => {
        if (next.missing && choice) warn.note('language', tag);
        if (ask === asks && !destroyed) speak(next, choice ? tag.replace(/_/g, '-') : undefined);
        return speaking();
      }, speaking);
  }
  const redraw = () => slicer.run(mounts.redrawJobs());
  /** What moves this page to another market: the localization chunk's, made for this embed as the chunk arrives. */
  let mover: LocalizationMover | undefined;
  const localize = (choice: { country: string; language: string }) =>
    loadLocalization().then((chunk) =>
      (mover ??= chunk.createLocalization({
        doc,
        view,
        runtime: () => runtime,
        mounts,
        redraw,
        speak: (language) => void speakIn((chosen = language), true),
      })).choose(choice),
    );

  let afterDestroy: ReturnType<typeof createWarnOnce> | undefined;
  const embed: ShopEmbed = {
    version: __SHOP_EMBED_VERSION__,
    registry,
    get initialized() {
      return initialized;
    },
    init(options = {}) {
      checkOptions(options);
      if (destroyed) {
        // destroy() muted the embed's warnings (of what was on its way): this one is about the call itself, said once.
        (afterDestroy ??= createWarnOnce()).note('destroyed');
        return embed;
      }
      if (initialized) {
        warn.note('twice');
        return embed;
      }
      initialized = true;
      const defaults = setup.defaults ?? {};
      const settings = { ...defaults, ...options, strings: { ...defaults.strings, ...options.strings } };
      if (settings.descriptions && !DESCRIPTIONS.includes(settings.descriptions)) {
        warn.note('descriptions', settings.descriptions);
        delete settings.descriptions;
      }
      const urlProblem = settings.productUrl === undefined ? null : productUrlProblem(settings.productUrl);
      if (urlProblem) {
        warn.note('productUrl', settings.productUrl!, urlProblem);
        delete settings.productUrl;
      }
      // The page's Content-Security-Policy refuses our Trusted Types policy: say which directive lets descriptions be HTML again.
      if (policy === null) warn.note('trustedTypes');
      if (settings.analytics === 'datalayer') void listen(true);
      own = settings.strings;
      const painted = setup.painted;
      // The first script painted the cards in the pack it loaded: the components start in it (nothing is drawn twice).
      pack = painted?.pack ?? null;
      if (pack?.styles) adopter.add((mirrored = pack.styles));
      strings = { ...kit.defaultStrings, ...pack?.strings, ...own };
      runtime = connect({
        doc,
        view,
        settings,
        strings,
        language: pack?.language,
        loadSanitizer: setup.loadSanitizer,
        loadCart: setup.loadCart,
        primed: setup.painted?.reads,
        calls: setup.painted?.calls,
        addStyles: (cssText) => adopter.add(cssText),
        frame,
        note: warn.note,
        deliver: (jobs) => slicer.run(jobs),
        redraw,
        localize,
        forgetUnsold: (kept) => loadLocalization().then((chunk) => chunk.forgetUnsold(kept)),
        arrived(chunk) {
          companion = chunk.createCompanion(doc, registry, mounts, frame);
          companion.schedule();
        },
      });
      // The language: the shopper's choice, else the site's (`data-shop-locale`, `data-shop-language`, the page's `lang`).
      const asked = chosen ?? (settings.locale || settings.language || doc.documentElement.lang);
      if (chosen || (asked && painted?.pack === undefined && !/^en\b/i.test(asked))) void speakIn(asked, Boolean(chosen));
      whenParsed(doc, () => {
        if (destroyed) return;
        waiting.forEach((mount) => mount());
        waiting.clear();
        scanner.start();
        ready = { version: embed.version, configured: Boolean(runtime) };
        fire(doc, 'ready', ready);
      });
      return embed;
    },
    mount(el, name, props = {}) {
      if (el?.nodeType !== 1 || typeof name !== 'string' || typeof props !== 'object' || !props)
        throw new TypeError(formatMessage('mount() expects (element: Element, name: string, props?: object)'));
      const entry = entryByName(registry, name);
      if (!entry) {
        warn.note('name', name, registry.map((e) => e.name).join(', '));
        return false;
      }
      if (destroyed) return false;
      const run = () => mounts.mount(el, entry, propsFromObject(entry, props), 'api');
      if (initialized) return run();
      waiting.set(el, run);
      return true;
    },
    unmount(el) {
      const was = waiting.delete(el) || queue.delete(el);
      return mounts.unmount(el) || was;
    },
    scan(root = doc) {
      if (initialized && !destroyed) scanner.scan(root);
    },
    cart: createCartApi(() => runtime?.store ?? null),
    on(event, listener) {
      const type = eventType(event);
      const handler = (e: Event) => listener((e as CustomEvent).detail, e as CustomEvent);
      doc.addEventListener(type, handler);
      const off = () => {
        doc.removeEventListener(type, handler);
        listeners.delete(off);
      };
      listeners.add(off);
      if (type.includes(':view-') && !views) void listen();
      if (type === EVENTS.ready && ready) {
        const detail = ready;
        queueMicrotask(() => listener(detail as never, new view.CustomEvent(type, { detail }) as never));
      }
      return off;
    },
    setLanguage(language) {
      chosen = String(language);
      return initialized && !destroyed ? speakIn(chosen, true) : Promise.resolve(speaking());
    },
    goToCheckout: () => runtime?.checkout() ?? Promise.resolve({ ok: false, errors: [], navigated: false }),
    setLocalization: localize,
    elements: {
      connected(el, entry) {
        if (destroyed || mounts.get(el) || queue.has(el)) return; // moved within the page: nothing to do
        const run = () => enqueue(el, entry, propsFromElementAttributes, 'element');
        if (initialized) run();
        else waiting.set(el, run);
      },
      disconnected(el) {
        waiting.delete(el);
        queue.delete(el);
        if (mounts.get(el)) scanner.requestSweep();
      },
      changed(el) {
        if (mounts.get(el)) frame(() => reconcile(el));
      },
    },
    skipLinks(options = {}) {
      const el = doc.createElement('div');
      doc.body.prepend(el);
      embed.mount(el, 'skip-links', options);
      return el;
    },
    destroy() {
      destroyed = true;
      warn.mute();
      scanner.stop();
      mounts.unmountAll();
      waiting.clear();
      queue.clear();
      listeners.forEach((off) => off());
      views?.stop();
      runtime?.stop();
      runtime = null;
    },
  };

  return embed;
}

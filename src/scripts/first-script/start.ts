// The first paint: once the page is parsed, one storefront read for every product card and the shop's settings, then
// each card and cart toggle drawn (src/widget/card/first-paint.ts, from the views the components draw: view-*.ts) in
// frame-sized slices, top of the page first. An add on a card is the stand-in's `cart.addLines()`, kept in its queue with
// the page's calls (store/early-calls.ts). Then the components come (`loadComponents`) and take every painted host over
// in place; if they cannot be loaded, the adds kept meanwhile are refused (each card says so) and the next add or toggle
// click tries again. Anything it cannot paint (no constructable stylesheets, no configured shop, a failed read) is left to
// the components.
// The components are asked for in the frame after the last cards are drawn, which that frame shows before they can come.
// Asked for at once, they came back before it, and taking the cards over (one long task) went first: on the bench's
// fifty-card page the last cards showed 50-70 ms after they were drawn (every card priced 561 → 538 ms, medians of 40
// visits). A tab in the background draws no frame: they come once the shopper looks, or at once for an add or a press on
// the toggle, which ask for them themselves.
import type { CardProduct } from '../../cart-client/card';
import { createStorefrontReader } from '../../cart-client/read';
import { createCatalog, productKey } from '../../store/catalog';
import { fieldRows, type FieldRow } from '../../widget/fields-reserve';
import { formatIntl } from '../../widget/money';
import { paintStrings, sentence, type StringKey } from '../../widget/strings';
import { productUrlProblem } from '../../widget/product-url';
import { paintStyles } from '../../widget/styles';
import { initialSelection } from '../../widget/variants';
import { PRODUCT_ATTRIBUTES, TOGGLE_ATTRIBUTES } from '../../mount/attributes/card-attributes';
import { canHoldShadow } from '../../mount/host/host';
import { connectionOf, DESCRIPTIONS, optionsFromScript, resolveDomain, type ShopEmbedOptions } from '../../mount/attributes/options';
import { whenParsed } from '../../mount/parsed';
import type { AttributeSpec } from '../../mount/registry';
import { FALLBACK_STYLES } from '../../mount/host/styles';
import { SLICE } from '../../mount/slots/slice-size';
import { paintCard, paintToggle, type PaintContext } from '../../widget/card/first-paint';
import { bind } from '../../widget/card/dom';
import { isAdd, keptQuantity } from '../../store/early-calls';
import type { AddLineInput, Outcome } from '../../store/types';
import type { PaintHandoff, PaintedHost } from '../../mount/first-paint/handoff';
import { sellsPlans, swatchColour } from '../../widget/card/card-model';
import { listen } from '../../widget/card/paint-listen';
import { storedLocalization } from '../../mount/localization-key';
import { hostsOf, primeCatalogHosts } from './prime';

type Mode = 'none' | 'text' | 'html';
/**
 * How long the cards wait for their language's pack once the shop has answered (ms). The pack (the languages chunk, then
 * the pack's: two small files beside this one) usually comes with the answer or before it, and a card painted in English
 * and then again in the page's language changes under the shopper's eyes; but a pack that is slow (a stalled CDN node, a
 * lost packet: an 8 s pack held the cards 8.2 s) must not hold the cards. 300 ms covers a pack one round trip behind the
 * answer on most connections, and is as long as a shopper waits at most for it.
 */
const PACK_WAIT = 300;
/** `window.ShopEmbed.cart`: the stand-in's until the components come, then theirs. */
const cart = () =>
  (window as unknown as { ShopEmbed: { cart: { toggleDrawer(): Promise<unknown>; addLines(lines: AddLineInput[]): Promise<Outcome> } } }).ShopEmbed
    .cart;
const mode = (value: string | null | undefined): Mode | undefined => (DESCRIPTIONS.includes(value!) ? (value as Mode) : undefined);

/**
 * The `name` hosts the first paint draws, with their props read as the registry reads them: `data-shop-<name>` elements
 * that hold a shadow root themselves (not a page's own custom element), and `<shop-<name>>` elements not defined yet (the
 * components define them, and take them over as they take the others; a custom element may hold a shadow root before it
 * is defined). A host whose attributes the components would refuse is left to them (their fallback and warning).
 */
const hosts = (name: string, attributes: Record<string, AttributeSpec>, served?: Element | null) =>
  hostsOf(
    document,
    name,
    attributes,
    (el) => (el.localName.includes('-') ? el.localName === `shop-${name}` : canHoldShadow(el)) && (!el.shadowRoot || !!served),
    ':not(:defined)',
  );

/**
 * How long the cards of products that sell plans wait for the plan chooser chunk (ms). The chunk is asked for once the
 * shop has answered, so it is at least one round trip behind the answer: a card painted without its purchase options gets
 * them from the components, and everything below the card moves down (CLS 0.066 on
 * subscriptions.html with the chunk 400 ms late: test/e2e/layout.test.ts). 1,500 ms covers a few round trips of a slow
 * mobile connection; a chunk that never comes (a stalled CDN node) still lets the cards be priced and sold.
 */
const PLANS_WAIT = 1500;

/** `promise`'s end, or `ms` later if it is slower: whichever comes first. */
const within = (ms: number, promise: unknown) => Promise.race([promise, new Promise((go) => setTimeout(go, ms))]);

/**
 * When the cards of products that sell plans (`held`) can be painted: once the plan chooser chunk, asked for at once, is
 * here (they are painted with their purchase options, at their final size, and the chunk is handed to the components), or
 * after PLANS_WAIT. The other cards do not wait for it: painting them is what the chunk's round trip overlaps (the bench's
 * fifty-card page with its two subscription products, the answer → every card: 513 → 454 ms, medians of 12 visits each).
 * A card painted without its options (a chunk slower than that, or one that could not be loaded) is drawn with them by the
 * components.
 */
const planned = (handoff: PaintHandoff, held: unknown[]) =>
  within(
    PLANS_WAIT,
    held.length &&
      import('../plan-chooser').then(
        (chunk) => (handoff.plans = chunk),
        () => {},
      ),
  );

/**
 * `each` item in frame-sized slices, then `done`. The top of the page first: a few cards (8 ms of them at most) drawn in
 * the next frame. Then the rest in tasks of up to 40 ms, under the 50 ms of a long task, each drawn in the frame after it:
 * a frame costs the same few milliseconds whether it draws four cards or twenty, and fifty cards four at a time spent more
 * time in frames than in cards (the bench's fifty-card page, the answer → every card: ~220 ms that way, ~100 ms this way;
 * first-paint-slices.test.ts).
 */
const inSlices = <T>(items: T[], each: (item: T) => void, done: () => void) => {
  let most = SLICE;
  let budget = 8;
  const step = () => {
    const end = performance.now() + budget;
    for (let n = 0; items.length && n < most && performance.now() < end; n++) each(items.shift()!);
    most = Infinity;
    budget = 40;
    if (items.length) setTimeout(step);
    else done();
  };
  step();
};

/**
 * A card the server drew into the page as the components draw it (shop-embed/server): kept (its image shown), its
 * stylesheet now the adopted one, and a swatch's colour (a `style` attribute a strict CSP refuses in HTML: src/server/card.ts)
 * set through CSSOM, checked as a colour: a value such as `red;position:fixed;inset:0` sets nothing.
 */
const adoptServed = (card: PaintedHost, adopted: ShadowRoot) => {
  card.shown = true;
  adopted.querySelector('link')?.remove();
  for (const el of adopted.querySelectorAll<HTMLElement>('[data-shop-style]'))
    el.style.setProperty('--shop-embed-swatch-color', swatchColour(el.dataset.shopStyle));
};

/**
 * The page's cart toggles, each on a host of its own (`host`): a click before the components came asks them to open the
 * drawer (`press`: the call waits in the stand-in's queue until they are here). Each with whether it shows its label.
 */
const toggleHosts = (host: (el: Element, product: null) => PaintedHost, press: () => void) =>
  hosts('cart-toggle', TOGGLE_ATTRIBUTES).map(({ el, props }) => {
    const card = host(el, null);
    card.root.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button');
      if (card.taken || !button) return;
      button.setAttribute('aria-busy', 'true');
      press();
    });
    return { card, label: props.label !== false };
  });

/**
 * The components could not be loaded (404, offline): the adds kept meanwhile are refused and left out of the queue, and
 * each card that asked (busy) says so (`text`), drawn again; the shopper can add again.
 */
const refuseAdds = (handoff: PaintHandoff, error: unknown, text: string) => {
  handoff.calls = handoff.calls.filter((call) => !isAdd(call) || call.fail(error));
  for (const card of handoff.hosts.values())
    if (card.busy) {
      card.busy = false;
      card.pending = undefined;
      card.messages = [{ kind: 'error', text }];
      card.redraw?.();
    }
};

/**
 * The product card of `props` on `el`, its product read (`reads`): painted, or adopted where the server drew it, and
 * listened to (`listenTo`) until the components take it over. A card with Buy now is left to them (its button is theirs: a
 * press before they come must not add to the cart), as is one whose product the shop did not give. A product with selling
 * plans is painted under the plan it starts under, its options with their chunk.
 */
const paintProduct = (
  el: Element,
  props: Record<string, unknown>,
  reads: PaintHandoff['reads'],
  described: Mode,
  host: (el: Element, product: CardProduct) => PaintedHost,
  context: (description: Mode, headingLevel?: number, fields?: FieldRow[]) => PaintContext,
  listenTo: (card: PaintedHost, repaint: (card: PaintedHost) => void) => void,
) => {
  const product = reads[productKey(props.handle as string)] as CardProduct | null;
  if (!product || props.buyNow) return;
  const description = (props.description as Mode | undefined) ?? described;
  const adopted = el.shadowRoot;
  const card = host(el, product);
  card.selection = initialSelection(product);
  card.deferred = props.lineProperties !== undefined;
  // A card with line properties reserves its fields' rows now: they come later with the card extras chunk.
  const fields = fieldRows(props.lineProperties as string | undefined);
  const repaint = (c: PaintedHost) => c.root.replaceChildren(paintCard(context(description, props.headingLevel as number, fields), product, c));
  if (adopted) adoptServed(card, adopted);
  else repaint(card);
  listenTo(card, repaint);
};

/** A painted host's shadow root and state, in the first paint's stylesheet, handed over (`hosts`) to the components. */
const hostOn = (hosts: PaintHandoff['hosts'], el: Element, product: CardProduct | null, sheet: CSSStyleSheet): PaintedHost => {
  const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const card: PaintedHost = { root, product, selection: {}, quantity: 1, busy: false, messages: [] };
  hosts.set(el, card);
  return card;
};

/**
 * The page's storefront reader, in the language `asked`: none where the first paint paints nothing (no configured shop,
 * a bad domain, no constructable stylesheets), and the components do it all.
 */
const readerOf = (settings: ShopEmbedOptions, asked: string | undefined) => {
  const domain = resolveDomain(settings.domain, location.origin);
  try {
    if (domain && 'adoptedStyleSheets' in Document.prototype)
      return createStorefrontReader(connectionOf(settings, domain, asked, storedLocalization(window, domain)));
  } catch {
    // a domain the reader refuses
  }
};

export function startFirstPaint(handoff: PaintHandoff, loadComponents: () => Promise<unknown>) {
  whenParsed(document, () => {
    // The settings as init() would have them: the tag's, under those of an init() call the page has made already.
    const init = handoff.calls.find((call) => call.path[0] === 'init')?.args[0] as ShopEmbedOptions | undefined;
    const settings = { ...optionsFromScript(handoff.script), ...init };
    const strings = { ...paintStrings, ...settings.strings } as Record<string, string>;
    const locale = settings.locale || document.documentElement.lang || navigator.language || 'en-US';
    // The language the page asks for (README "Languages"); English is built in, any other waits for its pack (below).
    const asked = settings.locale || settings.language || document.documentElement.lang;
    let language: string | undefined;
    let ids = 0;
    const h = bind(document);
    // A template the components would refuse (and warn about) links nothing here either.
    const productUrl = settings.productUrl && !productUrlProblem(settings.productUrl) ? settings.productUrl : undefined;
    const context = (description: Mode, headingLevel?: number, fields?: FieldRow[]): PaintContext => ({
      h,
      t: (key: StringKey, values?: Record<string, string | number>) => sentence(strings, key, values, language),
      money: (money) => formatIntl(money, { locale }),
      id: () => `se-p${++ids}`,
      description,
      headingLevel,
      productUrl,
      fields,
      plans: handoff.plans,
    });
    const reader = readerOf(settings, asked);
    if (!reader) return void loadComponents().catch(() => {});
    let sheet: CSSStyleSheet;
    /** A host drawn in a pack's language says so (`lang`, and `dir`: an Arabic widget is drawn right to left; as attributes). */
    const speak = (el: Element) => handoff.pack && Object.assign(el, { lang: language, dir: handoff.pack.dir });
    const host = (el: Element, product: CardProduct | null) => (speak(el), hostOn(handoff.hosts, el, product, sheet));
    let toggles: Array<{ card: PaintedHost; label: boolean }> = [];
    /** The stylesheet and the cart toggles: drawn once the storefront request has left (below), as they need no answer. */
    const drawToggles = () => {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(paintStyles + FALLBACK_STYLES);
      toggles = toggleHosts(host, () => {
        void cart().toggleDrawer();
        components();
      });
      count();
    };
    const count = () => {
      const n = keptQuantity(handoff.calls);
      toggles.forEach(({ card, label }) => !card.taken && card.root.replaceChildren(paintToggle(context('none'), n, label)));
    };
    // Another language than English: its pack comes while the shop answers, and the cards are painted in it. A pack later
    // than the answer by more than PACK_WAIT (below) finds them painted in English: every host not taken over yet is painted
    // again in it (a pack that cannot be loaded leaves them in English).
    const spoken =
      asked && !/^en\b/i.test(asked)
        ? import('../languages')
            .then((chunk) => chunk.loadPack(asked, settings.strings))
            .then((pack) => {
              Object.assign(strings, (handoff.pack = pack).strings, settings.strings);
              language = pack.language;
              handoff.hosts.forEach((card, el) => (speak(el), card.redraw?.()));
              count();
            })
            .catch(() => {})
        : 0;
    const components = () =>
      void loadComponents().catch((error: unknown) => {
        refuseAdds(handoff, error, strings.CART_UNAVAILABLE!);
        count();
      });
    /** A painted card's add: the stand-in's, kept until the components come (then straight to their cart: theirs to count). */
    const send = (card: PaintedHost, line: AddLineInput) => {
      card.pending = cart().addLines([line]);
      if (handoff.embed) return;
      count();
      components();
    };
    // Cards the server drew into the page (shop-embed/server) come with their answers: adopted as drawn, nothing read again.
    const served = document.querySelector('script[data-shop-prerendered]');
    if (served) Object.assign(handoff.reads, JSON.parse(served.textContent!));
    // A card with custom fields (`data-shop-fields`) is left to the components, whose fields chunk reads it with its fields.
    const cards = hosts('product', PRODUCT_ATTRIBUTES, served).filter(({ props }) => !props.fields);
    const handles = [...new Set(cards.map(({ props }) => props.handle as string))];
    // One request: the cards, the shop's settings, and the first read of every grid, recommendations and policies, all
    // asked for below in this task: it leaves at the end of it, before the browser draws the page (a timer would let that
    // drawing, ~30-60 ms on a page of fifty hosts, go first).
    const catalog = createCatalog({
      client: reader,
      schedule: queueMicrotask,
      primed: handoff.reads,
      onAnswer: (key, value) => (handoff.reads[key] = value),
    });
    const reads = [...handles.map((handle) => catalog.product(handle)), ...primeCatalogHosts(document, catalog)];
    // After the microtask that sends the request (queued by the first read above).
    queueMicrotask(drawToggles);
    // Nothing to read (a cart toggle alone): no request; the components come at once.
    if (!reads.length) return components();
    // While the shop answers: the browser's first currency formatter loads its locale data (25-40 ms on a fast machine),
    // which would otherwise delay the first card by that much. Any currency does; the shop's is known only from the answer.
    setTimeout(() => formatIntl({ amount: '0', currencyCode: 'USD' }, { locale }));
    // Components that came while cards were left to paint (an add or a toggle's press asks for them at once) draw those.
    const paint = ({ el, props }: (typeof cards)[number]) =>
      handoff.embed ||
      paintProduct(
        el,
        props,
        handoff.reads,
        mode(settings.descriptions) ?? 'text',
        host,
        context,
        (card, repaint) => (card.redraw = listen(card, send, repaint, strings)),
      );
    Promise.all([catalog.shop(), ...reads]).then(async () => {
      const queue = cards.filter(({ props }) => !sellsPlans(handoff.reads[productKey(props.handle as string)] as CardProduct | null));
      const held = cards.filter((card) => !queue.includes(card));
      const plans = planned(handoff, held);
      // The cards wait for the pack (`spoken`), or PACK_WAIT: a pack slower than the answer holds such a page as long.
      await within(PACK_WAIT, spoken);
      // Cards that sell plans join the queue's front as their chunk comes, the rest go at once; a frame later the components.
      void plans.then(() => queue.unshift(...held));
      inSlices(queue, paint, () => void plans.then(() => inSlices(queue, paint, () => requestAnimationFrame(components))));
    }, components);
  });
}

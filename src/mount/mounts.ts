import { h, render, type VNode } from 'preact';
import { CartStoreProvider, CatalogProvider, type CartIntents, type Catalog } from '../store';
import type { ParsedProps, Props } from './attributes/attributes';
import { CartSlotContext, type CartSlot } from './slots/cart-slot';
import { Fallback } from './slots/fallback';
import { shadowHostFor, type ShadowHost } from './host/shadow-host';
import { forgetReservedSize, keepReservedSize } from './host/reserve';
import type { WidgetConfigInput } from '../widget';
import { PaintedContext, type PaintedCard } from '../widget/painted';
import type { WidgetKit } from './kit';
import type { WidgetDefinition } from './registry';
import type { StyleAdopter } from './host/style-adopter';
import { reason, type WarnOnce } from './diagnostics/warn';

/** Set on every element a copy of ShopEmbed mounted, so a second copy of the bundle on the page leaves it alone. */
const MARK = Symbol.for('shop-embed.host');
type Marked = Element & { [MARK]?: object };

/** `companion`: the drawer the mount layer adds for a cart toggle alone, once the cart chunk is here (see src/scripts/cart/companions.ts). */
export type MountSource = 'scan' | 'element' | 'api' | 'companion';

/** What a configured page gives every widget; `null` until init, or when the domain is missing. */
export interface Runtime {
  catalog: Catalog;
  /** The first script's intents, mirroring the real store once the cart chunk has arrived. */
  store: CartIntents;
  config: WidgetConfigInput;
  /** The cart chunk, for the widgets that come with it. */
  cartSlot: CartSlot;
}

export interface MountContext {
  kit: WidgetKit;
  runtime(): Runtime | null;
  strings(): Record<string, string>;
  /** The language the widgets speak, for their hosts' `lang` and `dir`; null until one other than the page's default was asked for. */
  speech?(): { lang: string; dir: string } | null;
  adopter: StyleAdopter;
  warn: WarnOnce;
  /** Something was mounted, re-rendered with new props or unmounted. */
  changed?(): void;
  /**
   * A host the first paint drew, taken over now: its card's state (null for a cart toggle), or undefined when it was not
   * painted. Preact's first render then reuses the painted elements.
   */
  takeOver?: ((el: Element) => PaintedCard | null | undefined) | undefined;
}

interface Mounted {
  entry: WidgetDefinition;
  host: ShadowHost;
  parsed: ParsedProps;
  source: MountSource;
  /** Has been in the document (a detached API host is only swept after that). */
  attached: boolean;
  /** The first paint's card this host took over. */
  painted?: PaintedCard | null | undefined;
}

function sameProps(a: ParsedProps, b: ParsedProps): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Renders widgets into shadow roots and keeps track of them, one record per host element. */
export function createMounts(ctx: MountContext) {
  const owner = {};
  const mounted = new Map<Element, Mounted>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- providers and widgets have different props
  function tree(el: Element, record: Mounted): VNode<any> {
    const runtime = ctx.runtime();
    // No shop to read (no domain, a token that cannot be one): the site owner's to set up, as the console says; a bad attribute: this widget's.
    if (!runtime) return h(Fallback, { text: ctx.strings().shopNotSetUp! });
    if (!record.parsed.ok) return h(Fallback, { text: ctx.strings().widgetError! });
    const { kit } = ctx;
    const { name, attribute } = record.entry;
    // Once per host the line names (its tag and handle): two cards of one product failing alike are one line, two products two.
    const onError = (error: unknown) =>
      ctx.warn.noteOnce(
        `${el.localName} ${(attribute && el.getAttribute(attribute)) ?? el.getAttribute('handle')} failed: ${reason(error)}`,
        'failed',
        el,
        attribute,
        name,
        reason(error),
      );
    const drawn = h(record.entry.component, record.parsed.props as Props);
    const widget = record.painted ? h(PaintedContext.Provider, { value: record.painted }, drawn) : drawn;
    return h(
      CatalogProvider,
      { catalog: runtime.catalog },
      h(
        CartStoreProvider,
        { store: runtime.store },
        h(
          CartSlotContext.Provider,
          { value: runtime.cartSlot },
          h(kit.WidgetConfigProvider, { config: runtime.config }, h(kit.WidgetBoundary, { onError }, widget)),
        ),
      ),
    );
  }

  function unmount(el: Element): boolean {
    const record = mounted.get(el);
    if (!record) return false;
    render(null, record.host.root);
    record.host.release();
    forgetReservedSize(el);
    mounted.delete(el);
    delete (el as Marked)[MARK];
    ctx.changed?.();
    return true;
  }

  function draw(el: Element, record: Mounted) {
    if (!record.parsed.ok) {
      const problems = record.parsed.problems.join('; ');
      ctx.warn.noteOnce(`${record.entry.name}: ${problems}`, 'attributes', el, record.entry.attribute, problems);
    } else if (record.parsed.warnings) {
      const problems = record.parsed.warnings.join('; ');
      ctx.warn.noteOnce(`${record.entry.name}: ${problems}`, 'defaulted', el, record.entry.attribute, problems);
    }
    // Once a language was asked for (a page not in English, the shopper's choice), each host says which it speaks.
    const speech = ctx.speech?.();
    if (speech) {
      el.setAttribute('lang', speech.lang);
      el.setAttribute('dir', speech.dir);
    }
    render(tree(el, record), record.host.root);
  }

  return {
    /** Mounts a widget; false when the element is already a host (of this copy or another one). */
    mount(el: Element, entry: WidgetDefinition, parsed: ParsedProps, source: MountSource): boolean {
      const marked = el as Marked;
      if (mounted.has(el) || (marked[MARK] && marked[MARK] !== owner)) return false;
      const painted = ctx.takeOver?.(el);
      keepReservedSize(el);
      const host = shadowHostFor(el);
      ctx.adopter.adopt(host.root);
      const record: Mounted = { entry, host, parsed, source, attached: el.isConnected, painted };
      mounted.set(el, record);
      marked[MARK] = owner;
      draw(el, record);
      // The cart chunk on the shopper's first reach for the cart (registry.ts `leadsToCart`): a pointer (mouse, pen, finger) is
      // over a widget before it presses it, as focus is before a key. An add with neither (a script's click) loads it at once.
      const reach = entry.leadsToCart && ctx.runtime()?.cartSlot.load;
      if (reach) for (const type of ['pointerover', 'focusin']) el.addEventListener(type, reach, { once: true });
      ctx.changed?.();
      return true;
    },
    /** Draws again with new props (attributes changed); nothing happens when they are the same. */
    update(el: Element, parsed: ParsedProps) {
      const record = mounted.get(el);
      if (!record || sameProps(record.parsed, parsed)) return;
      record.parsed = parsed;
      draw(el, record);
      ctx.changed?.();
    },
    unmount,
    get: (el: Element) => mounted.get(el),
    records: () => mounted.entries(),
    unmountAll() {
      [...mounted.keys()].forEach(unmount);
    },
    /** Draws every widget again, one job each (a job for a widget unmounted meanwhile does nothing). */
    redrawJobs: () =>
      [...mounted].map(
        ([el, record]) =>
          () =>
            mounted.get(el) === record && draw(el, record),
      ),
    /** Unmounts hosts no longer in the document (removed by the page, a SPA route change, a CMS block). */
    sweep() {
      [...mounted].forEach(([el, record]) => {
        if (el.isConnected) record.attached = true;
        // A host mounted through mount() before the page inserted it is not "removed" until it has been in the page.
        else if ((record.source !== 'api' && record.source !== 'companion') || record.attached) unmount(el);
      });
    },
  };
}

export type Mounts = ReturnType<typeof createMounts>;

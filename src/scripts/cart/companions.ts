import type { ParsedProps } from '../../mount/attributes/attributes';
import { propsFromObject } from '../../mount/attributes/props-from-object';
import { entryByName, type Registry, type WidgetDefinition } from '../../mount/registry';

/** What a companion needs of the page's mounts (mounts.ts): who is mounted, and to mount or unmount its own host. */
export interface CompanionMounts {
  records(): Iterable<[Element, { parsed: ParsedProps; entry: WidgetDefinition }]>;
  get(el: Element): unknown;
  unmount(el: Element): unknown;
  mount(el: Element, entry: WidgetDefinition, parsed: ParsedProps, source: 'companion'): unknown;
}

/**
 * Marks the host of the widget the mount layer added itself. Not `data-shop-cart`: the scan, a second copy of the bundle and
 * the page's own `[data-shop-cart]` queries must not take it for one the site placed.
 */
export const COMPANION_ATTRIBUTE = 'data-shop-embed-companion';

/**
 * Keeps a widget's companion (the cart toggle's drawer) on the page: one while a widget needs it and the page has none of
 * its own, taken away once the site adds its own or the last widget that needed it goes (and so after `destroy()`).
 * Settled once per frame, after the frame's scan, so a page whose drawer comes after its toggle never gets a second one.
 * The registry's first `companion` is the one kept (there is one: the drawer).
 *
 * @example
 * const companion = createCompanion(document, registry, mounts, requestAnimationFrame);
 * // after every mount, update and unmount on a configured page:
 * companion.schedule();
 */
export function createCompanion(doc: Document, registry: Registry, mounts: CompanionMounts, frame: (run: () => void) => void) {
  const spec = registry.find((entry) => entry.companion)?.companion;
  const entry = spec && entryByName(registry, spec.name);
  let ours: Element | null = null;
  let scheduled = false;

  function settle() {
    scheduled = false;
    let wanted = false;
    let served = false;
    for (const [el, record] of mounts.records()) {
      if (el === ours || !record.parsed.ok) continue;
      wanted ||= !!record.entry.companion;
      served ||= record.entry === entry && spec!.serves(record.parsed.props);
    }
    // Ours is also let go once swept (a SPA emptied the body): it comes back below if still wanted.
    if (ours && (served || !wanted || !mounts.get(ours))) {
      mounts.unmount(ours);
      ours.remove();
      ours = null;
    }
    if (entry && wanted && !served && !ours && doc.body) {
      ours = doc.body.appendChild(doc.createElement('div'));
      ours.setAttribute(COMPANION_ATTRIBUTE, '');
      mounts.mount(ours, entry, propsFromObject(entry, {}), 'companion');
    }
  }

  return {
    /** Settles in the next frame (several changes in one frame settle once). */
    schedule() {
      if (!scheduled) frame(settle);
      scheduled = true;
    },
  };
}

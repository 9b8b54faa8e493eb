// Where widgets come from: the data-attribute scan and its MutationObserver (scanner.ts), the custom elements as they
// connect, and `ShopEmbed.mount()`. This module owns the hosts found before `init()` (mounted once it ran) and the queue
// of hosts waiting for their slice (slices.ts: the viewport first), and keeps each mounted host in step with its attributes.
import { formatMessage } from '../cart-client';
import { propsFromDataAttributes, propsFromElementAttributes } from './attributes/attributes';
import { propsFromObject } from './attributes/props-from-object';
import type { ShopEmbed } from './embed-types';
import type { Mounts, MountSource } from './mounts';
import { entryByName, entryForElement, type Registry, type WidgetDefinition } from './registry';
import type { LiveRuntime } from './runtime';
import { createScanner } from './scanner';
import { createMountQueue, type Slicer } from './slots/slices';
import type { WarnOnce } from './diagnostics/warn';

/** `ShopEmbed.mount()` (waiting for `init()`), `unmount()`, `scan()`, `elements`, `skipLinks()`, as the embed hands them out. */
export interface Placement extends Pick<ShopEmbed, 'mount' | 'unmount' | 'scan' | 'elements' | 'skipLinks'> {
  /** The document is parsed (after `init()`): the hosts asked for before mount, and the scan starts. */
  start(): void;
  stop(): void;
}

/**
 * `initialized`, `live`: the embed's `init()` ran, and `destroy()` did not; `warn` names a widget the registry does not
 * have, an attribute no widget reads, and a tag of ours another script defined.
 */
export function createPlacement(
  doc: Document,
  view: Window,
  registry: Registry,
  mounts: Mounts,
  slicer: Slicer,
  frame: (run: () => void) => void,
  runtime: () => LiveRuntime | null,
  initialized: () => boolean,
  live: () => boolean,
  warn: WarnOnce,
): Placement {
  /** Mounts asked for before `init()`. */
  const waiting = new Map<Element, () => void>();
  const queue = createMountQueue({
    view,
    slicer,
    prefetch(entry, parsed) {
      const shop = runtime();
      if (shop && parsed.ok) entry.prefetch?.(shop.catalog, parsed.props).catch(() => undefined); // the widget reports it
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

  const placement: Placement = {
    start() {
      waiting.forEach((mount) => mount());
      waiting.clear();
      scanner.start();
    },
    mount(el, name, props = {}) {
      if (el?.nodeType !== 1 || typeof name !== 'string' || typeof props !== 'object' || !props)
        throw new TypeError(formatMessage('mount() expects (element: Element, name: string, props?: object)'));
      const entry = entryByName(registry, name);
      if (!entry) {
        warn.note('name', name, registry.map((e) => e.name).join(', '));
        return false;
      }
      if (!live()) return false;
      const run = () => mounts.mount(el, entry, propsFromObject(entry, props), 'api');
      if (initialized()) return run();
      waiting.set(el, run);
      return true;
    },
    unmount(el) {
      const was = waiting.delete(el) || queue.delete(el);
      return mounts.unmount(el) || was;
    },
    scan(root = doc) {
      if (initialized() && live()) scanner.scan(root);
    },
    elements: {
      connected(el, entry) {
        if (!live() || mounts.get(el) || queue.has(el)) return; // moved within the page: nothing to do
        const run = () => enqueue(el, entry, propsFromElementAttributes, 'element');
        if (initialized()) run();
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
      taken(entries) {
        warn.note(
          'taken',
          entries.map((entry) => entry.tag),
          entries.map((entry) => entry.attribute),
        );
      },
    },
    skipLinks(options = {}) {
      const el = doc.createElement('div');
      doc.body.prepend(el);
      placement.mount(el, 'skip-links', options);
      return el;
    },
    stop() {
      scanner.stop();
      waiting.clear();
      queue.clear();
    },
  };
  return placement;
}

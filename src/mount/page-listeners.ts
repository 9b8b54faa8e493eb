// `ShopEmbed.on()`: the site's listeners of the embed's DOM events, removed by `destroy()`, and the view events and
// dataLayer mode, which come with the analytics chunk, loaded once someone listens (a failed load tells nothing).
import type { ShopEmbed, ShopEmbedEventMap } from './embed-types';
import { eventType, EVENTS } from './events';
import type { Mounts } from './mounts';
import type { LiveRuntime } from './runtime';

export interface PageListeners {
  on: ShopEmbed['on'];
  /** Loads the analytics chunk (`layer`: and pushes to the dataLayer). */
  listen(layer?: boolean): Promise<void>;
  /** The widgets mounted changed: the view events watch the new ones. */
  changed(): void;
  stop(): void;
}

/** `ready`: the `ready` event's detail once fired (a listener added later hears it too); `live`: not destroyed. */
export function createPageListeners(
  doc: Document,
  view: Window & typeof globalThis,
  mounts: Mounts,
  runtime: () => LiveRuntime | null,
  ready: () => ShopEmbedEventMap['ready'] | null,
  live: () => boolean,
): PageListeners {
  const listeners = new Set<() => void>();
  let views: { scan(): void; stop(): void } | undefined;
  const listen = (layer?: boolean) =>
    import('../scripts/analytics').then(
      (chunk) => {
        if (!live()) return;
        views ??= chunk.watchViews(doc, mounts, runtime);
        if (layer) listeners.add(chunk.toDataLayer(doc, view));
      },
      () => undefined,
    );
  return {
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
      const detail = ready();
      if (type === EVENTS.ready && detail) queueMicrotask(() => listener(detail as never, new view.CustomEvent(type, { detail }) as never));
      return off;
    },
    listen,
    changed: () => views?.scan(),
    stop() {
      listeners.forEach((off) => off());
      views?.stop();
    },
  };
}

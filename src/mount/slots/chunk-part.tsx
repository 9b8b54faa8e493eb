// Where a widget that comes with a chunk (the cart's, the catalog's) stands until its chunk has arrived: the widget's own
// skeleton (or nothing), then the widget under the chunk's sentences; a chunk that could not be loaded says so, with a
// retry. One helper for both.
import { h, type ComponentType, type JSX } from 'preact';
import { useMemo, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { WidgetConfigProvider, useWidgetConfig } from '../../widget/config';
import { useStrings, type StringKey } from '../../widget/use-strings';

export interface ChunkSlotState<M> {
  chunk: M | null;
  /** The last load failed (404, offline); `load()` tries again. */
  failed: boolean;
}

export interface ChunkSlot<M> extends StoreApi<ChunkSlotState<M>> {
  /** Loads the chunk now; settles once it has arrived or failed (then `chunk` is still null). */
  load(): Promise<void>;
  /** Loads the chunk when the page is idle (the cart's), or now (the catalog's, unless it failed: then only `load()` retries). */
  preload(): void;
}

/**
 * A chunk loaded once, on the first `load()` or `preload()`. A failed load is forgotten: `load()` (the shopper's retry)
 * tries again; `preload()` (another widget mounting) leaves the failure showing rather than fetch a 404 once per widget.
 * `arrive` runs before the widgets hear of the chunk, `fail` after they heard of the failure.
 */
export function createChunkSlot<M>(importer: () => Promise<M>, arrive: (chunk: M) => void, fail?: (error: unknown) => void): ChunkSlot<M> {
  let loading: Promise<void> | null = null;
  const slot = createStore<ChunkSlotState<M>>()(() => ({ chunk: null, failed: false }));
  const load = () =>
    (loading ??= importer().then(
      (chunk) => {
        arrive(chunk);
        slot.setState({ chunk, failed: false });
      },
      (error: unknown) => {
        loading = null;
        slot.setState({ failed: true });
        fail?.(error);
      },
    ));
  return Object.assign(slot, { load, preload: () => slot.getState().failed || load() });
}

export interface ChunkPartOptions<M> {
  /** The slot this part waits on (a hook: it may also start what the widget reads first). */
  useSlot: (props: Record<string, unknown>) => ChunkSlot<M>;
  /** What stands there meanwhile: the skeleton the widget itself would draw, or nothing. */
  wait: (props: Record<string, unknown>) => JSX.Element | null;
  /** The sentence shown when the chunk could not be loaded. */
  failure: StringKey;
}

/**
 * The registry's stand-in for the component `name` of a chunk. Once the chunk has arrived it draws that component, with
 * the chunk's own sentences under the page's (a site owner's override of one of them still wins).
 */
export function chunkPart<M extends { strings?: Readonly<Record<string, string>> }>(name: keyof M, { useSlot, wait, failure }: ChunkPartOptions<M>) {
  return function ChunkPart(props: Record<string, unknown>) {
    const slot = useSlot(props);
    const { chunk, failed } = useSyncExternalStore(slot.subscribe, slot.getState);
    const t = useStrings();
    const config = useWidgetConfig();
    const merged = useMemo(() => ({ ...config, strings: { ...chunk?.strings, ...config.strings } }), [config, chunk]);
    if (chunk) return h(WidgetConfigProvider, { config: merged }, h(chunk[name] as ComponentType, props));
    // A part that shows nothing meanwhile (a closed drawer) shows nothing on failure either: its opener says so.
    const waiting = wait(props);
    if (!failed || !waiting) return waiting;
    return (
      <div className="shop-embed fallback" role="alert">
        <p>{t(failure)}</p>
        <button type="button" className="button secondary" onClick={() => slot.load()}>
          {t('retry')}
        </button>
      </div>
    );
  };
}

// Where a widget that comes with a chunk (the cart's, the catalog's…) stands until its chunk has arrived: the room the
// page stylesheet reserved for it, a line of its own (an inline cart's) or nothing, then the widget under the chunk's
// sentences; a chunk that could not be loaded says so, with a retry. One helper for all of them.
import { h, type ComponentType, type JSX } from 'preact';
import { useMemo, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { WidgetConfigProvider, useWidgetConfig } from '../../widget/config';
import { headingBar } from '../../widget/skeleton-styles';
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

/**
 * What a widget of a chunk (a grid, the policies, a content block) stands in while the chunk loads: the box the page
 * stylesheet reserved for it, as high as the host was before its shadow root hid that placeholder (reserve.ts notes it as
 * `--_shop-embed-reserved`), with a grid's heading bar where the placeholder had one; no box where the page has no
 * stylesheet. Its skeleton is not here: each widget draws its own while it reads, and comes with its chunk, so the
 * components a cart page loads carry none of the grids' skeletons or their rules (issue 45). The chunk and the widget's
 * first read start together, so the skeleton shows one chunk's round trip later than the components, or not at all when
 * the read is in by then; the page stylesheet's placeholder holds the room meanwhile, so nothing moves.
 */
export function Room(props: { heading?: boolean }) {
  // A string (`style.cssText`): the heading bar is written as the page stylesheet's placeholder has it.
  const style = `height:var(--_shop-embed-reserved)${props.heading ? `;${headingBar}` : ''}`;
  return h('div', { className: 'shop-embed', style, 'aria-busy': 'true' });
}

export interface ChunkPartOptions<M> {
  /** The slot this part waits on (a hook: it may also start what the widget reads first). */
  useSlot: (props: Record<string, unknown>) => ChunkSlot<M>;
  /** What stands there meanwhile: the page's reserved room (`Room`), a line of its own, or nothing. */
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

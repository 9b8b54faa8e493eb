// Where a catalog widget (collection grid, recommendations, policies) stands until the catalog chunk has arrived: the
// skeleton the widget itself draws while it reads. Its first read and the chunk start together (the registry's
// `prefetch` as the host is found, or the stand-in for a `mount()`), so the read never waits for the chunk.
import { h } from 'preact';
import { useEffect } from 'react';
import { useCatalog } from '../../store';
import { GridSkeleton } from '../../widget/catalog-skeleton';
import { gridStyles } from '../../widget/widget-styles';
import type * as CatalogChunk from '../../scripts/catalog';
import { chunkPart, createChunkSlot, type ChunkSlot } from './chunk-part';
import type { WidgetDefinition } from '../registry';
import { addSharedStyles } from '../host/style-adopter';

export type CatalogChunkModule = typeof CatalogChunk;
export type CatalogSlot = ChunkSlot<CatalogChunkModule>;
type Prefetch = NonNullable<WidgetDefinition['prefetch']>;

/** A catalog chunk whose rules join every shadow root's stylesheet as it arrives (tests pass their own `importer`). */
export const createCatalogSlot = (importer: () => Promise<CatalogChunkModule>): CatalogSlot =>
  createChunkSlot(importer, (chunk) => addSharedStyles(chunk.catalogStyles));

/**
 * The grids' frame and skeletons (widget-styles.ts `gridStyles`) join the shared sheet as the page's first grid,
 * recommendations, filtered collection or policies mounts (once: shared rules are added once): a page of cards alone
 * parses none of them. Called as the stand-in renders, not in an effect: its skeleton is drawn with them in that frame.
 */
export const frameGrids = () => addSharedStyles(gridStyles);

/** The catalog chunk's file (the discovery chunk is loaded through it too: discovery-slot.tsx). */
export const importCatalog = () => import('../../scripts/catalog');

/** The page's catalog chunk: one per page, whichever embed asks first. */
export const catalogSlot = createCatalogSlot(importCatalog);

/** The registry's stand-in for a component of the catalog chunk; `prefetch` is the entry's own. */
export function catalogPart(slot: CatalogSlot, name: keyof CatalogChunkModule, prefetch: Prefetch) {
  return chunkPart<CatalogChunkModule>(name, {
    useSlot(props) {
      frameGrids();
      const catalog = useCatalog();
      // Once, as the widget mounts (a scanned host's read has started already; the catalog answers both from one request).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => void prefetch(catalog, props as never).catch(() => undefined), []);
      return slot;
    },
    wait: (props) =>
      name === 'ShopPolicies'
        ? h('div', { className: 'shop-embed skeleton skeleton-policies', 'aria-hidden': 'true' })
        : h(GridSkeleton, {
            kind: name === 'CollectionGrid' ? 'collection' : 'recommendations',
            limit: props['limit'] as number,
            heading: props['heading'] !== false,
          }),
    failure: 'catalogUnavailable',
  });
}

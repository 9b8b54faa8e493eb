// Where a catalog widget (collection grid, recommendations, policies) stands until the catalog chunk has arrived: the room
// the page stylesheet reserved for it (chunk-part.tsx `Room`). The widget draws its skeleton itself while it reads, and
// the skeletons, the grids' frame and their rules come with the chunk: a page of cards and a cart carries none of them.
// The widget's first read and the chunk start together (the registry's `prefetch` as the host is found, or the stand-in
// for a `mount()`), so the read never waits for the chunk.
import { h } from 'preact';
import { useEffect } from 'react';
import { useCatalog } from '../../store';
import type * as CatalogChunk from '../../scripts/catalog';
import { Room, chunkPart, createChunkSlot, type ChunkSlot } from './chunk-part';
import type { WidgetDefinition } from '../registry';
import { addSharedStyles } from '../host/style-adopter';

export type CatalogChunkModule = typeof CatalogChunk;
export type CatalogSlot = ChunkSlot<CatalogChunkModule>;
type Prefetch = NonNullable<WidgetDefinition['prefetch']>;

/**
 * A catalog chunk whose rules (the grids' frame and skeletons, then the tiles') join every shadow root's stylesheet as it
 * arrives, before its widgets draw (tests pass their own `importer`).
 */
export const createCatalogSlot = (importer: () => Promise<CatalogChunkModule>): CatalogSlot =>
  createChunkSlot(importer, (chunk) => addSharedStyles(chunk.catalogStyles));

/** The catalog chunk's file (the discovery chunk is loaded through it too: discovery-slot.tsx). */
export const importCatalog = () => import('../../scripts/catalog');

/** The page's catalog chunk: one per page, whichever embed asks first. */
export const catalogSlot = createCatalogSlot(importCatalog);

/** The registry's stand-in for a component of the catalog chunk; `prefetch` is the entry's own. */
export function catalogPart(slot: CatalogSlot, name: keyof CatalogChunkModule, prefetch: Prefetch) {
  return chunkPart<CatalogChunkModule>(name, {
    useSlot(props) {
      const catalog = useCatalog();
      // Once, as the widget mounts (a scanned host's read has started already; the catalog answers both from one request).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => void prefetch(catalog, props as never).catch(() => undefined), []);
      return slot;
    },
    // The policies' placeholder is one line without a bar; a grid's has its heading's, unless the page has its own heading.
    wait: (props) => h(Room, { heading: name !== 'ShopPolicies' && props['heading'] !== false }),
    failure: 'catalogUnavailable',
  });
}

// Where a filtered collection stands until the discovery chunk has arrived: the grid's skeleton (the search box: nothing,
// it is one line). The chunk shows the catalog chunk's tiles, so that one loads it.
import { h } from 'preact';
import { GridSkeleton } from '../../widget/catalog-skeleton';
import { catalogSlot, frameGrids, importCatalog } from './catalog-slot';
import { chunkPart, createChunkSlot } from './chunk-part';
import type * as DiscoveryChunk from '../../scripts/discovery';
import { addSharedStyles } from '../host/style-adopter';

export type DiscoveryChunkModule = typeof DiscoveryChunk;

/** The page's discovery chunk: one per page, after the catalog chunk (its tiles and their styles). */
export const discoverySlot = createChunkSlot(
  () => {
    catalogSlot.load();
    return importCatalog().then((catalog) => catalog.loadDiscovery());
  },
  (chunk: DiscoveryChunkModule) => addSharedStyles(chunk.discoveryStyles),
);

/** The registry's stand-in for a component of the discovery chunk. */
export const discoveryPart = (name: keyof DiscoveryChunkModule) =>
  chunkPart<DiscoveryChunkModule>(name, {
    useSlot() {
      frameGrids();
      discoverySlot.preload();
      return discoverySlot;
    },
    wait: (props) =>
      props['handle'] ? h(GridSkeleton, { kind: 'collection', limit: props['limit'] as number, heading: props['heading'] !== false }) : null,
    failure: 'catalogUnavailable',
  });

// Where a filtered collection stands until the discovery chunk has arrived: the room the page stylesheet reserved for the
// grid (chunk-part.tsx `Room`; the search box: nothing, it is one line). The chunk shows the catalog chunk's tiles, so that
// one loads it, and brings the grids' frame and skeletons: the filtered collection draws its skeleton while it reads.
import { h } from 'preact';
import { catalogSlot, importCatalog } from './catalog-slot';
import { Room, chunkPart, createChunkSlot } from './chunk-part';
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
      discoverySlot.preload();
      return discoverySlot;
    },
    wait: (props) => (props['handle'] ? h(Room, { heading: props['heading'] !== false }) : null),
    failure: 'catalogUnavailable',
  });

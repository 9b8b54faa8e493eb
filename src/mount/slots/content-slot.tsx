// Where a content block stands until the content chunk has arrived: a reserved box. The chunk starts loading as the
// first block draws (scanned, custom element or `mount()`), once per page.
import { h } from 'preact';
import type * as ContentChunk from '../../scripts/content';
import { chunkPart, createChunkSlot } from './chunk-part';
import { addSharedStyles } from '../host/style-adopter';

export type ContentChunkModule = typeof ContentChunk;

/** The page's content chunk: one per page, whichever block asks first. */
export const contentSlot = createChunkSlot(
  () => import('../../scripts/content'),
  (chunk: ContentChunkModule) => addSharedStyles(chunk.contentStyles),
);

/** The registry's stand-in for a component of the content chunk. */
export const contentPart = (name: keyof ContentChunkModule) =>
  chunkPart<ContentChunkModule>(name, {
    useSlot() {
      // Idempotent: only the first call loads; a failed load waits for the shopper's retry.
      contentSlot.preload();
      return contentSlot;
    },
    // Skip links are hidden until focused: nothing stands in for them.
    wait: () => (name === 'SkipLinks' ? null : h('div', { className: 'shop-embed content skeleton skeleton-content', 'aria-busy': 'true' })),
    failure: 'catalogUnavailable',
  });

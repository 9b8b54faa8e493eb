// The images of a card's product after the first four: read only once the shopper moves past them or picks a variant
// whose picture is among them, so this read comes with the card extras chunk (a module of its own, kept out of the first
// script with the card's reads in card.ts).
import type { BatchRead } from './batch';
import { IMAGE_FRAGMENT } from './fragments';
import type { Image } from './types';

/** A page of up to 250 images after `after`, and the cursor of the next (null: the last page). */
export const imagesRead = (handle: string, after: string): BatchRead<{ images: Image[]; after: string | null }> => ({
  field: /* GraphQL */ `product(handle: $0) { images(first: 250, after: $1) { pageInfo { hasNextPage endCursor } nodes { ...Image } } }`,
  types: ['String!', 'String'],
  values: [handle, after],
  fragments: [IMAGE_FRAGMENT],
  result: (raw: { images: { nodes: Image[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } | null) => ({
    images: raw?.images.nodes ?? [],
    after: raw?.images.pageInfo.hasNextPage ? raw.images.pageInfo.endCursor : null,
  }),
});

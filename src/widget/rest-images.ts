import type { Image } from '../cart-client';
import { imagesRead } from '../cart-client/card-images';
import type { Catalog } from '../store';

/**
 * Every image of a product after the cursor its card was given (`imagesAfter`), 250 a request, each page cached by the
 * catalog. In the card extras chunk: a card paints from its first four images.
 *
 * @example
 * const rest = await restImages(catalog, product.handle, product.imagesAfter);
 */
export async function restImages(catalog: Catalog, handle: string, after: string): Promise<Image[]> {
  const all: Image[] = [];
  for (let cursor: string | null = after; cursor;) {
    const page: { images: Image[]; after: string | null } = await catalog.read(`images:${handle}:${cursor}`, imagesRead(handle, cursor));
    all.push(...page.images);
    cursor = page.after;
  }
  return all;
}

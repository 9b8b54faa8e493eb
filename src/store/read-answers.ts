// What a server reads for a page before it renders it: the same reads, in the same one request, as the first script and the
// components make (the catalog's batch), collected by the keys a primed catalog takes (`shop`, `product:<handle>`). Used by
// `shop-embed/server` (renderPage) and `shop-embed/react/server` (readShopData).
import type { StorefrontClient } from '../cart-client';
import { createCatalog } from './catalog';

/**
 * The shop's settings and the product of every handle, read in one storefront request, by catalog key (a handle the shop
 * does not have is `null`). Rejects when the shop cannot be read.
 *
 * @example
 * const answers = await readAnswers(createStorefrontReader({ domain, storefrontAccessToken }), ['classic-cotton-tee']);
 * const catalog = createCatalog({ client, primed: answers }); // its cards draw the product at once, asking nothing
 */
export async function readAnswers(client: StorefrontClient, handles: readonly string[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const read = createCatalog({ client, schedule: queueMicrotask, onAnswer: (key, value) => (answers[key] = value) });
  await Promise.all([read.shop(), ...[...new Set(handles)].map((handle) => read.product(handle))]);
  return answers;
}

import { runBatch, type BatchRead } from '../cart-client/batch';
import type { Catalog } from './catalog';

/**
 * One read on its own, neither batched nor cached, that `signal` aborts: suggestions as the shopper types, where a
 * request made stale by more typing must not wait for (or delay) the widgets' next batch. In the discovery chunk: the
 * first script only passes its client along.
 *
 * @example
 * const suggestions = await fetchRead(catalog, suggestionsRead('mu', 8), controller.signal);
 */
export const fetchRead = <T>(catalog: Catalog, read: BatchRead<T>, signal?: AbortSignal): Promise<T> =>
  runBatch(catalog.client, [read], signal).then(([result]) => result as T);

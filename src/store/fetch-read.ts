import { batchDocument, type BatchRead } from '../cart-client/batch';
import type { Catalog } from './catalog';

/**
 * One read on its own, neither batched nor cached, that `signal` aborts: suggestions as the shopper types, where a
 * request made stale by more typing must not wait for (or delay) the widgets' next batch. It lives in the discovery
 * chunk; the first script only lends its client and the batch document (the same shape as the widgets' batches).
 *
 * @example
 * const suggestions = await fetchRead(catalog, suggestionsRead('mu', 8), controller.signal);
 */
export async function fetchRead<T>(catalog: Catalog, read: BatchRead<T>, signal?: AbortSignal): Promise<T> {
  const { document, variables } = batchDocument([read]);
  const raw = (await catalog.client.request<Record<string, unknown>>(document, { variables, signal })).r0;
  return (read.result ? read.result(raw as never) : (raw ?? null)) as T;
}

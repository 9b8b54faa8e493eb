// Product, collection and shop reads for the widgets, cached, with every product asked for in the same tick (or frame,
// when the mount layer passes requestAnimationFrame) fetched in ONE storefront request.
import {
  fetchCollectionByHandle,
  fetchProductRecommendations,
  fetchProductsByHandles,
  fetchShop,
  fetchShopPolicies,
  type CollectionProductsOptions,
  type CollectionWithProducts,
  type Product,
  type ShopInfo,
  type ShopPolicies,
  type StorefrontClient,
} from '../cart-client';

export interface CatalogOptions {
  client: StorefrontClient;
  /** Runs the batched product request; default `setTimeout(fn, 0)`. The mount layer passes requestAnimationFrame. */
  schedule?: (run: () => void) => void;
  /**
   * Hands a batch's products to their readers, one job per product in the order they were asked for; default: all at once.
   * The mount layer runs the jobs in frame-sized slices, so fifty cards do not render in one long task.
   */
  deliver?: (jobs: Array<() => void>) => void;
}

export interface Catalog {
  /** Resolves `null` for a handle the shop does not have. All calls in one tick share one request. */
  product(handle: string): Promise<Product | null>;
  collection(handle: string, options?: CollectionProductsOptions): Promise<CollectionWithProducts | null>;
  recommendations(productId: string): Promise<Product[]>;
  shop(): Promise<ShopInfo>;
  policies(): Promise<ShopPolicies>;
  /** Forgets cached reads (e.g. after the buyer's country changed). */
  clear(): void;
}

interface Waiting {
  resolve: (product: Product | null) => void;
  reject: (error: unknown) => void;
}

/**
 * @example
 * const catalog = createCatalog({ client, schedule: requestAnimationFrame });
 * const [a, b] = await Promise.all([catalog.product('tee'), catalog.product('mug')]); // one request
 */
export function createCatalog(options: CatalogOptions): Catalog {
  const { client } = options;
  const schedule = options.schedule ?? ((run: () => void) => void setTimeout(run, 0));
  const deliver = options.deliver ?? ((jobs: Array<() => void>) => jobs.forEach((job) => job()));
  /** The handles asked for since the last request went out (each once: a handle's read is cached below). */
  let batch: Map<string, Waiting> | null = null;
  let cache = new Map<string, Promise<unknown>>();

  function flush(current: Map<string, Waiting>) {
    batch = null;
    const handles = [...current.keys()];
    fetchProductsByHandles(client, handles).then(
      (found) => deliver(handles.map((handle, i) => () => current.get(handle)!.resolve(found[i] ?? null))),
      (error: unknown) => current.forEach((w) => w.reject(error)),
    );
  }

  /** One read per key while it is pending or done; a failed one is forgotten, so a later mount tries again. */
  function once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  return Object.freeze({
    product: (handle: string) =>
      once(
        `product:${handle}`,
        () =>
          new Promise<Product | null>((resolve, reject) => {
            if (!batch) {
              const current = (batch = new Map());
              schedule(() => flush(current));
            }
            batch.set(handle, { resolve, reject });
          }),
      ),
    collection: (handle: string, query: CollectionProductsOptions = {}) =>
      once(`collection:${handle}:${JSON.stringify(query)}`, () => fetchCollectionByHandle(client, handle, query)),
    recommendations: (productId: string) => once(`recommendations:${productId}`, () => fetchProductRecommendations(client, productId)),
    shop: () => once('shop', () => fetchShop(client)),
    policies: () => once('policies', () => fetchShopPolicies(client)),
    clear() {
      cache = new Map();
    },
  });
}

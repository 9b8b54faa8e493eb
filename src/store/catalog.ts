// Product, collection, recommendation, shop and policy reads for the widgets, cached, with every read asked for in the
// same tick (or frame, when the mount layer passes requestAnimationFrame) sent as ONE storefront request (batch.ts); the
// first batch also carries the shop's settings, so a configured money format costs no request of its own.
import type { CollectionProductsOptions, SelectedOption, ShopPolicies, ShopSettings, StorefrontClient, Variant } from '../cart-client';
import { runBatch, type BatchRead } from '../cart-client/batch';
import { productRead, recommendationsRead, variantRead, type CardProduct } from '../cart-client/card';
import { collectionRead, type CardCollection } from '../cart-client/collections';
import { policiesRead, shopRead } from '../cart-client/shop';

export interface CatalogOptions {
  client: StorefrontClient;
  /** Runs the batched product request; default `setTimeout(fn, 0)`. The mount layer passes requestAnimationFrame. */
  schedule?: (run: () => void) => void;
  /**
   * Hands a batch's products to their readers, one job per product in the order they were asked for; default: all at once.
   * The mount layer runs the jobs in frame-sized slices, so fifty cards do not render in one long task.
   */
  deliver?: (jobs: Array<() => void>) => void;
  /** Answers already read, by key (the first paint's: `shop`, `product:<handle>`), so taking its cards over asks nothing again. */
  primed?: Readonly<Record<string, unknown>> | undefined;
  /** Hears each answer with its key (the first paint hands them to the components' catalog as `primed`). */
  onAnswer?: ((key: string, value: unknown) => void) | undefined;
}

export interface Catalog {
  /** Resolves `null` for a handle the shop does not have. All reads in one tick share one request. */
  product(handle: string): Promise<CardProduct | null>;
  collection(handle: string, options?: CollectionProductsOptions): Promise<CardCollection | null>;
  /** The shop's recommendations for the product with this handle (none when the shop has no such product). */
  recommendations(handle: string): Promise<CardProduct[]>;
  /** The variant with exactly these options, for a combination a card does not know yet (null: none). */
  variant(handle: string, selectedOptions: readonly SelectedOption[]): Promise<Variant | null>;
  /** The shop's money format and its currency. */
  shop(): Promise<ShopSettings>;
  policies(): Promise<ShopPolicies>;
  /** Any other read (a chunk's own, such as a variant's selling plans or a card's images after the first four), cached under `key` and batched like the rest. */
  read<T>(key: string, read: BatchRead<T>): Promise<T>;
  /** The client the reads go through (a chunk's own unbatched read uses it: `fetchRead`). */
  readonly client: StorefrontClient;
  /** A primed answer, at once: a card taken over from the first paint draws its product in its first render. */
  peek?(key: string): { value: unknown } | undefined;
}

interface Waiting {
  read: BatchRead;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The key a product card's read is kept under, in a catalog and in the answers a catalog is primed with (the first paint's,
 * a server's): one spelling for every reader of them.
 */
export const productKey = (handle: string) => `product:${handle}`;

/**
 * @example
 * const catalog = createCatalog({ client, schedule: requestAnimationFrame });
 * const [tee, grid] = await Promise.all([catalog.product('tee'), catalog.collection('coffee')]); // one request
 */
export function createCatalog(options: CatalogOptions): Catalog {
  const { client } = options;
  const schedule = options.schedule ?? ((run: () => void) => void setTimeout(run, 0));
  const deliver = options.deliver ?? ((jobs: Array<() => void>) => jobs.forEach((job) => job()));
  /** The reads asked for since the last request went out (each once: a read is cached below). */
  let batch: Waiting[] | null = null;
  const cache = new Map<string, Promise<unknown>>();
  const primed = new Map(Object.entries(options.primed ?? {}));
  primed.forEach((value, key) => cache.set(key, Promise.resolve(value)));

  function flush(current: Waiting[]) {
    batch = null;
    runBatch(
      client,
      current.map((w) => w.read),
    ).then(
      (results) => deliver(current.map((w, i) => () => w.resolve(results[i]))),
      (error: unknown) => current.forEach((w) => w.reject(error)),
    );
  }

  /** Joins `read` to the batch of this tick, opening one (with the shop's settings, until they are known) if none is open. */
  function batched<T>(read: BatchRead<T>): Promise<T> {
    if (!batch) {
      const current: Waiting[] = (batch = []);
      schedule(() => flush(current));
      void shop();
    }
    const open = batch;
    return new Promise<T>((resolve, reject) => void open.push({ read, resolve: resolve as (value: unknown) => void, reject }));
  }

  /** The shop's settings: read once, with the first batch (`batched` asks for them, and a read of them while pending or done is that one). */
  function shop() {
    return once('shop', () => batched(shopRead()));
  }

  /** One read per key while it is pending or done; a failed one is forgotten, so a later mount tries again. */
  function once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      cache.set(key, pending);
      pending.then(
        (value) => options.onAnswer?.(key, value),
        () => cache.delete(key),
      );
    }
    return pending;
  }

  return Object.freeze({
    product: (handle: string) => once(productKey(handle), () => batched(productRead(handle))),
    collection: (handle: string, query: CollectionProductsOptions = {}) =>
      once(`collection:${handle}:${JSON.stringify(query)}`, () => batched(collectionRead(handle, query))),
    recommendations: (handle: string) => once(`recommendations:${handle}`, () => batched(recommendationsRead(handle))),
    variant: (handle: string, selected: readonly SelectedOption[]) =>
      once(`variant:${handle}:${JSON.stringify(selected)}`, () => batched(variantRead(handle, selected))),
    shop,
    policies: () => once('policies', () => batched(policiesRead())),
    read: <T>(key: string, read: BatchRead<T>) => once(key, () => batched(read)),
    client,
    peek: (key: string) => (primed.has(key) ? { value: primed.get(key) } : undefined),
  });
}

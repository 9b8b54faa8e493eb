// What a site owner got wrong, said once in the console with the attribute to fix: every widget shows the same fallback
// box to the shopper, so the cause has to be told here. Wraps the runtime's fetch and catalog; the read path is unchanged.
// Only the noticing is here: the sentences come with the diagnose chunk (src/scripts/diagnose), loaded when something is wrong.
import type { Catalog } from '../../store';
import type { WarnOnce } from './warn';

type Note = WarnOnce['note'];

/**
 * The page's `fetch`, telling a refused token (401/403) and a shop that cannot be reached before any answer came (a
 * misspelled domain): later network failures are the shopper's connection, not a setting. A token that cannot even be
 * sent as a header never gets here (runtime.ts `connect`).
 */
export function watchFetch(domain: string, note: Note): typeof fetch {
  let answered = false;
  return (input, init) =>
    fetch(input, init).then(
      (response) => {
        answered = true;
        if (response.status === 401 || response.status === 403) note('token', domain, response.status);
        return response;
      },
      (error: unknown) => {
        if (answered || (error as Error)?.name === 'AbortError') throw error;
        note('unreachable', domain);
        throw error;
      },
    );
}

/** The catalog, telling each handle the shop does not have. */
export function watchCatalog(catalog: Catalog, domain: string, note: Note): Catalog {
  const missing =
    (kind: string) =>
    <T>(handle: string, found: T) => {
      if (found === null) note('handle', kind, handle, domain);
      return found;
    };
  const product = missing('product');
  const collection = missing('collection');
  return {
    ...catalog,
    product: (handle) => catalog.product(handle).then((found) => product(handle, found)),
    collection: (handle, options) => catalog.collection(handle, options).then((found) => collection(handle, found)),
  };
}

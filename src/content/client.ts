import { createClient, type Client, type ClientConfig, type FetchLike } from '@prismicio/client';
import { createContentFetch } from './content-fetch';

export interface ContentClientOptions {
  /** The content API endpoint (`https://my-repo.cdn.prismic.io/api/v2`, or any URL that serves the same API). */
  endpoint: string;
  /** For a private repository. */
  accessToken?: string;
  /** Route resolvers: documents come back with their `url` (`[{ type: 'page', path: '/:uid' }]`). */
  routes?: ClientConfig['routes'];
  /** The fetch to use (default: the page's). The spec's cache, retry and errors are added around it. */
  fetch?: FetchLike;
}

/** The repository name the library asks for: the endpoint's first host label (`my-repo` of `my-repo.cdn.prismic.io`). */
function repositoryName(url: URL): string {
  return url.hostname.split('.')[0] || 'content';
}

/**
 * A `@prismicio/client` Client for the shop's content service, as its users know it (`getByUID`, `getAllByType`, `get`
 * with filters, `ref`, `lang`, `orderings`, `graphQuery`, paging), configured to the spec: answers cached 5 s (at most
 * 1,000), HTTP 429 retried after `Retry-After` (default 1 s), any other non-2xx thrown with its status and URL.
 *
 * @example
 * import { createContentClient } from 'shop-embed/content';
 * const content = createContentClient({ endpoint: 'https://my-repo.cdn.prismic.io/api/v2' });
 * const home = await content.getByUID('page', 'home', { lang: 'fr-ca' });
 */
export function createContentClient(options: ContentClientOptions): Client {
  let url: URL;
  try {
    url = new URL(options.endpoint);
  } catch {
    throw new TypeError(`[shop-embed] createContentClient: endpoint must be an absolute URL, got ${JSON.stringify(options.endpoint)}`);
  }
  const base = options.fetch ?? globalThis.fetch?.bind(globalThis);
  if (typeof base !== 'function') throw new TypeError('[shop-embed] createContentClient: there is no fetch here; pass one as `fetch`');
  // A repository name with the endpoint given apart keeps the library from warning that it cannot infer one.
  return createClient(repositoryName(url), {
    documentAPIEndpoint: url.href,
    fetch: createContentFetch(base),
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
    ...(options.routes ? { routes: options.routes } : {}),
  });
}

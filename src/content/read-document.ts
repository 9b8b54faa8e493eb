import type { Client } from '@prismicio/client';
import { createContentClient } from './client';
import type { ContentDocument } from './types';

/** One client per endpoint and page: every content block of a page shares its cache and its repository read. */
const clients = new Map<string, Client>();

export interface DocumentQuery {
  endpoint: string;
  type: string;
  /** Without a uid, the type's single document (`getSingle`). */
  uid?: string | undefined;
  lang?: string | undefined;
}

/**
 * The document a content block shows. Rejects with the library's `NotFoundError` when there is none.
 *
 * @example
 * const home = await readDocument({ endpoint: 'https://my-repo.cdn.prismic.io/api/v2', type: 'page', uid: 'home' });
 */
export function readDocument({ endpoint, type, uid, lang }: DocumentQuery): Promise<ContentDocument> {
  let client = clients.get(endpoint);
  if (!client) clients.set(endpoint, (client = createContentClient({ endpoint })));
  const params = lang ? { lang } : {};
  return uid ? client.getByUID<ContentDocument>(type, uid, params) : client.getSingle<ContentDocument>(type, params);
}

// `shop-embed/content`: the content service's client (@prismicio/client, configured to the spec) and its document types.
export { createContentClient, type ContentClientOptions } from './client';
export { CACHE_MAX_ENTRIES, CACHE_TTL_MS, DEFAULT_RETRY_AFTER_MS, type ContentHttpError } from './content-fetch';
export type { ContentData, ContentDocument, ContentSlice } from './types';

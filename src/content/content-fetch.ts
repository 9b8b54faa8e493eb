// What @prismicio/client is given as its `fetch`: the spec's cache, rate-limit retry and errors (SPEC §8, §9), around the
// page's own fetch. The library keeps building queries, resolving refs and paging; only the transport is ours.
import {
  ForbiddenError,
  NotFoundError,
  ParsingError,
  PrismicError,
  type FetchLike,
  type RequestInitLike,
  type ResponseLike,
} from '@prismicio/client';

/** SPEC §9: responses are reused for 5 seconds, at most 1,000 of them. */
export const CACHE_TTL_MS = 5_000;
export const CACHE_MAX_ENTRIES = 1_000;
/** SPEC §8: a 429 without `Retry-After` is retried after one second. */
export const DEFAULT_RETRY_AFTER_MS = 1_000;
/** A service that keeps answering 429 is given up on after this many tries (the last 429 is thrown). */
const MAX_TRIES = 5;

/** A content API answer that is not 2xx: one of the library's own error classes, with the status and URL in its message. */
export type ContentHttpError = PrismicError<unknown> & { status: number };

interface Cached {
  at: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/** Milliseconds a 429 asks us to wait: `Retry-After` in seconds or as an HTTP date, else the default. */
export function retryDelay(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

/**
 * The error for a non-2xx answer. It is the library's class for that status (`ParsingError` for 400, `ForbiddenError` for
 * 401/403, `NotFoundError` for 404, `PrismicError` otherwise), so `instanceof` checks written for the library still hold.
 */
export function contentHttpError(status: number, url: string, body: string): ContentHttpError {
  let json: { message?: unknown; error?: unknown } | undefined;
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    json = undefined;
  }
  const detail = json?.message ?? json?.error;
  const message = `[shop-embed] the content API answered HTTP ${status} for ${url}${typeof detail === 'string' ? `: ${detail}` : ''}`;
  const Class = status === 400 ? ParsingError : status === 401 || status === 403 ? ForbiddenError : status === 404 ? NotFoundError : PrismicError;
  return Object.assign(new Class(message, url, json ?? body), { status });
}

/**
 * A ref the library can recover from (unknown or expired, with the master ref named): left to the library, which asks
 * again with the master ref as its users expect.
 */
function refTheLibraryRetries(status: number, body: string): boolean {
  return (status === 404 || status === 410) && /master ref is: /i.test(body) && /api_(notfound|validation)_error/.test(body);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wraps `base` (the page's fetch) with the content client's transport rules: GET answers cached by URL for 5 s (the
 * oldest of more than 1,000 dropped), 429 retried after `Retry-After`, any other non-2xx thrown as an error naming the
 * status and URL.
 */
export function createContentFetch(base: FetchLike): FetchLike {
  const cache = new Map<string, Cached>();

  const replay = (entry: Cached, url: string): ResponseLike => {
    const response = new Response(entry.body, { status: entry.status, headers: entry.headers });
    Object.defineProperty(response, 'url', { value: url });
    return response as unknown as ResponseLike;
  };

  return async function contentFetch(url: string, init?: RequestInitLike): Promise<ResponseLike> {
    const cacheable = !init?.method || init.method.toUpperCase() === 'GET';
    const hit = cacheable ? cache.get(url) : undefined;
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return replay(hit, url);
    let response = await base(url, init);
    for (let tries = 1; response.status === 429 && tries < MAX_TRIES; tries++) {
      await sleep(retryDelay(response.headers.get('retry-after')));
      response = await base(url, init);
    }
    const body = await response.text();
    if (!response.ok && !refTheLibraryRetries(response.status, body)) throw contentHttpError(response.status, url, body);
    const entry: Cached = { at: Date.now(), status: response.status, headers: contentType(response), body };
    if (cacheable && response.ok) {
      cache.delete(url);
      cache.set(url, entry);
      if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    }
    return replay(entry, url);
  };
}

function contentType(response: ResponseLike): [string, string][] {
  const type = response.headers.get('content-type');
  return type ? [['content-type', type]] : [];
}

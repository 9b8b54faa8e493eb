// `createRenderHandler`: shop-embed/server as a standard fetch handler, for a Worker (Cloudflare, Vercel and Netlify edge,
// Deno) or Node (node.ts): each request goes to the site's origin as it came; a page with product cards comes back with
// the cards drawn in it (render.ts), the shop's answers read through the answer cache (answer-cache.ts); every other
// answer (any method but GET, a status but 200, a type but UTF-8 HTML, a redirect, its Set-Cookie) is passed on as the
// origin sent it. Only fetch, Request, Response, Headers, URL, TextDecoder/TextEncoder and crypto.subtle: no Node API.
import { createAnswerReader, createCacheApiStore, createMemoryCache, tieredCache, type AnswerCache, type AnswerState } from './answer-cache';
import { planPage, readAnswers, writePage, type PagePlan, type RenderPageOptions, type ShopAnswers } from './render';

export interface RenderHandlerOptions extends Omit<RenderPageOptions, 'url'> {
  /** The site the handler stands in front of (`https://blog.example.com`): every request is sent there, path and query kept. */
  origin: string;
  /**
   * Where the shop's answers are kept. Default: an in-memory LRU, with the runtime's Cache API behind it where there is one
   * (`caches.default` on Cloudflare, `caches.open('shop-embed')` elsewhere).
   */
  cache?: AnswerCache | undefined;
  /** Seconds the shop's answers are used as they are, and a rendered page may be shared for (`s-maxage`). Default 60. */
  ttl?: number | undefined;
  /** Seconds past `ttl` they are still served while one read refreshes them. Default 300. */
  staleWhileRevalidate?: number | undefined;
  /** Seconds past `ttl` they are served while the shop cannot be read (`x-shop-embed-cache: stale`). Default 86,400. */
  staleIfError?: number | undefined;
}

/** A Worker's context (`ctx` on Cloudflare): a refresh after the response is kept alive with it. */
export interface WaitUntil {
  waitUntil(work: Promise<unknown>): void;
}

export type RenderHandler = (request: Request, context?: WaitUntil) => Promise<Response>;

/** The response header that says how a rendered page's answers were had: `hit`, `miss`, `revalidating`, `stale`, or `error` (page served as the origin sent it). */
export const CACHE_HEADER = 'x-shop-embed-cache';

/** Not sent on: the runtime sets its own for the origin (and Node's fetch refuses the hop-by-hop ones). */
const REQUEST_HEADERS_DROPPED = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'expect'];
/** What no longer holds once the cards are written in: the length, the origin's encoding (fetch decoded it), its validators. */
const RENDERED_HEADERS_DROPPED = ['content-length', 'content-encoding', 'etag', 'last-modified'];

/** A page of the origin as last sent, what it asks of the shop, and the last answers it was drawn from. */
interface Drawn {
  text: string;
  plan: PagePlan | null;
  answers?: ShopAnswers;
  drawn?: string;
}
const DRAWN_PAGES = 64;

/**
 * A fetch handler that serves `origin` with the cards of each page drawn in its HTML.
 *
 * @example
 * const handler = createRenderHandler({ origin: 'https://blog.example.com', domain: 'my-shop.myshopify.com', storefrontAccessToken });
 * export default { fetch: (request, env, ctx) => handler(request, ctx) };
 */
export function createRenderHandler(options: RenderHandlerOptions): RenderHandler {
  const problem = !/^https?:\/\//.test(options.origin ?? '')
    ? 'origin must be an absolute http(s) address'
    : !options.domain || !options.storefrontAccessToken
      ? 'domain and storefrontAccessToken are required'
      : null;
  if (problem) throw new TypeError(`[shop-embed] createRenderHandler: ${problem}`);
  const { ttl = 60, staleWhileRevalidate = 300, staleIfError = 86_400 } = options;
  // One reader for the handler's life (its reads in flight are shared by every request), made as the first request comes:
  // the Cache API's keys live under the site's own address.
  let reader: Promise<ReturnType<typeof createAnswerReader>> | undefined;
  const readerFor = (site: string) =>
    (reader ??= Promise.resolve(options.cache ?? defaultCache(site)).then((cache) =>
      createAnswerReader({ cache, ttl, staleWhileRevalidate, staleIfError }),
    ));

  // The last pages drawn, by address: a page the origin sends again as it was, drawn from the same answers, is neither
  // parsed nor drawn again (parse5 and four cards take several ms of CPU, what a Worker is billed for: bench/edge.mjs).
  const drawn = new Map<string, Drawn>();
  const drawnPage = (address: string, text: string): Drawn => {
    const known = drawn.get(address);
    if (known?.text === text) return known;
    const page: Drawn = { text, plan: planPage(text, options) };
    drawn.delete(address);
    drawn.set(address, page);
    if (drawn.size > DRAWN_PAGES) drawn.delete(drawn.keys().next().value!);
    return page;
  };

  return async function handle(request, context) {
    const url = new URL(request.url);
    const hasBody = !['GET', 'HEAD'].includes(request.method);
    const headers = new Headers(request.headers);
    for (const name of REQUEST_HEADERS_DROPPED) headers.delete(name);
    let upstream: Response;
    try {
      upstream = await fetch(new URL(url.pathname + url.search, options.origin), {
        method: request.method,
        headers,
        body: hasBody ? request.body : null,
        redirect: 'manual',
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch {
      return new Response('[shop-embed] the origin could not be reached\n', { status: 502, headers: { 'content-type': 'text/plain' } });
    }
    if (!isPage(request, upstream)) return upstream;

    const bytes = await upstream.arrayBuffer();
    const asSent = (extra: Record<string, string> = {}) => {
      const response = new Response(bytes, upstream);
      for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
      return response;
    };
    let page: Drawn;
    try {
      page = drawnPage(url.href, new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      // Not UTF-8, or no script tag to link the cards' stylesheet beside: the page is left to the script.
      return asSent();
    }
    const { plan } = page;
    if (!plan) return asSent();
    const key = JSON.stringify([options.domain, options.apiVersion ?? '', plan.country ?? '', plan.language ?? '', [...plan.handles].sort()]);
    try {
      const read = await readerFor(url.origin);
      // Deno.serve and others pass a second argument without waitUntil: the refresh then simply runs on.
      const waitUntil = typeof context?.waitUntil === 'function' ? (work: Promise<unknown>) => context.waitUntil(work) : undefined;
      const { answers, state } = await read(key, () => readAnswers(plan, options), waitUntil);
      if (page.answers !== answers) page.drawn = writePage(plan, answers, { ...options, url: url.href });
      page.answers = answers;
      const headers = renderedHeaders(upstream.headers, state, ttl, staleWhileRevalidate);
      return new Response(page.drawn, { status: upstream.status, statusText: upstream.statusText, headers });
    } catch {
      // The shop could not be read and nothing was kept: the page as the origin sent it (the script reads the cards in the
      // browser), shared with no one, so the next request tries the shop again.
      return asSent({ [CACHE_HEADER]: 'error', 'cache-control': 'no-store' });
    }
  };
}

/** A GET answered 200 with HTML, the origin not asking to be left untransformed. */
function isPage(request: Request, response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  const charset = /charset="?([^";\s]+)/i.exec(type)?.[1] ?? 'utf-8';
  return (
    request.method === 'GET' &&
    response.status === 200 &&
    /^text\/html\s*(;|$)/i.test(type) &&
    /^utf-?8$/i.test(charset) &&
    !/no-transform/i.test(response.headers.get('cache-control') ?? '')
  );
}

/**
 * The origin's headers for the rendered page, and what it may be shared for: a page the origin keeps private (`private`,
 * `no-store`, a Set-Cookie) keeps its Cache-Control; any other is shared by CDNs for the answers' TTL (browsers ask again,
 * the CDN answers), and a page drawn from stale answers for no time at all.
 */
function renderedHeaders(origin: Headers, state: AnswerState, ttl: number, staleWhileRevalidate: number): Headers {
  const headers = new Headers(origin);
  for (const name of RENDERED_HEADERS_DROPPED) headers.delete(name);
  headers.set(CACHE_HEADER, state);
  const control = origin.get('cache-control') ?? '';
  if (/private|no-store/i.test(control) || origin.has('set-cookie')) return headers;
  const shared = state === 'hit' || state === 'miss' ? Math.min(ttl, sharedAge(control) ?? ttl) : 0;
  headers.set('cache-control', `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${staleWhileRevalidate}`);
  return headers;
}

/** The origin's own limit for shared caches (`s-maxage`, else `max-age`), if it sets one. */
function sharedAge(control: string): number | undefined {
  const match = /s-maxage=(\d+)/i.exec(control) ?? /max-age=(\d+)/i.exec(control);
  return match ? Number(match[1]) : undefined;
}

/** An in-memory LRU, with the runtime's Cache API behind it where there is one. */
async function defaultCache(site: string): Promise<AnswerCache> {
  const memory = createMemoryCache();
  const caches = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  if (!caches) return memory;
  const shared = caches.default ?? (await caches.open('shop-embed').catch(() => undefined));
  return shared ? tieredCache(memory, createCacheApiStore(shared, site)) : memory;
}

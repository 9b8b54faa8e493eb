// The shop's answers for a page, kept per (shop, API version, market, language, handle set) so a page read a thousand times
// a minute asks the shop once: fresh for `ttl`, then served while one read refreshes them (stale-while-revalidate), and
// kept longer still to be served while the shop is down (stale-if-error). Only answers the shop gave whole are kept: a
// failed read stores nothing. Where the runtime has a Cache API (Cloudflare's `caches.default`, shared by the isolates of
// a data centre) the answers go there too, behind a small in-memory LRU (an isolate's own, and the only one where the
// Cache API is a no-op, as on workers.dev).
import type { ShopAnswers } from './render';

export interface CachedAnswers {
  answers: ShopAnswers;
  /** When the shop gave them (ms since the epoch). */
  storedAt: number;
}

/** Where answers are kept: `keepFor` seconds at most. */
export interface AnswerCache {
  get(key: string): Promise<CachedAnswers | undefined>;
  put(key: string, entry: CachedAnswers, keepFor: number): Promise<void>;
}

/** An in-memory LRU of `entries` keys (500 by default). */
export function createMemoryCache({ entries = 500, now = Date.now }: { entries?: number; now?: () => number } = {}): AnswerCache {
  const kept = new Map<string, { entry: CachedAnswers; until: number }>();
  return {
    async get(key) {
      const found = kept.get(key);
      if (!found || found.until <= now()) return void kept.delete(key);
      // A Map iterates in insertion order: taken out and put back, the key is the most recently used.
      kept.delete(key);
      kept.set(key, found);
      return found.entry;
    },
    async put(key, entry, keepFor) {
      kept.delete(key);
      kept.set(key, { entry, until: now() + keepFor * 1000 });
      if (kept.size > entries) kept.delete(kept.keys().next().value!);
    },
  };
}

/**
 * The runtime's Cache API (`caches.default` on Cloudflare, `await caches.open('shop-embed')` elsewhere) as an answer
 * cache. Keys are addresses under `base` (the site's own origin: Cloudflare keeps a zone's entries only), the key hashed.
 */
export function createCacheApiStore(cache: Cache, base: string): AnswerCache {
  const address = async (key: string) => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
    return new URL(`/__shop-embed/answers/${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}`, base).href;
  };
  return {
    async get(key) {
      const found = await cache.match(await address(key));
      return found ? ((await found.json()) as CachedAnswers) : undefined;
    },
    async put(key, entry, keepFor) {
      const headers = { 'content-type': 'application/json', 'cache-control': `max-age=${keepFor}` };
      await cache.put(await address(key), new Response(JSON.stringify(entry), { headers }));
    },
  };
}

/**
 * `near` first, then `far`; a put goes to both. An answer found far is kept near for `nearFor` seconds: the isolate's
 * next requests take the same object, so the handler does not draw their page again (the reader still judges its age).
 */
export function tieredCache(near: AnswerCache, far: AnswerCache, nearFor = 60): AnswerCache {
  return {
    async get(key) {
      const kept = await near.get(key);
      if (kept) return kept;
      const found = await far.get(key).catch(() => undefined);
      if (found) await near.put(key, found, nearFor);
      return found;
    },
    async put(key, entry, keepFor) {
      await Promise.all([near.put(key, entry, keepFor), far.put(key, entry, keepFor).catch(() => {})]);
    },
  };
}

/** How the answers a page was drawn from were had: `x-shop-embed-cache` on the response. */
export type AnswerState = 'hit' | 'miss' | 'revalidating' | 'stale';

export interface AnswerPolicy {
  cache: AnswerCache;
  /** Seconds the answers are fresh. */
  ttl: number;
  /** Seconds past `ttl` they are still served while one read refreshes them. */
  staleWhileRevalidate: number;
  /** Seconds past `ttl` they are served when the shop cannot be read. */
  staleIfError: number;
  now?: () => number;
}

/**
 * `read(key, ask)`: the answers for `key` and how they were had. `ask` reads the shop; concurrent reads of one key share
 * one `ask`. Rejects only when the shop cannot be read and nothing is kept for `key`.
 */
export function createAnswerReader(policy: AnswerPolicy) {
  const { cache, ttl, staleWhileRevalidate, staleIfError, now = Date.now } = policy;
  const keepFor = ttl + Math.max(staleWhileRevalidate, staleIfError);
  const asking = new Map<string, Promise<ShopAnswers>>();
  const refresh = (key: string, ask: () => Promise<ShopAnswers>) => {
    let running = asking.get(key);
    if (!running) {
      running = ask().then(async (answers) => {
        await cache.put(key, { answers, storedAt: now() }, keepFor);
        return answers;
      });
      asking.set(key, running);
      const done = () => void asking.delete(key);
      running.then(done, done);
    }
    return running;
  };

  return async function read(
    key: string,
    ask: () => Promise<ShopAnswers>,
    waitUntil: (work: Promise<unknown>) => void = () => {},
  ): Promise<{ answers: ShopAnswers; state: AnswerState }> {
    const kept = await cache.get(key);
    const age = kept ? (now() - kept.storedAt) / 1000 : Infinity;
    if (kept && age < ttl) return { answers: kept.answers, state: 'hit' };
    if (kept && age < ttl + staleWhileRevalidate) {
      // A failed refresh keeps what was kept: the next request past the TTL tries again.
      waitUntil(refresh(key, ask).catch(() => {}));
      return { answers: kept.answers, state: 'revalidating' };
    }
    try {
      return { answers: await refresh(key, ask), state: 'miss' };
    } catch (error) {
      if (kept && age < ttl + staleIfError) return { answers: kept.answers, state: 'stale' };
      throw error;
    }
  };
}

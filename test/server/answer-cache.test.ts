// @vitest-environment node
// The answer cache's tiers: an answer found in the runtime's shared cache is kept in the isolate's memory, so the next
// request neither asks the shared cache again nor gets a copy the handler would draw its page anew from.
import { describe, expect, it } from 'vitest';
import { createMemoryCache, tieredCache, type AnswerCache } from '../../src/server/answer-cache';

describe('tieredCache', () => {
  it('keeps near what it found far: the second get is the same answers, and far is not asked again', async () => {
    const entry = { answers: { shop: { name: 'Demo' } }, storedAt: Date.now() };
    let farGets = 0;
    // A Cache API store hands a new copy at each match, as this one does.
    const far: AnswerCache = {
      get: async () => (farGets++, structuredClone(entry)),
      put: async () => {},
    };
    const cache = tieredCache(createMemoryCache(), far);
    const first = await cache.get('k');
    expect(first).toEqual(entry);
    expect(await cache.get('k')).toBe(first);
    expect(farGets).toBe(1);
  });
});

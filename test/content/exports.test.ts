import { describe, expect, it } from 'vitest';
import * as content from '../../src/content';
import pkg from '../../package.json';

// Pins the public surface of `shop-embed/content`.
describe('shop-embed/content', () => {
  it('exports the client factory and the spec figures', () => {
    expect(Object.keys(content).sort()).toEqual(['CACHE_MAX_ENTRIES', 'CACHE_TTL_MS', 'DEFAULT_RETRY_AFTER_MS', 'createContentClient']);
    expect([content.CACHE_TTL_MS, content.CACHE_MAX_ENTRIES, content.DEFAULT_RETRY_AFTER_MS]).toEqual([5_000, 1_000, 1_000]);
  });

  it('is an entry with types in package.json, as an ES module and in CommonJS', () => {
    expect(pkg.exports['./content']).toEqual({
      import: { types: './dist/content/index.d.ts', default: './dist/content.js' },
      require: { types: './dist/content/index.d.cts', default: './dist/content.cjs' },
    });
  });
});

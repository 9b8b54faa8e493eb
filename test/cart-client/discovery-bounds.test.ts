import { describe, expect, it } from 'vitest';
import { suggestionsRead } from '../../src/cart-client/discovery';

describe('discovery reads keep to what they asked for', () => {
  it('draws at most `limit` suggestions in all, whatever the answer holds', () => {
    const products = Array.from({ length: 10_001 }, (_, i) => ({ handle: `p${i}`, title: `Product ${i}` }));
    const read = suggestionsRead('mu', 8);
    const shown = read.result!({ queries: [{ text: 'mug' }, { text: 'mugs' }], products, collections: [{ handle: 'c', title: 'Mugs' }] } as never);
    expect([shown.queries.length, shown.products.length, shown.collections.length]).toEqual([2, 6, 0]);
  });

  it('refuses an answer of another shape, for the box to say so instead of drawing it', () => {
    const read = suggestionsRead('mu', 8);
    expect(() => read.result!({ queries: 'not a list', products: [], collections: [] } as never)).toThrow(/predictiveSearch/);
  });
});

import { describe, expect, it } from 'vitest';
import * as cartDetailMutations from '../../src/cart-client/cart-detail-mutations';
import * as cartFetch from '../../src/cart-client/cart-fetch';
import * as cartMutations from '../../src/cart-client/cart-mutations';
import { ownOperation } from '../../src/cart-client/client';
import { operationNames, resolveOperationName } from '../../src/cart-client/operation';

describe('operationNames', () => {
  it.each([
    ['query A { shop { name } }', ['A']],
    ['{ shop { name } }', ['']],
    ['query ($id: ID!) { node(id: $id) { id } }', ['']],
    ['mutation M($c: CountryCode) @inContext(country: $c) { cartCreate { cart { id } } }', ['M']],
    ['query A { a } fragment F on Shop { name } query B { b }', ['A', 'B']],
    ['# query Hidden { x }\nquery Real { shop { description(truncateAt: 5) } }', ['Real']],
    ['query S { search(query: "mutation X { y }") { nodes { id } } }', ['S']],
    ['fragment F on Shop { name }', []],
  ])('%s → %j', (document, names) => {
    expect(operationNames(document)).toEqual(names);
  });

  it('resolves the name to send', () => {
    expect(resolveOperationName('query A { a }')).toBe('A');
    expect(resolveOperationName('{ a }')).toBeUndefined();
    expect(resolveOperationName('query A { a } query B { b }', 'B')).toBe('B');
    expect(() => resolveOperationName('query A { a } { b }')).toThrow('[shop-embed] the document contains 2 operations');
  });
});

describe('ownOperation (the page cart client: our documents only)', () => {
  const documents = Object.entries({ ...cartFetch, ...cartMutations, ...cartDetailMutations }).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && /^(query|mutation) /m.test(entry[1]),
  );

  it.each(documents)('%s runs the operation the full parser finds', (_, document) => {
    expect(ownOperation(document)).toBe(resolveOperationName(document));
    expect(ownOperation(document)).toBe(/^(?:query|mutation) (\w+)/m.exec(document)![1]);
  });

  it('covers every cart document', () => {
    expect(documents.length).toBeGreaterThanOrEqual(17);
  });
});

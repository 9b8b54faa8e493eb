import { describe, expect, it } from 'vitest';
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

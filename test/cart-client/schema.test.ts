import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { operationNames } from '../../src/cart-client/operation';
import { productsByHandlesQuery } from '../../src/cart-client/products';
import { schemaErrors } from '../support/schema';

// Every module of the package, so a new document cannot skip validation by living in a new file.
const modules = import.meta.glob<Record<string, unknown>>('../../src/cart-client/**/*.ts', { eager: true });
const sources = import.meta.glob<string>('../../src/cart-client/**/*.ts', { eager: true, query: '?raw', import: 'default' });

const exported = dedupe(Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('#graphql') && operationNames(entry[1]).length > 0)
    .map(([name, document]) => ({ name: `${file.replace('../../src/', '')}#${name}`, document })),
));
function dedupe<T extends { document: string }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter(({ document }) => !seen.has(document) && seen.add(document) !== undefined);
}
const built = [1, 3, 50].map((count) => ({ name: `productsByHandlesQuery(${count})`, document: productsByHandlesQuery(count) }));
const documents = [...exported, ...built];

describe('every GraphQL document the package can send', () => {
  it('finds all of them (each #graphql operation in the source is exported)', () => {
    const inSource = Object.values(sources).join('\n').match(/^(query|mutation) \w+/gm) ?? [];
    const names = new Set(documents.flatMap(({ document }) => operationNames(document)));
    for (const head of inSource) expect(names, `${head} is not exported, so it escapes this test`).toContain(head.split(' ')[1]);
    expect(exported.length).toBeGreaterThanOrEqual(25);
  });

  it.each(documents.map((doc) => [doc.name, doc.document] as const))('%s validates against the 2025-01 schema', (_name, document) => {
    expect(schemaErrors(document)).toEqual([]);
    expect(operationNames(document)).toHaveLength(1);
  });

  it('the schema file is Shopify’s own introspection', () => {
    const json = JSON.parse(readFileSync(new URL('../../schema/storefront.schema.json', import.meta.url), 'utf8'));
    expect(json.__schema.queryType.name).toBe('QueryRoot');
    expect(json.__schema.types.length).toBeGreaterThan(400);
  });
});

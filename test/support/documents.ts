import { operationNames } from '../../src/cart-client/operation';

// Every module of the package, so a new document cannot skip validation (or type generation) by living in a new file.
const modules = import.meta.glob<Record<string, unknown>>('../../src/cart-client/**/*.ts', { eager: true });
const sources = import.meta.glob<string>('../../src/cart-client/**/*.ts', { eager: true, query: '?raw', import: 'default' });

export interface NamedDocument {
  /** `cart-client/products.ts#PRODUCTS_QUERY` */
  name: string;
  document: string;
}

/**
 * Every exported `#graphql` string that holds an operation, once each (a re-export is the same document), in a stable
 * order: by file, then by export name. These are the final strings the client sends, fragments interpolated.
 */
export function exportedDocuments(): NamedDocument[] {
  const seen = new Set<string>();
  return Object.keys(modules)
    .sort()
    .flatMap((file) =>
      Object.entries(modules[file]!)
        .filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && entry[1].startsWith('#graphql') && operationNames(entry[1]).length > 0,
        )
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, document]) => ({ name: `${file.replace('../../src/', '')}#${name}`, document })),
    )
    .filter(({ document }) => !seen.has(document) && seen.add(document) !== undefined);
}

/** The source text of every module, to find operations that are written but not exported. */
export function sourceTexts(): string[] {
  return Object.keys(sources)
    .sort()
    .map((file) => sources[file]!);
}

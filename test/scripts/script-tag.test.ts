import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_FILES,
  INTEGRITY_PLACEHOLDER,
  OWN_INTEGRITY_PLACEHOLDER,
  SCRIPT_FILES,
  chunkFileName,
  chunkIntegrity,
  chunkOrder,
  exportsAsOne,
} from '../../build/script-tag.mjs';

// The script-tag build's own checks (build/script-tag.mjs), on bundles shaped as rollup hands them over.
type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[] };
const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  dynamicImports,
});
const order = (...chunks: Chunk[]) => {
  const plugin = chunkOrder() as { generateBundle: (options: unknown, bundle: Record<string, Chunk>) => void };
  return () => plugin.generateBundle({}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
};

describe('the files of the script build', () => {
  it('are the folders of src/scripts, each named after its folder', () => {
    const folders = readdirSync('src/scripts').sort();
    expect(Object.keys(SCRIPT_FILES).sort()).toEqual(folders);
    expect(SCRIPT_FILES['first-script']!.fileName).toBe('shop-embed.umd.min.js');
    expect(SCRIPT_FILES['cart']!.fileName).toBe('shop-embed.cart.min.js');
    expect(SCRIPT_FILES['lang-pt-BR']!.fileName).toBe('shop-embed.lang-pt-BR.min.js');
    expect(CHUNK_FILES).not.toContain('shop-embed.umd.min.js');
    expect(CHUNK_FILES).toHaveLength(folders.length - 1);
  });

  it('a chunk rollup splits off that is no folder’s file fails the build', () => {
    const cart = { moduleIds: ['/x/src/widget/money.ts', SCRIPT_FILES['cart']!.entry] };
    expect(chunkFileName(cart)).toBe('shop-embed.cart.min.js');
    expect(() => chunkFileName({ moduleIds: ['/x/src/widget/money.ts'] })).toThrow(/several files share \(.*money\.ts\)/);
  });
});

describe('chunkOrder', () => {
  const first = chunk('first.js', [], ['components.js'], true);

  it('passes chunks that import only the first script and the chunks that load them', () => {
    const components = chunk('components.js', ['first.js'], ['catalog.js']);
    const catalog = chunk('catalog.js', ['first.js', 'components.js'], ['discovery.js']);
    const discovery = chunk('discovery.js', ['first.js', 'components.js', 'catalog.js']);
    expect(order(first, components, catalog, discovery)).not.toThrow();
  });

  it('fails a chunk that imports a chunk its loader did not load first (the loader would hand it the first script’s exports)', () => {
    const components = chunk('components.js', ['first.js'], ['catalog.js', 'discovery.js']);
    const catalog = chunk('catalog.js', ['first.js', 'components.js']);
    const discovery = chunk('discovery.js', ['first.js', 'components.js', 'catalog.js']);
    expect(order(first, components, catalog, discovery)).toThrow(/discovery\.js imports catalog\.js, which is not always loaded before it/);
  });

  it('fails a chunk that one of its loaders has not got before it', () => {
    const components = chunk('components.js', ['first.js'], ['cart.js']);
    const cart = chunk('cart.js', ['first.js', 'components.js']);
    // The first script loading the cart chunk too: the components may not be on the page then.
    expect(order({ ...first, dynamicImports: ['components.js', 'cart.js'] }, components, cart)).toThrow(/cart\.js imports components\.js/);
  });
});

describe('the chunks’ hashes', () => {
  // A carrier reads its table once, as `JSON.parse(placeholder)`; each file's code is only its name and what it reads.
  const reads = (placeholder: string) => `JSON.parse(${JSON.stringify(placeholder)})`;
  const file = (fileName: string, dynamicImports: string[], carrier = false, isEntry = false) => ({
    ...chunk(fileName, [], dynamicImports, isEntry),
    code: `${fileName} ${carrier ? reads(OWN_INTEGRITY_PLACEHOLDER) : ''} ${isEntry ? reads(INTEGRITY_PLACEHOLDER) : ''}`,
    modules: { [`/src/${fileName}`]: {} },
  });
  /** The names in the table written over a file's `JSON.parse(placeholder)` (an object literal). */
  const tableOf = (code: string) => Object.keys(JSON.parse(/\{.*\}/.exec(code)![0]) as object);

  it('are carried by the chunk that alone loads a file, also when several such chunks sit inside one carrier', () => {
    const bundle = Object.fromEntries(
      [
        file('first.js', ['components.js'], false, true),
        file('components.js', ['cart.js', 'catalog.js', 'extras.js'], true),
        file('cart.js', ['codes.js'], true),
        file('catalog.js', ['discovery.js'], true),
        file('extras.js', ['notes.js'], true),
        file('codes.js', []),
        file('discovery.js', []),
        file('notes.js', []),
      ].map((c) => [c.fileName, c]),
    );
    const plugin = chunkIntegrity(Object.keys(bundle).filter((name) => name !== 'first.js')) as {
      generateBundle: (this: unknown, options: unknown, bundle: Record<string, { code: string }>) => void;
    };
    plugin.generateBundle.call({ getModuleInfo: () => ({ code: OWN_INTEGRITY_PLACEHOLDER }) }, {}, bundle);
    // Each hash ships once, in the file that alone can ask for it: not in the components too.
    expect(tableOf(bundle['components.js']!.code).sort()).toEqual(['cart.js', 'catalog.js', 'extras.js']);
    expect(tableOf(bundle['cart.js']!.code)).toEqual(['codes.js']);
    expect(tableOf(bundle['catalog.js']!.code)).toEqual(['discovery.js']);
    expect(tableOf(bundle['extras.js']!.code)).toEqual(['notes.js']);
    expect(tableOf(bundle['first.js']!.code)).toEqual(['components.js']);
  });
});

describe('the exports of a file', () => {
  /** A factory as rollup's AMD output writes it: locals, then one `exports.name = local;` line per export. */
  const factory = (count: number) =>
    [
      'function (exports) {',
      ...Array.from({ length: count }, (_, i) => `    const local${i} = () => ${i};`),
      '',
      ...Array.from({ length: count }, (_, i) => `    exports.n${i} = local${i};`),
      '',
      '}',
    ].join('\n');
  const rewrite = (code: string) => (exportsAsOne() as { renderChunk: (code: string) => { code: string } | null }).renderChunk(code);
  /** What a chunk importing from the file gets: the exports object the factory fills. */
  const run = (code: string) => {
    const exports: Record<string, () => number> = {};
    (new Function(`return ${code}`)() as (exports: object) => void)(exports);
    return Object.entries(exports).map(([name, value]) => [name, value()]);
  };

  it('are one object literal in a file with many (the first script: ≈ 60 B gzip less), the same names to the same values', () => {
    const code = factory(12);
    const written = rewrite(code)!.code;
    expect(written).toContain('Object.assign(exports, { n0: local0, n1: local1,');
    expect(written).not.toMatch(/exports\.n\d+ =/);
    expect(run(written)).toEqual(run(code));
  });

  it('stay rollup’s assignments in a file with a few (a language pack), where those are shorter', () => {
    expect(rewrite(factory(2))).toBeNull();
  });
});

// The script-tag build (`dist/shop-embed.umd.min.js` and the files it loads): which files there are, read from the
// folders of src/scripts (one folder per file, its entry `index.ts`), and the rollup plugins that make rollup's AMD output
// a page's classic scripts: the first one run in place, each file one call and no global, every chunk loaded only after
// the files it imports, and each chunk's sha256 written into the file that loads it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rollup/parseAst';
import ts from 'typescript';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const SCRIPTS = join(ROOT, 'src/scripts');
/** The folder of the first script: the page's `<script>` tag, which loads every other file. */
export const FIRST_SCRIPT = 'first-script';
/** Files whose names predate their folders (site owners' tags and CSP rules name them); the others are `shop-embed.<folder>.min.js`. */
const FILE_NAMES = { [FIRST_SCRIPT]: 'shop-embed.umd.min.js', sanitize: 'shop-embed.sanitize.js' };

/** Every script-tag file by folder: its entry (`src/scripts/<folder>/index.ts` or `.tsx`) and its name in dist/. */
export const SCRIPT_FILES = Object.fromEntries(
  readdirSync(SCRIPTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const entry = ['index.ts', 'index.tsx'].map((file) => join(SCRIPTS, name, file)).find((file) => existsSync(file));
      if (!entry) throw new Error(`script-files: src/scripts/${name} has no index.ts (each folder there is one file of dist/, its entry index.ts)`);
      return [name, { entry, fileName: FILE_NAMES[name] ?? `shop-embed.${name}.min.js` }];
    }),
);
/** The chunks: every file but the first script. */
export const CHUNK_FILES = Object.entries(SCRIPT_FILES)
  .filter(([folder]) => folder !== FIRST_SCRIPT)
  .map(([, file]) => file.fileName);
/** The languages with a pack, one folder each (`src/scripts/lang-fr`…; src/widget/languages/languages.ts loads them, a test holds the two lists together). */
export const LANGUAGE_PACKS = Object.keys(SCRIPT_FILES)
  .filter((folder) => folder.startsWith('lang-'))
  .map((folder) => folder.slice('lang-'.length));

/**
 * The folder a chunk is the file of: the one whose entry it holds. A chunk that imports its shared modules to others (the
 * components, the catalog chunk) has no facade module, so this is not `facadeModuleId`.
 */
const folderOf = (chunk) => {
  const folders = Object.keys(SCRIPT_FILES).filter((folder) => chunk.moduleIds.includes(SCRIPT_FILES[folder].entry));
  return folders.length === 1 ? folders[0] : null;
};

/**
 * The file name of a chunk rollup writes: its folder's. A chunk that is no folder's entry is modules several files share,
 * which rollup split off on its own: no file loads it, so the build fails rather than ship it.
 */
export function chunkFileName(chunk) {
  const folder = folderOf(chunk);
  if (folder) return SCRIPT_FILES[folder].fileName;
  throw new Error(
    `script-files: rollup made a chunk of modules several files share (${chunk.moduleIds.map((id) => relative(ROOT, id)).join(', ')}): ` +
      'import them from one folder of src/scripts (a chunk loaded after that one imports them from it), or move them into a layer the first script or the components ship',
  );
}

/** A chunk's name in the ESM and React builds (`chunks/cart-[hash].js`): its folder's, where it is one's file. */
export const chunkName = (chunk) => folderOf(chunk) ?? chunk.name;

/** What a chunk file calls to hand its module to the first script (`ShopEmbed._define`, see src/mount/chunks.ts). */
export const CHUNK_DEFINE = 'ShopEmbed._define';
/** Stands for the chunks' hashes in the first script until they are known (`JSON.parse` keeps terser off it). */
export const INTEGRITY_PLACEHOLDER = '@@shop-embed-integrity@@';
/** Stands, in a chunk that loads chunks of its own, for their hashes until they are known. */
export const OWN_INTEGRITY_PLACEHOLDER = '@@shop-embed-own-integrity@@';

/**
 * The first script's boot (src/scripts/first-script/boot.ts) as JavaScript: its types stripped, the one function it
 * exports as an anonymous function expression. It is copied as text, so the file may hold nothing else.
 */
export function bootSource() {
  const file = join(SCRIPTS, FIRST_SCRIPT, 'boot.ts');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const { body } = parseAst(outputText);
  const declaration = body.length === 1 && body[0].type === 'ExportNamedDeclaration' ? body[0].declaration : null;
  if (declaration?.type !== 'FunctionDeclaration')
    throw new Error(`run-in-place: ${relative(ROOT, file)} must be one exported function and nothing else (the build copies it as text)`);
  return `function${outputText.slice(declaration.id.end, declaration.end)}`;
}

/**
 * The first script is rollup's AMD entry chunk run in place: its `define([...], factory)` call becomes a call of the boot
 * (src/scripts/first-script/boot.ts), which gives the factory its exports object (what the chunks import from it:
 * preact, hooks, zustand, shared widget code) and a `require` that loads a chunk through the page's embed (`_load`, with
 * nonce and integrity). The chunks keep their `ShopEmbed._define(...)` call, so nothing but `window.ShopEmbed` is ever global.
 */
export function runInPlace() {
  const boot = bootSource();
  return {
    name: 'run-in-place',
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null;
      const at = code.indexOf(`${CHUNK_DEFINE}(`);
      if (at < 0) throw new Error(`run-in-place: ${chunk.fileName} has no ${CHUNK_DEFINE}() call`);
      return { code: `${code.slice(0, at)}(${boot})(${code.slice(at + CHUNK_DEFINE.length + 1)}`, map: null };
    },
  };
}

/**
 * A file's exports in one `Object.assign(exports, { a: x, b: y })` where rollup writes one `exports.a = x;` each: the
 * first script's hundred exports (what the chunks import from it) cost ≈ 390 B gzip as assignments, 60 B less as one
 * object literal, and the components' 20 B less; a file with a few exports (a language pack: one) keeps rollup's, which
 * are shorter there. Runs before the minifier, which inlines a function only a chunk uses into its property as it did
 * into its assignment. Only the run of plain `exports.name = local;` lines (rollup's export block) is rewritten.
 */
export function exportsAsOne(least = 8) {
  return {
    name: 'exports-as-one',
    renderChunk(code) {
      const block = /^[ \t]*exports\.[\w$]+ = [\w$]+;\n(?:[ \t]*exports\.[\w$]+ = [\w$]+;\n)+/m.exec(code);
      const pairs = block ? [...block[0].matchAll(/exports\.([\w$]+) = ([\w$]+);/g)].map(([, name, local]) => `${name}: ${local}`) : [];
      if (pairs.length < least) return null;
      return {
        code: `${code.slice(0, block.index)}Object.assign(exports, { ${pairs.join(', ')} });\n${code.slice(block.index + block[0].length)}`,
        map: null,
      };
    },
  };
}

/**
 * The first script is a classic script: whatever it declares at its top level is a global of the page, which a page's own
 * `var e` overwrites (or ours overwrites theirs), and a second copy of the tag would share. Terser, told the file is a
 * module, may hoist what the boot declares to the top (it once made `var e;e={}` of its exports object), so the minified
 * file is wrapped in a function scope of its own, strict as the modules it was built from. Runs after the minifier (the
 * wrapper must survive it).
 */
export function ownScope() {
  return {
    name: 'own-scope',
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null;
      const [, comments, body] = /^((?:\/\*![^]*?\*\/\s*)*)([^]*)$/.exec(code);
      return { code: `${comments}(()=>{"use strict";${body.trimEnd()}})();\n`, map: null };
    },
  };
}

/**
 * Fails the build when a script-tag file (the first script or a chunk) is not one call at its top level: a declaration, or
 * anything else a classic script leaves behind on `window`, would be a global beside `window.ShopEmbed`.
 */
export function noGlobals() {
  return {
    name: 'no-globals',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const { body } = parseAst(file.code);
        const [statement] = body;
        const call = body.length === 1 && statement.type === 'ExpressionStatement' && statement.expression.type === 'CallExpression';
        const callee = call ? statement.expression.callee : null;
        const scoped = file.isEntry
          ? callee?.type === 'ArrowFunctionExpression' || callee?.type === 'FunctionExpression'
          : callee?.type === 'MemberExpression' && file.code.slice(callee.start, callee.end) === CHUNK_DEFINE;
        if (!scoped)
          throw new Error(
            `no-globals: ${file.fileName} must be ${file.isEntry ? 'one function called in place' : `one ${CHUNK_DEFINE}() call`} at its top level ` +
              `(it starts ${JSON.stringify(file.code.slice(statement?.start ?? 0, (statement?.start ?? 0) + 60))}): anything else is a global of the page`,
          );
      }
    },
  };
}

/**
 * Fails the build when a chunk imports a chunk that is not always loaded before it. The loader hands a chunk the modules
 * of the files it has loaded, and the first script's exports for any other name (src/mount/chunks.ts): a chunk imported
 * before it was loaded would be the first script's exports in its stead, and fail only on the page. A chunk is loaded by
 * the files that `import()` it, so what is loaded before it is what each of them is, and has before it.
 */
export function chunkOrder() {
  return {
    name: 'chunk-order',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const loaders = (chunk) => chunks.filter((c) => c.dynamicImports.includes(chunk.fileName));
      const before = (chunk, path = []) => {
        if (chunk.isEntry || path.includes(chunk.fileName)) return new Set();
        const sets = loaders(chunk).map((c) => new Set([c.fileName, ...before(c, [...path, chunk.fileName])]));
        return sets.reduce((all, set) => new Set([...all].filter((file) => set.has(file))), sets[0] ?? new Set());
      };
      for (const chunk of chunks.filter((c) => !c.isEntry)) {
        const loaded = before(chunk);
        const missing = chunk.imports.filter((file) => !entries.has(file) && !loaded.has(file));
        const by = loaders(chunk).map((c) => c.fileName);
        if (missing.length)
          throw new Error(
            `chunk-order: ${chunk.fileName} imports ${missing.join(', ')}, which is not always loaded before it (${by.join(', ')} load it): ` +
              "the loader would hand it the first script's exports instead. Load it from the chunk it imports, or move what both use into a layer",
          );
      }
    },
  };
}

/**
 * Writes the sha256 of every chunk into the first script (after minification, so the hash is of the file as served): the
 * loader sets it as the `<script integrity>` of the chunk. Fails the build when the chunks are not the folders of
 * src/scripts (`expected`): a folder nothing loads.
 * sha256, the shortest hash SRI knows, because every chunk's hash ships in the first script to every shopper (sha384
 * cost ≈ 130 B gzip more: hashes do not compress).
 */
export function chunkIntegrity(expected = []) {
  return {
    name: 'chunk-integrity',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const hash = (c) => `sha256-${createHash('sha256').update(c.code).digest('base64')}`;
      // A file reads its table as `JSON.parse(placeholder)`: the build writes the table over the whole call, as an object
      // literal (JSON is one), which spares the file the call and a string's quotes (≈ 10 B gzip a table).
      const read = (placeholder, flags) => new RegExp(`JSON\\.parse\\((["'\`])${placeholder}\\1\\)`, flags);
      const literal = (table) => JSON.stringify(table);
      // A chunk that loads chunks no other file loads carries their hashes (`__SHOP_EMBED_OWN_INTEGRITY__`: the languages
      // chunk its packs', the cart chunk the cart codes', the components everything only they reach), written in before its
      // own hash is taken; the first script carries the rest. The loader adds a chunk's `integrity` export to its table as
      // the chunk arrives (src/mount/chunks.ts); the components add theirs as they start (src/scripts/components).
      // A carrier reads its table once (`JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__)`): a second read would ship it twice.
      const own = () => read(OWN_INTEGRITY_PLACEHOLDER, 'g');
      for (const c of chunks) {
        const reads = c.code.match(own())?.length ?? 0;
        // One per module that reads it (shop-embed.umd.js inlines the three carriers, each with its own `{}`).
        const readers = Object.keys(c.modules).filter((id) => this.getModuleInfo(id)?.code?.includes(OWN_INTEGRITY_PLACEHOLDER)).length;
        if (reads > readers)
          throw new Error(`chunk-integrity: ${c.fileName} holds its chunks' hashes ${reads} times: read __SHOP_EMBED_OWN_INTEGRITY__ once`);
      }
      // A file is loaded by the files that `import()` it (a static import finds it loaded already, see chunkOrder): its hash
      // is needed by the time one of them asks for it.
      const loads = (c, file) => c.dynamicImports.includes(file);
      /** What only `carrier` loads, then what only it and those files load (the discovery chunk: loaded by the catalog chunk, which only the components load), until nothing more is found. */
      const reachedOnlyThrough = (carrier) => {
        const files = [];
        for (let grew = true; grew;) {
          grew = false;
          for (const file of carrier.dynamicImports.concat(files.flatMap((f) => bundle[f].imports.concat(bundle[f].dynamicImports)))) {
            if (files.includes(file) || !bundle[file] || bundle[file].isEntry) continue;
            if (chunks.every((c) => c === carrier || files.includes(c.fileName) || !loads(c, file))) grew = !!files.push(file);
          }
        }
        return files;
      };
      const carriers = new Map(chunks.filter((c) => own().test(c.code)).map((c) => [c.fileName, reachedOnlyThrough(c)]));
      // A carrier inside another (the cart, catalog and card extras chunks, inside the components') keeps its own files, and
      // has its table written before the outer one takes its hash. (Each inner carrier's files come off what is left.)
      for (const name of carriers.keys())
        for (const [inner, theirs] of carriers)
          if (inner !== name && carriers.get(name).includes(inner))
            carriers.set(
              name,
              carriers.get(name).filter((f) => !theirs.includes(f)),
            );
      const carried = new Set();
      const done = new Set();
      const write = (name) => {
        if (done.has(name)) return;
        done.add(name);
        const files = carriers.get(name);
        files.filter((file) => carriers.has(file)).forEach(write);
        files.forEach((file) => carried.add(file));
        const table = Object.fromEntries(files.map((file) => [file, hash(bundle[file])]));
        bundle[name].code = bundle[name].code.replace(own(), () => literal(table));
      };
      [...carriers.keys()].forEach(write);
      const hashes = Object.fromEntries(chunks.filter((c) => !c.isEntry && !carried.has(c.fileName)).map((c) => [c.fileName, hash(c)]));
      const names = [...Object.keys(hashes), ...carried].sort();
      if (names.join() !== [...expected].sort().join())
        throw new Error(`chunk-integrity: expected chunks ${expected.join(', ')}, got ${names.join(', ')}`);
      const placeholder = read(INTEGRITY_PLACEHOLDER);
      for (const entry of chunks.filter((c) => c.isEntry)) {
        if (!placeholder.test(entry.code)) throw new Error(`chunk-integrity: ${entry.fileName} has no integrity placeholder`);
        entry.code = entry.code.replace(placeholder, () => literal(hashes));
      }
      // A placeholder read some other way (not `JSON.parse(…)`) would ship as it is: no hash, no check.
      for (const c of chunks) {
        if (c.code.includes(INTEGRITY_PLACEHOLDER) || c.code.includes(OWN_INTEGRITY_PLACEHOLDER))
          throw new Error(`chunk-integrity: ${c.fileName} reads a hash table other than as JSON.parse(placeholder)`);
      }
    },
  };
}

/**
 * An `import()` of a chunk is `require(file)`: here `require` is the chunk loader (src/mount/chunks.ts, boot.ts), whose
 * promise is the chunk's module already. Rollup's own AMD form wraps a callback `require([file], resolve, reject)` in a
 * `new Promise` at each of the twenty places a file loads a chunk (first script −24 B gzip, the cart page −57). An
 * `import()` of a URL (not of a module of the build) stays the browser's own: the loader's way in on a page that refuses
 * our Trusted Types policy.
 */
export function nativeImport() {
  return {
    name: 'native-import',
    renderDynamicImport: ({ targetModuleId, format }) =>
      targetModuleId === null ? { left: 'import(', right: ')' } : format === 'amd' ? { left: 'require(', right: ')' } : null,
  };
}

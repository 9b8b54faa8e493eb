import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { parseAst } from 'rollup/parseAst';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const banner = `/*! ${pkg.name} v${pkg.version} | MIT */`;

/** Values replaced at build time, so production bundles carry no dev-only strings. */
function defines(values) {
  return {
    name: 'defines',
    transform(code) {
      let out = code;
      for (const [key, value] of Object.entries(values)) out = out.split(key).join(value);
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Shrinks `#graphql` template literals (the marker comment, whitespace) and turns those that interpolate fragments
 * into pure-annotated `"".concat(…)` calls: bundlers such as esbuild keep an unused template literal with
 * substitutions, but drop a pure call, so a page that sends one mutation does not ship every product query.
 * The schema test validates the unminified source; `test:dist` runs the suite against this output.
 */
export function minifyGraphQL() {
  const squeeze = (text) => {
    // Whitespace is only insignificant outside strings and comments; our documents have neither, and must keep it so.
    if (/["#\\]/.test(text.replace(/\\n/g, ' ')))
      throw new Error(`minify-graphql: a document contains a string, comment or escape it would change: ${text.slice(0, 80)}`);
    return text
      .replace(/\\n/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{}():,!=@[\]]) ?/g, '$1');
  };
  const rewrite = (body) => {
    const parts = body.replace(/^#graphql\s*/, '').split(/\$\{(\w+)\}/);
    // Only a bare name is turned into an argument: any other expression would ship as literal text in the document.
    const stray = parts.find((part, i) => i % 2 === 0 && part.includes('${'));
    if (stray) throw new Error(`minify-graphql: only \${name} may be interpolated in a #graphql document: ${stray.slice(0, 80)}`);
    if (parts.length === 1) return '`' + squeeze(parts[0]).trim() + '`';
    const args = parts.map((part, i) => (i % 2 ? part : JSON.stringify(squeeze(part))));
    return '/* @__PURE__ */ "".concat(' + args.join(', ') + ')';
  };
  return {
    name: 'minify-graphql',
    transform(code, id) {
      if (!id.includes('/src/') || !/#graphql|\/\* GraphQL \*\//.test(code)) return null;
      // Pieces interpolated into documents (selections, variables) carry a `/* GraphQL */` marker instead of `#graphql`.
      const out = code
        .replace(/`#graphql[^`]*`/g, (literal) => rewrite(literal.slice(1, -1)))
        .replace(/\/\* GraphQL \*\/ `((?:[^`$]|\$(?!\{))*)`/g, (_, body) => '`' + squeeze(body).trim() + '`');
      return { code: out, map: null };
    },
  };
}

/**
 * The stylesheets (`export const xStyles = \`` + one rule per line) lose their line breaks: every line ends a rule.
 */
export function minifyCSS() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (!/\/src\/.*styles\.ts$/.test(id)) return null;
      const out = code.replace(/(Styles = )`\n([^`]*)`/g, (_, head, body) => head + '`' + body.replace(/\n/g, '') + '`');
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The widgets are written against React's API and built on plain preact: `react` is src/react-lite.ts (hooks, context,
 * `Component` and `useSyncExternalStore`), which spares every page preact/compat. One of the three places `react` is
 * aliased (with tsconfig `paths`, which types the code against the same module, and vitest, which runs the unit tests on
 * preact/compat: the e2e tests run the built script).
 */
export function preactAliases() {
  const aliases = {
    react: fileURLToPath(new URL('./src/react-lite.ts', import.meta.url)),
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  return {
    name: 'preact-aliases',
    resolveId(source, importer, options) {
      if (!Object.hasOwn(aliases, source)) return null;
      return this.resolve(aliases[source], importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * `shop-embed/react` runs on the app's React: a module that reaches preact (or src/react-lite.ts, React's API on preact)
 * fails the build, so nothing preact-only can leak into it.
 */
export function noPreact() {
  const banned = (id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id) || /^preact(\/|$)/.test(id) || /[\\/]src[\\/]react-lite\.ts$/.test(id);
  return {
    name: 'no-preact',
    resolveId(source, importer) {
      if (banned(source)) this.error(`no-preact: ${importer ?? 'the entry'} imports ${source}; shop-embed/react must run on React alone`);
      return null;
    },
    load(id) {
      if (banned(id)) this.error(`no-preact: ${id} is in the React build; shop-embed/react must run on React alone`);
      return null;
    },
  };
}

/**
 * In `shop-embed/react`, modules whose React version differs: `useDomId` is React's `useId` (stable across hydration); a
 * declaration that is not JSON is described in the browser's words (the grammar reader would take its bundle over budget).
 */
export function reactModules() {
  const swaps = { 'src/widget/use-dom-id.ts': 'src/react/use-dom-id.ts', 'src/widget/json-syntax.ts': 'src/react/json-syntax.ts' };
  return {
    name: 'react-modules',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swap = resolved && Object.entries(swaps).find(([from]) => resolved.id.endsWith(`/${from}`));
      return swap ? fileURLToPath(new URL(`./${swap[1]}`, import.meta.url)) : null;
    },
  };
}

/**
 * React ships CommonJS only: for the React example page (which bundles React), its five production files become ES
 * modules here: the file in a function with `module`, `exports` and a `require` of the packages it names, and the
 * exports it has in Node as named exports. (What @rollup/plugin-commonjs would do, for these five files.)
 */
export function reactProduction() {
  const files = {
    react: 'react/cjs/react.production.js',
    'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    scheduler: 'scheduler/cjs/scheduler.production.js',
  };
  const prefix = '\0react-production:';
  const require = createRequire(import.meta.url);
  return {
    name: 'react-production',
    resolveId: (source) => (Object.hasOwn(files, source) ? prefix + source : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = fileURLToPath(new URL(`./node_modules/${files[id.slice(prefix.length)]}`, import.meta.url));
      const code = readFileSync(file, 'utf8');
      const deps = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]))];
      const names = Object.keys(require(file)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
      return [
        ...deps.map((dep, i) => `import * as dep${i} from ${JSON.stringify(dep)};`),
        `const deps = { ${deps.map((dep, i) => `${JSON.stringify(dep)}: dep${i}`).join(', ')} };`,
        'const module = { exports: {} };',
        `(function (module, exports, require) {\n${code}\n})(module, module.exports, (name) => deps[name]);`,
        `export const { ${names.join(', ')} } = module.exports;`,
        'export default module.exports;',
      ].join('\n');
    },
  };
}

/**
 * Writes a module's exported stylesheet as a `.css` file: the entry is bundled as usual, evaluated here, and only the text
 * of `exportName` is kept (so the numbers in it come from the same TypeScript the skeletons are built from).
 */
export function cssFile(fileName, exportName) {
  return {
    name: 'css-file',
    async generateBundle(_, bundle) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const module = await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
        delete bundle[name];
        this.emitFile({ type: 'asset', fileName, source: `/*! ${pkg.name} v${pkg.version} | MIT */\n${module[exportName]}\n` });
      }
    },
  };
}

/** Copies the files of `folder` (a page's HTML and CSS) into the output beside its script. */
function pageFiles(folder) {
  return {
    name: 'page-files',
    generateBundle() {
      for (const file of readdirSync(folder)) this.emitFile({ type: 'asset', fileName: file, source: readFileSync(join(folder, file)) });
    },
  };
}

/**
 * Every file is a function body (AMD), so terser may treat it as a strict module; a third pass still finds ≈ 40 B.
 * `compress` adds options for our own code only: the React example bundles React, whose code we do not vouch for.
 */
/**
 * TypeScript writes declarations with the source's extensionless relative imports (`from './frame'`), which an app
 * resolving as Node's ESM does (`moduleResolution: node16`) cannot follow. Once they are written, each relative
 * specifier under `dir` gets the file it names: `./frame.js` (for `frame.d.ts`) or `./store/index.js`.
 */
export function declarationExtensions(dir) {
  const files = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(folder, entry.name)) : entry.name.endsWith('.d.ts') ? [join(folder, entry.name)] : [],
    );
  const target = (from, specifier) => {
    const base = join(dirname(from), specifier);
    if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
    if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
    return specifier;
  };
  return {
    name: 'declaration-extensions',
    // After the whole build: the typescript plugin writes the declarations after the bundle.
    closeBundle() {
      for (const file of files(dir)) {
        const code = readFileSync(file, 'utf8');
        const out = code.replace(/(from |import\()(['"])(\.\.?(?:\/[^'"]*)?)\2/g, (_, lead, quote, specifier) => {
          return `${lead}${quote}${/\.js$/.test(specifier) ? specifier : target(file, specifier)}${quote}`;
        });
        if (out !== code) writeFileSync(file, out);
      }
    },
  };
}

const minify = (compress = {}) =>
  terser({ ecma: 2020, module: true, compress: { passes: 3, pure_getters: true, ...compress }, format: { comments: /^!/ } });
/**
 * `unsafe_arrows` writes a function expression that uses neither `this` nor `arguments` as an arrow. Unsafe only for a
 * function called with `new` or whose `prototype` is read: ours are classes (components, errors), and preact tells a
 * class component by `prototype.render`, which neither a plain function component nor an arrow has. (−50 B first script)
 */
const scriptMinify = () => minify({ unsafe_arrows: true });

/** What a chunk file calls to hand its module to the first script (`ShopEmbed._define`, see src/mount/chunks.ts). */
const CHUNK_DEFINE = 'ShopEmbed._define';
/** Stands for the chunks' hashes in the first script until they are known (`JSON.parse` keeps terser off it). */
const INTEGRITY_PLACEHOLDER = '@@shop-embed-integrity@@';
/** The languages with a pack (src/widget/languages/languages.ts loads each; a test holds the two lists together). */
export const LANGUAGE_PACKS = ['fr', 'de', 'es', 'it', 'nl', 'pt-BR', 'ja', 'zh-CN', 'ar'];
/** Stands, in a chunk that loads chunks of its own, for their hashes until they are known. */
const OWN_INTEGRITY_PLACEHOLDER = '@@shop-embed-own-integrity@@';
/** The script-tag chunks, named after the module each `import()` points at. */
const SCRIPT_CHUNKS = {
  // The components (src/global.ts), which the first script (src/first-paint.ts) loads once it has painted the cards.
  global: 'shop-embed.components.min.js',
  'cart-chunk': 'shop-embed.cart.min.js',
  'catalog-chunk': 'shop-embed.catalog.min.js',
  'discovery-chunk': 'shop-embed.discovery.min.js',
  'content-chunk': 'shop-embed.content.min.js',
  'localization-chunk': 'shop-embed.localization.min.js',
  'card-extras': 'shop-embed.card-extras.min.js',
  'plan-chooser': 'shop-embed.plan-chooser.min.js',
  sanitize: 'shop-embed.sanitize.js',
  'money-format': 'shop-embed.money-format.min.js',
  analytics: 'shop-embed.analytics.min.js',
  notes: 'shop-embed.diagnose.min.js',
  // The sentences of Shopify's rarer cart codes, which the cart chunk loads the first time its cart says one.
  'code-strings': 'shop-embed.cart-codes.min.js',
  // The console line about a card's line-properties declaration that cannot be read (src/widget/declaration-notes.ts).
  'declaration-notes': 'shop-embed.declaration-notes.min.js',
  // A page whose language is not English: which pack, and the packs' hashes (src/mount/language-chunk.ts)…
  'language-chunk': 'shop-embed.languages.min.js',
  // …and the packs themselves, one per language (src/widget/languages/lang-*.ts).
  ...Object.fromEntries(LANGUAGE_PACKS.map((language) => [`lang-${language}`, `shop-embed.lang-${language}.min.js`])),
  // The schema.org structured data of the products and collections a page shows (src/mount/structured-data.ts).
  'structured-data': 'shop-embed.structured-data.min.js',
};

/**
 * The first script is rollup's AMD entry chunk run in place: its `define([...], factory)` call becomes a call of a small
 * function that gives the factory its exports object (what the chunks import from it: preact, hooks, zustand, shared
 * widget code) and a `require` that loads a chunk through the page's embed (`_load`, with nonce and integrity). The
 * chunks keep their `ShopEmbed._define(...)` call, so nothing but `window.ShopEmbed` is ever global.
 */
export function runInPlace() {
  const boot =
    'function(deps,factory){var exports={};factory.apply(null,deps.map(function(dep){return dep==="exports"?exports:' +
    'function(ids,resolve,reject){exports.default._load(ids[0],exports).then(resolve,reject)}}))}';
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
 * The first script is a classic script: whatever it declares at its top level is a global of the page, which a page's own
 * `var e` overwrites (or ours overwrites theirs), and a second copy of the tag would share. Terser, told the file is a
 * module, hoists the boot's `exports` object to the top (`var e;e={}`), so the minified file is wrapped in a function
 * scope of its own, strict as the modules it was built from. Runs after the minifier (the wrapper must survive it).
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
 * Writes the sha256 of every chunk into the first script (after minification, so the hash is of the file as served): the
 * loader sets it as the `<script integrity>` of the chunk. Fails the build when a chunk appears that no one named.
 * sha256, the shortest hash SRI knows, because every chunk's hash ships in the first script to every shopper (sha384
 * cost ≈ 130 B gzip more: hashes do not compress).
 */
export function chunkIntegrity(expected = []) {
  return {
    name: 'chunk-integrity',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const hash = (c) => `sha256-${createHash('sha256').update(c.code).digest('base64')}`;
      // A chunk that loads chunks no other file loads carries their hashes (`__SHOP_EMBED_OWN_INTEGRITY__`: the languages
      // chunk its packs', the cart chunk the cart codes', the components everything only they reach), written in before its
      // own hash is taken; the first script carries the rest. The loader adds a chunk's `integrity` export to its table as
      // the chunk arrives (src/mount/chunks.ts); the components add theirs as they start (src/global.ts).
      // Every occurrence: the minifier may repeat the constant where it is read twice.
      const own = () => new RegExp(`(["'\`])${OWN_INTEGRITY_PLACEHOLDER}\\1`, 'g');
      const refersTo = (c, file) => c.dynamicImports.includes(file) || c.imports.includes(file);
      /** What only `carrier` loads, then what only it and those files load (the catalog: loaded by the components and imported by the search chunk, which only the components load), until nothing more is found. */
      const reachedOnlyThrough = (carrier) => {
        const files = [];
        for (let grew = true; grew;) {
          grew = false;
          for (const file of carrier.dynamicImports.concat(files.flatMap((f) => bundle[f].imports.concat(bundle[f].dynamicImports)))) {
            if (files.includes(file) || !bundle[file] || bundle[file].isEntry) continue;
            if (chunks.every((c) => c === carrier || files.includes(c.fileName) || !refersTo(c, file))) grew = !!files.push(file);
          }
        }
        return files;
      };
      const carriers = new Map(chunks.filter((c) => own().test(c.code)).map((c) => [c.fileName, reachedOnlyThrough(c)]));
      // A carrier inside another (the cart chunk, inside the components') keeps its own files, and has its table written
      // before the outer one takes its hash.
      for (const [name, files] of carriers)
        for (const [inner, theirs] of carriers)
          if (inner !== name && files.includes(inner))
            carriers.set(
              name,
              files.filter((f) => !theirs.includes(f)),
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
        bundle[name].code = bundle[name].code.replace(own(), () => JSON.stringify(JSON.stringify(table)));
      };
      [...carriers.keys()].forEach(write);
      const hashes = Object.fromEntries(chunks.filter((c) => !c.isEntry && !carried.has(c.fileName)).map((c) => [c.fileName, hash(c)]));
      const names = [...Object.keys(hashes), ...carried].sort();
      if (names.join() !== [...expected].sort().join())
        throw new Error(`chunk-integrity: expected chunks ${expected.join(', ')}, got ${names.join(', ')}`);
      const placeholder = new RegExp(`(["'\`])${INTEGRITY_PLACEHOLDER}\\1`);
      for (const entry of chunks.filter((c) => c.isEntry)) {
        if (!placeholder.test(entry.code)) throw new Error(`chunk-integrity: ${entry.fileName} has no integrity placeholder`);
        entry.code = entry.code.replace(placeholder, () => JSON.stringify(JSON.stringify(hashes)));
      }
    },
  };
}

const replacements = {
  __SHOP_EMBED_VERSION__: JSON.stringify(pkg.version),
  __DEV__: 'false',
  __SHOP_EMBED_INTEGRITY__: JSON.stringify(INTEGRITY_PLACEHOLDER),
  __SHOP_EMBED_OWN_INTEGRITY__: JSON.stringify(OWN_INTEGRITY_PLACEHOLDER),
  // @prismicio/client's development checks (the content chunk bundles it; in ESM it stays the user's import).
  'process.env.NODE_ENV': JSON.stringify('production'),
};

const plugins = (ts) => [defines(replacements), minifyGraphQL(), minifyCSS(), preactAliases(), nodeResolve({ browser: true }), typescript(ts)];
/**
 * Our modules have no side effects on import (package.json says so for consumers too): a module nothing uses is left
 * out even when a barrel re-exports it, so the cart's modules (a context created at top level) stay in the cart chunk.
 */
const treeshake = { moduleSideEffects: (id) => !id.includes('/src/') };

/**
 * The script-tag files are built without declarations (the ESM build emits those), for browsers with ES2022 (`??=` and
 * `||=` stay as written); class fields keep TypeScript's assignment semantics (`useDefineForClassFields` as before).
 */
const scriptTs = {
  tsconfig: './tsconfig.build.json',
  target: 'ES2022',
  useDefineForClassFields: false,
  declaration: false,
  declarationDir: undefined,
  outDir: 'dist',
};

/** The React entry is typed against React itself (tsconfig.react.json has no `paths` to preact). */
const reactTs = { tsconfig: './tsconfig.react.json', outDir: 'dist/react', declarationDir: 'dist/react/types' };

/** The first script and its chunks, as `rollup.config.mjs` builds them (scripts/size-report.mjs builds the same). */
export const scriptBuild = {
  input: 'src/scripts/first-script/index.ts',
  // The entry chunk also exports what the chunks share with it.
  preserveEntrySignatures: 'allow-extension',
  treeshake,
  plugins: plugins(scriptTs),
};
export const scriptOutput = {
  dir: 'dist',
  format: 'amd',
  amd: { define: CHUNK_DEFINE, forceJsExtensionForImports: true },
  entryFileNames: 'shop-embed.umd.min.js',
  chunkFileNames: (chunk) => SCRIPT_CHUNKS[chunk.name] ?? 'shop-embed.[name].min.js',
  minifyInternalExports: true,
  // Rollup's own glue (the exports the chunks share, namespace objects) as arrows and `const`, like the rest of the file.
  generatedCode: { preset: 'es2015', symbols: false },
  freeze: false,
  esModule: false,
  exports: 'named',
  banner,
  plugins: [runInPlace(), scriptMinify(), ownScope(), chunkIntegrity(Object.values(SCRIPT_CHUNKS)), noGlobals()],
};

export default [
  {
    // ESM: the widgets (`shop-embed`), the cart client and the shopify-buy facade, with types. The cart (store mutations,
    // drawer, checkout) and DOMPurify become chunks behind dynamic `import()`, at the same boundaries as the script tag's.
    // `content` is the content service's client; @prismicio/client stays an import for the user's bundler to share.
    input: {
      index: 'src/index.ts',
      'cart-client': 'src/cart-client/index.ts',
      compat: 'src/cart-client/compat/index.ts',
      content: 'src/content/index.ts',
    },
    output: { dir: 'dist', format: 'es', banner, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    external: (id) => id === '@prismicio/client' || id.startsWith('@prismicio/client/'),
    treeshake,
    plugins: [...plugins({ tsconfig: './tsconfig.build.json' }), declarationExtensions('dist')],
  },
  {
    // The drop-in script: `<script src="shop-embed.umd.min.js" data-shop-domain="…" data-shop-token="…" defer>` (the first
    // paint), and beside it the chunks it loads: the components once the cards are painted, and theirs on demand
    // (`shop-embed.cart.min.js`, `shop-embed.sanitize.js`…).
    ...scriptBuild,
    output: scriptOutput,
  },
  {
    // `shop-embed.umd.js`: the components (src/global.ts) with every chunk inlined, unminified, for debugging: one file,
    // no first paint (inlined, the components would run before the first script had painted anything).
    ...scriptBuild,
    input: 'src/umd.ts',
    output: {
      file: 'dist/shop-embed.umd.js',
      format: 'umd',
      name: 'ShopEmbed',
      exports: 'default',
      banner,
      inlineDynamicImports: true,
      plugins: [chunkIntegrity()],
    },
  },
  {
    // `shop-embed/react`: the components for React apps, on the app's own React (no preact aliases; the build fails if
    // anything reaches preact). The shadow roots' stylesheet is a chunk of its own, loaded only where they are asked for.
    input: { index: 'src/react/index.ts' },
    // `'use client'` on the entry: a server component may import the components (Next.js makes them client references).
    output: {
      dir: 'dist/react',
      format: 'es',
      banner: (chunk) => (chunk.isEntry ? `${banner}\n'use client';` : banner),
      entryFileNames: '[name].mjs',
      chunkFileNames: '[name]-[hash].mjs',
    },
    external: (id) => /^react(-dom)?(\/|$)/.test(id),
    treeshake,
    plugins: [
      noPreact(),
      reactModules(),
      ...plugins(reactTs).filter((plugin) => plugin.name !== 'preact-aliases'),
      declarationExtensions('dist/react/types'),
    ],
  },
  {
    // `shop-embed/react/styles.css`: the same rules, scoped to the components' own elements, for apps without shadow roots.
    input: 'src/react/styles.ts',
    output: { dir: 'dist', format: 'es', plugins: [cssFile('react/styles.css', 'reactStyles')] },
    plugins: [
      noPreact(),
      ...plugins({ ...reactTs, declaration: false, declarationDir: undefined }).filter((plugin) => plugin.name !== 'preact-aliases'),
    ],
  },
  {
    // The React example page (examples/react/): the app, shop-embed/react from source and React itself, in one file.
    input: 'examples/react/app.tsx',
    output: { file: 'dist/examples/react/app.js', format: 'es', inlineDynamicImports: true, plugins: [minify()] },
    plugins: [
      noPreact(),
      reactProduction(),
      reactModules(),
      ...plugins({ tsconfig: './examples/react/tsconfig.json', declarationDir: undefined }).filter((plugin) => plugin.name !== 'preact-aliases'),
    ],
  },
  {
    // The builder (dist/builder/, `/builder/` on npm start): a static page for site owners that makes their snippet.
    input: 'src/builder/main.ts',
    output: { file: 'dist/builder/builder.js', format: 'es', plugins: [minify()] },
    plugins: [...plugins({ ...scriptTs, outDir: 'dist/builder' }), pageFiles('src/builder/page')],
  },
  {
    // `shop-embed/server` (Node ≥ 20): the server renderer with the components it renders, preact, preact-render-to-string
    // and parse5 in one file, so it has no dependency of its own and renders with the one preact its components use.
    input: { server: 'src/server/index.ts' },
    output: { dir: 'dist', format: 'es', banner, entryFileNames: '[name].js', inlineDynamicImports: true },
    treeshake,
    plugins: [
      defines(replacements),
      minifyGraphQL(),
      minifyCSS(),
      preactAliases(),
      nodeResolve(),
      typescript({ tsconfig: './tsconfig.build.json' }),
      declarationExtensions('dist'),
    ],
  },
  {
    // The stylesheet a server-rendered card's shadow root links (the rules the first script adopts for a card it paints).
    input: 'src/server/cards-css.ts',
    output: { dir: 'dist', format: 'es', plugins: [cssFile('shop-embed.cards.css', 'cardsCss')] },
    plugins: plugins({ ...scriptTs }),
  },
  {
    // The page stylesheet linked before the script tag: every widget host's space, reserved before the script runs.
    input: 'src/mount/host-styles.ts',
    output: { dir: 'dist', format: 'es', plugins: [cssFile('shop-embed.css', 'hostStyles')] },
    plugins: plugins(scriptTs),
  },
];

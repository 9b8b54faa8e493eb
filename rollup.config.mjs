import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import { cssFile, declarationExtensions, pageFiles } from './build/files.mjs';
import { noPreact, reactModules, reactProduction } from './build/react.mjs';
import {
  CHUNK_DEFINE,
  CHUNK_FILES,
  FIRST_SCRIPT,
  INTEGRITY_PLACEHOLDER,
  OWN_INTEGRITY_PLACEHOLDER,
  SCRIPT_FILES,
  chunkFileName,
  chunkName,
  chunkIntegrity,
  chunkOrder,
  exportsAsOne,
  noGlobals,
  ownScope,
  runInPlace,
  nativeImport,
} from './build/script-tag.mjs';
import { createElementCalls, defines, minifyCSS, minifyGraphQL, preactAliases } from './build/source.mjs';

// The plugins are in build/: source.mjs (every build), script-tag.mjs (the files a page loads, one per folder of
// src/scripts), react.mjs and files.mjs.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const banner = `/*! ${pkg.name} v${pkg.version} | MIT */`;

/**
 * Every file is a function body (AMD), so terser may treat it as a strict module; a third pass still finds ≈ 40 B.
 * `compress` adds options for our own code only: the React example bundles React, whose code we do not vouch for.
 */
const minify = (compress = {}) =>
  terser({ ecma: 2020, module: true, compress: { passes: 3, pure_getters: true, ...compress }, format: { comments: /^!/ } });
/**
 * `unsafe_arrows` writes a function expression that uses neither `this` nor `arguments` as an arrow. Unsafe only for a
 * function called with `new` or whose `prototype` is read: ours are classes (components, errors), and preact tells a
 * class component by `prototype.render`, which neither a plain function component nor an arrow has. (−50 B first script)
 * `unsafe` writes a template literal or `String(x)` as `'…' + x` (differs only for an object whose `valueOf` says other
 * than its `toString`: what we interpolate are strings, numbers and JSON), `Boolean(x)` as `!!x`, and drops `new` from
 * `new Error(…)` and `new Array(n)` (the same objects); it assumes no page replaced a built-in, as the rest of our code
 * does. (−40 B first script, −35 components, −39 cart chunk)
 * `unsafe_comps` may write `a < b` as `b > a`: only an operand whose `valueOf` does something would notice the order, and
 * ours compare numbers and strings. Five passes, not three, since the script's code is what a page waits for. (−26 B
 * first script)
 * `unsafe_math` writes `Number(x)` as `+x` (the same for the strings and numbers we convert; only a BigInt, which we
 * never have, would differ), and may fold the constants of a float expression (`2 * x * 3` as `6 * x`): on this code it
 * folds none (the files diffed with and without it differ only in `Number()`, names and one inlined variable); money is
 * counted in integer minor units (src/store/minor-units.ts), where folding is exact. (−20 B first script, −15
 * components, −9 cart chunk)
 */
const scriptMinify = () => minify({ passes: 5, unsafe_arrows: true, unsafe: true, unsafe_comps: true, unsafe_math: true });

/** Values replaced at build time. Only the script-tag files load chunks as files: elsewhere the tables of hashes are empty. */
const replacements = {
  __SHOP_EMBED_VERSION__: JSON.stringify(pkg.version),
  __DEV__: 'false',
  __SHOP_EMBED_INTEGRITY__: JSON.stringify('{}'),
  __SHOP_EMBED_OWN_INTEGRITY__: JSON.stringify('{}'),
  // @prismicio/client's development checks (the content chunk bundles it; in ESM it stays the user's import).
  'process.env.NODE_ENV': JSON.stringify('production'),
};
/** The script-tag files': the tables are placeholders until `chunkIntegrity` writes the hashes over them. */
const scriptReplacements = {
  ...replacements,
  __SHOP_EMBED_INTEGRITY__: JSON.stringify(INTEGRITY_PLACEHOLDER),
  __SHOP_EMBED_OWN_INTEGRITY__: JSON.stringify(OWN_INTEGRITY_PLACEHOLDER),
};

const plugins = (ts, values = replacements, graphql = {}) => [
  defines(values),
  minifyGraphQL(graphql),
  minifyCSS(),
  preactAliases(),
  nodeResolve({ browser: true }),
  typescript(ts),
];
/**
 * Our modules have no side effects on import (package.json says so for consumers too): a module nothing uses is left
 * out even when a barrel re-exports it, so the cart's modules (a context created at top level) stay in the cart chunk.
 */
const treeshake = { moduleSideEffects: (id) => !id.includes('/src/') };

/**
 * The CommonJS twin of an ES module output, for `require()` and TypeScript's node16 resolution in a CommonJS project
 * (package.json's `require` conditions): the same files as `.cjs`, a chunk loaded on need still a chunk (a `require` in
 * a promise). Its types are the `.d.cts` twins build/declarations.mjs writes.
 */
const commonJs = (output) => ({
  ...output,
  format: 'cjs',
  exports: 'named',
  dynamicImportInCjs: false,
  entryFileNames: output.entryFileNames.replace(/\.m?js$/, '.cjs'),
  ...(output.chunkFileNames && { chunkFileNames: (chunk) => output.chunkFileNames(chunk).replace(/\.m?js$/, '.cjs') }),
});

/** `shop-embed/react/server`'s file beside the components' (`dist/react/server.mjs`). */
const reactServerOutput = { dir: 'dist/react', format: 'es', banner, entryFileNames: '[name].mjs' };

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

/**
 * The first script and its chunks, as `rollup.config.mjs` builds them (scripts/size-report.mjs builds the same): one file
 * per folder of src/scripts, named after it (build/script-tag.mjs).
 */
export const scriptBuild = {
  input: SCRIPT_FILES[FIRST_SCRIPT].entry,
  // The entry chunk also exports what the chunks share with it.
  preserveEntrySignatures: 'allow-extension',
  treeshake,
  plugins: [...plugins(scriptTs, scriptReplacements, { templates: true }), createElementCalls()],
};
export const scriptOutput = {
  dir: 'dist',
  format: 'amd',
  amd: { define: CHUNK_DEFINE, forceJsExtensionForImports: true },
  entryFileNames: SCRIPT_FILES[FIRST_SCRIPT].fileName,
  chunkFileNames: chunkFileName,
  minifyInternalExports: true,
  // Rollup's own glue (the exports the chunks share, namespace objects) as arrows and `const`, like the rest of the file.
  generatedCode: { preset: 'es2015', symbols: false },
  freeze: false,
  esModule: false,
  exports: 'named',
  banner,
  plugins: [nativeImport(), runInPlace(), exportsAsOne(), scriptMinify(), ownScope(), chunkOrder(), chunkIntegrity(CHUNK_FILES), noGlobals()],
};

/** The ES module entries' output (`shop-embed`, `/cart-client`, `/compat`, `/content`). */
const esm = { dir: 'dist', format: 'es', banner, entryFileNames: '[name].js', chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js` };
/** `shop-embed/react`'s output. */
const reactOutput = {
  dir: 'dist/react',
  format: 'es',
  // `'use client'` on the entry: a server component may import the components (Next.js makes them client references).
  banner: (chunk) => (chunk.isEntry ? `${banner}\n'use client';` : banner),
  entryFileNames: '[name].mjs',
  chunkFileNames: (chunk) => `${chunkName(chunk)}-[hash].mjs`,
  // A chunk imports the files it takes names from, not theirs too (an app's bundler orders them as it does any module).
  hoistTransitiveImports: false,
  // The Trusted Types policy is one module the entry and the sanitizer chunk share: a file of its own, so the sanitizer
  // imports it rather than the entry (which imports React: the chunk could not be loaded by itself). The cart's sentences,
  // which the cart chunk shares with the drawer and the inline cart, are a file of their own too: inside the entry's
  // file, an app's bundler would keep them for the cart chunk's import in an app that shows only a card.
  manualChunks: (id) =>
    id.endsWith('/src/widget/trusted-types.ts') ? 'trusted-types' : id.endsWith('/src/widget/cart/strings.ts') ? 'cart-strings' : undefined,
};
/** `shop-embed/server`'s output: one file. */
const serverOutput = { dir: 'dist', format: 'es', banner, entryFileNames: '[name].js', inlineDynamicImports: true };

export default [
  {
    // ESM (and its CommonJS twin): the widgets (`shop-embed`), the cart client and the shopify-buy facade, with types. The
    // cart (store mutations, drawer, checkout) and DOMPurify become chunks behind dynamic `import()`, at the same boundaries
    // as the script tag's. `content` is the content service's client; @prismicio/client stays an import for the user's
    // bundler to share.
    input: {
      index: 'src/index.ts',
      'cart-client': 'src/cart-client/index.ts',
      compat: 'src/cart-client/compat/index.ts',
      content: 'src/content/index.ts',
    },
    output: [esm, commonJs(esm)],
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
    // `shop-embed.umd.js`: the components (src/scripts/components/debug.ts) with every chunk inlined, unminified, for debugging: one
    // file, no first paint (inlined, the components would run before the first script had painted anything).
    ...scriptBuild,
    input: 'src/scripts/components/debug.ts',
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
    output: [reactOutput, commonJs(reactOutput)],
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
    // `shop-embed/react/server`: `readShopData`, the page's products read on the server for `<ShopProvider initialData>`.
    // A build of its own: the components' entry above is a client boundary (`'use client'`), whose functions a server
    // component cannot call; this one imports neither React nor the widgets (the reader, the catalog's batch, one file).
    input: { server: 'src/react/server.ts' },
    output: [reactServerOutput, commonJs(reactServerOutput)],
    treeshake,
    plugins: [noPreact(), ...plugins(reactTs).filter((plugin) => plugin.name !== 'preact-aliases'), declarationExtensions('dist/react/types')],
  },
  {
    // `shop-embed/react/styles.css`: the same rules, scoped to the components' own elements, for apps without shadow roots;
    // and split with their components (card.css, cart.css, catalog.css), for an app that shows only some.
    input: 'src/react/styles.ts',
    output: {
      dir: 'dist',
      format: 'es',
      plugins: [
        cssFile('react/styles.css', 'reactStyles', banner, {
          'react/card.css': 'reactCardStyles',
          'react/cart.css': 'reactCartStyles',
          'react/catalog.css': 'reactCatalogStyles',
        }),
      ],
    },
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
    // One file: a shop the owner enters without a token reads through the tokenless chunk, inlined here.
    output: { file: 'dist/builder/builder.js', format: 'es', inlineDynamicImports: true, plugins: [minify()] },
    plugins: [...plugins({ ...scriptTs, outDir: 'dist/builder' }), pageFiles('src/builder/page')],
  },
  {
    // `shop-embed/server` (Node ≥ 20): the server renderer with the components it renders, preact, preact-render-to-string
    // and parse5 in one file, so it has no dependency of its own and renders with the one preact its components use.
    input: { server: 'src/server/index.ts' },
    output: [serverOutput, commonJs(serverOutput)],
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
    output: { dir: 'dist', format: 'es', plugins: [cssFile('shop-embed.cards.css', 'cardsCss', banner)] },
    plugins: plugins({ ...scriptTs }),
  },
  {
    // The page stylesheet linked before the script tag: every widget host's space, reserved before the script runs.
    input: 'src/mount/host/host-styles.ts',
    output: { dir: 'dist', format: 'es', plugins: [cssFile('shop-embed.css', 'hostStyles', banner)] },
    plugins: plugins(scriptTs),
  },
];

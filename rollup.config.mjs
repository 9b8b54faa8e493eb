import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { readFileSync } from 'node:fs';

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
    if (parts.length === 1) return '`' + squeeze(parts[0]).trim() + '`';
    const args = parts.map((part, i) => (i % 2 ? part : JSON.stringify(squeeze(part))));
    return '/* @__PURE__ */ "".concat(' + args.join(', ') + ')';
  };
  return {
    name: 'minify-graphql',
    transform(code, id) {
      if (!id.includes('/src/') || !code.includes('#graphql')) return null;
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
 * The widgets are written against React's API and compiled against preact/compat: one of the three places `react` is
 * aliased (with vitest and tsconfig `paths`).
 */
export function preactAliases() {
  const aliases = {
    react: 'preact/compat',
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

const minify = () => terser({ ecma: 2020, compress: { passes: 2, pure_getters: true }, format: { comments: /^!/ } });

const replacements = { __SHOP_EMBED_VERSION__: JSON.stringify(pkg.version), __DEV__: 'false' };

const plugins = (ts) => [defines(replacements), minifyGraphQL(), minifyCSS(), preactAliases(), nodeResolve({ browser: true }), typescript(ts)];
/** The script-tag files are single files without declarations (the ESM build emits those). */
const scriptTs = { tsconfig: './tsconfig.build.json', declaration: false, declarationDir: undefined, outDir: 'dist' };

export default [
  {
    // ESM: the widgets (`shop-embed`), the cart client and the shopify-buy facade, with types. DOMPurify becomes its own
    // chunk, imported only when a widget shows HTML.
    input: { index: 'src/index.ts', 'cart-client': 'src/cart-client/index.ts', compat: 'src/cart-client/compat/index.ts' },
    output: { dir: 'dist', format: 'es', banner, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: plugins({ tsconfig: './tsconfig.build.json' }),
  },
  {
    // The drop-in script: `<script src="shop-embed.umd.min.js" data-shop-domain="…" data-shop-token="…" defer>`.
    input: 'src/global.ts',
    output: [
      { file: 'dist/shop-embed.umd.js', format: 'umd', name: 'ShopEmbed', exports: 'default', banner },
      { file: 'dist/shop-embed.umd.min.js', format: 'umd', name: 'ShopEmbed', exports: 'default', banner, plugins: [minify()] },
    ],
    plugins: plugins(scriptTs),
  },
  {
    // The page stylesheet linked before the script tag: every widget host's space, reserved before the script runs.
    input: 'src/mount/host-styles.ts',
    output: { dir: 'dist', format: 'es', plugins: [cssFile('shop-embed.css', 'hostStyles')] },
    plugins: plugins(scriptTs),
  },
  {
    // DOMPurify for the script-tag bundle, loaded with a `<script src>` beside it on first need (a `script-src 'self'` page allows it).
    input: 'src/mount/sanitize-global.ts',
    output: { file: 'dist/shop-embed.sanitize.js', format: 'iife', banner, plugins: [minify()] },
    plugins: plugins(scriptTs),
  },
];

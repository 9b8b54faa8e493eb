import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
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
  const squeeze = (text) => text.replace(/\\n/g, ' ').replace(/\s+/g, ' ').replace(/ ?([{}():,!=@[\]]) ?/g, '$1');
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
      return { code: code.replace(/`#graphql[^`]*`/g, (literal) => rewrite(literal.slice(1, -1))), map: null };
    },
  };
}

const replacements = { __SHOP_EMBED_VERSION__: JSON.stringify(pkg.version), __DEV__: 'false' };

export default [
  {
    input: { 'cart-client': 'src/cart-client/index.ts', compat: 'src/cart-client/compat/index.ts' },
    output: { dir: 'dist', format: 'es', banner, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [defines(replacements), minifyGraphQL(), nodeResolve(), typescript({ tsconfig: './tsconfig.build.json' })],
  },
];

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

const replacements = { __SHOP_EMBED_VERSION__: JSON.stringify(pkg.version), __DEV__: 'false' };

export default [
  {
    input: { 'cart-client': 'src/cart-client/index.ts', compat: 'src/cart-client/compat/index.ts' },
    output: { dir: 'dist', format: 'es', banner, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: [defines(replacements), nodeResolve(), typescript({ tsconfig: './tsconfig.build.json' })],
  },
];

import { defineConfig, mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import base from './vitest.config';

// The behaviour tests once more, against the built bundles in dist/ (run after `npm run build`): catches anything the
// build changes (minified documents, replaced constants, tree-shaking annotations).
const dist = (file: string) => fileURLToPath(new URL(`./dist/${file}`, import.meta.url));

const config = mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: [
        { find: /^(\.\.\/)+src\/cart-client$/, replacement: dist('cart-client.js') },
        { find: /^(\.\.\/)+src\/cart-client\/compat$/, replacement: dist('compat.js') },
        { find: /^(\.\.\/)+src\/content$/, replacement: dist('content.js') },
      ],
    },
  }),
);
// Set after merging: mergeConfig would concatenate this list with the base one and run every test twice.
config.test!.include = [
  'test/cart-client/{client,cart,catalog,compat*,exports}.test.ts',
  'test/content/{client,exports}.test.ts',
  'test/integration/**/*.test.ts',
  'test/built/**/*.test.ts',
];
config.test!.exclude = config.test!.exclude!.filter((pattern: string) => pattern !== 'test/built/**');
export default config;

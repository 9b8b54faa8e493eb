import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The components on real React (`npm test` runs it after the preact suite): the widget suite's files that draw components,
 * run again with @testing-library/react in place of @testing-library/preact and no preact aliases (`react` is React
 * itself; importing preact fails, see test/react/no-preact.ts), plus test/react (the `shop-embed/react` entry, SSR,
 * hydration).
 */
const shared = [
  'test/widget/product-card.test.tsx',
  'test/widget/add-to-cart.test.tsx',
  'test/widget/buy-now.test.tsx',
  'test/widget/variant-picker.test.tsx',
  'test/widget/quantity-stepper.test.tsx',
  'test/widget/cart-drawer.test.tsx',
  'test/widget/cart-controls.test.tsx',
  'test/widget/cart-note-drafts.test.tsx',
  'test/widget/collection-grid.test.tsx',
  'test/widget/boundary.test.tsx',
  'test/widget/product-links.test.tsx',
  'test/widget/setup-errors.test.tsx',
  'test/widget/card/fields.test.tsx',
];

const config = mergeConfig(base, {});
// Not merged (mergeConfig adds arrays together): only these files, and none of the preact config's aliases.
config.test!.include = [...shared, 'test/react/**/*.test.{ts,tsx}'];
config.test!.exclude = ['test/e2e/**', 'node_modules/**'];
config.resolve = {
  alias: [
    { find: /^@testing-library\/preact$/, replacement: '@testing-library/react' },
    { find: /^preact(\/.*)?$/, replacement: new URL('./test/react/no-preact.ts', import.meta.url).pathname },
    // As the React build does (reactModules in build/react.mjs): ids from React's useId, hydration told apart, no sheet.
    { find: /^(\.\.?\/)+(?:widget\/)?use-dom-id$/, replacement: new URL('./src/react/use-dom-id.ts', import.meta.url).pathname },
    { find: /^(\.\.?\/)+(?:widget\/)?use-server-drawn$/, replacement: new URL('./src/react/use-server-drawn.ts', import.meta.url).pathname },
    // The cart forms' rules are in React's stylesheets: their chunk adds none to a sheet.
    { find: /^\.\/arrival$/, replacement: new URL('./src/react/forms-arrival.ts', import.meta.url).pathname },
  ],
};
export default defineConfig(config);

import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const compat = fileURLToPath(new URL('./node_modules/preact/compat/dist/compat.module.js', import.meta.url));
// The built bundles' jsx() (src/jsx-runtime-lite.ts: preact's createElement, not preact/jsx-runtime's second vnode factory).
const jsxRuntime = fileURLToPath(new URL('./src/jsx-runtime-lite.ts', import.meta.url));

export default defineConfig({
  // One of the three places react is aliased (with rollup and tsconfig `paths`): the unit tests run the widgets on preact/compat,
  // the built bundles on src/react-lite.ts (the e2e tests run those).
  resolve: {
    alias: [
      { find: /^react$/, replacement: compat },
      { find: /^react-dom$/, replacement: compat },
      { find: /^react-dom\/client$/, replacement: compat },
      { find: /^react\/jsx-runtime$/, replacement: jsxRuntime },
      // vitest compiles JSX in dev mode; without this alias preact fails with "object is not extensible".
      { find: /^react\/jsx-dev-runtime$/, replacement: jsxRuntime },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  define: {
    __DEV__: 'true',
    __SHOP_EMBED_VERSION__: JSON.stringify(pkg.version),
    __SHOP_EMBED_INTEGRITY__: JSON.stringify('{}'),
    __SHOP_EMBED_OWN_INTEGRITY__: JSON.stringify('{}'),
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // test/react runs on React itself (vitest.react.config.ts); test/built reads the built files (vitest.dist.config.ts).
    exclude: ['test/e2e/**', 'test/react/**', 'test/built/**', 'node_modules/**'],
    environment: 'node',
    // Tests talk only to msw and loopback: happy-dom must not fetch an embed's iframe, a script or a stylesheet itself.
    environmentOptions: {
      happyDOM: {
        settings: {
          disableIframePageLoading: true,
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
          navigation: { disableChildFrameNavigation: true, disableChildPageNavigation: true },
        },
      },
    },
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

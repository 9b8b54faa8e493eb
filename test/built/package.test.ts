// The packed tarball as an app and the ecosystem's tools get it (run after `npm run build`). shop-embed/react: its types
// stand alone with only React installed and resolve under node16, bundler and node (node10) resolution; a one-component
// app tree-shakes the rest; the entry is a client boundary for React server components. publint and attw read it whole.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let app: string;
let tarball: string;

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'shop-embed-app-'));
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1)!;
  tarball = join(app, packed);
  const modules = join(app, 'node_modules');
  mkdirSync(join(modules, 'shop-embed'), { recursive: true });
  execFileSync('tar', ['-xzf', join(app, packed), '-C', join(modules, 'shop-embed'), '--strip-components=1']);
  // Only React's own types beside it (and what they need): zustand, preact and the rest are not installed.
  mkdirSync(join(modules, '@types'));
  symlinkSync(join(root, 'node_modules/@types/react'), join(modules, '@types/react'));
  symlinkSync(join(root, 'node_modules/csstype'), join(modules, 'csstype'));
  writeFileSync(
    join(app, 'app.ts'),
    `import { createElement } from 'react';
import { CollectionGrid, ProductCard, ShopProvider, shallowEqual, useCart } from 'shop-embed/react';

export const page = createElement(
  ShopProvider,
  { domain: 'my-shop.myshopify.com', token: 'public', strings: { addToCart: 'Buy' } },
  createElement(ProductCard, { handle: 'classic-cotton-tee' }),
  createElement(CollectionGrid, { handle: 'coffee', sortKey: 'PRICE' }),
);
export function useSummary() {
  return useCart((cart) => ({ count: cart.cart?.totalQuantity ?? 0, open: cart.drawerOpen }), shallowEqual);
}
// @ts-expect-error a misspelt sentence key
export const typo = createElement(ShopProvider, { domain: 'd', token: 't', strings: { addToCrt: 'Buy' } });
// @ts-expect-error a sort key Shopify does not have
export const badSort = createElement(CollectionGrid, { handle: 'coffee', sortKey: 'PRICEE' });
`,
  );
}, 120_000);
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('shop-embed/react from the packed tarball', () => {
  it.each([
    ['node16', 'node16'],
    ['bundler', 'esnext'],
    ['node', 'commonjs'],
  ])(
    'type-checks with skipLibCheck false under moduleResolution %s',
    (moduleResolution, module) => {
      writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module', private: true }));
      const tsc = join(root, 'node_modules/typescript/bin/tsc');
      const args = ['--noEmit', '--strict', '--skipLibCheck', 'false', '--target', 'es2022', '--lib', 'es2022,dom'];
      const run = () =>
        execFileSync('node', [tsc, ...args, '--module', module, '--moduleResolution', moduleResolution, '--types', 'react', 'app.ts'], {
          cwd: app,
          encoding: 'utf8',
        });
      expect(run).not.toThrow();
    },
    60_000,
  );

  it('an app importing ShopProvider and ProductCard gets no drawer, grid or content code', async () => {
    const entry = (names: string) => ({
      name: 'app',
      resolveId: (id: string) => (id === 'app' ? id : null),
      load: (id: string) => (id === 'app' ? `import { ${names} } from 'shop-embed/react'; console.log(${names});` : null),
    });
    const bundle = async (names: string) => {
      const build = await rollup({
        input: 'app',
        plugins: [entry(names), nodeResolve({ rootDir: app, exportConditions: ['import'] })],
        external: (id) => /^react(-dom)?(\/|$)/.test(id),
        onwarn() {},
      });
      const { output } = await build.generate({ format: 'es', dir: join(app, 'out') });
      await build.close();
      const main = output.find((file) => file.type === 'chunk' && file.isEntry);
      return main?.type === 'chunk' ? main.code : '';
    };
    // rollup resolves the package from the app's folder.
    process.chdir(app);
    try {
      const card = await bundle('ShopProvider, ProductCard');
      const all = await bundle('ShopProvider, ProductCard, CartDrawer, CollectionGrid');
      // The drawer's modal and the grid's Load more are in an app that uses them, and not in one that does not.
      for (const code of ['showModal', 'button load-more']) expect(all).toContain(code);
      expect(card).toContain('button add-to-cart');
      expect(card).not.toContain('showModal');
      expect(card).not.toContain('button load-more');
    } finally {
      process.chdir(root);
    }
  }, 60_000);

  it("the entry is a client boundary ('use client' before any code)", () => {
    const source = readFileSync(join(app, 'node_modules/shop-embed/dist/react/index.mjs'), 'utf8');
    expect(source.replace(/^\/\*[\s\S]*?\*\/\s*/, '')).toMatch(/^'use client';/);
  });
});

describe('the packed package as the ecosystem’s tools read it', () => {
  const bin = (name: string) => join(root, 'node_modules/.bin', name);

  it('publint finds nothing to fix', () => {
    expect(execFileSync(bin('publint'), [tarball], { encoding: 'utf8' })).toContain('All good!');
  }, 60_000);

  it('every export’s types resolve for ESM consumers, node16 and bundler (@arethetypeswrong/cli)', () => {
    // Not TypeScript entry points: the script tag's file, the stylesheets and the editor data.
    const others = ['./umd', './shop-embed.css', './react/styles.css', './custom-elements.json', './vscode.html-data.json'];
    const run = () => execFileSync(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', ...others], { encoding: 'utf8' });
    expect(run).not.toThrow();
  }, 120_000);
});

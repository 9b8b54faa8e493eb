// The packed tarball as an app and the ecosystem's tools get it (run after `npm run build`). Every entry's types stand
// alone with only React installed (preact and zustand, bundled, are not: build/declarations.mjs) and resolve under
// bundler, node16, nodenext and node (node10) resolution, and no declaration ships that no export reaches;
// shop-embed/react: a one-component app tree-shakes the rest; the entry is a client boundary for React server
// components. publint and attw read it whole.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  // shop-embed/content's one dependency, which npm installs with the package.
  mkdirSync(join(modules, '@prismicio'));
  symlinkSync(join(root, 'node_modules/@prismicio/client'), join(modules, '@prismicio/client'));
  // Every documented entry, as an app imports them (the root's createShopEmbed to register <shop-product> in a React app).
  writeFileSync(
    join(app, 'entries.ts'),
    `import { createShopEmbed, defineElements, type ShopEmbed, type ShopEmbedOptions } from 'shop-embed';
import { createStorefrontClient } from 'shop-embed/cart-client';
import { buildClient } from 'shop-embed/compat';
import { renderPage } from 'shop-embed/server';
import type {} from 'shop-embed/jsx/react';

const options: ShopEmbedOptions = { domain: 'my-shop.myshopify.com', storefrontAccessToken: 'public' };
export const shop: ShopEmbed = createShopEmbed(options);
defineElements(shop);
export const parts = [createStorefrontClient, buildClient, renderPage];
`,
  );
  // shop-embed/content apart: its dependency @prismicio/client brings imgix-url-builder, whose own declarations fail
  // node16 and nodenext with skipLibCheck off (extensionless imports); ours are read under bundler below.
  writeFileSync(join(app, 'content.ts'), `export { createContentClient } from 'shop-embed/content';\n`);
  writeFileSync(
    join(app, 'app.ts'),
    `import { createElement } from 'react';
import { CollectionGrid, ProductCard, ShopProvider, shallowEqual, useCart, type ShopData } from 'shop-embed/react';
import { readShopData } from 'shop-embed/react/server';

export const data: Promise<ShopData> = readShopData({ domain: 'my-shop.myshopify.com', storefrontAccessToken: 'public', handles: ['classic-cotton-tee'] });
export const page = (initialData?: ShopData) => createElement(
  ShopProvider,
  { domain: 'my-shop.myshopify.com', token: 'public', strings: { addToCart: 'Buy' }, initialData },
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

const tsc = (project: 'module' | 'commonjs', moduleResolution: string, module: string, ...more: string[]) => {
  writeFileSync(join(app, 'package.json'), JSON.stringify(project === 'module' ? { type: 'module', private: true } : { private: true }));
  const args = ['--noEmit', '--strict', '--skipLibCheck', 'false', '--target', 'es2022', '--lib', 'es2022,dom', '--types', 'react'];
  return execFileSync(
    'node',
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      ...args,
      '--module',
      module,
      '--moduleResolution',
      moduleResolution,
      ...more,
      'app.ts',
      'entries.ts',
    ],
    {
      cwd: app,
      encoding: 'utf8',
    },
  );
};

/** What tsc said when `run` failed ('' when it passed). */
const errorsOf = (run: () => unknown) => {
  try {
    run();
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout);
  }
};

describe('the packed tarball’s types in an app with React alone', () => {
  it('the app cannot resolve preact or zustand (the check below proves the types need neither)', () => {
    const require = createRequire(join(app, 'app.ts'));
    for (const name of ['preact', 'zustand', 'zustand/vanilla']) expect(() => require.resolve(name)).toThrow(/Cannot find module/);
  });

  it.each([
    ['module', 'bundler', 'esnext'],
    ['module', 'node16', 'node16'],
    ['module', 'nodenext', 'nodenext'],
    ['commonjs', 'nodenext', 'nodenext'],
    ['module', 'node', 'commonjs'],
  ] as const)(
    'every entry type-checks with skipLibCheck false in a %s project under moduleResolution %s',
    (project, moduleResolution, module) => {
      expect(errorsOf(() => tsc(project, moduleResolution, module))).toBe('');
    },
    60_000,
  );

  it('node16 in a CommonJS project refuses the ES-module-only package (TS1479), as the README says', () => {
    const codes = errorsOf(() => tsc('commonjs', 'node16', 'node16')).match(/error TS\d+/g) ?? [];
    // TS1541: the same refusal, for a type-only import (`import type {} from 'shop-embed/jsx/react'`).
    expect(new Set(codes)).toEqual(new Set(['error TS1479', 'error TS1541']));
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toMatch(/`node16` in a CommonJS project[^;]*TS1479/);
  }, 60_000);

  it('ships no declaration that no export reaches', () => {
    const read = tsc('module', 'bundler', 'esnext', '--listFiles', 'content.ts')
      .split('\n')
      .filter((file) => file.includes('/node_modules/shop-embed/'))
      .map((file) => file.slice(file.indexOf('/node_modules/shop-embed/') + '/node_modules/shop-embed/'.length));
    const all = (folder: string): string[] =>
      readdirSync(join(app, 'node_modules/shop-embed', folder), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? all(join(folder, entry.name)) : entry.name.endsWith('.d.ts') ? [join(folder, entry.name)] : [],
      );
    // The JSX entries of other frameworks are exports of their own, which a React app does not import.
    const shipped = [...all('dist'), ...all('jsx')].filter((file) => !/^jsx\/(preact|vue|svelte)\.d\.ts$/.test(file));
    expect(shipped.filter((file) => !read.includes(file))).toEqual([]);
  }, 60_000);
});

describe('shop-embed/react from the packed tarball', () => {
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

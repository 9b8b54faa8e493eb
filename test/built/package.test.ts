// The packed tarball as an app and the ecosystem's tools get it (run after `npm run build`). Every entry's types stand
// alone with only React installed (preact and zustand, bundled, are not: build/declarations.mjs) and resolve under
// bundler, node16 (ES module and CommonJS projects), nodenext and node (node10) resolution, and no declaration ships
// that no export reaches; every entry's CommonJS build is `require`d by Node and exports what its ES module does;
// shop-embed/react: a one-component app tree-shakes the rest; the entry is a client boundary for React server
// components. publint and attw read it whole.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked, linkModules } from './packed.mjs';

const root = resolve(import.meta.dirname, '../..');
let app: string;
let tarball: string;

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'shop-embed-app-'));
  tarball = installPacked(app);
  // Only React's own types beside it (and what they need): zustand, preact and the rest are not installed. React itself,
  // for the CommonJS builds run in Node (TypeScript reads React's types from @types/react alone). shop-embed/content's one
  // dependency, which npm installs with the package.
  linkModules(app, ['@types/react', 'csstype', 'react', 'react-dom', 'scheduler', '@prismicio/client']);
  // Every documented entry, as an app imports them (the root's createShopEmbed to register <shop-product> in a React app).
  writeFileSync(
    join(app, 'entries.ts'),
    `import { createShopEmbed, defineElements, type ShopEmbed, type ShopEmbedOptions } from 'shop-embed';
import { createStorefrontClient } from 'shop-embed/cart-client';
import { buildClient } from 'shop-embed/compat';
import { createRenderHandler, renderPage, toNodeListener } from 'shop-embed/server';
import type {} from 'shop-embed/jsx/react';
import type { JSX } from 'react';

// <shop-product> in React's JSX, from shop-embed/jsx/react.
export const tag: JSX.IntrinsicElements['shop-product'] = { handle: 'classic-cotton-tee', description: 'html' };
const options: ShopEmbedOptions = { domain: 'my-shop.myshopify.com', storefrontAccessToken: 'public' };
export const shop: ShopEmbed = createShopEmbed(options);
defineElements(shop);
export const parts = [createStorefrontClient, buildClient, renderPage, createRenderHandler, toNodeListener];
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
    ['commonjs', 'node16', 'node16'],
    ['commonjs', 'nodenext', 'nodenext'],
    ['module', 'node', 'commonjs'],
  ] as const)(
    'every entry type-checks with skipLibCheck false in a %s project under moduleResolution %s',
    (project, moduleResolution, module) => {
      expect(errorsOf(() => tsc(project, moduleResolution, module))).toBe('');
    },
    60_000,
  );

  it('ships no declaration that no export reaches', () => {
    // The `.d.ts` an ES module project reads, and the `.d.cts` twins a CommonJS one does.
    // (/content's dependency's own declarations fail node16 with skipLibCheck off: skipped for this list.)
    const commonJs = tsc('commonjs', 'node16', 'node16', '--listFiles', '--skipLibCheck', 'true', 'content.ts');
    const read = [tsc('module', 'bundler', 'esnext', '--listFiles', 'content.ts'), commonJs]
      .join('\n')
      .split('\n')
      .filter((file) => file.includes('/node_modules/shop-embed/'))
      .map((file) => file.slice(file.indexOf('/node_modules/shop-embed/') + '/node_modules/shop-embed/'.length));
    const all = (folder: string): string[] =>
      readdirSync(join(app, 'node_modules/shop-embed', folder), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? all(join(folder, entry.name)) : /\.d\.c?ts$/.test(entry.name) ? [join(folder, entry.name)] : [],
      );
    // The JSX entries of other frameworks are exports of their own, which a React app does not import.
    const shipped = [...all('dist'), ...all('jsx')].filter((file) => !/^jsx\/(preact|vue|svelte)\.d\.c?ts$/.test(file));
    expect(shipped.filter((file) => !read.includes(file))).toEqual([]);
  }, 120_000);
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
      const chunks = output.flatMap((file) => (file.type === 'chunk' ? [file] : []));
      // What the app loads as it starts, and every chunk it may load later (the cart's, the catalog's…).
      return { start: chunks.find((file) => file.isEntry)?.code ?? '', ever: chunks.map((file) => file.code).join('\n') };
    };
    // rollup resolves the package from the app's folder.
    process.chdir(app);
    try {
      const card = await bundle('ShopProvider, ProductCard');
      const all = await bundle('ShopProvider, ProductCard, CartDrawer, CollectionGrid');
      // The drawer's modal and the grid's Load more are in an app that uses them, and not in one that does not; the grid
      // comes with the catalog chunk, loaded as it renders, which an app without one has not even as a chunk.
      expect(all.start).toContain('showModal');
      expect(all.start).not.toContain('button load-more');
      expect(all.ever).toContain('button load-more');
      expect(card.start).toContain('button add-to-cart');
      expect(card.start).not.toContain('showModal');
      expect(card.ever).not.toContain('button load-more');
    } finally {
      process.chdir(root);
    }
  }, 60_000);

  it("the entry is a client boundary ('use client' before any code)", () => {
    const source = readFileSync(join(app, 'node_modules/shop-embed/dist/react/index.mjs'), 'utf8');
    expect(source.replace(/^\/\*[\s\S]*?\*\/\s*/, '')).toMatch(/^'use client';/);
  });
});

describe('the packed tarball’s CommonJS builds in Node', () => {
  const node = (script: string) => execFileSync('node', ['-e', script], { cwd: app, encoding: 'utf8' });
  const entries = ['shop-embed', 'shop-embed/cart-client', 'shop-embed/compat', 'shop-embed/content', 'shop-embed/server', 'shop-embed/react'];

  it('require() of every entry gives the names import() gives', () => {
    const names = JSON.parse(
      node(`(async () => {
        const names = {};
        for (const entry of ${JSON.stringify(entries)}) {
          names[entry] = { require: Object.keys(require(entry)).sort(), import: Object.keys(await import(entry)).sort() };
        }
        console.log(JSON.stringify(names));
      })();`),
    ) as Record<string, { require: string[]; import: string[] }>;
    for (const entry of entries) {
      const { require: required, import: imported } = names[entry]!;
      expect(required, entry).toEqual(imported);
      expect(required.length, entry).toBeGreaterThan(2);
    }
  });

  it('a CommonJS server renders a ProductCard’s skeleton with require()', () => {
    const html = node(`const { createElement } = require('react');
      const { renderToString } = require('react-dom/server');
      const { ShopProvider, ProductCard } = require('shop-embed/react');
      const card = createElement(ProductCard, { handle: 'classic-cotton-tee' });
      console.log(renderToString(createElement(ShopProvider, { domain: 'my-shop.myshopify.com', token: 'public' }, card)));`);
    expect(html).toContain('class="shop-embed skeleton skeleton-card"');
  });

  it('every .cjs file the package ships loads by itself (a chunk loaded on need too)', () => {
    const files = (folder: string): string[] =>
      readdirSync(join(app, 'node_modules/shop-embed', folder), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(folder, entry.name)) : entry.name.endsWith('.cjs') ? [join(folder, entry.name)] : [],
      );
    const shipped = files('dist');
    expect(shipped.length).toBeGreaterThan(20);
    const failed = node(`const failed = [];
      for (const file of ${JSON.stringify(shipped)}) {
        try { require(require('path').join(${JSON.stringify(join(app, 'node_modules/shop-embed'))}, file)); }
        catch (error) { failed.push(file + ': ' + error.message); }
      }
      console.log(JSON.stringify(failed));`);
    expect(JSON.parse(failed)).toEqual([]);
  });
});

describe('the packed package as the ecosystem’s tools read it', () => {
  const bin = (name: string) => join(root, 'node_modules/.bin', name);

  it('publint finds nothing to fix', () => {
    expect(execFileSync(bin('publint'), [tarball], { encoding: 'utf8' })).toContain('All good!');
  }, 60_000);

  it('every export’s types resolve for node10, node16 (CommonJS and ES modules) and bundler (@arethetypeswrong/cli)', () => {
    // Not TypeScript entry points: the script tag's file, the stylesheets and the editor data.
    const others = [
      './umd',
      './shop-embed.css',
      './react/styles.css',
      './react/card.css',
      './react/cart.css',
      './react/catalog.css',
      './custom-elements.json',
      './vscode.html-data.json',
    ];
    const run = () => execFileSync(bin('attw'), [tarball, '--exclude-entrypoints', ...others], { encoding: 'utf8' });
    expect(run).not.toThrow();
  }, 120_000);
});

// The editor files are what the registry and widget-docs.ts give today: `npm run editor-data` (this file with --update)
// rewrites them; any other run fails with the diff. Then the typings are used as an app would: React's and Preact's JSX
// accept the elements with their attributes and refuse a misspelt one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builderModule,
  builderWidgets,
  customElementsManifest,
  elementTypes,
  frameworkTypes,
  svelteTypes,
  vscodeHtmlData,
  vueTypes,
  widgetTables,
} from '../../src/mount/docs/editor-data';
import { widgets } from '../../src/mount/widgets';

const root = resolve(import.meta.dirname, '../..');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const update = '(else: npm run editor-data)';

describe('editor data from the widget registry', () => {
  it(`custom-elements.json lists every element and attribute ${update}`, async () => {
    const manifest = customElementsManifest(widgets);
    const declarations = manifest.modules[0]!.declarations;
    expect(declarations.map((d) => d.tagName)).toEqual(widgets.map((entry) => entry.tag));
    for (const entry of widgets)
      expect(declarations.find((d) => d.tagName === entry.tag)!.attributes.map((a) => a.fieldName)).toEqual(Object.keys(entry.attributes));
    await expect(json(manifest)).toMatchFileSnapshot(join(root, 'custom-elements.json'));
  });

  it(`vscode.html-data.json has the elements and every data-shop-* attribute ${update}`, async () => {
    const data = vscodeHtmlData(widgets);
    const names = new Set(data.globalAttributes.map((a) => a.name));
    for (const entry of widgets) {
      expect(names).toContain(entry.attribute);
      for (const spec of Object.values(entry.attributes)) expect(names).toContain(spec.attribute);
    }
    await expect(json(data)).toMatchFileSnapshot(join(root, 'vscode.html-data.json'));
  });

  it(`the builder's widget list has every widget and attribute ${update}`, async () => {
    const list = builderWidgets(widgets);
    expect(list.map((widget) => widget.tag)).toEqual(widgets.map((entry) => entry.tag));
    for (const entry of widgets) {
      const attributes = list.find((widget) => widget.name === entry.name)!.attributes;
      expect(attributes.map((a) => a.data)).toEqual(Object.values(entry.attributes).map((spec) => spec.attribute));
      // The marking attribute carries at most one prop's value (the product's handle, the skip links' anchors).
      expect(attributes.filter((a) => a.main).length).toBeLessThanOrEqual(1);
    }
    await expect(builderModule(widgets)).toMatchFileSnapshot(join(root, 'src/builder/widgets.generated.ts'));
  });

  it(`docs/widgets.md's tables are the registry's, every widget and attribute ${update}`, async () => {
    const page = join(root, 'docs/widgets.md');
    const [before, rest] = readFileSync(page, 'utf8').split(/(?<=<!-- generated from [^\n]*-->\n)/);
    const after = rest!.slice(rest!.indexOf('<!-- end of generated tables -->'));
    const tables = widgetTables(widgets);
    for (const entry of widgets) {
      expect(tables).toContain(`## \`${entry.name}\``);
      for (const spec of Object.values(entry.attributes)) expect(tables).toContain(`| \`${spec.attribute}\` |`);
    }
    await expect(`${before}\n${tables}\n\n${after}`).toMatchFileSnapshot(page);
  });

  it(`jsx/ typings are up to date ${update}`, async () => {
    await expect(elementTypes(widgets)).toMatchFileSnapshot(join(root, 'jsx/elements.d.ts'));
    await expect(frameworkTypes(widgets, 'react')).toMatchFileSnapshot(join(root, 'jsx/react.d.ts'));
    await expect(frameworkTypes(widgets, 'preact')).toMatchFileSnapshot(join(root, 'jsx/preact.d.ts'));
    await expect(vueTypes(widgets)).toMatchFileSnapshot(join(root, 'jsx/vue.d.ts'));
    await expect(svelteTypes(widgets)).toMatchFileSnapshot(join(root, 'jsx/svelte.d.ts'));
  });

  it.each([
    ['react', 'react-jsx', 'react'],
    ['preact', 'react-jsx', 'preact'],
  ])(
    '%s JSX type-checks <shop-product handle> and refuses a misspelt attribute or value',
    (framework, jsx, source) => {
      const dir = mkdtempSync(join(root, 'node_modules/.editor-data-'));
      try {
        writeFileSync(
          join(dir, 'app.tsx'),
          `import type {} from '../../jsx/${framework}';
export const card = <shop-product handle="classic-cotton-tee" description="text" />;
export const grid = <shop-collection handle="coffee" limit={8} sort="PRICE" heading="false" />;
// @ts-expect-error a misspelt attribute
export const typo = <shop-product handel="classic-cotton-tee" />;
// @ts-expect-error a value the attribute does not take
export const bad = <shop-collection handle="coffee" sort="PRICEE" />;
// @ts-expect-error the handle is required
export const none = <shop-product />;
`,
        );
        const tsc = join(root, 'node_modules/typescript/bin/tsc');
        const args = [
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          'false',
          '--target',
          'es2022',
          '--lib',
          'es2022,dom',
          '--jsx',
          jsx,
          '--jsxImportSource',
          source,
        ];
        const run = () =>
          execFileSync(
            'node',
            [
              tsc,
              ...args,
              '--module',
              'esnext',
              '--moduleResolution',
              'bundler',
              '--types',
              framework === 'react' ? 'react' : 'node',
              join(dir, 'app.tsx'),
            ],
            { cwd: root, encoding: 'utf8' },
          );
        expect(run).not.toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  // Vue's templates and Svelte's markup need their own compilers to check; what they check against is the type an app
  // sees through our files, which plain TypeScript reads.
  it.each([
    [
      'vue',
      `import type {} from '../../jsx/vue';
import type { GlobalComponents } from 'vue';
type Props<T extends keyof GlobalComponents> = InstanceType<GlobalComponents[T]>['$props'];
export const card: Props<'shop-product'> = { handle: 'classic-cotton-tee', description: 'text' };
export const grid: Props<'shop-collection'> = { handle: 'coffee', limit: 8, sort: 'PRICE' };
// @ts-expect-error a misspelt attribute
export const typo: Props<'shop-product'> = { handel: 'classic-cotton-tee' };
// @ts-expect-error a value the attribute does not take
export const bad: Props<'shop-collection'> = { handle: 'coffee', sort: 'PRICEE' };
`,
    ],
    [
      'svelte',
      `import type {} from '../../jsx/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';
export const card: SvelteHTMLElements['shop-product'] = { handle: 'classic-cotton-tee', description: 'text', class: 'featured' };
export const grid: SvelteHTMLElements['shop-collection'] = { handle: 'coffee', limit: 8, sort: 'PRICE' };
// @ts-expect-error a misspelt attribute
export const typo: SvelteHTMLElements['shop-product'] = { handle: 'classic-cotton-tee', handel: 'x' };
// @ts-expect-error a value the attribute does not take
export const bad: SvelteHTMLElements['shop-collection'] = { handle: 'coffee', sort: 'PRICEE' };
// @ts-expect-error the handle is required
export const none: SvelteHTMLElements['shop-product'] = {};
`,
    ],
  ])(
    '%s sees the elements with their attributes and refuses a misspelt one',
    (_framework, source) => {
      const dir = mkdtempSync(join(root, 'node_modules/.editor-data-'));
      try {
        writeFileSync(join(dir, 'app.ts'), source);
        const tsc = join(root, 'node_modules/typescript/bin/tsc');
        // Libraries unchecked (Vue's own types are large): a broken file of ours still shows, as unused @ts-expect-error lines.
        const args = [
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          '--target',
          'es2022',
          '--lib',
          'es2022,dom',
          '--module',
          'esnext',
          '--moduleResolution',
          'bundler',
        ];
        expect(() => execFileSync('node', [tsc, ...args, '--types', 'node', join(dir, 'app.ts')], { cwd: root, encoding: 'utf8' })).not.toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

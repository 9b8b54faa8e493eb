// The editor files are what the registry and widget-docs.ts give today: `npm run editor-data` (this file with --update)
// rewrites them; any other run fails with the diff. Then the typings are used as an app would: React's and Preact's JSX
// accept the elements with their attributes and refuse a misspelt one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, elementTypes, frameworkTypes, vscodeHtmlData } from '../../src/mount/editor-data';
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

  it(`jsx/ typings are up to date ${update}`, async () => {
    await expect(elementTypes(widgets)).toMatchFileSnapshot(join(root, 'jsx/elements.d.ts'));
    await expect(frameworkTypes(widgets, 'react')).toMatchFileSnapshot(join(root, 'jsx/react.d.ts'));
    await expect(frameworkTypes(widgets, 'preact')).toMatchFileSnapshot(join(root, 'jsx/preact.d.ts'));
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
});

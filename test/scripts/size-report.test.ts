import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Report {
  script: { gzip: number; minified: number };
  files: Array<{ file: string; gzip: number; minified: number }>;
  cartAreas: Array<{ area: string; gzipAlone: number; share: number }>;
  componentsAreas: Array<{ area: string; gzipAlone: number; share: number }>;
  floor: { framework: number; stylesheet: number; uiStrings: number; graphqlDocuments: number; dataTogether: number };
  areas: Array<{ area: string; gzipAlone: number; share: number }>;
}

describe('npm run size:report', () => {
  it('accounts for the first script and the cart chunk: framework, data and every area of src/', () => {
    const report = JSON.parse(execFileSync(process.execPath, ['scripts/size-report.mjs', '--json'], { cwd: root, encoding: 'utf8' })) as Report;
    const { script, floor, areas, files, cartAreas, componentsAreas } = report;
    // preact + hooks + zustand is several kB; a figure near zero means the framework entry failed to resolve.
    expect(floor.framework).toBeGreaterThan(5000);
    expect(floor.stylesheet).toBeGreaterThan(1000);
    expect(floor.uiStrings).toBeGreaterThan(500);
    expect(floor.graphqlDocuments).toBeGreaterThan(500);
    // The first script paints without the framework: it holds the data (styles, strings, documents) the components share.
    expect(script.gzip).toBeGreaterThan(floor.dataTogether);
    expect(areas.map((row) => row.area)).toEqual(expect.arrayContaining(['stylesheet', 'UI strings', 'product, grid, toggle widgets (components)']));
    expect(areas.map((row) => row.area)).not.toContain('framework (preact, hooks, zustand)');
    // The framework is the components' (once on the page); the cart's components live in the cart chunk only.
    expect(componentsAreas.map((row) => row.area)).toContain('framework (preact, hooks, zustand)');
    expect(areas.map((row) => row.area)).not.toContain('cart drawer, inline cart, checkout (components)');
    expect(cartAreas.map((row) => row.area)).toContain('cart drawer, inline cart, checkout (components)');
    expect(cartAreas.map((row) => row.area)).not.toContain('framework (preact, hooks, zustand)');
    expect(files.map((file) => file.file).sort()).toEqual([
      'shop-embed.analytics.min.js',
      'shop-embed.buy-now.min.js',
      'shop-embed.card-extras.min.js',
      'shop-embed.cart-codes.min.js',
      'shop-embed.cart-extras.min.js',
      'shop-embed.cart.min.js',
      'shop-embed.catalog.min.js',
      'shop-embed.components.min.js',
      'shop-embed.content.min.js',
      'shop-embed.declaration-notes.min.js',
      'shop-embed.diagnose.min.js',
      'shop-embed.discovery.min.js',
      'shop-embed.fields.min.js',
      ...['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pt-BR', 'zh-CN'].map((language) => `shop-embed.lang-${language}.min.js`),
      'shop-embed.languages.min.js',
      'shop-embed.localization.min.js',
      'shop-embed.money-format.min.js',
      'shop-embed.plan-chooser.min.js',
      'shop-embed.sanitize.js',
      'shop-embed.structured-data.min.js',
      'shop-embed.tokenless.min.js',
      'shop-embed.typos.min.js',
      'shop-embed.umd.min.js',
    ]);
    expect(files.find((file) => file.file === 'shop-embed.umd.min.js')!.gzip).toBe(script.gzip);
    // The shares are the alone-figures scaled to the whole, so they add up to it (within rounding).
    expect(Math.abs(areas.reduce((sum, row) => sum + row.share, 0) - script.gzip)).toBeLessThanOrEqual(areas.length);
  }, 180_000); // it builds the script and every chunk (the content chunk bundles @prismicio/client): a minute on a busy machine
});

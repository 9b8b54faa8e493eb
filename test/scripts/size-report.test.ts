import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Report {
  script: { gzip: number; minified: number };
  floor: { framework: number; stylesheet: number; uiStrings: number; graphqlDocuments: number; dataTogether: number };
  areas: Array<{ area: string; gzipAlone: number; share: number }>;
}

describe('npm run size:report', () => {
  it('accounts for the drop-in script: framework, data and every area of src/', () => {
    const report = JSON.parse(execFileSync(process.execPath, ['scripts/size-report.mjs', '--json'], { cwd: root, encoding: 'utf8' })) as Report;
    const { script, floor, areas } = report;
    // preact + compat + hooks + zustand is several kB; a figure near zero means the framework entry failed to resolve.
    expect(floor.framework).toBeGreaterThan(5000);
    expect(floor.stylesheet).toBeGreaterThan(1000);
    expect(floor.uiStrings).toBeGreaterThan(500);
    expect(floor.graphqlDocuments).toBeGreaterThan(500);
    expect(script.gzip).toBeGreaterThan(floor.framework + floor.dataTogether);
    expect(areas.map((row) => row.area)).toEqual(expect.arrayContaining(['stylesheet', 'UI strings', 'framework (preact, compat, hooks, zustand)']));
    expect(areas.length).toBe(8);
    // The shares are the alone-figures scaled to the whole, so they add up to it (within rounding).
    expect(Math.abs(areas.reduce((sum, row) => sum + row.share, 0) - script.gzip)).toBeLessThanOrEqual(areas.length);
  }, 60_000);
});

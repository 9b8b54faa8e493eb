// The benchmark is not a timed test: this runs `npm run bench -- --quick` (one card, one run each) and checks that every
// figure it reports is present and could be true, so the benchmark cannot rot unnoticed, and that a quick look writes
// beside the published figures (bench/quick/, git-ignored), never over bench/RESULTS.md and bench/results.json.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROFILE_ROWS } from '../../bench/profile.mjs';
import { METRICS } from '../../bench/report.mjs';

const OUT = 'bench/quick';
const run = promisify(execFile);
/** What git sees changed in the tree (untracked files included, ignored ones not). */
const changes = async () => (await run('git', ['status', '--porcelain', '--untracked-files=all'])).stdout;

describe('npm run bench -- --quick', () => {
  it('measures ShopEmbed and Buy Button JS on the same page and writes every figure', { timeout: 300_000 }, async () => {
    rmSync(OUT, { recursive: true, force: true });
    const before = await changes();
    const { stdout } = await run('node', ['bench/run.mjs', '--quick'], { timeout: 280_000 });
    // The published figures are untouched: a quick run leaves the tree as it found it.
    expect(await changes()).toBe(before);
    const results = JSON.parse(readFileSync(`${OUT}/results.json`, 'utf8'));
    expect(results.ns).toEqual([1]);
    expect(results.cells.map((cell: { cache: string }) => cell.cache)).toEqual(['cold', 'warm']);
    for (const cell of results.cells) {
      for (const name of ['shopEmbed', 'buyButton']) {
        const figures = cell.samples[name][0];
        for (const [key] of METRICS) expect(Number.isFinite(figures[key]), `${cell.cache} ${name} ${key} = ${figures[key]}`).toBe(true);
        expect(figures.allGzip).toBeGreaterThan(figures.firstScriptGzip);
        expect(figures.untilActGzip).toBeGreaterThanOrEqual(figures.allGzip); // the same visit, left alone longer
        expect(figures.jsParsed).toBeGreaterThan(10_000);
        expect(figures.storefrontRequests).toBeGreaterThanOrEqual(1);
        expect(figures.firstMs).toBeGreaterThan(0);
        expect(figures.readyMs).toBeGreaterThanOrEqual(figures.firstMs);
        expect(figures.readyMs).toBeLessThan(60_000);
        expect(figures.heapBytes).toBeGreaterThan(100_000);
        expect(figures.domNodes).toBeGreaterThan(20);
        expect(figures.cssBytes).toBeGreaterThan(500);
        expect(figures.cls).toBeGreaterThanOrEqual(0);
        expect(figures.cls).toBeLessThan(1);
        expect(figures.addToCartMs).toBeGreaterThan(0);
        expect(figures.addConfirmedMs).toBeGreaterThan(0);
        // A cold visit downloads the first script; a warm one finds it in the cache.
        if (cell.cache === 'cold') {
          expect(figures.firstScriptBrotli).toBeGreaterThan(5_000);
          expect(figures.firstScriptBrotli).toBeLessThan(figures.firstScriptGzip);
        } else expect(figures.firstScriptGzip).toBe(0);
      }
      // ShopEmbed renders into shadow roots, Buy Button JS into iframes.
      expect(cell.samples.shopEmbed[0].iframes).toBe(0);
      expect(cell.samples.buyButton[0].iframes).toBeGreaterThanOrEqual(1);
    }
    for (const name of ['shopEmbed', 'buyButton']) expect([1, 2]).toContain(results.doubleClick[name]);
    // The traced visit's breakdown: time on the main thread by kind, within the visit, and the storefront's answer.
    expect(results.profile.n).toBe(1);
    for (const name of ['shopEmbed', 'buyButton']) {
      const p = results.profile[name];
      expect(p.scriptMs, name).toBeGreaterThan(0);
      expect(p.styleMs + p.layoutMs, name).toBeGreaterThan(0);
      expect(p.scriptMs + p.styleMs + p.layoutMs + p.paintMs + p.idleMs, name).toBeLessThanOrEqual(p.readyMs + 1);
      expect(p.requestStartMs, name).toBeGreaterThan(0);
      expect(p.shopAnswerMs, name).toBeGreaterThan(0);
      expect(p.requestEndMs, name).toBeGreaterThan(p.requestStartMs);
      expect(p.requestEndMs, name).toBeLessThan(p.readyMs);
    }
    const { bytes, requests } = results.cartClient;
    for (const name of ['shopEmbed', 'shopifyBuy']) {
      expect(bytes[name].minified).toBeGreaterThan(bytes[name].gzip);
      expect(bytes[name].gzip).toBeGreaterThan(1_000);
      for (const action of ['addDiscount', 'replaceLines', 'noteAndAttributes']) expect(requests[name][action]).toBeGreaterThanOrEqual(1);
    }
    const markdown = readFileSync(`${OUT}/RESULTS.md`, 'utf8');
    expect(stdout).toBe(markdown);
    for (const [, label] of [...METRICS, ...PROFILE_ROWS]) expect(markdown).toContain(`| ${label} |`);
    expect(markdown).toMatch(/Machine: .+ Chromium \d+/);
    expect(markdown).toContain('npm run bench -- --quick');
  });
});

#!/usr/bin/env node
// @ts-check
/**
 * `npm run size:report`: where the drop-in script's bytes go. Builds `src/scripts/first-script` the way `rollup.config.mjs` does
 * (the first script and the chunks it loads: the components, the cart…), then prints gzip figures for
 *   - each file: the first script, the components, the cart chunk, DOMPurify (the numbers size-limit checks),
 *   - the framework alone (preact, hooks, src/react-lite.ts, jsx-runtime, zustand: the APIs our source imports), built the same way,
 *   - the content that is data, not logic: the stylesheet, the UI strings and the GraphQL documents the first script carries,
 *   - each area of src/ in the first script and in the cart chunk (every module minified and gzipped alone; also scaled
 *     so the areas add up to the file).
 * `--json` prints the same figures as JSON. Deterministic: no timing, so it can sit beside size-limit.
 */
import { rollup } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import terser from '@rollup/plugin-terser';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { preactAliases } from '../build/source.mjs';
import { scriptBuild, scriptOutput } from '../rollup.config.mjs';

const gz = (/** @type {string} */ text) => gzipSync(text, { level: 9 }).length;
const TERSER = { ecma: /** @type {const} */ (2020), compress: { passes: 2, pure_getters: true }, format: { comments: false } };

/** @param {import('rollup').RollupOptions} options */
async function bundle(options) {
  const build = await rollup({ ...options, onwarn() {} });
  const { output } = await build.generate({ format: 'iife', name: 'ShopEmbed', exports: 'default', plugins: [terser(TERSER)] });
  await build.close();
  return output[0];
}

const scriptBundle = await rollup({ .../** @type {import('rollup').RollupOptions} */ (scriptBuild), onwarn() {} });
const { output: scriptFiles } = await scriptBundle.generate(/** @type {import('rollup').OutputOptions} */ (scriptOutput));
await scriptBundle.close();
const chunks = /** @type {import('rollup').OutputChunk[]} */ (scriptFiles.filter((file) => file.type === 'chunk'));
const script = chunks.find((chunk) => chunk.isEntry);
const cart = chunks.find((chunk) => chunk.fileName.includes('.cart.'));
const components = chunks.find((chunk) => chunk.fileName.includes('.components.'));
if (!script || !cart || !components) throw new Error('size-report: the script build has no first script, components or cart chunk');

// The framework as our source uses it: `react` (→ src/react-lite.ts) for hooks and Component, `preact` for render and contexts.
const FRAMEWORK = '\0framework';
const frameworkSource = `import { h, render, createContext } from 'preact';
import { useState, useEffect, useRef, useMemo, useContext, useSyncExternalStore, Component } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createStore } from 'zustand/vanilla';
export default [h, render, createContext, useState, useEffect, useRef, useMemo, useContext, useSyncExternalStore, Component, jsx, createStore];`;
const virtual = {
  name: 'framework-entry',
  resolveId: (id) => (id === FRAMEWORK ? id : null),
  load: (id) => (id === FRAMEWORK ? frameworkSource : null),
};
// src/react-lite.ts and src/jsx-runtime-lite.ts are TypeScript: their types are stripped (the build's typescript plugin would check the whole of src/).
const stripTypes = {
  name: 'strip-types',
  transform: (/** @type {string} */ code, /** @type {string} */ id) =>
    id.endsWith('.ts')
      ? ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } }).outputText
      : null,
};
const framework = await bundle({ input: FRAMEWORK, plugins: [virtual, preactAliases(), nodeResolve({ browser: true }), stripTypes] });

/** Area of a module id: framework, or the src/ folder (cart UI apart from the other widgets). */
function area(/** @type {string} */ id) {
  if (id.includes('/node_modules/') || /\/src\/(react|jsx-runtime)-lite\.ts$/.test(id)) return 'framework (preact, hooks, zustand)';
  const path = id.slice(id.lastIndexOf('/src/') + 5);
  if (/styles\.ts$/.test(path)) return 'stylesheet';
  if (/strings\.ts$/.test(path)) return 'UI strings';
  if (path.startsWith('widget/cart/')) return 'cart drawer, inline cart, checkout (components)';
  if (path.startsWith('widget/')) return 'product, grid, toggle widgets (components)';
  if (path.startsWith('cart-client/')) return 'cart-client (transport, documents, pagination)';
  if (path.startsWith('store/')) return 'cart store (queue, optimistic, persistence, tabs)';
  return 'mount layer (scan, elements, shadow roots, API)';
}

/** The string pieces of GraphQL documents in a module: string literals and template parts written in GraphQL's characters. */
function graphqlPieces(/** @type {string} */ code) {
  /** @type {string[]} */
  const pieces = [];
  const visit = (/** @type {any} */ node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const text = node.type === 'Literal' ? node.value : node.type === 'TemplateElement' ? node.value.cooked : null;
    if (typeof text === 'string' && /^[\w\s{}():,!=@$.[\]]+$/.test(text) && /[{}()$]|\.\.\.|^\s*(query|mutation|fragment)\b/.test(text))
      pieces.push(text);
    for (const key in node) if (key !== 'type') visit(node[key]);
  };
  visit(parseAst(code));
  return pieces;
}

/** Each area's modules gzipped alone, and scaled so the areas add up to the file. */
async function areasOf(/** @type {import('rollup').OutputChunk} */ chunk) {
  const alone = new Map();
  const data = { documents: '', styles: '', strings: '' };
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (!module.code) continue;
    const min = (await minify(module.code, { module: true, compress: false, mangle: false })).code ?? '';
    alone.set(area(id), (alone.get(area(id)) ?? 0) + gz(min));
    // Data carried by the file: documents (minified by the build), the stylesheet text and the string table.
    if (id.includes('/src/cart-client/')) data.documents += graphqlPieces(module.code).join('\n');
    if (/styles\.ts$/.test(id)) data.styles += min;
    if (/strings\.ts$/.test(id)) data.strings += min;
  }
  const sumAlone = [...alone.values()].reduce((a, b) => a + b, 0);
  const total = gz(chunk.code);
  const rows = [...alone]
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => ({ area: name, gzipAlone: bytes, share: Math.round((bytes / sumAlone) * total) }));
  return { rows, sumAlone, data };
}

const first = await areasOf(script);
const cartAreas = await areasOf(cart);
const componentsAreas = await areasOf(components);
const { documents, styles, strings } = first.data;
const areas = first.rows;
const sumAlone = first.sumAlone;
const total = gz(script.code);
const report = {
  script: { file: `${script.fileName} (rebuilt here)`, minified: script.code.length, gzip: total },
  files: chunks.map((chunk) => ({ file: chunk.fileName, minified: chunk.code.length, gzip: gz(chunk.code) })),
  cartAreas: cartAreas.rows,
  componentsAreas: componentsAreas.rows,
  floor: {
    framework: gz(framework.code),
    stylesheet: gz(styles),
    uiStrings: gz(strings),
    graphqlDocuments: gz(documents),
    dataTogether: gz(styles + strings + documents),
  },
  areas,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const kB = (/** @type {number} */ n) => `${n.toLocaleString('en-US')} B`.padStart(10);
  for (const file of report.files)
    console.log(`${file.file.padEnd(26)} gzip ${kB(file.gzip)}  (minified ${file.minified.toLocaleString('en-US')} B)`);
  const together = report.files
    .filter((file) => file.file === script.fileName || file.file === cart.fileName)
    .reduce((sum, file) => sum + file.gzip, 0);
  console.log(`first script + cart chunk   gzip ${kB(together)}`);
  const cartPage = report.files
    .filter((file) => [script.fileName, components.fileName, cart.fileName].includes(file.file))
    .reduce((sum, file) => sum + file.gzip, 0);
  console.log(`first script + components + cart (a cart page) gzip ${kB(cartPage)}\n`);
  console.log('What the first script cannot avoid (each gzipped alone):');
  console.log(`  stylesheet (cards, grid, toggle: shadow-root CSS)       ${kB(report.floor.stylesheet)}`);
  console.log(`  UI strings (the first script's sentences)               ${kB(report.floor.uiStrings)}`);
  console.log(`  GraphQL documents in the first script                   ${kB(report.floor.graphqlDocuments)}`);
  console.log(`  the three together                                      ${kB(report.floor.dataTogether)}`);
  console.log(`and the components' framework: preact + hooks + react-lite + jsx-runtime + zustand ${kB(report.floor.framework)}\n`);
  console.log('The first script by area: each module gzipped alone, summed per area (gzip shares a dictionary across modules, so these add up');
  console.log(
    `to ${sumAlone.toLocaleString('en-US')} B, more than the whole); "≈ share" scales them to the script's ${total.toLocaleString('en-US')} B.`,
  );
  console.log(`  ${'area'.padEnd(52)} ${'alone'.padStart(10)} ${'≈ share'.padStart(10)}`);
  for (const row of areas) console.log(`  ${row.area.padEnd(52)} ${kB(row.gzipAlone)} ${kB(row.share)}`);
  console.log(`\nThe components (${components.fileName}) by area, the same way:`);
  for (const row of componentsAreas.rows) console.log(`  ${row.area.padEnd(52)} ${kB(row.gzipAlone)} ${kB(row.share)}`);
  console.log(`\nThe cart chunk (${cart.fileName}) by area, the same way:`);
  for (const row of cartAreas.rows) console.log(`  ${row.area.padEnd(52)} ${kB(row.gzipAlone)} ${kB(row.share)}`);
}

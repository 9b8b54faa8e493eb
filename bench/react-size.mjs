// @ts-check
/**
 * What shop-embed/react adds to a React app's start, as a React developer builds one: Vite apps built for production
 * from the packed tarball (test/built/packed.mjs: no registry), React external to the figure (an empty app has it too).
 * Each app is a page of its own; its start is its entry and what that imports (Vite's manifest), not what it loads on
 * need (the cart chunk, DOMPurify, a language), gzip -9 as a CDN sends it. test/e2e/vite.test.ts builds on the same
 * functions and holds the ProductCard figure at ≤ 20,000 B.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { installPacked, linkModules } from '../test/built/packed.mjs';

const root = resolve(import.meta.dirname, '..');
const TOKEN = 'bench-token';

/** Vite's own command, as an app's `npm run build` runs it (NODE_ENV as a shell has it), with its manifest. @param {string} app @param {string} folder @param {string} out */
export function viteBuild(app, folder, out) {
  const args = ['build', folder, '--base', `/${out}/`, '--outDir', join(app, out), '--emptyOutDir', '--manifest', '--logLevel', 'warn'];
  execFileSync('node', [join(root, 'node_modules/vite/bin/vite.js'), ...args], {
    cwd: app,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

/** @typedef {{ file: string, isEntry?: boolean, imports?: string[] }} ManifestEntry */

/** Vite's manifest of a built app. @param {string} app @param {string} out @returns {Record<string, ManifestEntry>} */
export const manifestOf = (app, out) => JSON.parse(readFileSync(join(app, out, '.vite/manifest.json'), 'utf8'));

/** The script files a built page loads as it starts (its entry and what that imports, not what it loads on need). @param {string} app @param {string} out */
export function filesAtStart(app, out) {
  const manifest = manifestOf(app, out);
  /** @type {Set<string>} */
  const files = new Set();
  const walk = (/** @type {ManifestEntry | undefined} */ entry) => {
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach((key) => walk(manifest[key]));
  };
  walk(Object.values(manifest).find((entry) => entry.isEntry));
  return [...files];
}

/** gzip -9 bytes of those files. @param {string} app @param {string} out */
export const bytesAtStart = (app, out) =>
  filesAtStart(app, out).reduce((sum, file) => sum + gzipSync(readFileSync(join(app, out, file)), { level: 9 }).length, 0);

/** A page of its own in `app/<name>` rendering `tree` (with `imports`), built into `app/dist-<name>`. @param {string} app @param {string} name @param {string} imports @param {string} tree */
export function smallApp(app, name, imports, tree) {
  mkdirSync(join(app, name));
  writeFileSync(
    join(app, name, 'index.html'),
    `<!doctype html><html lang="en"><body><div id="app"></div><script type="module" src="./main.js"></script></body></html>\n`,
  );
  const main = `import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n${imports}createRoot(document.getElementById('app')).render(${tree});\n`;
  writeFileSync(join(app, name, 'main.js'), main);
  viteBuild(app, name, `dist-${name}`);
}

/**
 * The React figures: ProductCard alone (with its own stylesheet, shop-embed/react/card.css), and every component (with styles.css), each
 * as bytes over an app that renders nothing of ours. Needs `npm run build` first (the tarball packs dist/).
 */
export async function reactSizes() {
  const app = mkdtempSync(join(tmpdir(), 'shop-embed-bench-react-'));
  try {
    installPacked(app);
    linkModules(app, ['react', 'react-dom', 'scheduler']);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'bench-react', private: true, type: 'module' }));
    const provider = (/** @type {string} */ children) => `h(ShopProvider, { domain: location.origin, token: '${TOKEN}' }, ${children})`;
    smallApp(app, 'empty', '', `h('p', null, 'Nothing to sell')`);
    smallApp(
      app,
      'card',
      `import { ProductCard, ShopProvider } from 'shop-embed/react';\nimport 'shop-embed/react/card.css';\n`,
      provider(`h(ProductCard, { handle: 'classic-cotton-tee' })`),
    );
    const every = ['CartToggle', 'ProductCard', 'CollectionGrid', 'ProductRecommendations', 'ShopPolicies', 'CartDrawer', 'CartInline'];
    smallApp(
      app,
      'every',
      `import { ShopProvider, ${every.join(', ')} } from 'shop-embed/react';\nimport 'shop-embed/react/styles.css';\n`,
      provider(
        [
          `h(CartToggle)`,
          `h(ProductCard, { handle: 'classic-cotton-tee' })`,
          `h(CollectionGrid, { handle: 'frontpage' })`,
          `h(ProductRecommendations, { handle: 'classic-cotton-tee' })`,
          `h(ShopPolicies)`,
          `h(CartDrawer)`,
          `h(CartInline)`,
        ].join(', '),
      ),
    );
    const empty = bytesAtStart(app, 'dist-empty');
    return { productCard: bytesAtStart(app, 'dist-card') - empty, everyComponent: bytesAtStart(app, 'dist-every') - empty };
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

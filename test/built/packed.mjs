// @ts-check
// The packed tarball installed into an app as npm would, without the registry: `npm pack` of the repository (after
// `npm run build`) unpacked into the app's node_modules, and the other packages the app needs linked from the
// repository's node_modules. test/built/package.test.ts type-checks and runs apps on it; test/e2e/vite.test.ts and the
// benchmark's React sizes (bench/react-size.mjs) build Vite apps on it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Packs the repository into `app` and unpacks it as `app/node_modules/shop-embed`; returns the tarball's path. @param {string} app */
export function installPacked(app) {
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1);
  if (!packed) throw new Error('npm pack named no tarball');
  const into = join(app, 'node_modules/shop-embed');
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', join(app, packed), '-C', into, '--strip-components=1']);
  return join(app, packed);
}

/** Links each named package (`react`, `@types/react`) of the repository's node_modules into the app's. @param {string} app @param {readonly string[]} names */
export function linkModules(app, names) {
  for (const name of names) {
    const to = join(app, 'node_modules', name);
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), to);
  }
}

// After `rollup -c` (npm run build): the declarations an app reads stand alone. tsc writes one declaration per source
// file, and those of the widgets name preact and zustand, which the bundles carry but an app does not install. Walked
// from each export's `types` in package.json: a declaration no export reaches is removed, and the reached ones that name
// preact or zustand name our structural stand-ins instead (build/types, copied to dist/types). test/built/package.test.ts
// type-checks every entry in an app with React alone, with skipLibCheck off. Each kept declaration gets a `.d.cts` twin,
// the types of the `.cjs` builds that package.json's `require` conditions name.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The bundled packages whose types the declarations name, and the stand-in for each. */
const STAND_INS = { preact: 'preact', 'preact/hooks': 'preact', 'zustand/vanilla': 'zustand', zustand: 'zustand' };
const SPECIFIER = /(from\s+|import\s*\(\s*)(['"])([^'"]+)\2/g;
/** Comments, which name modules too (an `@example`'s import): left as they are, and never followed. */
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** `code` with `replace` applied to the specifiers outside comments. */
function mapSpecifiers(code, replace) {
  let out = '';
  let at = 0;
  for (const comment of code.matchAll(COMMENT)) {
    out += code.slice(at, comment.index).replace(SPECIFIER, replace) + comment[0];
    at = comment.index + comment[0].length;
  }
  return out + code.slice(at).replace(SPECIFIER, replace);
}

/** Every `types` file package.json's exports name under `dist` (a `require` condition's `.d.cts`: the `.d.ts` it twins). */
function entries(pkg, dist) {
  const found = new Set();
  const walk = (value) => {
    if (typeof value === 'string') return;
    for (const [key, inner] of Object.entries(value ?? {})) {
      if (key === 'types' && typeof inner === 'string') found.add(resolve(root, inner.replace(/\.d\.cts$/, '.d.ts')));
      else walk(inner);
    }
  };
  walk(pkg.exports);
  return [...found].filter((file) => file.startsWith(resolve(root, dist)));
}

/** The declaration file a relative specifier names (`./frame.js`: `frame.d.ts`). */
const declarationOf = (from, specifier) => resolve(dirname(from), specifier.replace(/\.js$/, '.d.ts'));

/**
 * A declaration's CommonJS twin (`frame.d.cts`, its imports `./x.cjs`): the package is `"type": "module"`, so TypeScript
 * reads every `.d.ts` as an ES module, which a CommonJS project under `moduleResolution: node16` may not `require`
 * (TS1479). The `require` conditions' types are these twins, beside the `.cjs` builds they describe.
 */
function writeCommonJsTwin(file) {
  const code = readFileSync(file, 'utf8');
  const twin = mapSpecifiers(code, (whole, lead, quote, specifier) =>
    specifier.startsWith('.') ? `${lead}${quote}${specifier.replace(/\.js$/, '.cjs')}${quote}` : whole,
  );
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), twin);
}

export function standaloneDeclarations(dist = 'dist') {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const standIns = join(root, dist, 'types');
  mkdirSync(standIns, { recursive: true });
  for (const name of new Set(Object.values(STAND_INS))) copyFileSync(join(root, 'build/types', `${name}.d.ts`), join(standIns, `${name}.d.ts`));
  const reached = new Set(Object.values(STAND_INS).map((name) => join(standIns, `${name}.d.ts`)));
  const queue = entries(pkg, dist);
  while (queue.length) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    if (!existsSync(file)) throw new Error(`declarations: ${relative(root, file)} is named but was not written`);
    reached.add(file);
    const code = readFileSync(file, 'utf8');
    const out = mapSpecifiers(code, (whole, lead, quote, specifier) => {
      if (specifier.startsWith('.')) {
        queue.push(declarationOf(file, specifier));
        return whole;
      }
      const standIn = STAND_INS[specifier];
      if (!standIn) return whole;
      const path = relative(dirname(file), join(standIns, `${standIn}.js`)).replace(/\\/g, '/');
      return `${lead}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
    });
    if (out !== code) writeFileSync(file, out);
  }
  // The builder's declarations are not shipped (package.json `files`).
  const all = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? all(join(folder, entry.name)) : /\.d\.c?ts$/.test(entry.name) ? [join(folder, entry.name)] : [],
    );
  let removed = 0;
  for (const file of all(join(root, dist))) {
    if (!reached.has(file.replace(/\.d\.cts$/, '.d.ts')) && !file.startsWith(join(root, dist, 'builder'))) {
      rmSync(file);
      removed++;
    }
  }
  for (const file of reached) writeCommonJsTwin(file);
  return { kept: reached.size, removed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { kept, removed } = standaloneDeclarations(process.argv[2]);
  console.log(`declarations: ${kept} kept, ${removed} that no export reaches removed`);
}

// Rollup plugins that write files beside the bundles: a module's stylesheet as a `.css` file, a page's HTML and CSS, and
// declarations whose relative imports name their files.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Writes a module's exported stylesheet as a `.css` file: the entry is bundled as usual, evaluated here, and only the text
 * of `exportName` is kept (so the numbers in it come from the same TypeScript the skeletons are built from). `more`:
 * other exports of the same module, each written to the file its key names.
 */
export function cssFile(fileName, exportName, banner, more = {}) {
  const files = { [fileName]: exportName, ...more };
  return {
    name: 'css-file',
    async generateBundle(_, bundle) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const module = await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
        delete bundle[name];
        for (const [file, key] of Object.entries(files)) this.emitFile({ type: 'asset', fileName: file, source: `${banner}\n${module[key]}\n` });
      }
    },
  };
}

/** Copies the files of `folder` (a page's HTML and CSS) into the output beside its script. */
export function pageFiles(folder) {
  return {
    name: 'page-files',
    generateBundle() {
      for (const file of readdirSync(folder)) this.emitFile({ type: 'asset', fileName: file, source: readFileSync(join(folder, file)) });
    },
  };
}

/**
 * TypeScript writes declarations with the source's extensionless relative imports (`from './frame'`), which an app
 * resolving as Node's ESM does (`moduleResolution: node16`) cannot follow. Once they are written, each relative
 * specifier under `dir` gets the file it names: `./frame.js` (for `frame.d.ts`) or `./store/index.js`.
 */
export function declarationExtensions(dir) {
  const files = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(folder, entry.name)) : entry.name.endsWith('.d.ts') ? [join(folder, entry.name)] : [],
    );
  const target = (from, specifier) => {
    const base = join(dirname(from), specifier);
    if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
    if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
    return specifier;
  };
  return {
    name: 'declaration-extensions',
    // After the whole build: the typescript plugin writes the declarations after the bundle.
    closeBundle() {
      for (const file of files(dir)) {
        const code = readFileSync(file, 'utf8');
        const out = code.replace(/(from |import\()(['"])(\.\.?(?:\/[^'"]*)?)\2/g, (_, lead, quote, specifier) => {
          return `${lead}${quote}${/\.js$/.test(specifier) ? specifier : target(file, specifier)}${quote}`;
        });
        if (out !== code) writeFileSync(file, out);
      }
    },
  };
}

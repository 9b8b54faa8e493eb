import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Holds the direction of imports (mount → widget → store → cart-client) and keeps the page to src/mount. Above them all,
// src/scripts: one folder per file of dist/, which a layer only loads (`import()`) or takes a type from; a static import
// would ship that file's code in whichever file the layer's module lands in.
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const LAYERS: Record<string, RegExp> = {
  'src/widget': /from '\.\.?\/(\.\.\/)*mount/,
  'src/store': /from '\.\.\/(widget|mount)/,
  'src/cart-client': /from '(\.\.\/(store|widget|mount)|preact|react|zustand)/,
  // The content client sits beside the cart client: framework-free.
  'src/content': /from '(\.\.\/(store|widget|mount)|preact|react|zustand)/,
};
/** A static import (not `import type`, not `import()`) of a module in src/scripts. */
const SCRIPTS = /^\s*(import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.\.\/)+scripts\//m;
/** What only the mount layer may touch: the host page's globals. */
const PAGE =
  /\b(window|customElements|localStorage|sessionStorage)\b|\bdocument\.(querySelector|getElementById|addEventListener|createElement|body|head|documentElement|currentScript)/;

describe('layers', () => {
  it('the layers load the files of src/scripts, never import them', () => {
    const offenders = ['src/mount', ...Object.keys(LAYERS)].flatMap(files).filter((file) => SCRIPTS.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
  for (const [dir, forbidden] of Object.entries(LAYERS)) {
    it(`${dir} imports only from the layers below it`, () => {
      const offenders = files(dir).filter((file) => forbidden.test(readFileSync(file, 'utf8')));
      expect(offenders).toEqual([]);
    });
    it(`${dir} leaves the page (document, window, customElements, storage) to src/mount`, () => {
      const offenders = files(dir).filter((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && PAGE.test(line)),
      );
      expect(offenders).toEqual([]);
    });
  }
});

// Rollup plugins of the React builds (`shop-embed/react`, its stylesheet, the React example page): nothing may reach
// preact, a few modules have a React version, and React's CommonJS files become ES modules for the example page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * `shop-embed/react` runs on the app's React: a module that reaches preact (or src/react-lite.ts, React's API on preact)
 * fails the build, so nothing preact-only can leak into it.
 */
export function noPreact() {
  const banned = (id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id) || /^preact(\/|$)/.test(id) || /[\\/]src[\\/]react-lite\.ts$/.test(id);
  return {
    name: 'no-preact',
    resolveId(source, importer) {
      if (banned(source)) this.error(`no-preact: ${importer ?? 'the entry'} imports ${source}; shop-embed/react must run on React alone`);
      return null;
    },
    load(id) {
      if (banned(id)) this.error(`no-preact: ${id} is in the React build; shop-embed/react must run on React alone`);
      return null;
    },
  };
}

/**
 * In `shop-embed/react`, modules whose React version differs: `useDomId` is React's `useId` (stable across hydration); a
 * declaration that is not JSON is described in the browser's words (the grammar reader would take its bundle over budget);
 * `useServerDrawn` tells React's hydration apart (the script's components hydrate only src/server's cards); the cart forms'
 * rules are in the app's stylesheets, so their chunk adds none to a sheet (and asks for nothing ahead).
 */
export function reactModules() {
  const swaps = {
    'src/widget/use-dom-id.ts': 'src/react/use-dom-id.ts',
    'src/widget/json-syntax.ts': 'src/react/json-syntax.ts',
    'src/widget/use-server-drawn.ts': 'src/react/use-server-drawn.ts',
    'src/scripts/cart-extras/arrival.ts': 'src/react/forms-arrival.ts',
  };
  return {
    name: 'react-modules',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swap = resolved && Object.entries(swaps).find(([from]) => resolved.id.endsWith(`/${from}`));
      return swap ? fileURLToPath(new URL(`../${swap[1]}`, import.meta.url)) : null;
    },
  };
}

/**
 * React ships CommonJS only: for the React example page (which bundles React), its five production files become ES
 * modules here: the file in a function with `module`, `exports` and a `require` of the packages it names, and the
 * exports it has in Node as named exports. (What @rollup/plugin-commonjs would do, for these five files.)
 */
export function reactProduction() {
  const files = {
    react: 'react/cjs/react.production.js',
    'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    scheduler: 'scheduler/cjs/scheduler.production.js',
  };
  const prefix = '\0react-production:';
  const require = createRequire(import.meta.url);
  return {
    name: 'react-production',
    resolveId: (source) => (Object.hasOwn(files, source) ? prefix + source : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = fileURLToPath(new URL(`../node_modules/${files[id.slice(prefix.length)]}`, import.meta.url));
      const code = readFileSync(file, 'utf8');
      const deps = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]))];
      const names = Object.keys(require(file)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
      return [
        ...deps.map((dep, i) => `import * as dep${i} from ${JSON.stringify(dep)};`),
        `const deps = { ${deps.map((dep, i) => `${JSON.stringify(dep)}: dep${i}`).join(', ')} };`,
        'const module = { exports: {} };',
        `(function (module, exports, require) {\n${code}\n})(module, module.exports, (name) => deps[name]);`,
        `export const { ${names.join(', ')} } = module.exports;`,
        'export default module.exports;',
      ].join('\n');
    },
  };
}

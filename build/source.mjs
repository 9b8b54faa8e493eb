// Rollup plugins that transform our source the same way in every build (rollup.config.mjs): build-time constants, the
// GraphQL documents and stylesheets squeezed, and `react` meaning src/react-lite.ts on preact.
import { fileURLToPath } from 'node:url';

/** Values replaced at build time, so production bundles carry no dev-only strings. */
export function defines(values) {
  return {
    name: 'defines',
    transform(code) {
      let out = code;
      for (const [key, value] of Object.entries(values)) out = out.split(key).join(value);
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Shrinks `#graphql` template literals (the marker comment, whitespace) and turns those that interpolate fragments
 * into pure-annotated `"".concat(…)` calls: bundlers such as esbuild keep an unused template literal with
 * substitutions, but drop a pure call, so a page that sends one mutation does not ship every product query.
 * The schema test validates the unminified source; `test:dist` runs the suite against this output.
 * `templates`: the script-tag files, which rollup and terser finish (both drop an unused template literal of names, as the
 * documents each file holds show), keep the template literals: terser writes a fragment used once into its document's
 * text, and no call is left around the pieces (−9 B first script, −24 B cart chunk).
 */
export function minifyGraphQL({ templates = false } = {}) {
  const squeeze = (text) => {
    // Whitespace is only insignificant outside strings and comments; our documents have neither, and must keep it so.
    if (/["#\\]/.test(text.replace(/\\n/g, ' ')))
      throw new Error(`minify-graphql: a document contains a string, comment or escape it would change: ${text.slice(0, 80)}`);
    return text
      .replace(/\\n/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{}():,!=@[\]]) ?/g, '$1');
  };
  const rewrite = (body) => {
    const parts = body.replace(/^#graphql\s*/, '').split(/\$\{(\w+)\}/);
    // Only a bare name is turned into an argument: any other expression would ship as literal text in the document.
    const stray = parts.find((part, i) => i % 2 === 0 && part.includes('${'));
    if (stray) throw new Error(`minify-graphql: only \${name} may be interpolated in a #graphql document: ${stray.slice(0, 80)}`);
    if (parts.length === 1) return '`' + squeeze(parts[0]).trim() + '`';
    // The pieces hold no backtick, backslash or `${` (checked above), so they stand as written between backticks.
    if (templates) return '`' + parts.map((part, i) => (i % 2 ? '${' + part + '}' : squeeze(part))).join('') + '`';
    // An empty piece (a document that starts or ends with an interpolation) adds nothing: it is left out.
    const args = parts.map((part, i) => (i % 2 ? part : JSON.stringify(squeeze(part)))).filter((arg) => arg !== '""');
    return '/* @__PURE__ */ "".concat(' + args.join(', ') + ')';
  };
  return {
    name: 'minify-graphql',
    transform(code, id) {
      if (!id.includes('/src/') || !/#graphql|\/\* GraphQL \*\//.test(code)) return null;
      // Pieces interpolated into documents (selections, variables) carry a `/* GraphQL */` marker instead of `#graphql`.
      const out = code
        .replace(/`#graphql[^`]*`/g, (literal) => rewrite(literal.slice(1, -1)))
        .replace(/\/\* GraphQL \*\/ `((?:[^`$]|\$(?!\{))*)`/g, (_, body) => '`' + squeeze(body).trim() + '`');
      return { code: out, map: null };
    },
  };
}

/**
 * The stylesheets (`export const xStyles = \`` + one rule per line) lose their line breaks: every line ends a rule.
 */
export function minifyCSS() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (!/\/src\/.*styles\.ts$/.test(id)) return null;
      const out = code.replace(/(Styles = )`\n([^`]*)`/g, (_, head, body) => head + '`' + body.replace(/\n/g, '') + '`');
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The widgets are written against React's API and built on plain preact: `react` is src/react-lite.ts (hooks, context,
 * `Component` and `useSyncExternalStore`), which spares every page preact/compat. One of the three places `react` is
 * aliased (with tsconfig `paths`, which types the code against the same module, and vitest, which runs the unit tests on
 * preact/compat: the e2e tests run the built script).
 */
export function preactAliases() {
  const aliases = {
    react: fileURLToPath(new URL('../src/react-lite.ts', import.meta.url)),
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat',
    'react/jsx-runtime': fileURLToPath(new URL('../src/jsx-runtime-lite.ts', import.meta.url)),
    'react/jsx-dev-runtime': fileURLToPath(new URL('../src/jsx-runtime-lite.ts', import.meta.url)),
  };
  return {
    name: 'preact-aliases',
    resolveId(source, importer, options) {
      if (!Object.hasOwn(aliases, source)) return null;
      return this.resolve(aliases[source], importer, { ...options, skipSelf: true });
    },
  };
}

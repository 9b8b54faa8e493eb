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
 * The script-tag files' JSX calls as preact's `createElement(type, props, ...children)` rather than the automatic runtime's
 * `jsx(type, { ...props, children }, key)` (src/jsx-runtime-lite.ts, which hands the same props to createElement): the
 * same vnodes in fewer bytes. TypeScript writes the children last (after any spread, so they win as an argument wins) and
 * `jsxs`' as an array literal: they become the arguments (createElement makes several an array again, one stays itself),
 * and the key goes into the props (createElement takes it out). A call whose props are not an object literal, or whose
 * key is more than names and property reads (it was read after the children), is left as it is.
 */
export function createElementCalls() {
  const simple = (node) =>
    node.type === 'Identifier' ||
    node.type === 'Literal' ||
    (node.type === 'MemberExpression' && (!node.computed || node.property.type === 'Literal') && simple(node.object)) ||
    (node.type === 'ChainExpression' && simple(node.expression)) ||
    (node.type === 'LogicalExpression' && simple(node.left) && simple(node.right));
  return {
    name: 'create-element-calls',
    transform(code, id) {
      if (!/\/src\/.*\.tsx$/.test(id) || !code.includes('react/jsx-runtime')) return null;
      const ast = this.parse(code);
      const runtime = ast.body.find((node) => node.type === 'ImportDeclaration' && node.source.value === 'react/jsx-runtime');
      const calls = new Map(
        (runtime?.specifiers ?? []).filter((s) => ['jsx', 'jsxs'].includes(s.imported?.name)).map((s) => [s.local.name, s.imported.name]),
      );
      const edits = [];
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && calls.has(node.callee.name)) rewrite(node);
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value.type === 'string') visit(value);
        }
      };
      const rewrite = (call) => {
        const [, props, key, ...rest] = call.arguments;
        if (props?.type !== 'ObjectExpression' || rest.length || (key && !simple(key))) return;
        const last = props.properties.at(-1);
        const keyed = key ? `key: ${code.slice(key.start, key.end)}` : '';
        const hasChildren = last?.type === 'Property' && !last.computed && (last.key.name ?? last.key.value) === 'children' && !last.shorthand;
        const others = hasChildren ? props.properties.slice(0, -1) : props.properties;
        if (others.some((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === 'children')) return;
        let value = hasChildren ? last.value : null;
        let [first, end] = value ? [value.start, value.end] : [];
        if (value && calls.get(call.callee.name) === 'jsxs' && value.type === 'ArrayExpression') {
          if (!value.elements.length || value.elements.some((e) => !e || e.type === 'SpreadElement')) return;
          [first, end] = [value.elements[0].start, value.elements.at(-1).end];
        }
        edits.push([call.callee.start, call.callee.end, '__h']);
        const head = others.length ? [others.at(-1).end, keyed ? `, ${keyed} }` : ' }'] : [props.start, keyed ? `{ ${keyed} }` : 'null'];
        if (value) {
          edits.push([head[0], first, `${head[1]}, `]);
          edits.push([end, key ? call.arguments.at(-1).end : props.end, '']);
        } else {
          edits.push([head[0], props.end, head[1]]);
          if (key) edits.push([props.end, key.end, '']);
        }
      };
      visit(ast);
      if (!edits.length) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return { code: `import { createElement as __h } from 'preact';\n${out}`, map: null };
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

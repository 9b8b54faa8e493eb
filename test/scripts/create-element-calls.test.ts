import { createElement, Fragment } from 'preact';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createElementCalls } from '../../build/source.mjs';
import { jsx } from '../../src/jsx-runtime-lite';

type Transform = { transform(this: { parse(code: string): unknown }, code: string, id: string): { code: string } | null };

/** The JSX as the script build's TypeScript writes it (the automatic runtime), then as the plugin rewrites it. */
async function both(source: string) {
  const { outputText } = ts.transpileModule(source, {
    fileName: 'X.tsx',
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, jsxImportSource: 'react', module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const { parseAst } = await import('rollup/parseAst');
  const plugin = createElementCalls() as unknown as Transform;
  const out = plugin.transform.call({ parse: (code) => parseAst(code) }, outputText, '/repo/src/widget/X.tsx');
  /** Runs a module's `view` export with `jsx`/`jsxs`/`Fragment` (the runtime's) and `__h` (createElement). */
  const run = (code: string) => {
    const body = code.replace(/^import .*$/gm, '').replace(/export const view =/, 'return');
    return new Function('_jsx', '_jsxs', '_Fragment', '__h', body)(jsx, jsx, Fragment, createElement) as () => unknown;
  };
  return { before: outputText, after: out?.code ?? outputText, vnodes: [run(outputText)(), run(out?.code ?? outputText)()] };
}

/** A vnode tree as the page would draw it: type, key, ref and props, children recursively. */
const plain = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(plain);
  if (!node || typeof node !== 'object' || !('type' in node)) return node;
  const { type, key, ref, props } = node as { type: unknown; key: unknown; ref: unknown; props: Record<string, unknown> };
  return {
    type: typeof type === 'function' ? type.name : type,
    key,
    ref,
    props: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, plain(v)])),
  };
};

describe('the script build writes JSX as createElement calls', () => {
  it('gives the same vnodes: props, one child, several, keys, fragments, spreads, no props', async () => {
    const { after, vnodes } = await both(`
      const Item = (props: { label: string; children?: unknown }) => null;
      const items = [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }];
      const rest = { title: 'x', children: 'overridden' };
      export const view = () => (
        <ul className="lines" aria-label="Lines">
          {items.map((item) => <li key={item.id}><Item label={item.label}>{item.label}!</Item></li>)}
          <li key={items[0]?.id ?? 'none'} {...rest}>{false}</li>
          <>
            <br />
            text {1} <span {...rest} />
          </>
          <p>{undefined}</p>
          <p />
        </ul>
      );`);
    expect(after).not.toMatch(/_jsxs?\(/);
    expect(after).toContain('__h("ul", { className: "lines", "aria-label": "Lines" }, items.map(');
    expect(plain(vnodes[1])).toEqual(plain(vnodes[0]));
  });

  it('leaves a call whose key has to be read after its children', async () => {
    const { after, vnodes } = await both(`
      const key = () => 'k';
      export const view = () => <p key={key()}>{'text'}</p>;`);
    expect(after).toContain('_jsx("p"');
    expect(plain(vnodes[1])).toEqual(plain(vnodes[0]));
  });
});

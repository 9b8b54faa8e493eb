import { describe, expect, it } from 'vitest';
import { minifyGraphQL } from '../../build/source.mjs';

const transform = (code: string, options?: { templates?: boolean }) =>
  (minifyGraphQL(options) as { transform(code: string, id: string): { code: string } | null }).transform(code, '/repo/src/cart-client/x.ts');

describe('the build squeezes #graphql documents', () => {
  it('keeps a document whole, whitespace squeezed, and a fragment name interpolated as an argument', () => {
    const out = transform('const F = `fragment F on Shop { name }`;\nconst Q = `#graphql\nquery Shop {\n  shop { ...F }\n}\n${F}`;');
    expect(out?.code).toContain('/* @__PURE__ */ "".concat("query Shop{shop{...F}}", F)');
  });

  it('keeps the template literal for the script-tag files, the same text', () => {
    const source = 'const F = `fragment F on Shop { name }`;\nconst Q = `#graphql\nquery Shop {\n  shop { ...F }\n}\n${F}`;';
    const out = transform(source, { templates: true });
    expect(out?.code).toContain('const Q = `query Shop{shop{...F}}${F}`;');
    const value = (code: string) => new Function(`${code}\nreturn Q;`)() as string;
    expect(value(out!.code)).toBe(value(transform(source)!.code.replace('/* @__PURE__ */ ', '')));
  });

  it('refuses any other interpolation, which would ship as literal text in the document', () => {
    expect(() => transform('const Q = `#graphql\nmutation M { a { ${A + B} } }`;')).toThrow(/only \$\{name\} may be interpolated/);
  });
});

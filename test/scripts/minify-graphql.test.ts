import { describe, expect, it } from 'vitest';
import { minifyGraphQL } from '../../build/source.mjs';

const transform = (code: string) =>
  (minifyGraphQL() as { transform(code: string, id: string): { code: string } | null }).transform(code, '/repo/src/cart-client/x.ts');

describe('the build squeezes #graphql documents', () => {
  it('keeps a document whole, whitespace squeezed, and a fragment name interpolated as an argument', () => {
    const out = transform('const F = `fragment F on Shop { name }`;\nconst Q = `#graphql\nquery Shop {\n  shop { ...F }\n}\n${F}`;');
    expect(out?.code).toContain('/* @__PURE__ */ "".concat("query Shop{shop{...F}}", F, "")');
  });

  it('refuses any other interpolation, which would ship as literal text in the document', () => {
    expect(() => transform('const Q = `#graphql\nmutation M { a { ${A + B} } }`;')).toThrow(/only \$\{name\} may be interpolated/);
  });
});

// Reading a card's line-properties declaration: where text that is not JSON goes wrong (json-syntax.ts: browsers' JSON.parse
// say where only in their own words, some not at all), and names that are JavaScript built-ins read as plain names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorAt, syntaxProblem } from '../../src/widget/json-syntax';
import { readDeclaration } from '../../src/widget/line-declaration';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
/** Where V8's JSON.parse says it stopped, when its message says (`… in JSON at position 7`). */
const v8Position = (text: string) => {
  try {
    JSON.parse(text);
  } catch (error) {
    const at = /at position (\d+)/.exec((error as Error).message)?.[1];
    return at === undefined ? undefined : Number(at);
  }
  return undefined;
};

describe('jsonErrorAt', () => {
  it.each([
    ['[1,]', 3],
    ['{"a":1,}', 7],
    ["[{'name':'x'}]", 2],
    ['[{"a":1}', 8],
    ['', 0],
    ['[1 2]', 3],
    ['{"a" 1}', 5],
    ['"\\x"', 2],
    ['01', 1],
    ['[-]', 2],
    ['nul', 3],
    ['[tru]', 4],
    ['[1.]', 3],
    ['[1e+]', 4],
    ['[2e,3]', 3],
    ['"\\u12x4"', 5],
    ['[] []', 3],
  ])('%j stops being JSON at offset %i', (text, at) => {
    expect(jsonErrorAt(text)).toBe(at);
  });

  it('is -1 exactly for what JSON.parse accepts: any value, stringified with any indent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 0, 2, '\t', '\r\n '), (value, indent) => {
        const text = JSON.stringify(value, null, indent as string | number | undefined);
        expect(jsonErrorAt(text)).toBe(-1);
      }),
    );
  });

  it('finds an error exactly where JSON.parse refuses: a character dropped, doubled or changed anywhere in a declaration', () => {
    const declaration = JSON.stringify(
      [
        { name: 'Engraving', type: 'text', maxLength: 20, required: true },
        { name: 'Gift wrap', type: 'checkbox' },
        { name: 'Ribbon', options: ['Red', 'Gold'] },
      ],
      null,
      2,
    );
    fc.assert(
      fc.property(
        fc.nat(declaration.length - 1),
        fc.constantFrom('drop', 'double', ',', "'", '"', '\\', '\n', '}', ']', '{', '[', ':', 'x', '-', '.', 'e', ' '),
        (i, edit) => {
          const text =
            edit === 'drop'
              ? declaration.slice(0, i) + declaration.slice(i + 1)
              : declaration.slice(0, i) + (edit === 'double' ? declaration[i] : edit) + declaration.slice(i + 1);
          const at = jsonErrorAt(text);
          expect(at === -1).toBe(parses(text));
          const v8 = v8Position(text);
          if (v8 !== undefined) expect(at).toBe(v8);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('syntaxProblem and readDeclaration', () => {
  it('names the line, the column and the text before a syntax error, as the site owner wrote it', () => {
    const text = '[\n  {"name":"Engraving","type":"text","maxLength":20,"required":true,},\n  {"name":"Gift wrap"}\n]';
    expect(readDeclaration(text)).toEqual({ list: [], problem: 'is not JSON' });
    expect(syntaxProblem(text)).toBe('is not JSON: unexpected "}" at line 2, column 68 (after …gth":20,"required":true,)');
    expect(syntaxProblem('[{"name":"Engraving"}')).toBe('is not JSON: it ends too soon at line 1, column 22 (after [{"name":"Engraving"})');
    expect(syntaxProblem(' ')).toBe('is not JSON: it ends too soon at line 1, column 2');
  });

  it('reads names that are JavaScript built-ins as names', () => {
    const text = JSON.stringify([{ name: '__proto__' }, { name: 'constructor' }, { name: 'toString', type: 'checkbox' }]);
    expect(readDeclaration(text)).toEqual({ list: JSON.parse(text), problem: '' });
    expect(readDeclaration('[{"name":"constructor"},{"name":"constructor"}]').problem).toBe('"constructor" is declared twice');
  });
});

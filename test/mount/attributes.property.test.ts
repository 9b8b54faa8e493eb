// Property-based: whatever a page writes in a widget's attributes, parsing answers a value of the declared kind or a
// problem that names the attribute, and never throws. Seeded (fast-check prints the seed and path of any failure).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../src/mount/attributes/attributes';
import type { AttributeSpec } from '../../src/mount/registry';

const NAME = 'data-shop-x';
const SEED = 1616;
const run = <T>(property: fc.IRawProperty<T>) => fc.assert(property, { seed: SEED, numRuns: 400 });

// Text as pages write it: anything, plus numbers, markup, whitespace and unicode on purpose.
const raw = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom('', ' ', '\u00a0', 'NaN', 'Infinity', '-0', '1e400', '0x10', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '١٢'),
);
const maybeRaw = fc.option(raw, { nil: null });
const spec = fc.record(
  {
    type: fc.constantFrom('string', 'number', 'boolean', 'url' as const),
    attribute: fc.constant(NAME),
    required: fc.boolean(),
    min: fc.integer({ min: -5, max: 5 }),
    max: fc.integer({ min: 5, max: 300 }),
    integer: fc.boolean(),
    values: fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 4 }),
  },
  { requiredKeys: ['type', 'attribute'] },
) as fc.Arbitrary<AttributeSpec>;

describe('attribute parsing, for any input', () => {
  it('never throws, and answers a value of the declared type or a problem naming the attribute', () => {
    run(
      fc.property(spec, maybeRaw, (s, text) => {
        const parsed = parseValue(s, NAME, text);
        if ('problem' in parsed) {
          expect(parsed.problem.startsWith(NAME)).toBe(true);
          return;
        }
        if (parsed.value === undefined) {
          expect(s.required && s.type !== 'boolean').toBeFalsy();
          return;
        }
        const expected = s.type === 'url' ? 'string' : s.type;
        expect(typeof parsed.value).toBe(expected);
      }),
    );
  });

  it('takes a number only when finite, whole where asked, and within min and max', () => {
    run(
      fc.property(spec, raw, (s, text) => {
        const parsed = parseValue({ ...s, type: 'number' }, NAME, text);
        if (!('value' in parsed) || parsed.value === s.default) return;
        const value = parsed.value as number;
        expect(Number.isFinite(value)).toBe(true);
        if (s.integer) expect(Number.isInteger(value)).toBe(true);
        if (s.min !== undefined) expect(value).toBeGreaterThanOrEqual(s.min);
        if (s.max !== undefined) expect(value).toBeLessThanOrEqual(s.max);
      }),
    );
  });

  it('reads any whole number in range back as written, whatever whitespace surrounds it', () => {
    const ws = fc.constantFrom('', ' ', '\t', '\n ', '\u00a0');
    run(
      fc.property(fc.integer({ min: 1, max: 250 }), ws, ws, (n, before, after) => {
        expect(parseValue({ type: 'number', attribute: NAME, min: 1, max: 250, integer: true }, NAME, `${before}${n}${after}`)).toEqual({ value: n });
      }),
    );
  });

  it('makes a link only of an http(s) URL, never of javascript: or data: however it is written', () => {
    const scheme = fc.constantFrom('javascript', 'JavaScript', ' javascript', 'java\tscript', 'data', 'vbscript', 'https', 'http', 'ftp');
    run(
      fc.property(scheme, fc.string(), (s, rest) => {
        const parsed = parseValue({ type: 'url', attribute: NAME }, NAME, `${s}:${rest}`);
        if ('value' in parsed && parsed.value !== undefined) expect(String(parsed.value)).toMatch(/^https?:\/\//);
      }),
    );
  });

  it('answers an allowed value exactly as the widget declares it, for any casing or spacing of it', () => {
    run(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z_]{1,12}$/), { minLength: 1, maxLength: 5 }), fc.nat(), fc.boolean(), (values, pick, upper) => {
        const chosen = values[pick % values.length]!;
        const written = ` ${upper ? chosen.toUpperCase() : chosen.toLowerCase()} `;
        const parsed = parseValue({ type: 'string', attribute: NAME, values }, NAME, written);
        expect('value' in parsed && values.includes(parsed.value as string)).toBe(true);
        expect(String((parsed as { value: string }).value).toLowerCase()).toBe(chosen.toLowerCase());
      }),
    );
  });

  it('reads a boolean as false only for "false" in any case and spacing, true for anything else present', () => {
    run(
      fc.property(raw, (text) => {
        const parsed = parseValue({ type: 'boolean', attribute: NAME }, NAME, text);
        expect(parsed).toEqual({ value: text.trim().toLowerCase() !== 'false' });
      }),
    );
  });
});

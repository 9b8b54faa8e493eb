import { describe, expect, it } from 'vitest';
import { cartFormStyles } from '../../src/widget/cart/form-styles';
import { cartStyles, success, warning } from '../../src/widget/cart/styles';
import { carouselStyles } from '../../src/widget/card-extras-styles';
import { catalogStyles } from '../../src/widget/catalog-styles';
import { contentStyles } from '../../src/widget/content/content-styles';
import { discoveryStyles } from '../../src/widget/discovery-styles';
import { localizationStyles } from '../../src/widget/localization-styles';
import * as tokens from '../../src/widget/style-tokens';
import { widgetStyles } from '../../src/widget/widget-styles';

/** Each shared colour's declaration in the sheet's first rule: `--_text` → `var(--shop-embed-color-text,light-dark(…))`. */
const said = new Map(
  tokens.COLOUR_TOKENS.slice(2, -1)
    .split(';')
    .map((declaration) => [declaration.slice(0, declaration.indexOf(':')), declaration.slice(declaration.indexOf(':') + 1)]),
);

/**
 * The light and the dark default of a colour token: `var(--shop-embed-x,light-dark(#light,#dark))`, or one for both; a
 * shared colour (`var(--_text)`) by its declaration.
 */
function defaults(reference: string): { light: string; dark: string } {
  const name = /^var\((--_[a-z-]+)\)$/.exec(reference)?.[1];
  const token = name ? said.get(name) : reference;
  if (!token) throw new Error(`${reference} is not declared in COLOUR_TOKENS`);
  const pair = /light-dark\((#[0-9a-f]{3,6}),(#[0-9a-f]{3,6})\)/i.exec(token);
  if (pair) return { light: pair[1]!, dark: pair[2]! };
  const one = /^var\(--shop-embed-[a-z-]+,(#[0-9a-f]{3,6})\)$/i.exec(token);
  if (!one) throw new Error(`no default colour in ${token}`);
  return { light: one[1]!, dark: one[1]! };
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const { text, muted, bg, surface, inputBorder, accent, onAccent, sale, error, focus } = tokens;

// Text needs 4.5:1 (WCAG 1.4.3); the parts of a control that tell it apart, and the focus ring, 3:1 (1.4.11).
const TEXT: Array<[string, string, string, string]> = [
  ['text', text, 'background', bg],
  ['text', text, 'surface', surface],
  ['muted text', muted, 'background', bg],
  ['muted text', muted, 'surface', surface],
  ['a sale price', sale, 'background', bg],
  ['an error', error, 'background', bg],
  ['a warning', warning, 'background', bg],
  ['a success message', success, 'background', bg],
  ['a button label', onAccent, 'accent', accent],
];
const PARTS: Array<[string, string, string, string]> = [
  ['a field, select or dot edge', inputBorder, 'background', bg],
  ['the focus ring', focus, 'background', bg],
  ['a button or the current dot', accent, 'background', bg],
  // The carousel arrows are the background colour with the text colour's chevron.
  ['an arrow chevron', text, 'background', bg],
];

describe('default colours: WCAG AA in a light and a dark colour scheme', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [what, fg, on, back] of TEXT) {
      it(`${scheme}: ${what} on ${on} is at least 4.5:1`, () => {
        expect(contrast(defaults(fg)[scheme], defaults(back)[scheme])).toBeGreaterThanOrEqual(4.5);
      });
    }
    for (const [what, fg, on, back] of PARTS) {
      it(`${scheme}: ${what} on ${on} is at least 3:1`, () => {
        expect(contrast(defaults(fg)[scheme], defaults(back)[scheme])).toBeGreaterThanOrEqual(3);
      });
    }
  }
});

describe('the shared colours, said once', () => {
  const sheets = { widgetStyles, carouselStyles, catalogStyles, discoveryStyles, localizationStyles, contentStyles, cartStyles, cartFormStyles };
  // A misspelt `var(--_name)` would draw nothing (no fallback): every one a rule reads is declared, in the sheet's first
  // rule or beside it (the skeletons' own `--_g`, `--_p`, `--_b`).
  it.each(Object.entries(sheets))('%s reads no shared colour the sheet does not declare', (_, css) => {
    const read = [...css.matchAll(/var\((--_[\w-]+)\)/g)].map((match) => match[1]!);
    const undeclared = read.filter((name) => !said.has(name) && !css.includes(`${name}:`));
    expect(undeclared).toEqual([]);
  });

  it('the widgets’ sheet declares them first, on every element of ours', () => {
    expect(widgetStyles.trimStart().startsWith(tokens.COLOUR_TOKENS)).toBe(true);
    expect(tokens.COLOUR_TOKENS.startsWith('*{')).toBe(true);
  });
});

// The design tokens every stylesheet shares: each is a `--shop-embed-*` custom property with a neutral fallback (the shared
// colours read through each element's own `--_` copy of it: COLOUR_TOKENS).
export const v = (name: string, fallback: string) => `var(--shop-embed-${name},${fallback})`;

/**
 * A default for a light and a dark page: `light-dark()` picks by the `color-scheme` the widget inherits from the page
 * (`color-scheme: dark`, as Bootstrap's `data-bs-theme="dark"` sets; `light dark` follows `prefers-color-scheme`).
 */
export const colour = (name: string, light: string, dark: string) => v(name, `light-dark(${light},${dark})`);

/**
 * The shared colours, said once (issue 45: what the browser parses is what a page pays for). Every element of ours
 * declares `--_<name>` as the site's `--shop-embed-*` property or its default pair, and a rule reads `var(--_<name>)`:
 * the same value at the same element as the long form would give (the site's property as that element inherits or gets
 * it, `::part()` included, else the default pair, picked by the element's own colour scheme), written once in the sheet
 * instead of in every rule (50 times on a page of cards). A pseudo-element reads its element's. First in the widgets'
 * sheet (styles.ts). Every pair, and the cart's own (cart/styles.ts), meets WCAG AA on `bg` and `surface` in both
 * schemes (test/widget/style-tokens.test.ts).
 */
export const COLOUR_TOKENS =
  `*{--_text:${colour('color-text', '#1b1c1f', '#e9e9ec')};--_muted:${colour('color-muted', '#595c63', '#a9acb4')}` +
  // What every widget that draws text paints behind it: readable whatever the page's own background.
  `;--_bg:${colour('color-background', '#fff', '#1c1d21')};--_surface:${colour('color-surface', '#f4f4f5', '#2a2b30')}` +
  // Dividers and the edges of boxes whose text already says what they are; the edge of a control that is only its edge
  // (a field, a select, a stepper, a carousel dot): 3:1 on `bg` in both schemes.
  `;--_border:${colour('color-border', '#d4d4d8', '#3f4148')};--_input-border:${v('color-input-border', '#8a8d93')}` +
  `;--_accent:${colour('color-accent', '#18181b', '#f4f4f5')};--_on-accent:${colour('color-accent-text', '#fff', '#18181b')}}`;

export const text = 'var(--_text)';
export const muted = 'var(--_muted)';
export const bg = 'var(--_bg)';
export const surface = 'var(--_surface)';
export const border = 'var(--_border)';
export const inputBorder = 'var(--_input-border)';
export const accent = 'var(--_accent)';
export const onAccent = 'var(--_on-accent)';
// Each read by a rule or two: said where they are read.
export const sale = colour('color-sale', '#b42318', '#ff8a80');
export const error = colour('color-error', '#b42318', '#ff8a80');
export const focus = colour('color-focus', '#2563eb', '#7aa7ff');
/**
 * The widgets' one base size, set on each widget's root (`.shop-embed`): every other length is in `em` of it (or of the
 * element's own font size), never `rem`, which is the page's root size (a theme's `html { font-size: 62.5% }`).
 */
export const FONT_SIZE = v('font-size', '16px');
export const radius = v('radius', '12px');
// Setting the radius squares or rounds everything: small controls follow it (never rounder than 8px), and buttons follow
// it too; they are pills only while no radius is set. Each can still be set on its own.
export const radiusSmall = v('radius-small', `min(${radius},8px)`);
export const pill = v('button-radius', v('radius', '999px'));
export const space = v('spacing', '16px');
export const speed = v('transition', '160ms ease');

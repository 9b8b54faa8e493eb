// The design tokens every stylesheet shares: each is a `--shop-embed-*` custom property with a neutral fallback.
export const v = (name: string, fallback: string) => `var(--shop-embed-${name},${fallback})`;

/**
 * A default for a light and a dark page: `light-dark()` picks by the `color-scheme` the widget inherits from the page
 * (`color-scheme: dark`, as Bootstrap's `data-bs-theme="dark"` sets; `light dark` follows `prefers-color-scheme`).
 * Every pair below meets WCAG AA on `bg` and `surface` in both schemes (test/widget/style-tokens.test.ts).
 */
export const scheme = (light: string, dark: string) => `light-dark(${light},${dark})`;
const token = (name: string, light: string, dark: string) => v(name, scheme(light, dark));

export const text = token('color-text', '#1b1c1f', '#e9e9ec');
export const muted = token('color-muted', '#595c63', '#a9acb4');
/** What every widget that draws text paints behind it: readable whatever the page's own background. */
export const bg = token('color-background', '#fff', '#1c1d21');
export const surface = token('color-surface', '#f4f4f5', '#2a2b30');
/** Dividers and the edges of boxes whose text already says what they are. */
export const border = token('color-border', '#d4d4d8', '#3f4148');
/** The edge of a control that is only its edge (a field, a select, a stepper, a carousel dot): 3:1 on `bg`. */
export const inputBorder = token('color-input-border', '#8a8d93', '#8a8d93');
export const accent = token('color-accent', '#18181b', '#f4f4f5');
export const onAccent = token('color-accent-text', '#fff', '#18181b');
export const sale = token('color-sale', '#b42318', '#ff8a80');
export const error = token('color-error', '#b42318', '#ff8a80');
export const warning = token('color-warning', '#8a4b00', '#f5b451');
export const success = token('color-success', '#166534', '#6ee7a0');
export const focus = token('color-focus', '#2563eb', '#7aa7ff');
export const radius = v('radius', '12px');
// Setting the radius squares or rounds everything: small controls follow it (never rounder than 8px), and buttons follow
// it too; they are pills only while no radius is set. Each can still be set on its own.
export const radiusSmall = v('radius-small', `min(${radius},8px)`);
export const pill = v('button-radius', v('radius', '999px'));
export const space = v('spacing', '16px');
export const speed = v('transition', '160ms ease');

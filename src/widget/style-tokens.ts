// The design tokens both stylesheets share: every one is a `--shop-embed-*` custom property with a neutral fallback.
export const v = (name: string, fallback: string) => `var(--shop-embed-${name},${fallback})`;

export const text = v('color-text', '#1b1c1f');
export const muted = v('color-muted', '#595c63');
export const bg = v('color-background', '#fff');
export const surface = v('color-surface', '#f4f4f5');
export const border = v('color-border', '#d4d4d8');
export const accent = v('color-accent', '#18181b');
export const onAccent = v('color-accent-text', '#fff');
export const sale = v('color-sale', '#b42318');
export const focus = v('color-focus', '#2563eb');
export const radius = v('radius', '12px');
// Setting the radius squares or rounds everything: small controls follow it (never rounder than 8px), and buttons follow
// it too; they are pills only while no radius is set. Each can still be set on its own.
export const radiusSmall = v('radius-small', `min(${radius},8px)`);
export const pill = v('button-radius', v('radius', '999px'));
export const space = v('spacing', '16px');
export const speed = v('transition', '160ms ease');

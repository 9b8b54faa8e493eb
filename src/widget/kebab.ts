/**
 * A camelCase name as CSS and HTML write it: `minWidth` → `min-width`, `openDrawerOnAdd` → `open-drawer-on-add` (a style's
 * property, a setting's `data-shop-*` attribute).
 */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

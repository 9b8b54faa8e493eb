// @vitest-environment node
// The script tag and `shop-embed/react` offer a site owner the same settings and widgets: every option of one is an option
// of the other (under its own name where the entries differ), or is listed here as deliberately absent, with the reason
// in docs/react.md. A setting added to one entry and forgotten in the other fails here.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { widgets } from '../../src/mount/widgets';

const source = (path: string) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);

/** The property names of `interface name` in `path`. */
function members(path: string, name: string): string[] {
  const found = source(path).statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === name);
  if (!found) throw new Error(`${path} has no interface ${name}`);
  return found.members.map((member) => (member.name as ts.Identifier).text);
}

/** The names `path` exports (`export const`, `export function`, `export { … }`), types left out. */
function exported(path: string): string[] {
  const names: string[] = [];
  for (const node of source(path).statements) {
    const exporting = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isVariableStatement(node) && exporting) node.declarationList.declarations.forEach((d) => names.push((d.name as ts.Identifier).text));
    if (ts.isFunctionDeclaration(node) && exporting && node.name) names.push(node.name.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.exportClause && ts.isNamedExports(node.exportClause))
      node.exportClause.elements.filter((e) => !e.isTypeOnly).forEach((e) => names.push(e.name.text));
  }
  return names;
}

/** `init()` options named otherwise on the provider. */
const RENAMED: Record<string, string> = { storefrontAccessToken: 'token' };
/** `init()` options the provider has not, and what a React app does instead (docs/react.md says so). */
const NOT_IN_REACT = ['checkoutTarget', 'analytics', 'structuredData'];
/**
 * Provider props the script tag has no use for (its widgets are always in shadow roots; checkout is its event; a page
 * the server rendered hands its answers over in the HTML, `data-shop-prerendered`, not as a prop).
 */
const REACT_ONLY = ['onCheckout', 'shadow', 'children', 'initialData'];

/** The registry's widgets and the component `shop-embed/react` exports for each. */
const COMPONENTS: Record<string, string> = {
  product: 'ProductCard',
  collection: 'CollectionGrid',
  recommendations: 'ProductRecommendations',
  policies: 'ShopPolicies',
  'cart-toggle': 'CartToggle',
  cart: 'CartDrawer', // and CartInline: the cart widget's two variants
};
/** Widgets of the script tag that `shop-embed/react` does not export (docs/react.md: why, and what to use). */
const WIDGETS_NOT_IN_REACT = ['checkout', 'localization', 'search', 'content', 'skip-links'];

const reactSection = readFileSync('docs/react.md', 'utf8');

describe('the script tag’s options and widgets, and shop-embed/react’s', () => {
  const script = members('src/mount/attributes/options.ts', 'ShopEmbedOptions');
  const provider = members('src/react/ShopProvider.tsx', 'ShopProviderProps');

  it('every init() option is a ShopProvider prop, or listed as absent with its reason in docs/react.md', () => {
    const missing = script.filter((option) => !provider.includes(RENAMED[option] ?? option) && !NOT_IN_REACT.includes(option));
    expect(missing).toEqual([]);
    for (const option of NOT_IN_REACT) expect(reactSection, `docs/react.md names ${option}`).toContain(`\`${option}\``);
  });

  it('every ShopProvider prop is an init() option, or one React alone needs', () => {
    const named = new Set(script.map((option) => RENAMED[option] ?? option));
    expect(provider.filter((prop) => !named.has(prop) && !REACT_ONLY.includes(prop))).toEqual([]);
  });

  it('every widget of the script tag is a component of shop-embed/react, or listed as absent with its reason in docs/react.md', () => {
    const components = exported('src/react/index.ts');
    for (const { name } of widgets) {
      if (WIDGETS_NOT_IN_REACT.includes(name)) expect(reactSection, `docs/react.md names ${name}`).toContain(`\`${name}\``);
      else expect(components, `the ${name} widget`).toContain(COMPONENTS[name]);
    }
  });
});

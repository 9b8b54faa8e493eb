// The files editors and type checkers read about our elements and attributes, made from the widget registry and the
// words beside it (widget-docs.ts): a Custom Elements Manifest (custom-elements.json), VS Code's HTML custom data
// (vscode.html-data.json) and JSX typings for React and Preact (jsx/). `npm run editor-data` writes them;
// test/scripts/editor-data.test.ts fails when they are out of date. No bundle imports this file.
import { elementAttribute } from '../attributes/attributes';
import type { AttributeSpec, Registry, WidgetDefinition } from '../registry';
import { widgetDocs } from './widget-docs';

interface DocumentedAttribute {
  prop: string;
  element: string;
  data: string;
  spec: AttributeSpec;
  description: string;
}

/** Every attribute of `entry`, with its words: a prop the docs do not cover is an error (a new one must be described). */
function attributesOf(entry: WidgetDefinition): DocumentedAttribute[] {
  const doc = widgetDocs[entry.name];
  if (!doc) throw new Error(`editor-data: widget-docs.ts has no entry for the widget "${entry.name}"`);
  return Object.entries(entry.attributes).map(([prop, spec]) => {
    const description = doc.attributes[prop];
    if (!description) throw new Error(`editor-data: widget-docs.ts does not describe "${prop}" of the widget "${entry.name}"`);
    return { prop, element: elementAttribute(entry, prop), data: spec.attribute, spec, description };
  });
}

const describe = (attribute: DocumentedAttribute) =>
  attribute.spec.default === undefined ? attribute.description : `${attribute.description} Default: \`${String(attribute.spec.default)}\`.`;

/** The value's type as TypeScript writes it (attributes are text: a boolean is `"false"` or present). */
function valueType(spec: AttributeSpec): string {
  if (spec.type === 'boolean') return ["''", "'true'", "'false'", ...(spec.values ?? []).map((value) => JSON.stringify(value))].join(' | ');
  if (spec.values) return spec.values.map((value) => JSON.stringify(value)).join(' | ');
  if (spec.type === 'number') return 'number | `${number}`';
  return 'string';
}

const className = (entry: WidgetDefinition) => `Shop${entry.name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Element`;

/** The Custom Elements Manifest (schema 2.1.0): one custom element per widget, in the script the page loads. */
export function customElementsManifest(registry: Registry) {
  const path = 'dist/shop-embed.umd.min.js';
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path,
        declarations: registry.map((entry) => ({
          kind: 'class',
          customElement: true,
          name: className(entry),
          tagName: entry.tag,
          description: `${widgetDocs[entry.name]?.summary ?? ''} Also \`<div ${entry.attribute}>\` or \`ShopEmbed.mount(el, '${entry.name}')\`.`,
          attributes: attributesOf(entry).map((attribute) => ({
            name: attribute.element,
            description: describe(attribute),
            type: { text: valueType(attribute.spec) },
            ...(attribute.spec.default === undefined ? {} : { default: JSON.stringify(attribute.spec.default) }),
            fieldName: attribute.prop,
          })),
          superclass: { name: 'HTMLElement' },
        })),
        exports: registry.map((entry) => ({
          kind: 'custom-element-definition',
          name: entry.tag,
          declaration: { name: className(entry), module: path },
        })),
      },
    ],
  };
}

/**
 * VS Code's HTML custom data (version 1.1): the elements with their attributes, and every `data-shop-*` attribute as a
 * global one (they go on any element). `"html.customData": ["./node_modules/shop-embed/vscode.html-data.json"]`.
 */
export function vscodeHtmlData(registry: Registry) {
  const values = (spec: AttributeSpec) =>
    spec.type === 'boolean'
      ? spec.values
        ? { values: [...spec.values, 'false'].map((name) => ({ name })) }
        : { valueSet: 'v' }
      : spec.values
        ? { values: spec.values.map((name) => ({ name })) }
        : {};
  const globals = new Map<string, { name: string; description: string }>();
  for (const entry of registry) {
    for (const attribute of attributesOf(entry)) {
      const said = globals.get(attribute.data);
      const line = `\`${entry.name}\`: ${describe(attribute)}`;
      globals.set(attribute.data, { ...values(attribute.spec), name: attribute.data, description: said ? `${said.description}\n\n${line}` : line });
    }
    if (!globals.has(entry.attribute)) globals.set(entry.attribute, { name: entry.attribute, description: widgetDocs[entry.name]?.summary ?? '' });
  }
  return {
    version: 1.1,
    tags: registry.map((entry) => ({
      name: entry.tag,
      description: widgetDocs[entry.name]?.summary ?? '',
      attributes: attributesOf(entry).map((attribute) => ({ name: attribute.element, description: describe(attribute), ...values(attribute.spec) })),
    })),
    globalAttributes: [...globals.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** `jsx/elements.d.ts`: each element's attributes as a TypeScript interface, for the framework files beside it. */
export function elementTypes(registry: Registry): string {
  const lines = [
    '// Generated from the widget registry by `npm run editor-data`: do not edit.',
    '/** The attributes of each ShopEmbed element, by tag (attribute values are text: a boolean is `"false"` or present). */',
    'export interface ShopEmbedElements {',
  ];
  for (const entry of registry) {
    const attributes = attributesOf(entry);
    lines.push(`  /** ${widgetDocs[entry.name]?.summary ?? ''} */`);
    if (!attributes.length) {
      lines.push(`  '${entry.tag}': Record<never, never>;`);
      continue;
    }
    lines.push(`  '${entry.tag}': {`);
    for (const attribute of attributes) {
      const optional = attribute.spec.required ? '' : '?';
      lines.push(
        `    /** ${describe(attribute).replace(/\*\//g, '*\\/')} */`,
        `    '${attribute.element}'${optional}: ${valueType(attribute.spec)};`,
      );
    }
    lines.push('  };');
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** `jsx/react.d.ts` and `jsx/preact.d.ts`: the elements in that framework's JSX, with its own HTML attributes. */
export function frameworkTypes(registry: Registry, framework: 'react' | 'preact'): string {
  const html = framework === 'react' ? 'React.HTMLAttributes<HTMLElement>' : 'JSX.HTMLAttributes<HTMLElement>';
  return [
    '// Generated from the widget registry by `npm run editor-data`: do not edit.',
    `// The ShopEmbed elements in ${framework}'s JSX: \`import type {} from 'shop-embed/jsx/${framework}';\` once in the app.`,
    "import type { ShopEmbedElements } from './elements.js';",
    ...(framework === 'react' ? ["import type * as React from 'react';"] : []),
    '',
    `declare module '${framework}' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...registry.map((entry) => `      '${entry.tag}': ${html} & ShopEmbedElements['${entry.tag}'];`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * `jsx/vue.d.ts`: the elements in Vue templates (and Vue's JSX) through `GlobalComponents`, the interface Vue's guide
 * gives custom elements for type checking (vuejs.org/guide/extras/web-components.html#web-components-and-typescript).
 */
export function vueTypes(registry: Registry): string {
  return [
    '// Generated from the widget registry by `npm run editor-data`: do not edit.',
    "// The ShopEmbed elements in Vue templates: `import type {} from 'shop-embed/jsx/vue';` once in the app (with",
    "// `compilerOptions.isCustomElement: (tag) => tag.startsWith('shop-')` so Vue leaves them to the browser).",
    "import type { DefineComponent } from 'vue';",
    "import type { ShopEmbedElements } from './elements.js';",
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...registry.map((entry) => `    '${entry.tag}': DefineComponent<ShopEmbedElements['${entry.tag}']>;`),
    '  }',
    '}',
    '',
    'export {};',
    '',
  ].join('\n');
}

/**
 * `jsx/svelte.d.ts`: the elements in Svelte markup, added to `svelte/elements`' `SvelteHTMLElements` (Svelte ≥ 4.2's
 * documented way to type custom elements: svelte.dev/docs/svelte/typescript#Enhancing-built-in-DOM-types).
 */
export function svelteTypes(registry: Registry): string {
  return [
    '// Generated from the widget registry by `npm run editor-data`: do not edit.',
    "// The ShopEmbed elements in Svelte markup: `import type {} from 'shop-embed/jsx/svelte';` once in the app.",
    "import type { HTMLAttributes } from 'svelte/elements';",
    "import type { ShopEmbedElements } from './elements.js';",
    '',
    "declare module 'svelte/elements' {",
    '  export interface SvelteHTMLElements {',
    ...registry.map((entry) => `    '${entry.tag}': HTMLAttributes<HTMLElement> & ShopEmbedElements['${entry.tag}'];`),
    '  }',
    '}',
    '',
    'export {};',
    '',
  ].join('\n');
}

/** One option of a widget as the builder's form draws it (`src/builder`). */
export interface BuilderAttribute {
  prop: string;
  /** On a `data-shop-*` host. */
  data: string;
  /** On the `shop-*` element. */
  element: string;
  type: AttributeSpec['type'];
  description: string;
  values?: readonly string[];
  default?: string | number | boolean;
  required?: boolean;
  min?: number;
  max?: number;
  /** The host's own marking attribute takes this value (`data-shop-product="tee"`). */
  main: boolean;
}

export interface BuilderWidget {
  name: string;
  tag: string;
  attribute: string;
  summary: string;
  attributes: BuilderAttribute[];
}

/** What the builder offers, so a new widget appears in it by itself. */
export function builderWidgets(registry: Registry): BuilderWidget[] {
  return registry.map((entry) => ({
    name: entry.name,
    tag: entry.tag,
    attribute: entry.attribute,
    summary: widgetDocs[entry.name]?.summary ?? '',
    attributes: attributesOf(entry).map(({ prop, data, element, spec, description }) => ({
      prop,
      data,
      element,
      type: spec.type,
      description,
      ...(spec.values ? { values: spec.values } : {}),
      ...(spec.default === undefined ? {} : { default: spec.default }),
      ...(spec.required ? { required: true } : {}),
      ...(spec.min === undefined ? {} : { min: spec.min }),
      ...(spec.max === undefined ? {} : { max: spec.max }),
      main: data === entry.attribute,
    })),
  }));
}

/** `src/builder/widgets.generated.ts`: the builder's list as a module (the builder's bundle needs no JSON loader). */
export function builderModule(registry: Registry): string {
  return [
    '// Generated from the widget registry by `npm run editor-data`: do not edit.',
    "import type { BuilderWidget } from '../mount/docs/editor-data';",
    '',
    `export const builderWidgetList: BuilderWidget[] = ${JSON.stringify(builderWidgets(registry), null, 2)};`,
    '',
  ].join('\n');
}

/** What an attribute takes, in words: its values, or its kind with its range; and its default. */
function valueWords(spec: AttributeSpec): string {
  const kind =
    spec.type === 'boolean'
      ? `present${(spec.values ?? []).map((value) => `, \`"${value}"\``).join('')}, or \`"false"\``
      : spec.values
        ? spec.values.map((value) => `\`${value}\``).join(', ')
        : spec.type === 'number'
          ? `${spec.integer ? 'a whole number' : 'a number'}${spec.min === undefined ? '' : ` from ${spec.min}`}${spec.max === undefined ? '' : ` to ${spec.max}`}`
          : spec.type === 'url'
            ? 'an address'
            : 'text';
  if (spec.required) return `${kind}, required`;
  return spec.default === undefined || spec.type === 'boolean' ? kind : `${kind}; default \`${String(spec.default)}\``;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * docs/widgets.md's tables: a section per widget with its summary, how a page asks for it, and a row per attribute
 * (the data attribute, the custom element's, what it takes, what it does). `npm run editor-data` writes them between the
 * page's two markers; test/scripts/editor-data.test.ts fails when they are out of date.
 */
export function widgetTables(registry: Registry): string {
  return registry
    .map((entry) => {
      const doc = widgetDocs[entry.name]!;
      const main = attributesOf(entry).find((attribute) => attribute.data === entry.attribute);
      const rows = attributesOf(entry).map(
        (attribute) => `| \`${attribute.data}\` | \`${attribute.element}\` | ${cell(valueWords(attribute.spec))} | ${cell(attribute.description)} |`,
      );
      return [
        `## \`${entry.name}\``,
        '',
        `${doc.summary}${doc.guide ? ` More: [${doc.guide.title}](${doc.guide.href.startsWith('#') ? '' : './'}${doc.guide.href}).` : ''}`,
        '',
        `\`<div ${entry.attribute}${main ? '="…"' : ''}></div>\` or \`<${entry.tag}${main ? ` ${main.element}="…"` : ''}></${entry.tag}>\``,
        ...(rows.length ? ['', '| Data attribute | Element attribute | Value | |', '| --- | --- | --- | --- |', ...rows] : ['', 'No attributes.']),
      ].join('\n');
    })
    .join('\n\n');
}

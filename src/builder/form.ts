// The builder's option controls, made from the widget registry's entries (widgets.generated.json): a select for an
// option with set values, a checkbox for a yes/no one, a number field with the registry's bounds, a text field
// otherwise. Each is labelled and described by the words editors show (src/mount/docs/widget-docs.ts).
import type { BuilderAttribute, BuilderWidget } from '../mount/docs/editor-data';
import { label } from './snippet';
import { builderWidgetList } from './widgets.generated';

/** Every widget the registry has, in its order. */
export const builderWidgets = builderWidgetList;

/** Which widgets take a product's handle and which a collection's: what "Find a product or collection" fills in. */
export const HANDLE_KIND: Readonly<Record<string, 'product' | 'collection'>> = {
  product: 'product',
  recommendations: 'product',
  collection: 'collection',
};

/** `The product's handle (\`tee\`).` with its code spans as <code>, into `into`. */
export function describeInto(into: HTMLElement, words: string): void {
  words.split('`').forEach((part, index) => {
    if (!part) return;
    if (index % 2) {
      const code = into.ownerDocument.createElement('code');
      code.textContent = part;
      into.append(code);
    } else into.append(part);
  });
}

/** `<option value>label</option>` (made by hand: not every DOM has the `Option` constructor). */
export function option(doc: Document, text: string, value: string): HTMLOptionElement {
  const element = doc.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}

export const controlId = (attribute: BuilderAttribute) => `option-${attribute.prop}`;

/** A yes/no option is a checkbox; one that may also be a word (Buy now: present, or `also`) is a select of them. */
const isCheck = (attribute: BuilderAttribute) => attribute.type === 'boolean' && !attribute.values;

/** One control for `attribute`, holding `value` (the attribute's text; '' is unset), calling `change` with the new text. */
function control(doc: Document, attribute: BuilderAttribute, value: string, change: (value: string) => void): HTMLElement {
  const id = controlId(attribute);
  if (isCheck(attribute)) {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    input.checked = (value || String(attribute.default ?? false)) === 'true';
    input.addEventListener('change', () => change(String(input.checked)));
    return input;
  }
  if (attribute.values) {
    const select = doc.createElement('select');
    select.id = id;
    const unset = attribute.default === undefined ? '(not set)' : `${String(attribute.default)} (default)`;
    const values = attribute.type === 'boolean' ? ['true', ...attribute.values] : attribute.values.filter((v) => v !== attribute.default);
    for (const value of ['', ...values]) select.add(option(doc, value || unset, value));
    select.value = value;
    select.addEventListener('change', () => change(select.value));
    return select;
  }
  const input = doc.createElement('input');
  input.id = id;
  input.value = value;
  if (attribute.type === 'number') {
    input.type = 'number';
    input.inputMode = 'numeric';
    if (attribute.min !== undefined) input.min = String(attribute.min);
    if (attribute.max !== undefined) input.max = String(attribute.max);
  } else if (attribute.type === 'url') input.type = 'url';
  if (attribute.default !== undefined) input.placeholder = String(attribute.default);
  input.required = Boolean(attribute.required);
  input.autocomplete = 'off';
  input.addEventListener('input', () => change(input.value));
  return input;
}

/** The widget's options as labelled controls, replacing what `into` held. */
export function drawOptions(
  into: HTMLElement,
  widget: BuilderWidget,
  values: Record<string, string>,
  change: (prop: string, value: string) => void,
): void {
  const doc = into.ownerDocument;
  into.replaceChildren();
  if (!widget.attributes.length) {
    const none = doc.createElement('p');
    none.className = 'hint';
    none.textContent = 'This widget has no options.';
    into.append(none);
    return;
  }
  for (const attribute of widget.attributes) {
    const input = control(doc, attribute, values[attribute.prop] ?? '', (value) => change(attribute.prop, value));
    const name = doc.createElement('label');
    name.htmlFor = input.id;
    name.textContent = attribute.required ? `${label(attribute)} (required)` : label(attribute);
    const hint = doc.createElement('p');
    hint.className = 'hint';
    hint.id = `${input.id}-hint`;
    describeInto(hint, attribute.description);
    input.setAttribute('aria-describedby', hint.id);
    if (isCheck(attribute)) {
      name.className = 'check';
      const row = doc.createElement('div');
      row.className = 'check-row';
      row.append(input, name);
      into.append(row, hint);
    } else into.append(name, input, hint);
  }
}

/** The look the builder offers: documented `--shop-embed-*` properties with their defaults (README "Theming"). */
export const LOOK: readonly { name: string; label: string; kind: 'color' | 'length' | 'font'; default: string }[] = [
  { name: 'color-accent', label: 'Buttons and selected options', kind: 'color', default: '#18181b' },
  { name: 'color-accent-text', label: 'Text on buttons', kind: 'color', default: '#ffffff' },
  { name: 'color-text', label: 'Text', kind: 'color', default: '#1b1c1f' },
  { name: 'color-background', label: 'Card background', kind: 'color', default: '#ffffff' },
  { name: 'color-sale', label: 'Sale prices', kind: 'color', default: '#b42318' },
  { name: 'radius', label: 'Corner radius', kind: 'length', default: '12px' },
  { name: 'font', label: 'Font', kind: 'font', default: '' },
];

/**
 * Why `value` cannot be the `look`'s CSS value, or undefined when it can. Strict on purpose: the value is written into a
 * `<style>` (the preview's and the owner's page), so only a length, a `#rrggbb` colour or one of FONTS gets through.
 */
export function lookError(look: (typeof LOOK)[number], value: string): string | undefined {
  const text = value.trim();
  if (look.kind === 'length') return /^(0|(\d+|\d*\.\d+)(px|r?em|%))$/.test(text) ? undefined : 'Enter a length such as 12px, 0.5rem or 0.';
  if (look.kind === 'color') return /^#[\da-f]{6}$/i.test(text) ? undefined : 'Pick a colour (#rrggbb).';
  return FONTS.some((font) => font.value === text) ? undefined : 'Pick one of the fonts offered.';
}

export const FONTS: readonly { label: string; value: string }[] = [
  { label: 'The system font (default)', value: '' },
  { label: 'Serif (Georgia)', value: 'Georgia, "Times New Roman", serif' },
  { label: 'Rounded sans (Trebuchet)', value: '"Trebuchet MS", "Segoe UI", sans-serif' },
  { label: 'Monospace', value: 'ui-monospace, Menlo, monospace' },
  { label: "The page's own font", value: 'inherit' },
];

// The snippet the builder hands the site owner: what to paste in <head> (the stylesheet, the script tag, the chosen
// --shop-embed-* properties) and the widget's host where it should appear, in data-attribute or custom-element form.
// Pure: the page (main.ts) keeps the state, this only writes it out; test/builder/builder.test.ts mounts the result.
import type { BuilderAttribute, BuilderWidget } from '../mount/docs/editor-data';

export type SnippetForm = 'attributes' | 'elements';

export interface SnippetState {
  /** The directory the files are served from (`https://cdn.example/shop-embed/dist/`), ending in `/`. */
  base: string;
  domain: string;
  token: string;
  widget: BuilderWidget;
  /** What the owner set, by prop (`handle: 'tee'`): text as the attribute carries it; an empty string is unset. */
  values: Readonly<Record<string, string>>;
  form: SnippetForm;
  /** `--shop-embed-<name>` → value, only those the owner changed. */
  style: Readonly<Record<string, string>>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The value to write for an option, or undefined when it is unset or the widget's default already. */
function written(attribute: BuilderAttribute, raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  // A yes/no option the registry gives no default is off until set.
  const fallback = attribute.default ?? (attribute.type === 'boolean' ? false : undefined);
  if (value === '' || (fallback !== undefined && value === String(fallback))) return undefined;
  return value;
}

/** `<div data-shop-product="tee" data-shop-description="none"></div>` or `<shop-product handle="tee" description="none"></shop-product>`. */
export function hostMarkup(widget: BuilderWidget, values: SnippetState['values'], form: SnippetForm): string {
  const pairs: string[] = [];
  let main = '';
  for (const attribute of widget.attributes) {
    const value = written(attribute, values[attribute.prop]);
    if (value === undefined) continue;
    if (form === 'attributes' && attribute.main) main = `="${escapeAttribute(value)}"`;
    else pairs.push(`${form === 'attributes' ? attribute.data : attribute.element}="${escapeAttribute(value)}"`);
  }
  if (form === 'elements') return `<${[widget.tag, ...pairs].join(' ')}></${widget.tag}>`;
  return `<div ${[`${widget.attribute}${main}`, ...pairs].join(' ')}></div>`;
}

/** The `<style>` with the owner's properties, or nothing when every one is left at its default. */
export function styleMarkup(style: SnippetState['style']): string {
  const lines = Object.entries(style)
    // The page checks each value by its kind (form.ts lookError); nothing that could end the rule or the element gets here.
    .filter(([, value]) => value.trim() !== '' && !/[<>;{}\\]/.test(value))
    .map(([name, value]) => `    --shop-embed-${name}: ${value.trim()};`);
  return lines.length ? ['<style>', '  :root {', ...lines, '  }', '</style>'].join('\n') : '';
}

/** The whole snippet: the head's part, then the host. */
export function snippet(state: SnippetState): string {
  const head = [
    '<!-- In <head>: the stylesheet reserves the widget’s space before the script runs. -->',
    `<link rel="stylesheet" href="${escapeAttribute(`${state.base}shop-embed.css`)}" />`,
    `<script src="${escapeAttribute(`${state.base}shop-embed.umd.min.js`)}" data-shop-domain="${escapeAttribute(state.domain)}"${
      // Without a token the widgets use tokenless access (docs/embedding.md, "Without a token").
      state.token.trim() ? ` data-shop-token="${escapeAttribute(state.token)}"` : ''
    } defer></script>`,
    styleMarkup(state.style),
  ].filter(Boolean);
  return [...head, '', '<!-- Where the widget goes: -->', hostMarkup(state.widget, state.values, state.form), ''].join('\n');
}

/** A page holding the snippet and nothing else: the live preview draws it in a frame, as a blank page would. */
export function previewPage(snippetText: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Preview</title></head>',
    '<body style="margin:16px;font-family:system-ui,sans-serif">',
    snippetText,
    // The builder's frame is sandboxed (an opaque origin), so the page tells it how tall it is (main.ts sizes the frame).
    '<script>new ResizeObserver(() => parent.postMessage({ previewHeight: document.body.scrollHeight }, "*")).observe(document.body)</script>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** What keeps the snippet from working (a required option left empty, a shop not given), in the words the form shows. */
export function missing(state: Pick<SnippetState, 'domain' | 'token' | 'widget' | 'values'>): string[] {
  const problems: string[] = [];
  if (!state.domain.trim()) problems.push('Enter the shop’s domain.');
  for (const attribute of state.widget.attributes)
    if (attribute.required && !state.values[attribute.prop]?.trim()) problems.push(`Set “${label(attribute)}”.`);
  return problems;
}

/** `headingLevel` → "Heading level". */
export function label(attribute: Pick<BuilderAttribute, 'prop'>): string {
  const words = attribute.prop.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// The card's custom fields block (`data-shop-fields`), written once as a view `(h, model) → tree`: the components call it
// with preact's (or React's) createElement; the first paint's `h` (dom.ts) draws the same props the same way. Shop text is
// only ever text or elements made here: rich text is Shopify's JSON tree turned into elements node by node, never HTML.
// It ships in the fields chunk (src/scripts/fields), loaded only by a card that has fields.
//
// Each value is drawn by its metafield type (shopify.dev/docs/apps/build/metafields/list-of-data-types): text as written
// (a multi-line field keeps its lines), numbers in the shopper's locale, a rating as "4.6 / 5", a list's items joined,
// a link, URL or reference as a link to its address (text where it has none), anything else as its value's text.
import type { CardMetafield, MetafieldTarget } from '../../cart-client/metafields';
import type { ShownField } from './card-types';

/** An element maker: preact's or React's `createElement`, or dom.ts's `h`. Props are React's (`className`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ViewH<T> = (tag: string, props: Record<string, any> | null, ...children: any[]) => T;

export interface FieldsModel {
  fields: readonly ShownField[];
  /** The shopper's locale for numbers (undefined: the browser's). */
  locale?: string | undefined;
}

/**
 * A node of Shopify's rich text (`rich_text_field`): root, paragraph, heading, list, list-item, link, text
 * (shopify.dev/docs/apps/build/metafields/list-of-data-types#rich-text-formatting-details; the node types of Hydrogen's
 * `RichText`, shopify.dev/docs/api/hydrogen-react/latest/components/richtext).
 */
interface RichNode {
  type: string;
  children?: RichNode[];
  value?: string;
  bold?: boolean;
  italic?: boolean;
  url?: string;
  title?: string;
  target?: string;
  listType?: string;
}

/**
 * `url` when it is an absolute http(s) address, else null: shop data must never put a `javascript:` or `data:` link on the
 * page (the rule of safe-href.ts, which the catalog chunk carries: one line here, not a module two chunks would share).
 */
const safeHref = (url: string | null | undefined) => (url && /^https?:\/\/[^\s]/i.test(url) ? url : null);

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The rich text tree as elements. A heading is drawn as a bold paragraph, not an `<h1>`–`<h6>`: the page's outline is the
 * page's, and a shop's "Heading 1" inside a card would outrank the card's own title.
 */
function rich<T>(h: ViewH<T>, node: RichNode, key?: number): T | string | (T | string)[] {
  const kids = () => (node.children ?? []).map((child, i) => rich(h, child, i));
  switch (node.type) {
    case 'root':
      return kids() as (T | string)[];
    case 'paragraph':
      return h('p', { key }, kids());
    case 'heading':
      return h('p', { key }, h('strong', null, kids()));
    case 'list':
      return h(node.listType === 'ordered' ? 'ol' : 'ul', { key }, kids());
    case 'list-item':
      return h('li', { key }, kids());
    case 'link': {
      const href = safeHref(node.url);
      return href
        ? h('a', { key, href, title: node.title || undefined, target: node.target || undefined, rel: node.target ? 'noopener' : undefined }, kids())
        : h('span', { key }, kids());
    }
    default: {
      // A text run: bold, italic or both.
      const text = node.value ?? '';
      const italic = node.italic ? h('em', { key }, text) : text;
      return node.bold ? h('strong', { key }, italic) : italic;
    }
  }
}

/** What a reference shows: its title (a file: its alt text, else "file") and where it links. */
function target(ref: MetafieldTarget): { text: string; url: string | null | undefined } {
  switch (ref.__typename) {
    case 'GenericFile':
      return { text: ref.alt || ref.url?.split('/').pop()?.split('?')[0] || ref.__typename, url: ref.url };
    case 'MediaImage':
      return { text: ref.alt || ref.image?.altText || 'image', url: ref.image?.url };
    case 'Video':
    case 'Model3d':
      return { text: ref.alt || ref.__typename, url: ref.sources[0]?.url };
    case 'ProductVariant':
      return { text: `${ref.product.title} – ${ref.title}`, url: ref.product.onlineStoreUrl };
    case 'Metaobject':
      return { text: ref.handle, url: ref.onlineStoreUrl };
    default:
      return { text: ref.title, url: ref.onlineStoreUrl };
  }
}

const link = <T>(h: ViewH<T>, text: string, url: string | null | undefined, key?: number) => {
  const href = safeHref(url);
  return href ? h('a', { key, href }, text) : text;
};

/** One item of a list's value (or the single value) by its item type: `number_integer`, `url`, `rating`… */
function item<T>(h: ViewH<T>, type: string, value: unknown, locale: string | undefined, key?: number): T | string {
  const number = (n: unknown) => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(n));
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
  if (type === 'number_integer' || type === 'number_decimal') return number(value);
  // A rating is `{ value, scale_min, scale_max }`; the star is decoration, the words say it.
  if (type === 'rating')
    return h('span', { key }, h('span', { 'aria-hidden': 'true' }, '★ '), `${number(object.value)} / ${number(object.scale_max)}`);
  if (type === 'url') return link(h, String(value), String(value), key);
  if (type === 'link') return link(h, object.text || String(object.url), object.url, key);
  if (type === 'money') return new Intl.NumberFormat(locale, { style: 'currency', currency: object.currency_code! }).format(Number(object.amount));
  // weight, volume, dimension: `{ value, unit }`.
  if (object.unit !== undefined) return `${number(object.value)} ${String(object.unit).toLowerCase().replace(/_/g, ' ')}`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A field's value as the card shows it. */
function fieldValue<T>(h: ViewH<T>, field: CardMetafield, locale: string | undefined): unknown {
  const { type, value } = field;
  const refs = field.references?.nodes ?? (field.reference ? [field.reference] : []);
  if (refs.length) {
    const links = refs.map((ref, i) => link(h, target(ref).text, target(ref).url, i));
    return links.flatMap((node, i) => (i ? [', ', node] : [node]));
  }
  if (type === 'rich_text_field') return rich(h, (parse(value) ?? { type: 'text', value }) as RichNode);
  if (type === 'multi_line_text_field') return h('span', { style: { whiteSpace: 'pre-line' } }, value);
  const json = type.startsWith('list.') || /^(rating|link|money|weight|volume|dimension)$/.test(type) ? parse(value) : null;
  if (Array.isArray(json)) return json.map((one, i) => [i ? ', ' : null, item(h, type.slice(5), one, locale, i)]);
  return item(h, type, json ?? value, locale);
}

/**
 * The fields as a description list: each label, then its value. Its `part="fields"` (and each value's `field`, with the
 * field's `namespace.key` as `data-shop-field`) is there for a site owner's styles.
 *
 * @example
 * fieldsView(createElement, { fields: [{ id: 'custom.material', label: 'Material', field }], locale: 'en-US' });
 */
export function fieldsView<T>(h: ViewH<T>, model: FieldsModel): T {
  return h(
    'dl',
    { className: 'description', part: 'fields' },
    model.fields.map(({ id, label, field }) => [
      h('dt', { key: `${id}:label`, style: { fontWeight: '600' } }, label),
      h('dd', { key: id, part: 'field', 'data-shop-field': id, style: { margin: '0' } }, fieldValue(h, field, model.locale)),
    ]),
  );
}

// The page as the server renderer reads it: parse5 parses the HTML as a browser would (with each start tag's place in the
// text), and we keep what the first script would find: the shop-embed script tag and the product card hosts. Nothing is
// re-serialised: the renderer inserts its text at those places, so the rest of the page stays byte for byte the owner's.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type ParsedElement = DefaultTreeAdapterMap['element'];

/** An element as the shared attribute readers (src/mount/attributes/attributes.ts, options.ts) read one: its name and attributes. */
export interface PageElement {
  localName: string;
  tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  /** Where its start tag ends in the HTML (the shadow root's template goes there). */
  inside: number;
  /** A declarative shadow root is its first child already (a page rendered before): left alone. */
  rendered: boolean;
}

export interface PageParts {
  /** The first `<script src>` of shop-embed (its data-shop-* settings), if any. */
  script: PageElement | null;
  /** `[data-shop-product]` elements and `<shop-product>` elements, in document order. */
  cards: PageElement[];
  /** Where `</head>` and `</body>` start (structured data and the data blob go before them), or null. */
  headEnd: number | null;
  bodyEnd: number | null;
  /** `<html lang>`: the locale of prices where the tag sets none, as in the browser. */
  lang: string | null;
}

function element(node: ParsedElement): PageElement {
  const attribute = (name: string) => node.attrs.find((a) => a.name === name)?.value ?? null;
  const first = node.childNodes.find((child) => child.nodeName !== '#text' || ('value' in child && child.value.trim()));
  return {
    localName: node.tagName,
    tagName: node.tagName.toUpperCase(),
    getAttribute: attribute,
    hasAttribute: (name) => attribute(name) !== null,
    inside: node.sourceCodeLocation?.startTag?.endOffset ?? -1,
    rendered: !!first && first.nodeName === 'template' && (first as ParsedElement).attrs.some((a) => a.name === 'shadowrootmode'),
  };
}

/** Reads `html` as a browser would, and returns the parts the renderer fills. */
export function readPage(html: string): PageParts {
  const parts: PageParts = { script: null, cards: [], headEnd: null, bodyEnd: null, lang: null };
  const walk = (node: Node) => {
    if (!('tagName' in node)) {
      if ('childNodes' in node) node.childNodes.forEach(walk);
      return;
    }
    const el = node;
    const at = el.sourceCodeLocation;
    // Elements the parser made up (an implied <head> or <body>) have no place in the text: nothing is put there.
    if (el.tagName === 'html') parts.lang = element(el).getAttribute('lang');
    if (el.tagName === 'head' && at?.endTag) parts.headEnd = at.endTag.startOffset;
    if (el.tagName === 'body' && at?.endTag) parts.bodyEnd = at.endTag.startOffset;
    if (el.tagName === 'script' && !parts.script && /shop-embed/.test(element(el).getAttribute('src') ?? '')) parts.script = element(el);
    if (at?.startTag && (el.attrs.some((a) => a.name === 'data-shop-product') || el.tagName === 'shop-product')) parts.cards.push(element(el));
    el.childNodes.forEach(walk);
    if (el.tagName === 'template') (el as DefaultTreeAdapterMap['template']).content.childNodes.forEach(walk);
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return parts;
}

/** Text for an attribute value or element content written into the page: `&`, `<`, `>` and `"` as references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A DOMParser for the widgets' HTML-to-text (src/widget/html-text.ts) where the runtime has none (Node): parse5's tree. */
export class TextOnlyDOMParser {
  parseFromString(html: string) {
    const text = (node: Node): string =>
      'value' in node && node.nodeName === '#text'
        ? node.value
        : 'childNodes' in node && !/^(script|style|template)$/.test(node.nodeName)
          ? node.childNodes.map(text).join('')
          : '';
    const doc = parse(html);
    const body = (doc.childNodes.find((n) => n.nodeName === 'html') as ParsedElement | undefined)?.childNodes.find((n) => n.nodeName === 'body');
    return { body: { textContent: body ? text(body) : '' } };
  }
}

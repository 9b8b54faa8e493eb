import { h, type ComponentChildren, type VNode } from 'preact';
import type { LinkResolverFunction, RichTextField, RTEmbedNode, RTImageNode, RTLinkNode, RTLabelNode } from '@prismicio/client';
import { serialize } from '@prismicio/client/richtext';
import { ContentEmbed } from './ContentEmbed';
import { ContentImage } from './ContentImage';
import { contentHref } from './links';

export interface RichTextProps {
  field: RichTextField | null | undefined;
  /** Turns a link to a document into a URL (a document without one, and no resolver: its text without a link). */
  linkResolver?: LinkResolverFunction | undefined;
}

const TAGS: Record<string, string> = {
  paragraph: 'p',
  preformatted: 'pre',
  strong: 'strong',
  em: 'em',
  'list-item': 'li',
  'o-list-item': 'li',
  'group-list-item': 'ul',
  'group-o-list-item': 'ol',
};

/** Text with its line breaks: editors' soft returns become `<br>`. */
function lines(text: string): ComponentChildren[] {
  const parts = text.split('\n');
  return parts.flatMap((part, i) => (i ? [h('br', null), part] : [part]));
}

/**
 * A rich-text field as elements, through the library's own `serialize` (its tree of headings, paragraphs, lists and
 * spans). Every text is a text node and every link passes `contentHref`, so nothing an editor types runs on the page.
 *
 * @example
 * <RichText field={slice.primary.text} linkResolver={(doc) => `/pages/${doc.uid}`} />
 */
export function RichText({ field, linkResolver }: RichTextProps) {
  if (!field?.length) return null;
  // Each node is a different element; preact's VNode props type cannot say that without `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const nodes = serialize<VNode<any>>(field, (type, node, text, children, key): VNode<any> | null => {
    if (type === 'span') return text ? h('span', { key }, lines(text)) : null;
    if (/^heading[1-6]$/.test(type)) return h(`h${type.slice(7)}`, { key }, children);
    const tag = TAGS[type];
    if (tag) return h(tag, { key }, children);
    if (type === 'hyperlink') {
      const data = (node as RTLinkNode).data;
      const href = contentHref(data, linkResolver);
      if (!href) return h('span', { key }, children);
      const external = 'target' in data && data.target === '_blank';
      return h('a', { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }, children);
    }
    if (type === 'label') return h('span', { key, className: `label-${(node as RTLabelNode).data.label.replace(/[^\w-]/g, '')}` }, children);
    if (type === 'image') return h(ContentImage, { key, image: node as RTImageNode });
    if (type === 'embed') return h(ContentEmbed, { key, embed: (node as RTEmbedNode).oembed });
    return null;
  });
  return h('div', { className: 'rich-text' }, nodes);
}

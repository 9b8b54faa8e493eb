import type { EmbedField, ImageFieldImage, LinkField, LinkResolverFunction, RichTextField } from '@prismicio/client';
import type { ComponentChildren } from 'preact';
import type { ContentSlice } from '../../content';
import { ContentEmbed } from './ContentEmbed';
import { ContentImage } from './ContentImage';
import { contentHref } from './links';
import { ProductList } from './ProductList';
import { RichText } from './RichText';

type SliceView = (slice: ContentSlice, linkResolver: LinkResolverFunction | undefined, headingLevel: number | undefined) => ComponentChildren;

const isEmbed = (value: unknown): value is EmbedField => typeof value === 'object' && value !== null && 'embed_url' in value;

/** How each slice type the widget knows is drawn. */
const VIEWS: Record<string, SliceView> = {
  text: (slice, linkResolver) => <RichText field={slice.primary['text'] as RichTextField} linkResolver={linkResolver} />,
  image: (slice, linkResolver) => (
    <ContentImage
      image={slice.primary['image'] as ImageFieldImage}
      caption={<RichText field={slice.primary['caption'] as RichTextField} linkResolver={linkResolver} />}
    />
  ),
  embed: (slice) => <ContentEmbed embed={Object.values(slice.primary).find(isEmbed) ?? null} />,
  product_list: (slice, _, headingLevel) => <ProductList slice={slice} headingLevel={headingLevel} />,
  links: (slice, linkResolver) => (
    <ul className="content-links">
      {slice.items.map((item, i) => {
        const href = contentHref(item['link'] as LinkField, linkResolver);
        const label = String(item['label'] ?? '');
        return <li key={i}>{href ? <a href={href}>{label}</a> : label}</li>;
      })}
    </ul>
  ),
};

/** Slice types already warned about: one warning each per page, however many documents use them. */
const warned = new Set<string>();

export interface SliceZoneProps {
  slices: readonly ContentSlice[] | null | undefined;
  linkResolver?: LinkResolverFunction | undefined;
  /** The product lists' card titles' level. */
  headingLevel?: number | undefined;
}

/**
 * A document's slices, each by its `slice_type` (text, image, embed, product_list, links). A type the widget does not
 * know is left out with one console warning naming it, so the rest of the page still shows.
 */
export function SliceZone({ slices, linkResolver, headingLevel }: SliceZoneProps) {
  return (
    <>
      {(slices ?? []).map((slice, i) => {
        const view = Object.hasOwn(VIEWS, slice.slice_type) ? VIEWS[slice.slice_type] : undefined;
        if (!view) {
          if (!warned.has(slice.slice_type)) {
            warned.add(slice.slice_type);
            console.warn(
              `[shop-embed] content: slices of type "${slice.slice_type}" are not shown (this widget draws ${Object.keys(VIEWS).join(', ')})`,
            );
          }
          return null;
        }
        return (
          <div key={slice.id ?? i} className={`slice slice-${slice.slice_type.replace(/[^\w-]/g, '')}`}>
            {view(slice, linkResolver, headingLevel)}
          </div>
        );
      })}
    </>
  );
}

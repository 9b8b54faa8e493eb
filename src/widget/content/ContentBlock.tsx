import type { RichTextField } from '@prismicio/client';
import { useMemo } from 'react';
import { useContentStrings } from './use-content-strings';
import { linkTemplate } from './links';
import { RichText } from './RichText';
import { SliceZone } from './SliceZone';
import { useDocument } from './use-document';

export interface ContentBlockProps {
  /** The content API endpoint (`https://my-repo.cdn.prismic.io/api/v2`). */
  endpoint: string;
  /** The document's type (`page`). */
  type: string;
  /** Its uid (`home`); without one, the type's single document. */
  uid?: string;
  /** Its language (`fr-ca`); default the repository's main one. */
  lang?: string;
  /** Where links to other documents go: a path template (`/pages/:uid`, `/:lang/:uid`). Without it, a document's own url. */
  link?: string;
  /** The heading level of the product lists' card titles (1–6); default the cards' own (2). */
  headingLevel?: number | undefined;
}

/**
 * A document from the content service, slice by slice: rich text, images, embeds, product lists. A document that does not
 * exist says so; one that could not be read offers a retry.
 *
 * @example
 * <ContentBlock endpoint="https://my-repo.cdn.prismic.io/api/v2" type="page" uid="home" link="/pages/:uid" />
 */
export function ContentBlock({ endpoint, type, uid, lang, link, headingLevel }: ContentBlockProps) {
  const t = useContentStrings();
  const read = useDocument({ endpoint, type, uid, lang });
  const linkResolver = useMemo(() => (link ? linkTemplate(link) : undefined), [link]);
  if (read.status === 'loading') return <div className="shop-embed content skeleton skeleton-content" aria-busy="true" />;
  if (read.status === 'missing') {
    return (
      <div className="shop-embed content fallback" role="status">
        <p>{t('contentMissing')}</p>
      </div>
    );
  }
  if (read.status === 'failed') {
    return (
      <div className="shop-embed content fallback" role="alert">
        <p>{t('contentUnavailable')}</p>
        <button type="button" className="button secondary" onClick={read.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { document } = read;
  return (
    <article className="shop-embed content" part="content" lang={document.lang}>
      <RichText field={document.data['title'] as RichTextField} linkResolver={linkResolver} />
      <SliceZone slices={document.data.slices} linkResolver={linkResolver} headingLevel={headingLevel} />
    </article>
  );
}

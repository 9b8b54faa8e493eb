import type { ImageFieldImage, RTImageNode } from '@prismicio/client';
import { LazyImage } from '../LazyImage';

export interface ContentImageProps {
  image: ImageFieldImage | RTImageNode | null | undefined;
  caption?: preact.ComponentChildren;
}

/** Widths of a content image's `srcset`: a content column is wider than a card. */
const WIDTHS = [360, 720, 1080, 1440, 1920];

/**
 * A content image at the sizes the CDN makes by the `_{w}x{h}` rule, loaded as it comes within 300 px (the shared
 * `LazyImage`, `.lazy`). Its alt text is the editor's; an image without one is decorative (`alt=""`).
 */
export function ContentImage({ image, caption }: ContentImageProps) {
  if (!image?.url) return null;
  const { width, height } = image.dimensions ?? {};
  const picture = (
    <LazyImage
      image={{ url: image.url, altText: image.alt ?? '', width: width ?? null, height: height ?? null } as never}
      alt=""
      widths={WIDTHS}
      sizes="(min-width: 960px) 900px, 95vw"
    />
  );
  return (
    <figure className="content-image">
      {picture}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

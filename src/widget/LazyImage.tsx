import { useContext, useEffect, useRef, useState } from 'react';
import type { Image } from '../cart-client';
import { useWidgetConfig } from './config';
import { DEFAULT_WIDTHS, sizedImageUrl, srcSet } from './image-url';
import { PaintedContext } from './painted';
import { rh } from './card/react-h';
import { viewImage } from './card/view-card';
import { useServerDrawn } from './use-server-drawn';

export interface LazyImageProps {
  image: Image;
  /** Used when the image has no alt text of its own (the product title). */
  alt: string;
  /** Widths offered in `srcset`. */
  widths?: readonly number[];
  sizes?: string | undefined;
  /** Load at once (the first image of a card above the fold is still lazy by default). */
  eager?: boolean;
}

/** How far ahead of the viewport images start loading (SPEC §2: 300px). */
export const LAZY_MARGIN = '300px';
const DEFAULT_SIZES = '(min-width: 960px) 420px, (min-width: 600px) 45vw, 90vw';

/**
 * An image that gets its real `src` only when it comes within 300px of the viewport (at once where IntersectionObserver
 * is missing). Its box is reserved by the width/height attributes and the `.media` frame, so loading shifts nothing.
 *
 * @example
 * <div className="media"><LazyImage image={product.images[0]} alt={product.title} /></div>
 */
export function LazyImage(props: LazyImageProps) {
  const { image, eager = false, widths = DEFAULT_WIDTHS } = props;
  const config = useWidgetConfig();
  const ref = useRef<HTMLImageElement>(null);
  // A card the server drew has its image in the page already: taken over as it is (no source dropped, no fade). So has
  // one React drew on the server and hydrates: drawn shown there, as its load event may come before React listens.
  const shown = useServerDrawn(!!useContext(PaintedContext)?.shown);
  const [near, setNear] = useState(() => eager || shown || typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState(shown);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const ratio = image.width && image.height ? image.height / image.width : undefined;
  const base = Math.min(image.width ?? 720, 720);
  return viewImage(rh, {
    image,
    alt: props.alt,
    loaded,
    live: {
      ref,
      ...(near && {
        src: sizedImageUrl(image.url, base, ratio ? Math.round(base * ratio) : undefined),
        srcSet: srcSet(image.url, widths, ratio),
        sizes: props.sizes ?? config.imageSizes ?? DEFAULT_SIZES,
      }),
      onLoad: () => setLoaded(true),
    },
  });
}

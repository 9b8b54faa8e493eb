import { useRef } from 'react';
import type { Image } from '../cart-client';
import { ChevronLeft, ChevronRight } from './icons';
import { LazyImage } from './LazyImage';
import { useStrings } from './use-strings';

export interface CarouselProps {
  images: readonly Image[];
  /** The product title: the carousel's name and the alt text of images without their own. */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  sizes?: string;
}

/** More images than this get a counter instead of dots. */
const MAX_DOTS = 10;
/** Horizontal travel (px) that counts as a swipe. */
const SWIPE = 40;

/**
 * Product images with previous/next arrows, dots, ArrowLeft/ArrowRight/Home/End while focused and pointer swipes. One
 * image renders as a plain frame; none as an empty frame of the same size.
 *
 * @example
 * <Carousel images={product.images} title={product.title} index={index} onIndexChange={setIndex} />
 */
export function Carousel(props: CarouselProps) {
  const { images, title, index, onIndexChange } = props;
  const t = useStrings();
  const start = useRef<{ id: number; x: number } | null>(null);
  const count = images.length;

  if (count <= 1) {
    const image = images[0];
    return (
      <div class="media">{image ? <LazyImage image={image} alt={title} sizes={props.sizes} /> : <span class="placeholder" aria-hidden="true" />}</div>
    );
  }

  const current = Math.min(Math.max(index, 0), count - 1);
  const go = (next: number) => onIndexChange(((next % count) + count) % count);
  const keys: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };

  // The APG carousel: one tab stop for the group, arrow keys inside it.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      class="carousel"
      part="carousel"
      role="group"
      aria-roledescription={t('carousel')}
      aria-label={t('images', { title })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={(event) => {
        const target = keys[event.key];
        if (target === undefined || (event.target as HTMLElement).tagName === 'SELECT') return;
        event.preventDefault();
        go(target);
      }}
      onPointerDown={(event) => (start.current = { id: event.pointerId, x: event.clientX })}
      onPointerCancel={() => (start.current = null)}
      onPointerUp={(event) => {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) >= SWIPE) go(dx < 0 ? current + 1 : current - 1);
      }}
    >
      <div class="media">
        {images.map((image, i) => (
          <div
            key={image.id ?? image.url}
            class="slide"
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('imageOf', { n: i + 1, count })}
            hidden={i !== current}
          >
            <LazyImage image={image} alt={title} sizes={props.sizes} />
          </div>
        ))}
        <button type="button" class="arrow prev" part="carousel-arrow" aria-label={t('previousImage')} onClick={() => go(current - 1)}>
          <ChevronLeft />
        </button>
        <button type="button" class="arrow next" part="carousel-arrow" aria-label={t('nextImage')} onClick={() => go(current + 1)}>
          <ChevronRight />
        </button>
      </div>
      {count <= MAX_DOTS ? (
        <div class="dots" part="carousel-dots">
          {images.map((image, i) => (
            <button
              key={image.id ?? image.url}
              type="button"
              class="dot"
              part="carousel-dot"
              aria-label={t('showImage', { n: i + 1 })}
              aria-current={i === current || undefined}
              onClick={() => onIndexChange(i)}
            />
          ))}
        </div>
      ) : (
        <p class="counter" aria-hidden="true">
          {current + 1} / {count}
        </p>
      )}
      <p class="sr-only" aria-live="polite" aria-atomic="true">
        {t('imageOf', { n: current + 1, count })}
      </p>
    </div>
  );
}

import { useRef } from 'react';
import type { Image } from '../../cart-client';
import { useWidgetConfig } from '../config';
import { LazyImage } from '../LazyImage';
import { loadCardExtras, useCardExtras } from '../use-card-extras';
import { carouselView } from './card-model';

export interface CarouselProps {
  images: readonly Image[];
  /** The product title: the carousel's name and the alt text of images without their own. */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  sizes?: string;
}

/**
 * Product images with previous/next arrows, dots, ArrowLeft/ArrowRight/Home/End while focused and pointer swipes. One
 * image renders as a plain frame; none as an empty frame of the same size. The controls come with the card extras chunk
 * (src/scripts/card-extras/index.tsx), on idle once the card has painted; until then the carousel shows the chosen image and its dots, in the
 * boxes the controls will take, and keeps a swipe that begins meanwhile.
 *
 * @example
 * <Carousel images={product.images} title={product.title} index={index} onIndexChange={setIndex} />
 */
export function Carousel(props: CarouselProps) {
  const { images, title, index, onIndexChange } = props;
  const { strings } = useWidgetConfig();
  const extras = useCardExtras();
  const swipe = useRef<{ id: number; x: number } | null>(null);
  const count = images.length;

  if (count <= 1) {
    const image = images[0];
    return (
      <div className="media">
        {image ? <LazyImage image={image} alt={title} sizes={props.sizes} /> : <span className="placeholder" aria-hidden="true" />}
      </div>
    );
  }

  const { current, dots } = carouselView(index, count);
  const root = {
    onPointerOver: loadCardExtras,
    onPointerDown: (event: { pointerId: number; clientX: number }) => (swipe.current = { id: event.pointerId, x: event.clientX }),
    onPointerCancel: () => (swipe.current = null),
  };
  if (extras) {
    const go = (n: number) => onIndexChange(((n % count) + count) % count);
    return extras.carouselWithControls({ images, title, sizes: props.sizes, current, go, strings, swipe, root, dots });
  }
  // The same elements as with the controls (src/scripts/card-extras/index.tsx), so preact keeps the image when they arrive.
  return (
    <div className="carousel" part="carousel" {...root}>
      <div className="media">
        {[images[current]!].map((image) => (
          <div key={image.id ?? image.url} className="slide">
            <LazyImage image={image} alt={title} sizes={props.sizes} />
          </div>
        ))}
        {/* Where the arrows go: a list of slides, then them, as with the controls, so preact finds the shown slide by key. */}
        {null}
      </div>
      {dots ? (
        <div className="dots" part="carousel-dots" aria-hidden="true">
          {images.map((image, i) => (
            <span key={image.id ?? image.url} className="dot" aria-current={i === current || undefined} />
          ))}
        </div>
      ) : (
        <p className="counter" aria-hidden="true">
          {`${current + 1} / ${count}`}
        </p>
      )}
    </div>
  );
}

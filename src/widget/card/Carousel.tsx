import { useRef } from 'react';
import type { Image } from '../../cart-client';
import { useWidgetConfig } from '../config';
import { LazyImage } from '../LazyImage';
import { loadCardExtras, useCardExtras } from '../use-card-extras';
import { carouselView } from './card-model';
import { rh } from './react-h';
import { viewMedia } from './view-card';

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

  const img = (image: Image) => <LazyImage image={image} alt={title} sizes={props.sizes} />;
  if (count <= 1) return viewMedia(rh, { images, index, img });
  const root = {
    onPointerOver: loadCardExtras,
    onPointerDown: (event: { pointerId: number; clientX: number }) => (swipe.current = { id: event.pointerId, x: event.clientX }),
    onPointerCancel: () => (swipe.current = null),
  };
  if (extras) {
    const { current, dots } = carouselView(index, count);
    const go = (n: number) => onIndexChange(((n % count) + count) % count);
    return extras.carouselWithControls({ images, title, sizes: props.sizes, current, go, strings, swipe, root, dots });
  }
  // The same elements as with the controls (src/scripts/card-extras/index.tsx), so preact keeps the image when they arrive.
  return viewMedia(rh, { images, index, img, root });
}

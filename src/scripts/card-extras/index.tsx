// The card extras chunk (`dist/shop-embed.card-extras.min.js`; in ESM a dynamic `import()` chunk): what a product card
// needs only once the shopper turns to it, loaded on idle after the cards paint (at once on a pointer over a carousel). It
// holds the carousel's controls: arrows, dots, keys, swipe, the names and the live position, with their sentences, and the
// line properties' inputs (line-fields.tsx; a card that declares some asks for the chunk at once), and the read of a
// product's images after the first four (rest-images.ts: only moving past them, or a variant's picture among them, needs it). The
// first script draws the same carousel without them (Carousel.tsx), so nothing moves when they arrive.
import type { Image } from '../../cart-client';
import { adoptCarouselStyles } from '../../widget/card-extras-styles';
import { LazyImage } from '../../widget/LazyImage';
import { interpolate } from '../../widget/strings';

export { LineFields, lineFieldStrings } from '../../widget/line-fields';
/**
 * The hash of the declaration notes' chunk, which only the line fields here load: this chunk carries it, not the components
 * (`{}` where nothing loads chunks as files: ESM, tests); the loader takes it in as this chunk arrives.
 */
export const integrity = JSON.parse(__SHOP_EMBED_OWN_INTEGRITY__) as Record<string, string>;
export { restImages } from '../../widget/rest-images';

/** The chunk's sentences: under the page's strings (a site owner's override of one of them still wins). */
export const carouselStrings = {
  images: '{title} images',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: 'Show image {n}',
  imageOf: 'Image {n} of {count}',
  slide: 'slide',
  carousel: 'carousel',
};

/**
 * The carousels (named by their swipe record) whose shopper has gone past the image first shown: until then only the
 * shown slide is drawn (the others are hidden: the eye and a screen reader lose nothing) and the live position is empty
 * (it would only repeat the slide's name), so a grid of cards draws no hidden image until a shopper asks for one.
 */
const moved = new WeakSet<object>();

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE = 40;

export interface CarouselParts {
  images: readonly Image[];
  title: string;
  sizes: string | undefined;
  /** The shown image, already within range. */
  current: number;
  /** Shows image `n` (wrapping around at both ends). */
  go: (n: number) => void;
  /** The page's strings (the chunk's own fill in what they lack). */
  strings: Readonly<Record<string, string | undefined>>;
  /** Where the pointer went down (the first script records it, so a swipe begun before the chunk arrived still counts). */
  swipe: { current: { id: number; x: number } | null };
  /** The first script's handlers on the carousel (pointer down and cancel). */
  root: { onPointerOver: () => void; onPointerDown: (event: { pointerId: number; clientX: number }) => unknown; onPointerCancel: () => unknown };
  dots: boolean;
}

/**
 * The carousel with its controls, drawn as the first script's Carousel draws it (the same elements, the same keys), so
 * preact keeps the image elements it had: a plain function, not a component, called from Carousel's render. The APG
 * carousel: one tab stop for the group, arrow keys inside it.
 */
export function carouselWithControls(parts: CarouselParts) {
  const { images, title, current, swipe } = parts;
  const count = images.length;
  if (current) moved.add(swipe);
  const all = moved.has(swipe);
  const go = (n: number) => {
    moved.add(swipe);
    parts.go(n);
  };
  const t = (key: keyof typeof carouselStrings, values?: Record<string, string | number>) =>
    interpolate(parts.strings[key] ?? carouselStrings[key], values);
  // The next image lies to the right, or to the left on a right-to-left page (the arrows and a swipe mirror with it).
  const forward = (el: Element) => (getComputedStyle(el).direction === 'rtl' ? -1 : 1);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={adoptCarouselStyles}
      className="carousel"
      part="carousel"
      {...parts.root}
      role="group"
      aria-roledescription={t('carousel')}
      aria-label={t('images', { title })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={(event) => {
        const step = forward(event.currentTarget);
        const keys: Record<string, number> = { ArrowLeft: current - step, ArrowRight: current + step, Home: 0, End: count - 1 };
        const target = keys[event.key];
        if (target === undefined || (event.target as HTMLElement).tagName === 'SELECT') return;
        event.preventDefault();
        go(target);
      }}
      onPointerUp={(event) => {
        const from = swipe.current;
        swipe.current = null;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) >= SWIPE) go(current + (dx < 0 ? 1 : -1) * forward(event.currentTarget));
      }}
    >
      <div className="media">
        {images.map(
          (image, i) =>
            (all || i === current) && (
              <div
                key={image.id ?? image.url}
                className="slide"
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('imageOf', { n: i + 1, count })}
                hidden={i !== current}
              >
                <LazyImage image={image} alt={title} sizes={parts.sizes} />
              </div>
            ),
        )}
        <button type="button" className="arrow prev" part="carousel-arrow" aria-label={t('previousImage')} onClick={() => go(current - 1)} />
        <button type="button" className="arrow next" part="carousel-arrow" aria-label={t('nextImage')} onClick={() => go(current + 1)} />
      </div>
      {parts.dots ? (
        <div className="dots" part="carousel-dots">
          {images.map((image, i) => (
            <button
              key={image.id ?? image.url}
              type="button"
              className="dot"
              part="carousel-dot"
              aria-label={t('showImage', { n: i + 1 })}
              aria-current={i === current || undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : (
        <p className="counter" aria-hidden="true">
          {`${current + 1} / ${count}`}
        </p>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {all && t('imageOf', { n: current + 1, count })}
      </p>
    </div>
  );
}

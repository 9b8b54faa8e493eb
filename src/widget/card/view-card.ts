// The product card's markup, once: <ProductDetails> (and the components it holds: Carousel, LazyImage, Description) draw
// it with their state, the server renders those components to HTML (src/server/card.ts), and the first paint draws it
// from the same functions with its small `h` (first-paint.ts). What each part shows is decided by card-model.ts.
import type { Image } from '../../cart-client';
import { headingTag } from '../heading';
import type { FieldRow } from '../fields-reserve';
import { carouselView } from './card-model';
import type { H, Kid } from './dom';

export interface ImageModel {
  image: Image;
  /** Used when the image has no alt text of its own (the product title). */
  alt: string;
  loaded?: boolean | undefined;
  /** What only the live image adds (LazyImage): its ref, its load handler, and its sources once near the screen. */
  live?: Record<string, unknown> | undefined;
}

/** An image in its reserved box (width and height; no source until near the screen): `lazy`, and `loaded` once it has loaded (it fades in). */
export const viewImage = <T>(h: H<T>, { image, alt, loaded, live }: ImageModel): T =>
  h('img', {
    className: loaded ? 'lazy loaded' : 'lazy',
    part: 'image',
    alt: image.altText || alt,
    width: image.width,
    height: image.height,
    decoding: 'async',
    ...live,
  });

export interface MediaModel<T> {
  images: readonly Image[];
  /** The image chosen (kept within them). */
  index: number;
  /** An image as drawn (the components' <LazyImage>, the first paint's `viewImage`). */
  img: (image: Image) => T;
  /** The carousel's own props (its pointer handlers). */
  root?: Record<string, unknown> | undefined;
}

/**
 * One image as a plain frame, none as an empty frame of the same size, several as a carousel showing the chosen one and
 * its dots (or a counter beyond ten), in the boxes the controls take once the card extras chunk brings them.
 */
export function viewMedia<T>(h: H<T>, { images, index, img, root }: MediaModel<T>): T {
  if (images.length <= 1)
    return h('div', { className: 'media' }, images[0] ? img(images[0]) : h('span', { className: 'placeholder', 'aria-hidden': 'true' }));
  const { current, dots } = carouselView(index, images.length);
  const key = (image: Image) => image.id ?? image.url;
  return h(
    'div',
    { className: 'carousel', part: 'carousel', ...root },
    h(
      'div',
      { className: 'media' },
      [images[current]!].map((image) => h('div', { key: key(image), className: 'slide' }, img(image))),
      // Where the arrows go: a list of slides, then them, as with the controls, so preact finds the shown slide by key.
      null,
    ),
    dots
      ? h(
          'div',
          { className: 'dots', part: 'carousel-dots', 'aria-hidden': 'true' },
          images.map((image, i) => h('span', { key: key(image), className: 'dot', 'aria-current': i === current || undefined })),
        )
      : h('p', { className: 'counter', 'aria-hidden': 'true' }, `${current + 1} / ${images.length}`),
  );
}

/**
 * The description: its text, or else nothing; the live description gives its sanitised HTML, once the sanitiser has
 * cleaned it, as `html` (`dangerouslySetInnerHTML`, Description.tsx), drawn in a `div` in its stead.
 */
export const viewDescription = <T>(h: H<T>, text: string, html?: Record<string, unknown>): T | null =>
  html || text ? h(html ? 'div' : 'p', { className: 'description', part: 'description', dir: 'auto', ...html }, html ? null : text) : null;

export interface CardModel<T> {
  product: { title: string; vendor: string };
  /** The title's id (the card is named by it). */
  titleId: string;
  /** The title's level (default 2). */
  headingLevel?: number | undefined;
  /** The product page the title links to. */
  href?: string | null | undefined;
  media: T;
  price: Kid<T>;
  /** "Only 3 left", "Pre-order", or ''. */
  stock: string;
  options: Kid<T>;
  /** The purchase options (the plan chooser chunk's). */
  plans?: Kid<T>;
  /** The line property fields (the card extras chunk's), or else the rows they take, reserved until they come. */
  fields?: Kid<T>;
  reserve?: FieldRow[] | undefined;
  purchase: T;
  /** The shop's own fields (the fields chunk's view); the first script leaves a card with fields to the components. */
  shopFields?: Kid<T>;
  description: Kid<T>;
}

/** A loaded product: carousel, vendor, title, price, stock, variant picker, purchase options, fields, add, description. */
export function viewCard<T>(h: H<T>, m: CardModel<T>): T {
  const { product, titleId, href } = m;
  return h(
    'article',
    { className: 'shop-embed card', part: 'card', 'aria-labelledby': titleId },
    m.media,
    h(
      'div',
      { className: 'card-body' },
      // A shop's empty vendor or stock note draws nothing: `'' && …` would leave an empty text node in every card. The vendor
      // sits on the title with no gap between them (styles.ts), with no box of their own around them: a node less a card.
      !!product.vendor && h('p', { className: 'vendor', part: 'vendor' }, product.vendor),
      h(
        headingTag(m.headingLevel, 2),
        { className: 'title', part: 'title', id: titleId, dir: 'auto' },
        href ? h('a', { href }, product.title) : product.title,
      ),
      m.price,
      !!m.stock && h('p', { className: 'stock', part: 'stock' }, m.stock),
      m.options,
      m.plans,
      m.fields ??
        (!!m.reserve?.length &&
          // Until the fields' chunk comes, their rows keep their room: the card does not grow then.
          h(
            'div',
            { className: 'options' },
            m.reserve.map((row, i) => h('div', { key: i, className: `reserve-${row}` })),
          )),
      m.purchase,
      m.shopFields,
      m.description,
    ),
  );
}

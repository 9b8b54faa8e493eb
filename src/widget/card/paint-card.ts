// A product card drawn without preact, for the first paint: the elements, classes, parts, roles and names that the
// components' first render of a loaded product draws (ProductDetails and what it holds), so preact takes the card over in
// the same boxes. What to draw is decided by card-model.ts, which the components call too; test/widget/card/parity.test.tsx
// holds the two views to the same tree.
import type { CardProduct } from '../../cart-client/card';
import type { Image, Money, Variant } from '../../cart-client/types';
import { MAX_QUANTITY } from '../card-line';
import { headingTag } from '../heading';
import type { FieldRow } from '../fields-reserve';
import { htmlToText } from '../html-text';
import { productHref } from '../product-url';
import type { StringKey } from '../strings';
import { imageIndex, shownOptions, variantFor, type Selection } from '../variants';
import { addButton, carouselView, onSale, optionView, shownVariant, stockNote, unitPriceText } from './card-model';
import type { Child, H } from './dom';

/** What the painter needs besides the product: words, prices, ids, as the components' configuration gives them. */
export interface PaintContext {
  /** The elements' maker, bound to the page's document (`bind(document)`, dom.ts). */
  h: H;
  t: (key: StringKey, values?: Record<string, string | number>) => string;
  money: (money: Money) => string;
  /** A page-unique id (for the title and each option's name). */
  id: () => string;
  description: 'none' | 'text' | 'html';
  /** The title's level (the card's `data-shop-heading-level`; default 2). */
  headingLevel?: number | undefined;
  /** The site's product page template (checked already): the title links there. */
  productUrl?: string | undefined;
  /** The rows its line-property fields will take (the card extras chunk draws them later): reserved now. */
  fields?: FieldRow[] | undefined;
}

/** A painted card's state: what the shopper chose on it before the components took it over. */
export interface PaintedState {
  selection: Selection;
  quantity: number;
  /** An add was clicked: the button says "Adding…" until the cart has it. */
  busy: boolean;
  messages: { kind: 'error' | 'success'; text: string }[];
}

/** The image as LazyImage first draws it: its box (width and height), no source yet; the components load it when it is
 * within 300 px of the screen, as they do any image (a painted card is taken over a moment after it is painted). */
function image(c: PaintContext, img: Image, title: string): Element {
  return c.h('img', {
    class: 'lazy',
    part: 'image',
    alt: img.altText || title,
    width: img.width,
    height: img.height,
    decoding: 'async',
  });
}

function media(c: PaintContext, images: readonly Image[], title: string, index: number): Element {
  const { h } = c;
  if (images.length <= 1)
    return h('div', { class: 'media' }, images[0] ? image(c, images[0], title) : h('span', { class: 'placeholder', 'aria-hidden': 'true' }));
  const { current, dots } = carouselView(index, images.length);
  return h(
    'div',
    { class: 'carousel', part: 'carousel' },
    h('div', { class: 'media' }, h('div', { class: 'slide' }, image(c, images[current]!, title))),
    dots
      ? h(
          'div',
          { class: 'dots', part: 'carousel-dots', 'aria-hidden': 'true' },
          images.map((_, i) => h('span', { class: 'dot', 'aria-current': i === current || undefined })),
        )
      : h('p', { class: 'counter', 'aria-hidden': 'true' }, `${current + 1} / ${images.length}`),
  );
}

function price(
  c: PaintContext,
  shown: Pick<Variant, 'price' | 'compareAtPrice'> & Partial<Pick<Variant, 'unitPrice' | 'unitPriceMeasurement'>>,
): Element {
  const { h, t, money } = c;
  const { price, compareAtPrice, unitPrice, unitPriceMeasurement } = shown;
  const sr = (text: string) => h('span', { class: 'sr-only' }, text);
  return h(
    'p',
    { class: 'price', part: 'price' },
    onSale(price, compareAtPrice)
      ? [
          sr(`${t('salePrice')} `),
          h('span', { class: 'price-sale', part: 'sale-price' }, money(price)),
          sr(` ${t('regularPrice')} `),
          h('s', { class: 'price-compare', part: 'compare-at-price' }, money(compareAtPrice)),
        ]
      : [sr(`${t('price')} `), h('span', { class: 'price-regular' }, money(price))],
    unitPrice &&
      unitPriceMeasurement &&
      h('span', { class: 'unit-price', part: 'unit-price' }, sr(`${t('unitPrice')} `), unitPriceText(t, money, unitPrice, unitPriceMeasurement)),
  );
}

function option(c: PaintContext, product: CardProduct, selection: Selection, opt: CardProduct['options'][number]): Element {
  const { h, t } = c;
  const id = c.id();
  const { chosen, select, swatches, values } = optionView(t, product, selection, opt);
  if (select)
    return h(
      'div',
      { class: 'option-group', 'data-shop-option': opt.name },
      h('label', { class: 'option-legend', for: id }, opt.name),
      h(
        'div',
        { class: 'select-wrap' },
        h(
          'select',
          { id, class: 'select', part: 'select', value: chosen },
          !chosen && h('option', { value: '', disabled: true, hidden: true }),
          values.map((value) => h('option', { value: value.name, disabled: value.missing }, value.label)),
        ),
      ),
    );
  return h(
    'fieldset',
    { class: 'option-group', part: 'option-group', 'data-shop-option': opt.name },
    h('legend', { class: 'option-legend' }, opt.name, swatches && chosen && h('span', { 'aria-hidden': 'true' }, `: ${chosen}`)),
    h(
      'div',
      { class: 'option-values' },
      values.map((value) =>
        h(
          'label',
          { class: value.className, title: swatches ? value.name : undefined },
          h('input', {
            type: 'radio',
            name: id,
            value: value.name,
            checked: chosen === value.name,
            disabled: value.missing,
            'aria-label': value.label,
          }),
          h(
            'span',
            {
              class: 'option-label',
              part: swatches ? 'option swatch' : 'option',
              dir: 'auto',
              'aria-hidden': 'true',
              style: value.style,
            },
            swatches ? null : value.name,
          ),
        ),
      ),
    ),
  );
}

function purchase(c: PaintContext, variant: Variant | undefined, state: PaintedState): Element {
  const { h, t } = c;
  const { usable, label } = addButton(t, variant, state.busy);
  const step = (key: StringKey, part: string, disabled: boolean, text: string) =>
    h('button', { type: 'button', part, 'aria-label': t(key), 'aria-disabled': disabled }, text);
  return h(
    'div',
    { class: 'purchase' },
    h(
      'div',
      { class: 'buy' },
      usable &&
        h(
          'div',
          { class: 'stepper', part: 'quantity' },
          step('decreaseQuantity', 'decrease', state.quantity <= 1, '−'),
          h('input', {
            'aria-label': t('quantity'),
            type: 'number',
            inputmode: 'numeric',
            min: 1,
            max: MAX_QUANTITY,
            step: 1,
            value: String(state.quantity),
          }),
          step('increaseQuantity', 'increase', false, '+'),
        ),
      h('button', { type: 'button', class: 'button', part: 'button add-to-cart', disabled: !usable, 'aria-busy': state.busy }, label),
    ),
    h(
      'div',
      { class: 'messages', part: 'messages', role: 'status', 'aria-live': 'polite' },
      state.messages.map((message) => h('p', { class: `message ${message.kind}` }, message.text)),
    ),
  );
}

/**
 * The card of a loaded product in `state`, as `<ProductDetails product description />` first draws it (no selling plans
 * chooser, no line property fields: both arrive later with their own chunks, in the components). The first script's
 * listeners (paint-listen.ts) find the controls by what both views name them: an option group's `data-shop-option`, the
 * stepper's `decrease`/`increase` parts, the add button's `add-to-cart` part.
 *
 * @example
 * root.append(paintCard(context, product, { selection: initialSelection(product), quantity: 1, busy: false, messages: [] }));
 */
export function paintCard(c: PaintContext, product: CardProduct, state: PaintedState): Element {
  const { h } = c;
  const { selection } = state;
  const variant = variantFor(product, selection);
  const shown = shownVariant(product, selection, variant);
  const titleId = c.id();
  const href = productHref(c.productUrl, product.handle);
  const options = shownOptions(product);
  const text = c.description === 'none' ? '' : htmlToText(product.descriptionHtml);
  const stock = stockNote(c.t, variant);
  const body: Child[] = [
    h(
      'div',
      null,
      product.vendor && h('p', { class: 'vendor', part: 'vendor' }, product.vendor),
      h(
        headingTag(c.headingLevel, 2),
        { class: 'title', part: 'title', id: titleId, dir: 'auto' },
        href ? h('a', { href }, product.title) : product.title,
      ),
    ),
    shown && price(c, shown),
    stock && h('p', { class: 'stock', part: 'stock' }, stock),
    options.length > 0 &&
      h(
        'div',
        { class: 'options', part: 'options' },
        options.map((o) => option(c, product, selection, o)),
      ),
    !!c.fields?.length &&
      h(
        'div',
        { class: 'options' },
        c.fields.map((row) => h('div', { class: `reserve-${row}` })),
      ),
    purchase(c, variant, state),
    text && h('p', { class: 'description', part: 'description', dir: 'auto' }, text),
  ];
  return h(
    'article',
    { class: 'shop-embed card', part: 'card', 'aria-labelledby': titleId },
    media(c, product.images, product.title, imageIndex(product.images, variant?.image)),
    h('div', { class: 'card-body' }, body),
  );
}

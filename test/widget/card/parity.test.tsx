// @vitest-environment happy-dom
// The guard against two views drifting apart: the first script paints cards and the cart toggle without preact
// (src/widget/card/paint-*.ts), and the components take them over in the same elements; both draw what card-model.ts decides. For every product of the demo shop
// and for products shaped to reach each branch (no image, a counter instead of dots, swatches, a select, a sale, a unit
// price, no vendor, descriptions, other words and locale), the painted tree must be the tree the components draw first.
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardProduct } from '../../../src/cart-client/card';
import { createCatalog } from '../../../src/store';
import { paintCard, paintToggle, type PaintContext } from '../../../src/widget/card/first-paint';
import { swatchColour } from '../../../src/widget/card/card-model';
import { bind } from '../../../src/widget/card/dom';
import * as planChooser from '../../../src/scripts/plan-chooser';
import { CartToggle } from '../../../src/widget/card/CartToggle';
import { formatIntl } from '../../../src/widget/money';
import { ProductCard } from '../../../src/widget/card/ProductCard';
import { ProductDetails } from '../../../src/widget/card/ProductDetails';
import { defaultStrings } from '../../../src/widget/default-strings';
import { sentence } from '../../../src/widget/strings';
import { initialSelection } from '../../../src/widget/variants';
import { PRODUCTS } from '../../../emulator/storefront/data/products.mjs';
import { SHOP_ORIGIN, useEmulator } from '../../support/emulator';
import { renderWidgets } from '../render';

const shop = useEmulator();
// No image is near the screen yet (an observer that never fires: the components' first render has no source either, as
// the painted image has none); the card extras chunk (carousel controls) never comes, as it has not come when the
// components take a painted card over.
class FarAway {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FarAway);
  vi.stubGlobal('requestIdleCallback', () => 0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Tree = { tag: string; attrs: string[]; children: (Tree | string)[] } | string;

/** A tree to compare: tags, attributes (sorted), checked and value of controls, text; generated ids by order of first use. */
function normalize(node: Node, ids = new Map<string, string>()): Tree {
  if (node.nodeType === 3) return node.textContent!;
  const el = node as Element;
  const id = (value: string) => (/^(se|fp)-/.test(value) ? (ids.get(value) ?? ids.set(value, `id${ids.size}`).get(value)!) : value);
  const attrs = [...el.attributes].map((a) => `${a.name}=${id(a.value)}`).sort();
  if (el instanceof HTMLInputElement) attrs.push(`:checked=${el.checked}`, `:value=${el.value}`);
  if (el instanceof HTMLSelectElement) attrs.push(`:value=${el.value}`);
  const children: (Tree | string)[] = [];
  for (const child of el.childNodes) {
    if (child.nodeType === 8) continue;
    const last = children[children.length - 1];
    if (child.nodeType === 3 && typeof last === 'string') children[children.length - 1] = last + child.textContent!;
    else if (child.nodeType !== 3 || child.textContent) children.push(normalize(child, ids));
  }
  return { tag: el.tagName.toLowerCase(), attrs, children };
}

interface Words {
  strings?: Record<string, string>;
  locale?: string;
  description?: 'none' | 'text' | 'html';
}

let n = 0;
function painter({ strings, locale, description = 'text' }: Words = {}): PaintContext {
  const all = { ...defaultStrings, ...strings } as Record<string, string>;
  return {
    h: bind(document),
    // As the first script says them (start.ts): a key the strings lack (a chunk's own sentence) is ''.
    t: (key, values) => sentence(all, key, values),
    money: (money) => formatIntl(money, { locale }),
    id: () => `fp-${++n}`,
    description,
    // The plan chooser chunk, as the first script has it when it paints a card that sells plans (start.ts).
    plans: planChooser,
  };
}

/** The painted card of `product` beside what <ProductDetails> draws for it, both normalized. */
function both(product: CardProduct, words: Words = {}) {
  const config = { strings: words.strings ?? {}, locale: words.locale, descriptions: words.description ?? 'text' };
  const { container } = renderWidgets(shop.client(), <ProductDetails product={product} description={config.descriptions} />, config);
  const painted = paintCard(painter(words), product, { selection: initialSelection(product), quantity: 1, busy: false, messages: [] });
  return { components: normalize(container.firstElementChild!), painted: normalize(painted) };
}

async function read(handle: string): Promise<CardProduct> {
  const product = await createCatalog({ client: shop.client() }).product(handle);
  return product!;
}

/** Every product of the demo shop (a product added to it is checked too). */
// Every product: those with selling plans too, their purchase options drawn alike (view-plans.ts, from the plan chooser chunk).
const HANDLES = PRODUCTS.map((product: { handle: string }) => product.handle);

describe('the first paint draws what the components draw', () => {
  it('a card with a heading level and a product URL template: the same heading, linked alike', async () => {
    const { container, catalog } = renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" headingLevel={4} />, {
      productUrl: '/shop/:handle',
    });
    await screen.findByRole('article');
    const product = (await catalog.product('stoneware-mug'))!;
    const context = { ...painter(), headingLevel: 4, productUrl: '/shop/:handle' };
    const painted = paintCard(context, product, { selection: initialSelection(product), quantity: 1, busy: false, messages: [] });
    expect(normalize(painted)).toEqual(normalize(container.firstElementChild!));
    expect(painted.querySelector('h4.title > a')!.getAttribute('href')).toBe('/shop/stoneware-mug');
  });

  it.each(HANDLES)('%s, as <ProductCard> draws it from the shop', async (handle) => {
    const { container, catalog } = renderWidgets(shop.client(), <ProductCard handle={handle} />);
    await screen.findByRole('article');
    const product = (await catalog.product(handle))!;
    const painted = paintCard(painter(), product, { selection: initialSelection(product), quantity: 1, busy: false, messages: [] });
    expect(normalize(painted)).toEqual(normalize(container.firstElementChild!));
  });

  it('covers the branches the demo shop reaches', async () => {
    const products = await Promise.all(HANDLES.map(read));
    const any = (test: (p: CardProduct) => boolean) => products.some(test);
    expect(any((p) => p.images.length > 1 && p.images.length <= 10)).toBe(true);
    expect(any((p) => p.options.some((o) => o.optionValues.length > 8))).toBe(true);
    expect(any((p) => p.options.some((o) => o.optionValues.some((v) => v.swatch?.color)))).toBe(true);
    expect(any((p) => p.variants.some((v) => !v.availableForSale))).toBe(true);
    expect(any((p) => p.variants.some((v) => v.compareAtPrice && Number(v.compareAtPrice.amount) > Number(v.price.amount)))).toBe(true);
    expect(any((p) => p.variants.some((v) => v.unitPrice && v.unitPriceMeasurement))).toBe(true);
    // The stock notes, on the variant a card shows first: a pre-order, and a few left.
    const first = (p: CardProduct) => p.variants.find((v) => v.availableForSale);
    expect(any((p) => !!first(p)?.currentlyNotInStock)).toBe(true);
    expect(any((p) => (first(p)?.quantityAvailable ?? 99) <= 5)).toBe(true);
  });

  it('a product without images, and one with more images than dots', async () => {
    const mug = await read('stoneware-mug');
    const none = both({ ...mug, images: [] });
    expect(none.painted).toEqual(none.components);
    const images = Array.from({ length: 12 }, (_, i) => ({
      ...mug.images[0]!,
      id: `gid://shopify/ProductImage/${i}`,
      url: mug.images[0]!.url + `&n=${i}`,
    }));
    const many = both({ ...mug, images });
    expect(many.painted).toEqual(many.components);
    const one = both({ ...mug, images: images.slice(0, 1) });
    expect(one.painted).toEqual(one.components);
  });

  it('no vendor, swatches on every value, and a description as text, none or (before the sanitiser) html', async () => {
    const tee = await read('classic-cotton-tee');
    const plain = { ...tee, vendor: '', descriptionHtml: '<p>Soft <strong>cotton</strong> & "care".</p><ul><li>One</li><li>Two</li></ul>' };
    for (const description of ['text', 'none', 'html'] as const) {
      const { painted, components } = both(plain, { description });
      expect(painted).toEqual(components);
    }
    const swatched = {
      ...tee,
      options: tee.options.map((o) => ({
        ...o,
        optionValues: o.optionValues.map((v, i) => ({ ...v, swatch: { color: `#${i}${i}${i}`, image: null } })),
      })),
    };
    const { painted, components } = both(swatched as CardProduct);
    expect(painted).toEqual(components);
  });

  it('neither draws an empty text node where a card has no vendor, no stock note or no colour chosen (a node each on every card)', async () => {
    const tee = await read('classic-cotton-tee');
    const product = { ...tee, vendor: '' };
    const empty = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let count = 0;
      while (walker.nextNode()) if (!(walker.currentNode as Text).data) count += 1;
      return count;
    };
    const { container } = renderWidgets(shop.client(), <ProductDetails product={product} description="text" />, { descriptions: 'text' });
    const painted = paintCard(painter(), product, { selection: {}, quantity: 1, busy: false, messages: [] });
    expect(painted.querySelector('.stock')).toBeNull();
    expect([empty(container), empty(painted)]).toEqual([0, 0]);
  });

  it('a swatch colour that is not a colour (red;position:fixed;inset:0, url()) draws none: the option is drawn as words, alike', async () => {
    expect(['#6A8D48', '#fff', '#11223344'].map(swatchColour)).toEqual(['#6A8D48', '#fff', '#11223344']);
    expect(['red;position:fixed;inset:0', 'url(//evil.example/x.png)', '#fff;top:0', 'red', '', null, undefined].map(swatchColour)).toEqual(
      Array(7).fill(''),
    );
    const tee = await read('classic-cotton-tee');
    const bad = {
      ...tee,
      options: tee.options.map((o) => ({
        ...o,
        optionValues: o.optionValues.map((v) => ({ ...v, swatch: { color: 'red;position:fixed;inset:0', image: null } })),
      })),
    } as CardProduct;
    const { painted, components } = both(bad);
    expect(painted).toEqual(components);
    const card = paintCard(painter(), bad, { selection: initialSelection(bad), quantity: 1, busy: false, messages: [] });
    expect(card.querySelectorAll('.swatch, [style]')).toHaveLength(0);
    expect([...card.querySelectorAll('.option-label')].map((label) => label.textContent)).toContain('White');
  });

  it('shop text that looks like markup stays text', async () => {
    const tee = await read('classic-cotton-tee');
    const odd = { ...tee, title: '<img src=x onerror=alert(1)> Tee & "co"', vendor: '<b>Vendor</b>' };
    const { painted, components } = both(odd);
    expect(painted).toEqual(components);
    const card = paintCard(painter(), odd, { selection: initialSelection(odd), quantity: 1, busy: false, messages: [] });
    expect(card.querySelector('img[src=x], b')).toBeNull();
  });

  it('other words and another locale', async () => {
    const strings = {
      addToCart: 'Ajouter au panier',
      price: 'Prix',
      salePrice: 'Prix soldé',
      regularPrice: 'Prix normal',
      optionSoldOut: '{value}, épuisé',
    };
    for (const handle of ['classic-cotton-tee', 'house-blend-whole-bean', 'merino-crew-sweater']) {
      const { painted, components } = both(await read(handle), { strings, locale: 'fr-FR' });
      expect(painted).toEqual(components);
    }
  });

  it('a choice and a quantity made on the card draw the same as the components after the same clicks', async () => {
    const { container } = renderWidgets(shop.client(), <ProductCard handle="classic-cotton-tee" />);
    const tee = await screen.findByRole('article', { name: 'Classic Cotton Tee' });
    fireEvent.click(within(tee).getByRole('radio', { name: 'S' }));
    fireEvent.click(within(tee).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(tee).getByRole('button', { name: 'Increase quantity' }));
    const product = await read('classic-cotton-tee');
    const painted = paintCard(painter(), product, { selection: { ...initialSelection(product), Size: 'S' }, quantity: 3, busy: false, messages: [] });
    expect(normalize(painted)).toEqual(normalize(container.firstElementChild!));
  });

  it('an add on its way, then added: the busy button, the counted toggle, and the message, as the components draw them', async () => {
    const { container } = renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="stoneware-mug" />
        <CartToggle />
      </>,
    );
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    const product = await read('stoneware-mug');
    const state = { selection: initialSelection(product), quantity: 1, busy: true, messages: [] };
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    // In flight: "Adding…", aria-busy; the toggle counts the add and pulses.
    const [card, toggle] = [...container.children];
    expect(within(mug).getByRole('button', { name: 'Adding…' }).getAttribute('aria-busy')).toBe('true');
    expect(normalize(paintCard(painter(), product, state))).toEqual(normalize(card!));
    expect(normalize(paintToggle(painter(), 1))).toEqual(normalize(toggle!));
    // Settled: the button is free again and the status region says so.
    await within(mug).findByText('Added to your cart.');
    const added = { ...state, busy: false, messages: [{ kind: 'success' as const, text: 'Added to your cart.' }] };
    expect(normalize(paintCard(painter(), product, added))).toEqual(normalize(container.children[0]!));
  });

  it('an add refused: the error in the status region, as the components draw it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" />);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    const product = await read('stoneware-mug');
    // A refusal the store does not retry (the shop's INTERNAL_SERVER_ERROR is retried as a 5xx is: cart-client/errors.ts).
    const refused = { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] };
    shop.use(http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, () => HttpResponse.json(refused)));
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    const text = (await within(mug).findByText(/try again/)).textContent!;
    const state = { selection: initialSelection(product), quantity: 1, busy: false, messages: [{ kind: 'error' as const, text }] };
    expect(normalize(paintCard(painter(), product, state))).toEqual(normalize(container.firstElementChild!));
  });

  it('the cart toggle, with and without its word', () => {
    const t = painter({ strings: { cart: 'Panier', cartEmpty: 'Panier vide' } });
    for (const label of [true, false]) {
      const drawn = renderWidgets(shop.client(), <CartToggle label={label} />, { strings: { cart: 'Panier', cartEmpty: 'Panier vide' } }).container;
      expect(normalize(paintToggle(t, 0, label))).toEqual(normalize(drawn.firstElementChild!));
      cleanup();
    }
  });
});

// @vitest-environment happy-dom
// The commerce analytics events a site owner's tags read: add/remove/checkout from the cart chunk, views from the analytics
// chunk, in GA4's ecommerce shape, and dataLayer mode.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, type CommerceDetail, type ShopEmbed } from '../../src/index';
import { useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { nextFrames } from './helpers';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

useEmulator();
let embed: ShopEmbed;
const MUG = {
  item_id: 'SE-008-001',
  item_name: 'Stoneware Mug',
  item_brand: 'Hearth & Kiln',
  item_variant: 'Speckled White',
  variant_id: VARIANTS.mug,
};

function start(options: Record<string, unknown> = {}) {
  embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, ...options });
  return embed;
}

/** Every commerce event fired on the document, in order, as `[type, detail]`. */
function record() {
  const seen: Array<[string, CommerceDetail]> = [];
  const types = ['view-item-list', 'view-item', 'add-to-cart', 'remove-from-cart', 'begin-checkout', 'checkout'];
  const listener = (event: Event) => seen.push([event.type.slice('shop-embed:'.length), (event as CustomEvent).detail]);
  beforeEach(() => {
    seen.length = 0;
    types.forEach((type) => document.addEventListener(`shop-embed:${type}`, listener));
  });
  afterEach(() => types.forEach((type) => document.removeEventListener(`shop-embed:${type}`, listener)));
  return seen;
}

/**
 * The page's IntersectionObservers, driven by the test: `show(el)` scrolls `el` into view. Only what is observed on the page's
 * own widget hosts counts: the real grid's images (the catalog chunk is not stood in for) have observers of their own.
 */
const watchers = new Map<Element, IntersectionObserverCallback>();
const HOSTS = '[data-shop-product],[data-shop-collection]';
const hosts = () => [...watchers.keys()].filter((el) => el.matches(HOSTS));
let instances = 0;
class FakeObserver {
  private counted = false;
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe = (el: Element) => {
    watchers.set(el, this.cb);
    if (this.counted || !el.matches(HOSTS)) return;
    this.counted = true;
    instances++;
  };
  unobserve = (el: Element) => watchers.delete(el);
  disconnect = () => watchers.forEach((cb, el) => cb === this.cb && watchers.delete(el));
}
const show = (el: Element) => watchers.get(el)?.([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as never);

beforeEach(() => {
  instances = 0;
  watchers.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  embed?.destroy();
  localStorage.clear();
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
  vi.unstubAllGlobals();
});

describe('cart events', () => {
  const seen = record();

  it('an add tells add-to-cart once with the line’s items, value and currency, also through ShopEmbed.on()', async () => {
    start();
    const heard: CommerceDetail[] = [];
    embed.on('add-to-cart', (detail) => heard.push(detail));
    const outcome = await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    const line = outcome.cart!.lines[0]!;
    expect(seen).toEqual([
      [
        'add-to-cart',
        {
          currency: 'USD',
          value: 36,
          items: [{ ...MUG, price: 18, quantity: 2, index: 0, product_id: line.merchandise.product.id }],
          cart_id: outcome.cart!.id,
        },
      ],
    ]);
    expect(heard).toEqual([seen[0]![1]]);
  });

  it('quantity changes tell the difference; a discounted line is priced at the shop’s cost after its discount', async () => {
    start();
    await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    await embed.cart.addDiscountCode('MUG5'); // $5 off each mug: $13 a unit
    seen.length = 0;
    const lineId = embed.cart.state!.cart!.lines[0]!.id;
    await embed.cart.setLineQuantity(lineId, 3);
    await embed.cart.setLineQuantity(lineId, 1);
    await embed.cart.removeLines([lineId]);
    expect(seen.map(([type, detail]) => [type, detail.value, detail.items.map((item) => [item.price, item.quantity])])).toEqual([
      ['add-to-cart', 13, [[13, 1]]],
      ['remove-from-cart', 26, [[13, 2]]],
      ['remove-from-cart', 13, [[13, 1]]],
    ]);
  });

  it('nothing is told when a stored cart is restored on load', async () => {
    start();
    await embed.cart.addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    embed.destroy();
    seen.length = 0;
    start();
    await vi.waitFor(() => expect(embed.cart.state!.cart?.totalQuantity).toBe(1));
    await embed.cart.refresh();
    expect(seen).toEqual([]);
  });

  it('checkout tells begin-checkout with every line before the checkout hand-over', async () => {
    start({ checkoutTarget: '_blank' });
    await embed.cart.addLines([
      { merchandiseId: VARIANTS.mug, quantity: 2 },
      { merchandiseId: VARIANTS.tee, quantity: 1 },
    ]);
    seen.length = 0;
    vi.spyOn(window, 'open').mockImplementation(() => null);
    await embed.goToCheckout();
    expect(seen.map(([type]) => type)).toEqual(['begin-checkout', 'checkout']);
    const begin = seen[0]![1];
    expect(begin.value).toBe(60);
    expect(begin.items.map((item) => [item.item_name, item.quantity, item.index])).toEqual([
      ['Stoneware Mug', 2, 0],
      ['Classic Cotton Tee', 1, 1],
    ]);
  });
});

describe('views', () => {
  const seen = record();

  it('a card scrolled into view tells view-item once per page; nothing is observed while no one listens', async () => {
    document.body.innerHTML = '<div data-shop-product="stoneware-mug"></div><div data-shop-product="stoneware-mug"></div>';
    start();
    await nextFrames(4);
    expect(instances).toBe(0);
    embed.on('view-item', () => {});
    await vi.waitFor(() => expect(hosts()).toHaveLength(2));
    expect(instances).toBe(1);
    const [first, second] = document.querySelectorAll('[data-shop-product]');
    show(first!);
    show(second!);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await nextFrames();
    expect(seen).toEqual([
      ['view-item', { currency: 'USD', value: 18, items: [expect.objectContaining({ ...MUG, price: 18, quantity: 1, index: 0 })], cart_id: null }],
    ]);
  });

  it('a collection grid scrolled into view tells view-item-list with its products in order', async () => {
    document.body.innerHTML = '<div data-shop-collection="frontpage" data-shop-limit="3"></div>';
    start();
    embed.on('view-item-list', () => {});
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    show(document.querySelector('[data-shop-collection]')!);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const [type, detail] = seen[0]!;
    expect(type).toBe('view-item-list');
    expect(detail.item_list_name).toBe('collection:frontpage');
    expect(detail.items.map((item) => [item.item_name, item.index, item.item_list_name])).toEqual([
      ['Classic Cotton Tee', 0, 'collection:frontpage'],
      ['Everyday Hoodie', 1, 'collection:frontpage'], // the grid's order (by id, its default)
      ['Stoneware Mug', 2, 'collection:frontpage'],
    ]);
  });
});

describe('views of what the shop does not have', () => {
  const seen = record();

  it('a grid or card whose handle the shop does not have tells nothing (and throws nothing)', async () => {
    document.body.innerHTML = '<div data-shop-collection="no-such-list"></div><div data-shop-product="no-such-thing"></div>';
    start();
    embed.on('view-item', () => {});
    await vi.waitFor(() => expect(hosts()).toHaveLength(2));
    hosts().forEach(show);
    await nextFrames(6);
    expect(seen).toEqual([]);
  });
});

describe('dataLayer mode', () => {
  it('pushes { ecommerce: null } then the GA4 event, for the cart and for views', async () => {
    document.body.innerHTML = '<div data-shop-product="stoneware-mug"></div>';
    start({ analytics: 'datalayer' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    show(document.querySelector('[data-shop-product]')!);
    const layer = () => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;
    await vi.waitFor(() => expect(layer()).toHaveLength(2));
    await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    expect(layer().map((entry) => entry.event ?? entry.ecommerce)).toEqual([null, 'view_item', null, 'add_to_cart']);
    expect(layer()[3]!.ecommerce).toMatchObject({ currency: 'USD', value: 18, items: [{ ...MUG, quantity: 1 }] });
  });

  it('is off unless asked for', async () => {
    start();
    await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});

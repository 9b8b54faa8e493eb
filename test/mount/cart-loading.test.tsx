// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, defaultKit, type ShopEmbed } from '../../src/index';
import { cartStorageKey, shopKeyFromDomain } from '../../src/store';
import { HELLO, HERE } from '../../src/store/tab-hello';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { emptyCartSays } from '../widget/cart-support';
import { nextFrames } from './helpers';

const shop = useEmulator();
const realChunk = () => import('../../src/scripts/cart');
let embed: ShopEmbed | null = null;

afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

function start(loadCart: () => ReturnType<typeof realChunk>, html: string) {
  document.body.innerHTML = html;
  embed = createEmbed({ kit: defaultKit, loadSanitizer: () => Promise.reject(new Error('unused')), loadCart });
  embed.init({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
  return embed;
}

const inside = (id: string) => within(document.getElementById(id)!.shadowRoot as unknown as HTMLElement);

describe('the cart chunk, as the shopper meets it', () => {
  it('adds clicked before the chunk arrives are counted (each click) and busy, then land as one cart', async () => {
    let arrive = () => {};
    const loadCart = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)).then(realChunk));
    start(loadCart, '<div id="t" data-shop-cart-toggle></div><div id="p" data-shop-product="stoneware-mug"></div>');
    const add = await waitFor(() => inside('p').getByRole('button', { name: 'Add to cart' }));
    // The first click asks for the chunk (held here, as a slow network would): the clicks wait for it.
    fireEvent.click(add);
    fireEvent.click(add); // a second click while the first waits counts too
    await nextFrames();
    expect(loadCart).toHaveBeenCalledTimes(1);
    const toggle = inside('t').getByRole('button');
    expect(toggle.textContent).toContain('Cart, 2 items');
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(inside('p').getByRole('button', { name: 'Adding…' }).getAttribute('aria-busy')).toBe('true');
    expect(shop.operations()).not.toContain('CartCreate');
    arrive();
    await waitFor(() => expect(inside('p').getByRole('status').textContent).toBe('Added to your cart.'));
    expect(shop.operations().filter((name) => name?.startsWith('Cart'))).toEqual(['CartCreate']); // both in one request
    expect(toggle.textContent).toContain('Cart, 2 items');
    expect(toggle.getAttribute('aria-busy')).toBe('false');
  });

  it('a chunk that cannot be loaded says so beside the toggle; the next click loads it and opens the drawer', async () => {
    const loadCart = vi.fn(realChunk).mockRejectedValueOnce(new Error('could not load shop-embed.cart.min.js'));
    start(loadCart, '<div id="t" data-shop-cart-toggle></div>');
    const heard: string[] = [];
    embed!.on('cart:error', ({ messages, operation }) => heard.push(`${messages[0]!.code} ${operation}`));
    await nextFrames();
    fireEvent.click(inside('t').getByRole('button'));
    const alert = await waitFor(() => inside('t').getByRole('alert'));
    expect(alert.textContent).toBe('The cart could not be loaded. Check your connection and try again.');
    expect(heard).toEqual(['CART_UNAVAILABLE fetch']); // the page hears it too
    fireEvent.click(inside('t').getByRole('button'));
    await waitFor(() => expect(inside('t').getByRole('button').getAttribute('aria-expanded')).toBe('true'));
    expect(inside('t').queryByRole('alert')).toBeNull();
    expect(loadCart).toHaveBeenCalledTimes(2);
  });

  it('an add whose chunk cannot be loaded says so under its button, without the chunk’s sentence picker; the next add lands', async () => {
    const loadCart = vi.fn(realChunk).mockRejectedValueOnce(new Error('offline'));
    start(loadCart, '<div id="p" data-shop-product="stoneware-mug"></div>');
    const mug = await waitFor(() => inside('p').getByRole('article', { name: 'Stoneware Mug' }));
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(within(mug).getByRole('status').textContent).toBe('The cart could not be loaded. Check your connection and try again.'),
    );
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe('Added to your cart.'), { timeout: 3000 });
  });

  it('an inline cart whose chunk fails shows the sentence and a retry that works', async () => {
    const loadCart = vi.fn(realChunk).mockRejectedValueOnce(new Error('offline'));
    start(loadCart, '<div id="c" data-shop-cart data-shop-variant="inline"></div>');
    const retry = await waitFor(() => inside('c').getByRole('button', { name: 'Try again' }), { timeout: 3000 });
    expect(inside('c').getByRole('alert').textContent).toContain('The cart could not be loaded.');
    fireEvent.click(retry);
    await waitFor(() => expect(emptyCartSays(document.getElementById('c')!.shadowRoot!)).toBe('Your cart is empty.'));
    expect(inside('c').queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the shop’s sentence', undefined, 'Only 3 left — we added what we have.'],
    ['a site owner’s own words', 'Nur noch {quantity} da.', 'Nur noch 3 da.'],
  ])('an add beyond stock, sent as the chunk arrives, is told in %s for Shopify’s code', async (_, override, said) => {
    document.body.innerHTML = '<div id="p" data-shop-product="enamel-pin-set"></div>';
    embed = createEmbed({ kit: defaultKit, loadSanitizer: () => Promise.reject(new Error('unused')), loadCart: realChunk });
    embed.init({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, strings: override ? { MERCHANDISE_NOT_ENOUGH_STOCK: override } : {} });
    const pins = await waitFor(() => inside('p').getByRole('article', { name: 'Enamel Pin Set' }));
    fireEvent.input(within(pins).getByLabelText('Quantity'), { target: { value: '5' } });
    fireEvent.click(within(pins).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(pins).getByRole('status').textContent).toBe(said), { timeout: 3000 });
  });

  it('its arrival draws no card again, and a card drawn before it still says the shop’s sentence for a stock code', async () => {
    // On a page of fifty cards, drawing every card again as the chunk arrived held up the add the shopper had reached for.
    let arrived = false;
    const loadCart = vi.fn(() => realChunk().finally(() => (arrived = true)));
    start(loadCart, '<div id="p" data-shop-product="enamel-pin-set"></div><div id="q" data-shop-product="stoneware-mug"></div>');
    const pins = await waitFor(() => inside('p').getByRole('article', { name: 'Enamel Pin Set' }));
    await waitFor(() => inside('q').getByRole('button', { name: 'Add to cart' }));
    await nextFrames();
    const drawn: string[] = [];
    const diffed = options.diffed;
    options.diffed = (vnode) => {
      if (typeof vnode.type === 'function') drawn.push(vnode.type.name);
      diffed?.(vnode);
    };
    try {
      fireEvent.pointerOver(within(pins).getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(arrived).toBe(true));
      await nextFrames();
      await new Promise((resolve) => setTimeout(resolve, 100)); // past the redraw's slices, had there been one
    } finally {
      options.diffed = diffed!;
    }
    expect(drawn.filter((name) => name === 'ProductCard')).toEqual([]);
    // The card kept the words it was drawn with; the chunk's sentence for Shopify's code is found as it speaks.
    fireEvent.input(within(pins).getByLabelText('Quantity'), { target: { value: '5' } });
    fireEvent.click(within(pins).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(pins).getByRole('status').textContent).toBe('Only 3 left — we added what we have.'), { timeout: 3000 });
  });

  it('the chunk comes on the first reach for the cart (the pointer over a card or the toggle, focus in one), never on idle alone; once for the page', async () => {
    const loadCart = vi.fn(realChunk);
    const html =
      '<div id="t" data-shop-cart-toggle></div><div id="p" data-shop-product="stoneware-mug"></div><div id="q" data-shop-product="linen-napkins"></div>';
    start(loadCart, html);
    const add = await waitFor(() => inside('p').getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => inside('q').getByRole('button', { name: 'Add to cart' }));
    await new Promise((resolve) => setTimeout(resolve, 500)); // past the idle wait (happy-dom: the 200 ms timer)
    expect(loadCart).not.toHaveBeenCalled(); // a shopper who only reads the page loads no cart
    fireEvent.pointerOver(add); // the pointer on its way to Add: the chunk is asked for before the press
    expect(loadCart).toHaveBeenCalledTimes(1);
    fireEvent.focusIn(inside('q').getByRole('button', { name: 'Add to cart' }));
    fireEvent.pointerOver(inside('t').getByRole('button'));
    await nextFrames();
    expect(loadCart).toHaveBeenCalledTimes(1); // once for the page, however many widgets are reached
    fireEvent.click(add);
    await waitFor(() => expect(inside('p').getByRole('status').textContent).toBe('Added to your cart.'));
    expect(loadCart).toHaveBeenCalledTimes(1);
    expect(shop.operations().filter((name) => name?.startsWith('Cart'))).toEqual(['CartCreate']);
    // The toggle alone: focus on it (the keyboard's way there) asks for the chunk the drawer comes with.
    embed!.destroy();
    localStorage.clear(); // the cart made above would be a stored cart, which loads the chunk on idle
    loadCart.mockClear();
    start(loadCart, '<div id="t" data-shop-cart-toggle></div>');
    const toggle = await waitFor(() => inside('t').getByRole('button', { name: /^Cart/ }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(loadCart).not.toHaveBeenCalled();
    fireEvent.focusIn(toggle);
    expect(loadCart).toHaveBeenCalledTimes(1);
  });

  it('the page says hello to the shop’s other tabs as it starts, long before the cart chunk, answers theirs, and stops as it goes', async () => {
    // The store judges whether the tab is alone from this hello (tab-hello.ts): a touch's first add, which loads the chunk
    // about 80 ms before its click, finds the answers' window long past and makes its cart without waiting for the lock.
    const other = new BroadcastChannel(cartStorageKey(shopKeyFromDomain(SHOP_DOMAIN)));
    const heard: unknown[] = [];
    other.onmessage = ({ data }) => heard.push(data);
    const loadCart = vi.fn(realChunk);
    start(loadCart, '<div id="p" data-shop-product="stoneware-mug"></div>');
    await vi.waitFor(() => expect(heard).toEqual([HELLO]));
    other.postMessage(HELLO); // another tab opens: this one says it is here
    await vi.waitFor(() => expect(heard).toEqual([HELLO, HERE]));
    expect(loadCart).not.toHaveBeenCalled();
    // The page goes (into the back/forward cache, where a message on an open channel would throw it out): the channel closes.
    window.dispatchEvent(new Event('pagehide'));
    other.postMessage(HELLO);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([HELLO, HERE]);
    other.close();
  });

  it('a stored cart loads the chunk on idle, so the toggle shows its count without a click', async () => {
    const other = await shop
      .client()
      .request<{ cartCreate: { cart: { id: string } } }>(
        'mutation M($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } } }',
        { variables: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1008001', quantity: 2 }] } },
      );
    localStorage.setItem(`shop-embed:cart:${SHOP_DOMAIN}`, other.cartCreate.cart.id);
    const loadCart = vi.fn(realChunk);
    start(loadCart, '<div id="t" data-shop-cart-toggle></div>');
    await waitFor(() => expect(inside('t').getByRole('button').textContent).toContain('Cart, 2 items'), { timeout: 3000 });
    expect(loadCart).toHaveBeenCalledTimes(1);
  });
});

describe('the sentences of the rarer cart codes', () => {
  it.each([
    ['BUYER_CANNOT_PURCHASE_FOR_COMPANY_LOCATION', 'You cannot buy for that company location.'],
    // a shop's own rare failure
    ['CART_TOO_LARGE', 'Your cart is too large. Please remove some items.'],
  ])('come the first time the cart says such a code (not before), and the message is drawn again with its sentence: %s', async (code, sentence) => {
    const { http, HttpResponse } = await import('msw');
    const { DEFAULT_ENDPOINT } = await import('../support/msw');
    const loads = vi.fn();
    const loadCart = () =>
      realChunk().then((chunk) => ({
        ...chunk,
        loadCodeStrings: () => {
          loads();
          return chunk.loadCodeStrings();
        },
      }));
    shop.use(
      http.post(DEFAULT_ENDPOINT, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== 'CartCreate') return undefined;
        const userErrors = [{ code, field: null, message: 'developer text' }];
        return HttpResponse.json({ data: { cartCreate: { cart: null, userErrors, warnings: [] } } });
      }),
    );
    start(loadCart, '<div id="p" data-shop-product="stoneware-mug"></div>');
    const add = await waitFor(() => inside('p').getByRole('button', { name: 'Add to cart' }));
    await nextFrames();
    expect(loads).not.toHaveBeenCalled(); // a page whose cart says no such code never asks for them
    fireEvent.click(add);
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(inside('p').getByRole('status').textContent).toBe(sentence));
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

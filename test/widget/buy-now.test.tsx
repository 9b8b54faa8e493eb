// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, StorefrontClient } from '../../src/cart-client';
import { buyNow, buyNowStrings, pageBuyNow } from '../../src/scripts/buy-now';
import { cartMessageText, cartStrings, defaultStrings } from '../../src/widget';
import type { BuyNowPress } from '../../src/widget/card/card-types';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
const strings = { ...defaultStrings, ...cartStrings };

/** Buy now as the page wires it, its hand-over recorded instead of navigating (`navigates`: this tab would go there). */
function buying(client: StorefrontClient, navigates = true) {
  const handed: Array<{ url: string; cart: Cart }> = [];
  const config = {
    buyNow: async (press?: BuyNowPress) =>
      press &&
      buyNow(
        {
          client,
          handOver: (url, cart) => (handed.push({ url, cart }), navigates),
          text: (message, cart) => cartMessageText(strings as never, message, cart),
          strings,
          view: window,
        },
        press,
      ),
  };
  return { config, handed };
}

/** The shop's next CartCreate answered by `answer` (which may run it at the shop first); other requests go on to it. */
const operationOf = async (request: Request) => ((await request.clone().json()) as { operationName?: string }).operationName;

const onCreate = (answer: (request: Request) => Promise<Response | undefined> | Response | undefined) => {
  let done = false;
  return http.post(GRAPHQL, async ({ request }) => {
    if (done || (await operationOf(request)) !== 'CartCreate') return undefined;
    done = true;
    return answer(request);
  });
};

const creates = () => shop.operations().filter((name) => name === 'CartCreate').length;
const lines = (cart: Cart | null | undefined) =>
  cart?.lines.map((line) => [line.merchandise.id, line.quantity, line.sellingPlanAllocation?.sellingPlan.id ?? null]);

describe('Buy now on a product card', () => {
  it("goes to the checkout of a new cart of that one line: the shopper's cart keeps its id and its lines", async () => {
    const { config, handed } = buying(shop.client());
    const { store } = renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" buyNow />, config);
    await store.getState().addLines([{ merchandiseId: VARIANTS.tee, quantity: 3 }]);
    const own = store.getState().cart!;
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    // The card's button is Buy now: no Add to cart beside it.
    expect(within(mug).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    fireEvent.click(within(mug).getByRole('radio', { name: 'Slate Blue' }));
    fireEvent.click(within(mug).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(mug).getByRole('button', { name: 'Buy now' }));

    expect(within(mug).getByRole('button', { name: 'Buy now' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe(buyNowStrings.buyingNow));
    await waitFor(() => expect(handed).toHaveLength(1));
    const { url, cart } = handed[0]!;
    expect(lines(cart)).toEqual([['gid://shopify/ProductVariant/1008002', 2, null]]);
    expect(cart.id).not.toBe(own.id);
    expect(new URL(url).searchParams.get('_fd')).toBe('0');
    expect(url.split('?')[0]).toBe(cart.checkoutUrl.split('?')[0]);
    // The shopper's own cart: the same id, the same lines, nothing sent to it.
    expect(store.getState().cart!.id).toBe(own.id);
    expect(lines(store.getState().cart)).toEqual([[VARIANTS.tee, 3, null]]);
    expect(shop.operations().filter((name) => name?.startsWith('Cart'))).toEqual(['CartCreate', 'CartCreate']);
    // This tab is going to the checkout page: the button stays busy until it has.
    expect(within(mug).getByRole('button', { name: 'Buy now' }).getAttribute('aria-busy')).toBe('true');
  });

  it('one press is one checkout: a double press and presses during a slow answer make one cart', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    shop.use(http.post(GRAPHQL, async ({ request }) => ((await operationOf(request)) === 'CartCreate' ? held.then(() => undefined) : undefined)));
    const { config, handed } = buying(shop.client(), false);
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" buyNow />, config);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    const button = within(mug).getByRole('button', { name: 'Buy now' });
    fireEvent.click(button);
    fireEvent.click(button); // the second click of a double click, before the card drew the first
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button); // a press while the shop is slow to answer
    answer();
    await waitFor(() => expect(handed).toHaveLength(1));
    fireEvent.click(button); // a press right after the hand-over
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(creates()).toBe(1);
    expect(handed).toHaveLength(1);
  });

  it('`also`: a second button beside Add to cart; Add still adds to the cart, Buy now leaves it alone', async () => {
    const { config, handed } = buying(shop.client());
    const { store } = renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" buyNow="also" />, config);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    fireEvent.click(within(mug).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe('Added to your cart.'));
    const own = store.getState().cart!;
    fireEvent.click(within(mug).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(handed).toHaveLength(1));
    expect(lines(handed[0]!.cart)).toEqual([[VARIANTS.mug, 1, null]]);
    expect(store.getState().cart).toBe(own);
  });

  it('a refusal is said in plain words and the button can be pressed again', async () => {
    shop.use(onCreate(() => new Response('', { status: 429 })));
    const { config, handed } = buying(shop.client());
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" buyNow />, config);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    fireEvent.click(within(mug).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe(cartStrings.THROTTLED));
    const button = within(mug).getByRole('button', { name: 'Buy now' });
    expect([button.getAttribute('aria-busy'), (button as HTMLButtonElement).disabled, handed.length]).toEqual(['false', false, 0]);
    fireEvent.click(button);
    await waitFor(() => expect(handed).toHaveLength(1));
  });

  it('an answer lost after the request left is not sent again: the card says so, and the next press is the shopper’s', async () => {
    // The shop makes the cart, and its answer is lost on the way.
    shop.use(
      onCreate(async (request) => {
        shop.sent.push({ operationName: 'CartCreate', variables: {} });
        await shop.emulator.execute(request);
        return Response.error();
      }),
    );
    const { config, handed } = buying(shop.client());
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" buyNow />, config);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    fireEvent.click(within(mug).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(within(mug).getByRole('status').textContent).toBe(buyNowStrings.buyNowUnknown));
    expect([creates(), handed.length]).toEqual([1, 0]);
    fireEvent.click(within(mug).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(handed).toHaveLength(1));
    expect(creates()).toBe(2);
  });

  it('an answer cut short that names its cart: that cart is read and checked out, none made again', async () => {
    shop.use(
      onCreate(async (request) => {
        shop.sent.push({ operationName: 'CartCreate', variables: {} });
        const text = await (await shop.emulator.execute(request)).text();
        return new Response(text.slice(0, text.indexOf('"checkoutUrl"')), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const { config, handed } = buying(shop.client());
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" buyNow />, config);
    const mug = await screen.findByRole('article', { name: 'Stoneware Mug' });
    fireEvent.click(within(mug).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(handed).toHaveLength(1));
    expect(lines(handed[0]!.cart)).toEqual([[VARIANTS.mug, 1, null]]);
    expect(creates()).toBe(1);
    expect(shop.operations()).toContain('Cart');
  });

  it('required line properties refuse Buy now as they refuse Add, and their values go with the line', async () => {
    const declared = JSON.stringify([{ name: 'Engraving', type: 'text', required: true }]);
    const { config, handed } = buying(shop.client());
    renderWidgets(shop.client(), <ProductCard handle="hand-poured-beeswax-candle" lineProperties={declared} buyNow />, config);
    const candle = await screen.findByRole('article', { name: 'Hand-Poured Beeswax Candle' });
    const engraving = await within(candle).findByRole('textbox', { name: /^Engraving/ });
    fireEvent.click(within(candle).getByRole('button', { name: 'Buy now' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([creates(), handed.length]).toEqual([0, 0]);
    fireEvent.input(engraving, { target: { value: 'Anna' } });
    fireEvent.click(within(candle).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(handed).toHaveLength(1));
    expect(handed[0]!.cart.lines[0]!.attributes).toEqual([{ key: 'Engraving', value: 'Anna' }]);
  });

  it('a declaration the card cannot read never lets Buy now sell the product without it', async () => {
    const { config, handed } = buying(shop.client());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidgets(shop.client(), <ProductCard handle="hand-poured-beeswax-candle" lineProperties='[{"name":"Engraving",}]' buyNow />, config);
    const candle = await screen.findByRole('article', { name: 'Hand-Poured Beeswax Candle' });
    await within(candle).findByText(/can’t be personalised here right now/);
    fireEvent.click(within(candle).getByRole('button', { name: 'Buy now' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([creates(), handed.length]).toEqual([0, 0]);
  });

  it('buys under the chosen purchase option', async () => {
    const { config, handed } = buying(shop.client());
    renderWidgets(shop.client(), <ProductCard handle="coffee-club-box" buyNow />, config);
    const club = await screen.findByRole('article', { name: 'Coffee Club Box' });
    await within(club).findByRole('group', { name: 'Purchase options' });
    fireEvent.click(within(club).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(handed).toHaveLength(1));
    expect(lines(handed[0]!.cart)).toEqual([['gid://shopify/ProductVariant/1028001', 1, 'gid://shopify/SellingPlan/3101']]);
  });
});

describe('Buy now on the page', () => {
  it('two presses on one card in the same moment (before it drew the first) make one cart', async () => {
    const { config, handed } = buying(shop.client());
    const press = { line: { merchandiseId: VARIANTS.mug, quantity: 1 }, button: document.createElement('button'), say: () => {} };
    await Promise.all([config.buyNow(press), config.buyNow(press)]);
    expect([creates(), handed.length]).toEqual([1, 1]);
  });

  it('fires begin-checkout with that one line, then the cancelable checkout event, as the cart’s checkout does', async () => {
    const events: Array<[string, unknown]> = [];
    const listen = (name: string) => (event: Event) => events.push([name, (event as CustomEvent).detail]);
    document.addEventListener('shop-embed:begin-checkout', listen('begin-checkout'));
    // A listener that keeps the shopper here (the page has its own checkout step): nothing navigates.
    const keep = (event: Event) => (listen('checkout')(event), event.preventDefault());
    document.addEventListener('shop-embed:checkout', keep);
    const button = document.createElement('button');
    const line = { merchandiseId: VARIANTS.mug, quantity: 2 };
    await pageBuyNow({ line, button, say: () => {} }, { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN }, document, window, { strings });
    document.removeEventListener('shop-embed:checkout', keep);
    expect(events.map(([name]) => name)).toEqual(['begin-checkout', 'checkout']);
    const begin = events[0]![1] as { items: Array<{ variant_id: string; quantity: number }>; value: number; cart_id: string };
    expect(begin.items.map((item) => [item.variant_id, item.quantity])).toEqual([[VARIANTS.mug, 2]]);
    expect(begin.value).toBe(36);
    expect((events[1]![1] as { url: string }).url).toContain('_fd=0');
    // Kept here: the button is usable again a moment later (a second press within it is the same one).
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
  });
});

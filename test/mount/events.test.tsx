// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { cartStorageKey } from '../../src/store';
import { useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { seenConfigs } from './stand-ins';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

const shop = useEmulator();
let embed: ShopEmbed;

function start(options: Record<string, unknown> = {}) {
  embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, ...options });
  return embed;
}

afterEach(() => {
  embed?.destroy();
  localStorage.clear();
  seenConfigs.length = 0;
});

describe('DOM events', () => {
  it('turns cart changes into shop-embed:cart:change and ShopEmbed.on("cart:change")', async () => {
    const fromDom: unknown[] = [];
    const fromOn: number[] = [];
    const listener = (event: Event) => fromDom.push((event as CustomEvent).detail.cart?.totalQuantity);
    document.addEventListener('shop-embed:cart:change', listener);
    start();
    const off = embed.on('cart:change', ({ cart }) => fromOn.push(cart?.totalQuantity ?? 0));
    const outcome = await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    expect(outcome.ok).toBe(true);
    expect(fromDom).toEqual([2]);
    expect(fromOn).toEqual([2]);
    off();
    document.removeEventListener('shop-embed:cart:change', listener);
    expect(localStorage.getItem(cartStorageKey(SHOP_DOMAIN))).toBe(outcome.cart!.id);
  });

  it('turns refusals into shop-embed:cart:error', async () => {
    start();
    const errors: unknown[] = [];
    embed.on('cart:error', (detail) => errors.push(detail.operation));
    await embed.cart.addLines([{ merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: 1 }]);
    expect(errors).toEqual(['add']);
  });

  it('goToCheckout fires the cancelable shop-embed:checkout with the URL (_fd=0) and stays when prevented', async () => {
    start({ checkoutTarget: '_blank' });
    await embed.cart.addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    const seen: string[] = [];
    embed.on('checkout', (detail, event) => {
      seen.push(detail.url);
      event.preventDefault();
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const result = await embed.goToCheckout();
    expect(result).toMatchObject({ ok: true, navigated: false });
    expect(new URL(seen[0]!).searchParams.get('_fd')).toBe('0');
    expect(open).not.toHaveBeenCalled();
  });

  it('goToCheckout opens the configured target when nobody objects, and the widgets get the same hand-over', async () => {
    start({ checkoutTarget: '_blank' });
    await embed.cart.addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const result = await embed.goToCheckout();
    expect(result).toMatchObject({ ok: true, navigated: true });
    expect(open).toHaveBeenCalledWith(expect.stringContaining('_fd=0'), '_blank', 'noopener');
    document.body.innerHTML = '<div data-shop-product="tee"></div>';
    embed.scan();
    expect(seenConfigs.at(-1)).toMatchObject({ checkoutTarget: '_blank', checkout: expect.any(Function) });
    document.body.innerHTML = '';
  });

  it('a double press is one checkout: begin-checkout and checkout fire once, a press a second later is a new one', async () => {
    start({ checkoutTarget: '_blank' });
    await embed.cart.addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const fired: string[] = [];
    embed.on('checkout', () => void fired.push('checkout'));
    embed.on('begin-checkout', () => void fired.push('begin-checkout'));
    const [first, second] = await Promise.all([embed.goToCheckout(), embed.goToCheckout()]);
    const third = await embed.goToCheckout(); // the second click of a double click, after the first handed over
    expect([first.navigated, second.navigated, third.navigated]).toEqual([true, true, true]);
    expect(fired).toEqual(['begin-checkout', 'checkout']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await embed.goToCheckout();
    expect(fired).toEqual(['begin-checkout', 'checkout', 'begin-checkout', 'checkout']);
  });

  it('an empty cart refuses checkout without firing the event', async () => {
    start();
    const fired = vi.fn();
    embed.on('checkout', fired);
    expect(await embed.goToCheckout()).toMatchObject({ ok: false, navigated: false });
    expect(fired).not.toHaveBeenCalled();
  });

  it("without BroadcastChannel, a storage event for this shop's cart key refreshes the cart (another tab made it)", async () => {
    vi.stubGlobal('BroadcastChannel', undefined); // where it exists the store hears other tabs itself
    const other = await shop
      .client()
      .request<{ cartCreate: { cart: { id: string } } }>(
        'mutation M($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } } }',
        { variables: { lines: [{ merchandiseId: VARIANTS.mug, quantity: 3 }] } },
      );
    start();
    const changes: Array<number | undefined> = [];
    embed.on('cart:change', ({ cart }) => changes.push(cart?.totalQuantity));
    const key = cartStorageKey(SHOP_DOMAIN);
    localStorage.setItem(key, other.cartCreate.cart.id);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: other.cartCreate.cart.id }));
    await vi.waitFor(() => expect(embed.cart.state?.cart?.totalQuantity).toBe(3));
    expect(changes).toEqual([3]);
    vi.unstubAllGlobals();
  });

  it('a tab with no cart yet shows the cart another tab makes: its storage event brings the cart chunk', async () => {
    // No stored cart at start: the cart chunk (whose store listens to the other tabs) has no reason to load on its own.
    start();
    const other = await shop
      .client()
      .request<{ cartCreate: { cart: { id: string } } }>(
        'mutation M($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } } }',
        { variables: { lines: [{ merchandiseId: VARIANTS.mug, quantity: 2 }] } },
      );
    const key = cartStorageKey(SHOP_DOMAIN);
    localStorage.setItem(key, other.cartCreate.cart.id);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: other.cartCreate.cart.id }));
    await vi.waitFor(() => expect(embed.cart.state?.cart?.totalQuantity).toBe(2), { timeout: 4000 });
  });

  it('where BroadcastChannel exists, a storage event does not read the cart a second time', async () => {
    start();
    await vi.waitFor(() => expect(embed.cart.state).not.toBeNull());
    await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    shop.sent.length = 0;
    const key = cartStorageKey(SHOP_DOMAIN);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.operations()).toEqual([]);
  });

  it('where BroadcastChannel exists, a store that started empty as another tab made its cart reads it when its id reaches storage', async () => {
    // The other tab announced its cart before this tab's store (its channel) was there, and its storage write came after
    // the store read storage: the storage event is all this tab hears.
    start();
    await embed.cart.closeDrawer(); // the cart chunk is here, its store started with no cart
    const other = await shop
      .client()
      .request<{ cartCreate: { cart: { id: string } } }>(
        'mutation M($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } } }',
        { variables: { lines: [{ merchandiseId: VARIANTS.mug, quantity: 2 }] } },
      );
    shop.sent.length = 0;
    const key = cartStorageKey(SHOP_DOMAIN);
    localStorage.setItem(key, other.cartCreate.cart.id);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: other.cartCreate.cart.id }));
    await vi.waitFor(() => expect(embed.cart.state?.cart?.totalQuantity).toBe(2));
    expect(shop.operations()).toEqual(['Cart']);
  });

  /** Another tab adds `quantity` mugs to the cart this page shows, as the shop has it (this page hears nothing of it). */
  const otherTabAdds = (cartId: string, quantity: number) =>
    shop.client().request('mutation M($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } } }', {
      variables: { id: cartId, lines: [{ merchandiseId: VARIANTS.mug, quantity }] },
    });

  it("without BroadcastChannel, another tab's change stamp reads the cart, whose id did not change (issue 51, item 6)", async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    start();
    const { cart } = await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    await otherTabAdds(cart!.id, 2);
    window.dispatchEvent(new StorageEvent('storage', { key: `${cartStorageKey(SHOP_DOMAIN)}:changed`, newValue: '0.25' }));
    await vi.waitFor(() => expect(embed.cart.state?.cart?.totalQuantity).toBe(3));
    vi.unstubAllGlobals();
  });

  it('where BroadcastChannel exists, a change stamp is read only when the tab that wrote it had no channel', async () => {
    start();
    const { cart } = await embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 1 }]);
    await otherTabAdds(cart!.id, 2);
    shop.sent.length = 0;
    const stamp = (newValue: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: `${cartStorageKey(SHOP_DOMAIN)}:changed`, newValue }));
    stamp('0.25'); // a tab with a channel: it said so on the channel too
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.operations()).toEqual([]);
    stamp('-0.5'); // a tab without one: this tab hears it only here
    await vi.waitFor(() => expect(embed.cart.state?.cart?.totalQuantity).toBe(3));
    expect(shop.operations()).toEqual(['Cart']);
  });

  it('names the tab in sessionStorage, so a reload takes back the adds it had not sent', async () => {
    // The name is the cart store's (only it keeps unsent adds): given when the cart chunk arrives, here with a cart action.
    sessionStorage.removeItem('shop-embed:tab');
    start();
    await embed.cart.closeDrawer();
    const id = sessionStorage.getItem('shop-embed:tab');
    expect(id).toMatch(/^[a-z0-9]+$/);
    embed.destroy();
    start();
    await embed.cart.closeDrawer();
    expect(sessionStorage.getItem('shop-embed:tab')).toBe(id);
  });
});

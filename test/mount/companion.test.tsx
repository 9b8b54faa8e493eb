// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, defineElements, type ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings, nextFrames, shadowText } from './helpers';

// The cart widget is a stand-in that shows its props: these tests count drawers, the Chromium tests open them.
vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));
// The drawer comes from the cart chunk (loaded on idle): the same stand-in there.
vi.mock('../../src/scripts/cart', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CartWidget: (await import('./stand-ins')).CartWidget,
}));

// The cards' reads and the cart's go to the emulator (msw), never to the network.
useEmulator();
const OPTIONS = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN };
let embed: ShopEmbed | null = null;
let warnings: ReturnType<typeof captureWarnings>;

function start(options: Parameters<typeof createShopEmbed>[0] = OPTIONS) {
  embed = createShopEmbed(options);
  return embed;
}

/** Every cart widget on the page, as "site: props" or "added: props" (the one a toggle brought). */
function carts(): string[] {
  return [...document.querySelectorAll('*')]
    .filter((el) => el.shadowRoot?.querySelector('[data-widget="cart"]'))
    .map((el) => `${el.hasAttribute('data-shop-embed-companion') ? 'added' : 'site'}: ${shadowText(el)}`);
}

/**
 * The next frames, then until every mounted cart host shows its widget. Our own drawer comes with the cart chunk, which a
 * toggle never asks for by itself (its click does; e2e checks that a page of cards loads none): a cart action loads it here.
 */
async function settled() {
  await nextFrames(3);
  if (embed?.cart.state && document.querySelector('[data-shop-cart-toggle], shop-cart-toggle')) await embed.cart.closeDrawer();
  await nextFrames(3);
  await vi.waitFor(() => {
    const hosts = [...document.querySelectorAll('[data-shop-cart], shop-cart, [data-shop-embed-companion]')].filter((el) => el.shadowRoot);
    expect(hosts.filter((el) => !el.shadowRoot!.querySelector('[data-widget="cart"]'))).toEqual([]);
  });
}

beforeEach(() => {
  warnings = captureWarnings();
});
afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
  warnings.restore();
});

describe('a cart toggle brings the drawer it opens when the page has none', () => {
  it('a toggle alone gets one drawer, the default one, at the end of the body', async () => {
    document.body.innerHTML = '<header><div data-shop-cart-toggle></div></header><main><div data-shop-product="classic-cotton-tee"></div></main>';
    start();
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
    expect(document.body.lastElementChild!.hasAttribute('data-shop-embed-companion')).toBe(true);
    // Not a data-shop-cart host: the page's own queries and a second copy of the bundle do not take it for the site's.
    expect(document.querySelector('[data-shop-cart]')).toBeNull();
    expect(warnings.messages()).toEqual([]);
  });

  it('many toggles (data attribute, button host, mount()) share one drawer', async () => {
    document.body.innerHTML = '<header><div data-shop-cart-toggle></div><button data-shop-cart-toggle>Cart</button></header><footer></footer>';
    const shop = start();
    shop.mount(document.querySelector('footer')!.appendChild(document.createElement('div')), 'cart-toggle', { label: false });
    await settled();
    document.body.insertAdjacentHTML('afterbegin', '<div data-shop-cart-toggle></div>');
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
  });

  it('a page with its own drawer gets none, not even for a frame, wherever the drawer is', async () => {
    const appended: Node[] = [];
    new MutationObserver((records) => records.forEach((r) => appended.push(...r.addedNodes))).observe(document.body, { childList: true });
    document.body.innerHTML =
      '<header><div data-shop-cart-toggle></div></header><main></main><div data-shop-cart data-shop-attributes="gift:Gift message"></div>';
    start();
    await settled();
    expect(carts()).toEqual(['site: variant=drawer attributes=gift:Gift message']);
    expect(appended.filter((node) => (node as Element).hasAttribute?.('data-shop-embed-companion'))).toEqual([]);
  });

  it('an inline cart is not a drawer: a toggle beside it still brings one', async () => {
    document.body.innerHTML = '<header><div data-shop-cart-toggle></div></header><div data-shop-cart data-shop-variant="inline"></div>';
    start();
    await settled();
    expect(carts()).toEqual(['site: variant=inline', 'added: variant=drawer']);
  });

  it("a drawer the site adds later takes over from ours (the site's settings win); if it goes, ours comes back", async () => {
    document.body.innerHTML = '<header><div data-shop-cart-toggle></div></header>';
    start();
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
    const theirs = document.createElement('div');
    theirs.setAttribute('data-shop-cart', '');
    theirs.setAttribute('data-shop-attributes', 'gift:Gift message');
    document.body.append(theirs);
    await settled();
    expect(carts()).toEqual(['site: variant=drawer attributes=gift:Gift message']);
    expect(document.querySelector('[data-shop-embed-companion]')).toBeNull();
    // Their drawer turned into an inline cart: the toggle needs ours again; and once theirs is gone, still only ours.
    theirs.setAttribute('data-shop-variant', 'inline');
    await settled();
    expect(carts()).toEqual(['site: variant=inline attributes=gift:Gift message', 'added: variant=drawer']);
    theirs.remove();
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
  });

  it('goes with the last toggle, comes back with a new one, and leaves with destroy()', async () => {
    document.body.innerHTML = '<header><div id="a" data-shop-cart-toggle></div><div id="b" data-shop-cart-toggle></div></header>';
    const shop = start();
    await settled();
    document.getElementById('a')!.remove();
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
    document.getElementById('b')!.remove();
    await settled();
    expect(carts()).toEqual([]);
    expect(document.querySelector('[data-shop-embed-companion]')).toBeNull();
    document.querySelector('header')!.innerHTML = '<div data-shop-cart-toggle></div>';
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
    shop.destroy();
    await nextFrames(3);
    expect(document.querySelector('[data-shop-embed-companion]')).toBeNull();
  });

  it('comes back when a single-page app replaces the whole body', async () => {
    document.body.innerHTML = '<header><div data-shop-cart-toggle></div></header>';
    start();
    await settled();
    document.body.innerHTML = '<header><div data-shop-cart-toggle data-shop-label="false"></div></header><main>Another route</main>';
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
    expect(document.querySelectorAll('[data-shop-embed-companion]')).toHaveLength(1);
  });

  it('an unconfigured page gets no drawer (it could only show a stray fallback)', async () => {
    document.body.innerHTML = '<header><div data-shop-cart-toggle></div></header>';
    // A domain alone is a configured shop now (tokenless access); a token without a domain is not.
    start({ domain: '', storefrontAccessToken: 'token' });
    await settled();
    expect(document.body.children).toHaveLength(1);
  });

  it('custom elements: <shop-cart-toggle> alone brings one; a <shop-cart> added later takes over', async () => {
    const shop = start();
    defineElements(shop);
    document.body.innerHTML = '<header><shop-cart-toggle label="false"></shop-cart-toggle></header>';
    await settled();
    expect(carts()).toEqual(['added: variant=drawer']);
    document.body.insertAdjacentHTML('beforeend', '<shop-cart continue-url="https://shop.test/"></shop-cart>');
    await settled();
    expect(carts()).toEqual(['site: variant=drawer continueUrl=https://shop.test/']);
  });
});

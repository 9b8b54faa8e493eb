// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopEmbed } from '../../src/index';
import { captureWarnings, shadowText } from './helpers';
import { seenConfigs } from './stand-ins';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

let warnings: ReturnType<typeof captureWarnings>;

// Product hosts start their product reads as they are found: where they go is recorded, and the shop is unavailable.
const sent: string[] = [];
const server = setupServer(
  http.post('*/graphql.json', ({ request }) => {
    sent.push(request.url);
    return new HttpResponse(null, { status: 503 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Runs the script-tag entry as a fresh copy of the bundle would. */
async function loadScript(): Promise<ShopEmbed> {
  vi.resetModules();
  const module = await import('../../src/scripts/components/debug');
  return module.default;
}

function scriptTag(attributes: string) {
  // innerHTML scripts never run: this only gives the entry its tag to read.
  // (A non-JavaScript type keeps happy-dom from fetching it.)
  document.head.innerHTML = `<script type="text/x-test" src="https://cdn.example/shop-embed/dist/shop-embed.umd.min.js" ${attributes}></script>`;
}

beforeEach(() => {
  sent.length = 0;
  warnings = captureWarnings();
  seenConfigs.length = 0;
});
afterEach(() => {
  window.ShopEmbed?.destroy();
  delete window.ShopEmbed;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  warnings.restore();
});

describe('the script-tag entry', () => {
  it("initialises itself from the tag's data attributes and mounts the page", async () => {
    scriptTag(
      'data-shop-domain="my-shop.myshopify.com" data-shop-token="abc" data-shop-money-format="€{{amount_with_comma_separator}}" data-shop-open-drawer-on-add data-shop-checkout-target="_blank" data-shop-locale="de-DE"',
    );
    document.body.innerHTML = '<div id="p" data-shop-product="tee"></div><shop-cart-toggle id="t"></shop-cart-toggle>';
    const embed = await loadScript();
    expect(window.ShopEmbed).toBe(embed);
    expect(embed.initialized).toBe(true);
    expect(shadowText(document.getElementById('p'))).toBe('handle=tee');
    expect(document.getElementById('t')!.shadowRoot!.querySelector('button')).not.toBeNull();
    expect(seenConfigs[0]).toMatchObject({
      moneyFormat: '€{{amount_with_comma_separator}}',
      openDrawerOnAdd: true,
      checkoutTarget: '_blank',
      locale: 'de-DE',
    });
    expect(warnings.messages()).toEqual([]);
  });

  it('loaded twice, keeps the first instance and mounts nothing twice', async () => {
    scriptTag('data-shop-domain="my-shop.myshopify.com" data-shop-token="abc"');
    document.body.innerHTML = '<div id="p" data-shop-product="tee"></div>';
    const first = await loadScript();
    const root = document.getElementById('p')!.shadowRoot;
    const second = await loadScript();
    expect(second).toBe(first);
    expect(window.ShopEmbed).toBe(first);
    expect(document.getElementById('p')!.shadowRoot).toBe(root);
    expect(root!.querySelectorAll('[data-widget]')).toHaveLength(1);
    expect(warnings.messages()).toEqual([]);
  });

  it('without data-shop-domain waits for the page to call init(), then warns once if it never does', async () => {
    scriptTag('');
    document.body.innerHTML = '<div id="p" data-shop-product="tee"></div>';
    const embed = await loadScript();
    expect(embed.initialized).toBe(false);
    await vi.waitFor(() => expect(embed.initialized).toBe(true));
    // The sentence comes with the diagnose chunk, a tick later.
    await vi.waitFor(() => expect(warnings.messages()).toEqual([expect.stringContaining('[shop-embed] the shop is not configured')]));
    expect(shadowText(document.getElementById('p'))).toBe('This shop isn’t set up yet.');
  });

  it('"self" as the domain means the page\'s own origin', async () => {
    scriptTag('data-shop-domain="self" data-shop-token="abc" data-shop-descriptions="html"');
    document.body.innerHTML = '<div id="p" data-shop-product="tee"></div>';
    const embed = await loadScript();
    expect(embed.initialized).toBe(true);
    expect(embed.cart.state).not.toBeNull(); // configured: the store exists
    expect(seenConfigs[0]).toMatchObject({ descriptions: 'html' });
    await expect.poll(() => sent[0]).toBe(`${location.origin}/api/2026-04/graphql.json`);
    expect(warnings.messages()).toEqual([]);
  });
});

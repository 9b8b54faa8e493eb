// @vitest-environment happy-dom
// shop-embed/server's renderPage against the demo shop: every product's card as the server writes it is the tree the
// components draw first for a card taken over from the server's HTML (no third copy of the card can drift); one storefront
// request for the whole page; the page's own text kept byte for byte around what is inserted.
import { cleanup } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardProduct } from '../../src/cart-client/card';
import { renderPage } from '../../src/server';
import { servedState } from '../../src/server/card';
import { createCatalog } from '../../src/store';
import { PaintedContext } from '../../src/widget/painted';
import { ProductDetails } from '../../src/widget/card/ProductDetails';
import { PRODUCTS } from '../../emulator/storefront/data/products.mjs';
import { SELLING_PLANS } from '../../emulator/storefront/data/selling-plans.mjs';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { renderWidgets } from '../widget/render';

const shop = useEmulator();
// No IntersectionObserver on a server: a served card's image is drawn with its source, as the components draw it then.
beforeEach(() => vi.stubGlobal('requestIdleCallback', () => 0));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A product with selling plans is left to the script (its purchase options come with the components): every other one.
const HANDLES: string[] = PRODUCTS.map((product: { handle: string }) => product.handle).filter((handle: string) => !(handle in SELLING_PLANS));
const OPTIONS = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN };
const page = (body: string, tag = '<script src="/assets/shop-embed.umd.min.js" defer></script>') =>
  `<!doctype html>\n<html lang="en"><head><title>Post</title>${tag}</head><body>${body}</body></html>`;

type Tree = { tag: string; attrs: string[]; children: (Tree | string)[] } | string;
/** Tags, attributes (sorted; a control's state as its properties), text; generated ids by order of first use. */
function normalize(node: Node, ids = new Map<string, string>()): Tree {
  if (node.nodeType === 3) return node.textContent!;
  const el = node as Element;
  const id = (value: string) => (/^se-/.test(value) ? (ids.get(value) ?? ids.set(value, `id${ids.size}`).get(value)!) : value);
  const attrs = [...el.attributes].filter((a) => !['checked', 'value', 'selected'].includes(a.name)).map((a) => `${a.name}=${id(a.value)}`);
  if (el instanceof HTMLInputElement) attrs.push(`:checked=${el.checked}`, `:value=${el.value}`);
  if (el instanceof HTMLSelectElement) attrs.push(`:value=${el.value}`);
  const children: (Tree | string)[] = [];
  for (const child of el.childNodes) {
    if (child.nodeType === 8) continue;
    const last = children[children.length - 1];
    if (child.nodeType === 3 && typeof last === 'string') children[children.length - 1] = last + child.textContent!;
    else if (child.nodeType !== 3 || child.textContent) children.push(normalize(child, ids));
  }
  return { tag: el.tagName.toLowerCase(), attrs: attrs.sort(), children };
}

/** Each host's shadow root as the browser would parse it, with its swatches' colours set as the first script sets them. */
function servedRoots(html: string): DocumentFragment[] {
  return [...html.matchAll(/<template shadowrootmode="open">(.*?)<\/template>/gs)].map(([, inner]) => {
    const template = document.createElement('template');
    template.innerHTML = inner!;
    for (const el of template.content.querySelectorAll<HTMLElement>('[data-shop-style]')) {
      el.style.setProperty('--shop-embed-swatch-color', el.dataset.shopStyle!);
      el.removeAttribute('data-shop-style');
    }
    return template.content;
  });
}

describe('renderPage', () => {
  it('every demo product in one request: each card the components’ first render of a served card', async () => {
    const body = HANDLES.map((handle) => `<div data-shop-product="${handle}"></div>`).join('\n');
    const html = await renderPage(page(body), OPTIONS);
    expect(shop.operations()).toEqual(['CatalogReads']);
    const roots = servedRoots(html);
    expect(roots).toHaveLength(HANDLES.length);
    const catalog = createCatalog({ client: shop.client() });
    for (const [i, handle] of HANDLES.entries()) {
      const product = (await catalog.product(handle)) as CardProduct;
      // The components' first render (what preact draws as it takes the served card over), before any chunk arrives.
      const { container } = renderWidgets(
        shop.client(),
        <PaintedContext.Provider value={servedState(product)}>
          <ProductDetails product={product} description="text" />
        </PaintedContext.Provider>,
      );
      const served = roots[i]!;
      expect(served.querySelector('link[rel="stylesheet"]')!.getAttribute('href')).toBe('/assets/shop-embed.cards.css');
      expect(normalize(served.querySelector('article')!), handle).toEqual(normalize(container.querySelector('article')!));
      cleanup();
    }
  });

  it('leaves a card with selling plans to the script, which draws it with its purchase options', async () => {
    const html = await renderPage(page('<div data-shop-product="coffee-club-box"></div><div data-shop-product="stoneware-mug"></div>'), OPTIONS);
    expect(html).toContain('<div data-shop-product="coffee-club-box"></div>');
    expect(servedRoots(html)).toHaveLength(1);
    expect(servedRoots(html)[0]!.querySelector('.title')!.textContent).toBe('Stoneware Mug');
  });

  it('leaves a card with custom fields to the script, which draws it with its fields', async () => {
    const html = await renderPage(
      page('<div data-shop-product="classic-cotton-tee" data-shop-fields="custom.material"></div><div data-shop-product="stoneware-mug"></div>'),
      OPTIONS,
    );
    expect(html).toContain('<div data-shop-product="classic-cotton-tee" data-shop-fields="custom.material"></div>');
    expect(servedRoots(html).map((root) => root.querySelector('.title')!.textContent)).toEqual(['Stoneware Mug']);
  });

  it('keeps the page’s own text around what it inserts, and adds JSON-LD, the preload and the answers once', async () => {
    const body =
      '<main><h1>Gifts &amp; more</h1><div data-shop-product="stoneware-mug"><a href="/mug">Mug</a></div><shop-product handle="stoneware-mug"></shop-product></main>';
    const source = page(body);
    const html = await renderPage(source, OPTIONS);
    const stripped = html
      .replace(/<template shadowrootmode="open">.*?<\/template>/gs, '')
      .replace(/<link rel="preload"[^>]*>/, '')
      .replace(/<script type="application\/(ld\+)?json"[^>]*>.*?<\/script>/gs, '');
    expect(stripped).toBe(source);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(html).toMatch(/<div data-shop-product="stoneware-mug"><template shadowrootmode="open">.*<\/template><a href="\/mug">Mug<\/a><\/div>/s);
    const answers = JSON.parse(/<script type="application\/json" data-shop-prerendered>(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(Object.keys(answers).sort()).toEqual(['product:stoneware-mug', 'shop']);
    // Rendered again: hosts that hold a served card already are left alone.
    expect(await renderPage(html, OPTIONS)).toBe(html);
  });

  it('the tag’s market: CAD prices in the card and its JSON-LD; a handle the shop does not have is left to the script', async () => {
    const tag = '<script src="https://cdn.example/shop-embed.umd.min.js" data-shop-country="CA" data-shop-product-url="/p/:handle" defer></script>';
    const html = await renderPage(page('<div data-shop-product="stoneware-mug"></div><div data-shop-product="no-such-thing"></div>', tag), {
      ...OPTIONS,
      url: 'https://blog.example/post',
    });
    expect(shop.sent[0]!.variables).toMatchObject({ country: 'CA' });
    const [root] = servedRoots(html);
    expect(servedRoots(html)).toHaveLength(1);
    expect(root!.querySelector('.price')!.textContent).toMatch(/CA\$/);
    expect(root!.querySelector('link')!.getAttribute('href')).toBe('https://cdn.example/shop-embed.cards.css');
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as {
      url: string;
      offers: { priceCurrency: string }[];
    };
    expect(data.url).toBe('https://blog.example/p/stoneware-mug');
    expect(data.offers[0]!.priceCurrency).toBe('CAD');
    expect(html).toContain('<div data-shop-product="no-such-thing"></div>');
  });

  it('data-shop-structured-data="false" on the tag: the cards without JSON-LD', async () => {
    const tag = '<script src="/shop-embed.umd.min.js" data-shop-structured-data="false" defer></script>';
    const html = await renderPage(page('<div data-shop-product="stoneware-mug"></div>', tag), OPTIONS);
    expect(servedRoots(html)).toHaveLength(1);
    expect(html).not.toContain('application/ld+json');
  });
});

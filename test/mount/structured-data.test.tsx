// @vitest-environment happy-dom
// The page's structured data as a crawler that runs the script reads it: one schema.org block in <head> for the page, one
// Product in it per product shown, however many cards show it, one ItemList per collection grid; none when the site owner
// turns it off.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings } from './helpers';
import { vi } from 'vitest';

useEmulator();
let embed: ShopEmbed | null = null;
let warnings: ReturnType<typeof captureWarnings>;
beforeEach(() => (warnings = captureWarnings()));
afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  warnings.restore();
});

/** What the page's blocks describe, item by item (a block of several is an array, its keys listed in `data-shop-ld`). */
const blocks = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].flatMap((el) => {
    const keys = el.getAttribute('data-shop-ld')!.split(' ');
    const data = [JSON.parse(el.textContent!) as Record<string, unknown> | Record<string, unknown>[]].flat();
    expect(data).toHaveLength(keys.length);
    return data.map((item, i) => ({ key: keys[i], data: item }));
  });
/** The blocks in <head>. */
const elements = () => document.head.querySelectorAll('script[type="application/ld+json"]').length;
const titles = () => [...document.querySelectorAll('[data-shop-product]')].map((el) => el.shadowRoot?.querySelector('.title')?.textContent);

describe('structured data from the cards on a page', () => {
  it('one Product per product, however many cards show it, with the template’s URL and the market’s currency', async () => {
    document.body.innerHTML = `
      <div data-shop-product="stoneware-mug"></div>
      <div data-shop-product="classic-cotton-tee"></div>
      <div data-shop-product="stoneware-mug"></div>`;
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, country: 'CA', productUrl: '/products/:handle' });
    await vi.waitFor(() => expect(blocks()).toHaveLength(2), { timeout: 3000 });
    expect(titles()).toEqual(['Stoneware Mug', 'Classic Cotton Tee', 'Stoneware Mug']);
    const mug = blocks().find((b) => b.key === 'product:stoneware-mug')!.data;
    expect(mug).toMatchObject({ '@type': 'Product', name: 'Stoneware Mug', url: new URL('/products/stoneware-mug', document.URL).href });
    expect((mug.offers as { priceCurrency: string }[])[0]!.priceCurrency).toBe('CAD');
    expect(
      blocks()
        .map((b) => b.key)
        .sort(),
    ).toEqual(['product:classic-cotton-tee', 'product:stoneware-mug']);
    // One element for the page (two nodes: the script and its text), however many products it describes.
    expect(elements()).toBe(1);
  });

  it('takes a product the server described into the page’s block, so the page never says it twice', async () => {
    document.head.innerHTML = `<script type="application/ld+json" data-shop-ld="product:stoneware-mug">{"@type":"Product","name":"Stoneware Mug"}</script>`;
    document.body.innerHTML = `<div data-shop-product="stoneware-mug"></div><div data-shop-product="classic-cotton-tee"></div>`;
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    await vi.waitFor(
      () =>
        expect(
          blocks()
            .map((b) => b.key)
            .sort(),
        ).toEqual(['product:classic-cotton-tee', 'product:stoneware-mug']),
      { timeout: 3000 },
    );
    expect(elements()).toBe(1);
  });

  it('a collection grid adds its ItemList', async () => {
    document.body.innerHTML = `<div data-shop-collection="coffee" data-shop-limit="3"></div>`;
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    await vi.waitFor(() => expect(blocks().map((b) => b.key)).toEqual(['collection:coffee']), { timeout: 3000 });
    const list = blocks()[0]!.data;
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect(list.itemListElement).toHaveLength(3);
  });

  it('destroy() takes away the blocks the widgets wrote, and leaves the ones the page brought', async () => {
    document.head.innerHTML = `<script type="application/ld+json" data-shop-ld="product:ceramic-planter">{"@type":"Product"}</script>`;
    document.body.innerHTML = `<div data-shop-product="stoneware-mug"></div>`;
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    await vi.waitFor(() => expect(blocks()).toHaveLength(2), { timeout: 3000 });
    embed.destroy();
    await vi.waitFor(() => expect(blocks().map((b) => b.key)).toEqual(['product:ceramic-planter']));
  });

  it('a block goes with the last widget showing it: unmount() or the host taken out of the page', async () => {
    document.body.innerHTML = `
      <div id="a" data-shop-product="stoneware-mug"></div>
      <div id="b" data-shop-product="stoneware-mug"></div>
      <div id="c" data-shop-product="classic-cotton-tee"></div>`;
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    await vi.waitFor(() => expect(blocks()).toHaveLength(2), { timeout: 3000 });
    const keys = () =>
      blocks()
        .map((b) => b.key)
        .sort();
    // Another card still shows the mug: its block stays.
    embed.unmount(document.getElementById('a')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys()).toEqual(['product:classic-cotton-tee', 'product:stoneware-mug']);
    embed.unmount(document.getElementById('b')!);
    await vi.waitFor(() => expect(keys()).toEqual(['product:classic-cotton-tee']));
    document.getElementById('c')!.remove();
    await vi.waitFor(() => expect(keys()).toEqual([]));
  });

  it('structuredData: false (data-shop-structured-data="false" on the tag) writes none', async () => {
    document.body.innerHTML = `<div data-shop-product="stoneware-mug"></div>`;
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, structuredData: false });
    await vi.waitFor(() => expect(titles()).toEqual(['Stoneware Mug']), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(blocks()).toEqual([]);
  });
});

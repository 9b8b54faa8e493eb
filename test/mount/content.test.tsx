// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, defineElements, type ShopEmbed } from '../../src/index';
import { elementAttribute } from '../../src/mount/attributes/attributes';
import { entryByName } from '../../src/mount/registry';
import { widgets } from '../../src/mount/widgets';
import { SHOP_ORIGIN, useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { nextFrames } from './helpers';

const shop = useEmulator();
const endpoint = `${SHOP_ORIGIN}/content/api/v2`;
let embed: ShopEmbed;

// One instance for the file: the custom elements stay bound to the embed that defined them.
beforeAll(() => {
  embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
  defineElements(embed);
});
afterAll(() => embed.destroy());
afterEach(async () => {
  document.body.innerHTML = '';
  await nextFrames();
  vi.restoreAllMocks();
});

const inside = (el: Element) => within(el.shadowRoot as unknown as HTMLElement);
/** The headings drawn in a host's shadow root, in order, with their level: "H2 Featured products". */
const outline = (el: Element) =>
  inside(el)
    .queryAllByRole('heading')
    .map((heading) => `${heading.tagName} ${heading.textContent}`);

describe('the content widget on a page', () => {
  it('reads the custom element as <shop-content type uid lang endpoint link heading-level>', () => {
    const entry = entryByName(widgets, 'content')!;
    expect(Object.keys(entry.attributes).map((prop) => elementAttribute(entry, prop))).toEqual([
      'type',
      'uid',
      'lang',
      'endpoint',
      'link',
      'heading-level',
    ]);
    expect(entry.attribute).toBe('data-shop-content');
  });

  it('draws a document from data attributes, its product list as cards fetched in one storefront request', async () => {
    document.body.innerHTML = `<div id="c" data-shop-content data-shop-content-type="home" data-shop-content-endpoint="${endpoint}"></div>`;
    embed.scan();
    const host = document.getElementById('c')!;
    await waitFor(() => expect(outline(host)).toEqual(['H1 ShopEmbed demo shop', 'H2 Featured products']), { timeout: 5_000 });
    const cards = [...host.shadowRoot!.querySelectorAll('shop-product')];
    expect(cards).toHaveLength(4);
    const buttons = () => cards.map((card) => card.shadowRoot?.querySelector('[part~="add-to-cart"]')?.textContent);
    await waitFor(() => expect(buttons()).toEqual(['Add to cart', 'Add to cart', 'Add to cart', 'Add to cart']), { timeout: 5_000 });
    expect(shop.operations()).toEqual(['CatalogReads']);
  });

  it('draws <shop-content> in another language, and a fallback for a document that does not exist', async () => {
    document.body.innerHTML = `<shop-content id="fr" type="page" uid="a-propos" lang="fr-ca" endpoint="${endpoint}"></shop-content>
      <shop-content id="none" type="page" uid="gone" endpoint="${endpoint}"></shop-content>`;
    const fr = document.getElementById('fr')!;
    await waitFor(() => expect(outline(fr)).toEqual(['H1 À propos', 'H2 Notre histoire']), { timeout: 5_000 });
    const none = document.getElementById('none')!;
    await waitFor(() => expect(inside(none).getByRole('status').textContent).toBe('This page could not be found.'));
  });

  it('warns and shows the fallback when the endpoint is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="c" data-shop-content data-shop-content-type="page" data-shop-content-uid="home"></div>';
    embed.scan();
    await nextFrames();
    await vi.waitFor(() =>
      expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
        '[shop-embed] <div data-shop-content>: data-shop-content-endpoint is missing; this widget shows a fallback',
      ),
    );
    expect(document.getElementById('c')!.shadowRoot!.textContent).toBe('Something went wrong here.');
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../../src/cart-client';
import { ProductCard } from '../../../src/widget/card/ProductCard';
import { SHOP_ORIGIN, useEmulator } from '../../support/emulator';
import { renderWidgets } from '../render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The documents of the catalog's reads, as the shop received them. */
function reads() {
  const documents: string[] = [];
  shop.use(
    http.post(`${SHOP_ORIGIN}/*`, async ({ request }) => {
      const body = (await request.clone().json()) as { query: string; operationName?: string };
      if (body.operationName === 'CatalogReads') documents.push(body.query);
      return undefined; // on to the emulator
    }),
  );
  return documents;
}

const card = (title: string) => screen.findByRole('article', { name: title });
/** Each field of the card as "Label: value", in order. */
const fieldsOf = (scope: HTMLElement) =>
  [...scope.querySelectorAll('[part="fields"] dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('a card with custom fields (data-shop-fields)', () => {
  it('shows text, rich text, a rating and a file as the shopper reads them, labelled by the owner or by the key', async () => {
    renderWidgets(
      shop.client(),
      <ProductCard handle="classic-cotton-tee" fields="custom.material:Fabric, custom.care, reviews.rating, custom.size_chart" />,
    );
    const tee = await card('Classic Cotton Tee');
    await waitFor(() => expect(tee.querySelector('[part="fields"]')).not.toBeNull());
    expect(fieldsOf(tee)).toEqual([
      'Fabric: 100% organic cotton, 180 g/m²',
      'Care: Machine wash cold with like colours; tumble dry low.Do not bleachWarm iron if needed',
      'Rating: ★ 4.6 / 5',
      'Size chart: Size chart',
    ]);
    // Rich text is Shopify's JSON drawn as elements: a bold and an italic run, a list.
    const care = tee.querySelector('[data-shop-field="custom.care"]') as HTMLElement;
    expect(care.querySelector('strong')?.textContent).toBe('cold');
    expect(care.querySelector('em')?.textContent).toBe('tumble dry low');
    expect([...care.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Do not bleach', 'Warm iron if needed']);
    // The rating's star is decoration: a screen reader hears "4.6 / 5".
    expect(tee.querySelector('[data-shop-field="reviews.rating"] [aria-hidden="true"]')?.textContent).toBe('★ ');
    // A file reference is a link to the file.
    expect(within(tee).getByRole('link', { name: 'Size chart' }).getAttribute('href')).toMatch(/\/cdn\/shop\/files\/size-chart\.png/);
  });

  it('keeps a multi-line field’s lines, joins a list’s items, links a list of products, and formats numbers in the locale', async () => {
    renderWidgets(shop.client(), <ProductCard handle="merino-crew-sweater" fields="custom.care, custom.features, custom.pairs_with:Pairs with" />);
    const sweater = await card('Merino Crew Sweater');
    await waitFor(() => expect(fieldsOf(sweater)).toHaveLength(3));
    const care = sweater.querySelector<HTMLElement>('[data-shop-field="custom.care"] span')!;
    expect([care.textContent, care.style.whiteSpace]).toEqual(['Hand wash cold.\nDry flat in the shade.', 'pre-line']);
    expect(fieldsOf(sweater).slice(1)).toEqual([
      'Features: Breathable, Odour resistant, Soft on skin',
      'Pairs with: Classic Cotton Tee, Ribbed Wool Beanie',
    ]);
    expect(within(sweater).getByRole('link', { name: 'Ribbed Wool Beanie' }).getAttribute('href')).toMatch(/\/products\/ribbed-wool-beanie$/);

    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" fields="custom.capacity_ml, custom.weight_kg" />, { locale: 'de-DE' });
    const mug = await card('Stoneware Mug');
    await waitFor(() => expect(fieldsOf(mug)).toEqual(['Capacity ml: 350', 'Weight kg: 0,42']));
  });

  it('leaves out a field the product has not set', async () => {
    renderWidgets(shop.client(), <ProductCard handle="stoneware-mug" fields="custom.size_chart, custom.material" />);
    const mug = await card('Stoneware Mug');
    await waitFor(() => expect(fieldsOf(mug)).toEqual(['Material: Hand-glazed stoneware']));
  });

  it('reads every card’s fields with the products in one request', async () => {
    const documents = reads();
    renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="classic-cotton-tee" fields="custom.material" />
        <ProductCard handle="merino-crew-sweater" fields="custom.material, reviews.rating" />
        <ProductCard handle="stoneware-mug" fields="custom.material" />
      </>,
    );
    for (const title of ['Classic Cotton Tee', 'Merino Crew Sweater', 'Stoneware Mug'])
      await waitFor(async () => expect(fieldsOf(await card(title))[0]).toMatch(/^Material: /));
    expect(documents).toHaveLength(1);
    expect(documents[0]!.match(/metafields\(identifiers:/g)).toHaveLength(3);
  });

  it('a page without fields sends no metafields in its read', async () => {
    const documents = reads();
    renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="classic-cotton-tee" />
        <ProductCard handle="stoneware-mug" />
      </>,
    );
    await card('Stoneware Mug');
    expect(documents).toHaveLength(1);
    expect(documents[0]).not.toMatch(/metafield/i);
    expect(screen.getByRole('article', { name: 'Classic Cotton Tee' }).querySelector('[part="fields"]')).toBeNull();
  });

  it('warns once about a key that is not namespace.key, and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWidgets(
      shop.client(),
      <>
        <ProductCard handle="classic-cotton-tee" fields="material, custom.material" />
        <ProductCard handle="stoneware-mug" fields="material, custom.material" />
      </>,
    );
    for (const title of ['Classic Cotton Tee', 'Stoneware Mug']) await waitFor(async () => expect(fieldsOf(await card(title))).toHaveLength(1));
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[shop-embed] data-shop-fields: "material" is not a metafield\'s namespace.key (custom.material, or custom.material:Label); it is left out',
    ]);
  });

  it('without a storefront access token, shows the card without fields and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const documents = reads();
    const withToken = shop.client();
    const tokenless: StorefrontClient = { ...withToken, config: { ...withToken.config, storefrontAccessToken: '' } };
    renderWidgets(
      tokenless,
      <>
        <ProductCard handle="classic-cotton-tee" fields="custom.material" />
        <ProductCard handle="stoneware-mug" fields="custom.material" />
      </>,
    );
    const mug = await card('Stoneware Mug');
    expect(within(mug).getByRole('button', { name: 'Add to cart' })).toBeDefined();
    expect(mug.querySelector('[part="fields"]')).toBeNull();
    expect(documents.join('\n')).not.toMatch(/metafield/i);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^\[shop-embed\] data-shop-fields needs a storefront access token/),
    ]);
  });
});

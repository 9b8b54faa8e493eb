// @vitest-environment happy-dom
// The first script paints `<shop-product handle>` and `<shop-cart-toggle>` elements as it paints their `data-shop-*`
// counterparts: their products are in its one storefront request, their cards are usable before the components come,
// and the components (which define the elements) take them over in place, asking the shop nothing again. A
// `<shop-product>` with a missing or unknown handle is left to the components: a fallback and a warning, as before.
// One test: the components define the elements once per page (a second test would meet elements defined already).
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { releaseComponents, useFirstPaintPage } from './first-paint-page';

const { shop, warnings } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

const rootOf = (id: string) => document.getElementById(id)!.shadowRoot!;
const title = (id: string) => document.getElementById(id)?.shadowRoot?.querySelector('.title')?.textContent;

it('<shop-product> elements are read in the first request, painted, usable, and taken over in place', async () => {
  document.body.innerHTML = `
    <shop-cart-toggle id="toggle" label="false"></shop-cart-toggle>
    <shop-product id="tee" handle="classic-cotton-tee"></shop-product>
    <shop-product id="mug" handle="stoneware-mug" description="none"></shop-product>
    <div id="kettle" data-shop-product="gooseneck-pour-over-kettle"></div>
    <shop-product id="missing"></shop-product>
    <shop-product id="unknown" handle="no-such-product"></shop-product>`;

  await import('../../src/scripts/first-script');
  // The painter draws a few cards a frame (fewer on a slow first run): the kettle, drawn last, may come a frame later.
  await waitFor(() => expect(title('kettle')).toBe('Gooseneck Pour-Over Kettle'));
  expect(title('tee')).toBe('Classic Cotton Tee');
  expect(title('mug')).toBe('Stoneware Mug');
  // One request, with the elements' products in it; the bad ones are not painted (the components will say why).
  expect(shop.operations()).toEqual(['CatalogReads']);
  expect(JSON.stringify(shop.sent[0]!.variables)).toContain('classic-cotton-tee');
  expect(JSON.stringify(shop.sent[0]!.variables)).toContain('stoneware-mug');
  expect(document.getElementById('missing')!.shadowRoot).toBeNull();
  expect(document.getElementById('unknown')!.shadowRoot).toBeNull();
  // The element's attributes are read by their element names: no description, a toggle without its word.
  expect(rootOf('mug').querySelector('.description')).toBeNull();
  expect(rootOf('tee').querySelector('.description')).not.toBeNull();
  expect(within(rootOf('toggle') as unknown as HTMLElement).getByRole('button').textContent).toBe('0Cart, empty');

  // Before the components: a size chosen on the tee, an add of two mugs (busy, counted on the toggle).
  const tee = within(rootOf('tee') as unknown as HTMLElement);
  const mug = within(rootOf('mug') as unknown as HTMLElement);
  fireEvent.click(tee.getByRole('radio', { name: 'S' }));
  expect((tee.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(mug.getByRole('button', { name: 'Increase quantity' }));
  fireEvent.click(mug.getByRole('button', { name: 'Add to cart' }));
  expect(mug.getByRole('button', { name: 'Adding…' }).getAttribute('aria-busy')).toBe('true');
  expect(rootOf('toggle').textContent).toContain('Cart, 2 items');
  const painted = { tee: rootOf('tee').querySelector('article'), mug: rootOf('mug').querySelector('article') };
  expect(window.customElements.get('shop-product')).toBeUndefined();

  releaseComponents();
  await waitFor(() => expect(window.customElements.get('shop-product')).toBeDefined());
  await waitFor(() => expect(mug.getByRole('status').textContent).toBe('Added to your cart.'), { timeout: 10_000 });
  // Taken over in the same elements, with the choice made on the painted card; the add landed once.
  expect(rootOf('tee').querySelector('article')).toBe(painted.tee);
  expect(rootOf('mug').querySelector('article')).toBe(painted.mug);
  expect((tee.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
  const embed = window.ShopEmbed as unknown as { _paint?: unknown; cart: { state: { cart: { totalQuantity: number } } } };
  expect(embed._paint).toBeUndefined();
  expect(embed.cart.state.cart.totalQuantity).toBe(2);
  expect(shop.operations().filter((name) => name === 'CatalogReads')).toHaveLength(1);
  expect(shop.operations().filter((name) => name === 'CartCreate')).toHaveLength(1);
  // The bad elements show the components' fallback, each with one warning.
  await waitFor(() => expect(rootOf('unknown').textContent).toMatch(/./));
  expect(rootOf('missing').textContent).toMatch(/./);
  expect(rootOf('missing').querySelector('article')).toBeNull();
  expect(rootOf('unknown').querySelector('article')).toBeNull();
  await waitFor(() => expect(warnings().filter((message) => message.includes('no-such-product'))).toHaveLength(1));
  expect(warnings().filter((message) => message.includes('handle is missing'))).toHaveLength(1);
});

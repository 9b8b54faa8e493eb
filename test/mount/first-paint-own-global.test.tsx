// @vitest-environment happy-dom
// A page whose own script named an object `window.ShopEmbed` before our tag, one with an `init()` of its own (a site's
// namespace that shares our name): the first script tells it from a copy of ours by the chunk loader only ours carry
// (`_load`), replaces it, paints the cards and starts the components as on any page, and the console says so once.
// One test: the first script runs once per page.
import { waitFor } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { releaseComponents, useFirstPaintPage } from './first-paint-page';

const { warnings } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

const title = (id: string) => document.getElementById(id)?.shadowRoot?.querySelector('.title')?.textContent;

it("a page's own window.ShopEmbed with an init(): replaced, the cards painted and taken over, one line in the console", async () => {
  const own = { version: 'site-own', init() {} };
  (window as { ShopEmbed?: unknown }).ShopEmbed = own;
  document.body.innerHTML = '<div id="tee" data-shop-product="classic-cotton-tee"></div><div id="toggle" data-shop-cart-toggle></div>';

  await import('../../src/scripts/first-script');
  const stub = window.ShopEmbed as unknown as { _load?: unknown };
  expect(stub).not.toBe(own);
  expect(typeof stub._load).toBe('function');
  await waitFor(() => expect(title('tee')).toBe('Classic Cotton Tee'));

  releaseComponents();
  await waitFor(() => expect(window.ShopEmbed?.initialized).toBe(true), { timeout: 10_000 });
  const line = "[shop-embed] replaced the page's own window.ShopEmbed: give the page's object another name";
  await waitFor(() => expect(warnings().filter((message) => message.includes('window.ShopEmbed'))).toEqual([line]));
  expect(title('tee')).toBe('Classic Cotton Tee');
  expect(document.getElementById('toggle')!.shadowRoot!.textContent).toContain('Cart');
});

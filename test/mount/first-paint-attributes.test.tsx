// @vitest-environment happy-dom
// The first paint reads a host's attributes as the components do (trimmed, enumerations in any case, booleans as
// "false"), so what it paints is what the components then draw: a padded handle is in its one request, not a second
// one; `description="NONE"` paints no description rather than one the components would take away; and a value the
// components refuse is not painted at all, so the card does not turn into their fallback under the shopper's eyes.
import { waitFor } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { releaseComponents, useFirstPaintPage } from './first-paint-page';

const { shop, warnings } = useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

const root = (id: string) => document.getElementById(id)!.shadowRoot;

it('paints what the components will draw: padded handles, any-case values, and nothing for a value they refuse', async () => {
  document.body.innerHTML = `
    <div id="toggle" data-shop-cart-toggle data-shop-label=" False "></div>
    <div id="tee" data-shop-product=" classic-cotton-tee "></div>
    <div id="mug" data-shop-product="stoneware-mug" data-shop-description="NONE"></div>
    <div id="kettle" data-shop-product="gooseneck-pour-over-kettle" data-shop-description="short"></div>`;

  await import('../../src/scripts/first-script');
  await waitFor(() => expect(root('mug')?.querySelector('.title')?.textContent).toBe('Stoneware Mug'));
  expect(root('tee')!.querySelector('.title')!.textContent).toBe('Classic Cotton Tee');
  expect(root('mug')!.querySelector('.description')).toBeNull();
  expect(root('toggle')!.textContent).toBe('0Cart, empty');
  expect(root('kettle')).toBeNull();
  expect(shop.operations()).toEqual(['CatalogReads']);
  const painted = { tee: root('tee')!.querySelector('article'), mug: root('mug')!.querySelector('article') };

  releaseComponents();
  await waitFor(() => expect(root('kettle')?.textContent).toMatch(/./), { timeout: 10_000 });
  expect(root('kettle')!.querySelector('article')).toBeNull();
  await waitFor(() => expect(warnings().filter((message) => message.includes('data-shop-description="short"'))).toHaveLength(1));
  // The painted cards were taken over as they were: the same elements, still no description, no second read.
  expect(root('tee')!.querySelector('article')).toBe(painted.tee);
  expect(root('mug')!.querySelector('article')).toBe(painted.mug);
  expect(root('mug')!.querySelector('.description')).toBeNull();
  expect(root('toggle')!.textContent).toBe('0Cart, empty');
  expect(shop.operations().filter((name) => name === 'CatalogReads')).toHaveLength(1);
});

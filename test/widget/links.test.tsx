// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionGrid } from '../../src/widget/CollectionGrid';
import { safeHref } from '../../src/widget/safe-href';
import { ShopPolicies } from '../../src/widget/ShopPolicies';
import { SHOP_ORIGIN, useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shop answers as usual, with every URL-valued `field` replaced by a `javascript:` link. */
const poisoned = (field: string) =>
  http.post(`${SHOP_ORIGIN}/api/2026-04/graphql.json`, async ({ request }) => {
    const body = JSON.stringify(await (await shop.emulator.execute(request)).json());
    return HttpResponse.json(JSON.parse(body.replace(new RegExp(`"${field}":"https?:[^"]*"`, 'g'), `"${field}":"javascript:alert(1)"`)));
  });

describe('links from shop data', () => {
  it('safeHref keeps http(s) addresses only', () => {
    expect(safeHref('https://shop.example/products/mug')).toBe('https://shop.example/products/mug');
    expect(safeHref('http://127.0.0.1:8080/p')).toBe('http://127.0.0.1:8080/p');
    expect(safeHref('HTTPS://shop.example/policies/refund')).toBe('HTTPS://shop.example/policies/refund');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      ' https://shop.example',
      'ht\ttps://shop.example',
      '/relative',
      '',
      null,
      undefined,
    ])
      expect(safeHref(bad), String(bad)).toBeNull();
  });

  it('a product tile shows its title as text, not a link, when the shop URL is not http(s)', async () => {
    shop.use(poisoned('onlineStoreUrl'));
    renderWidgets(shop.client(), <CollectionGrid handle="coffee" limit={2} />);
    const section = await screen.findByRole('region', { name: 'Coffee' });
    const tile = within(section).getByRole('article', { name: 'House Blend Whole Bean' });
    expect(within(tile).getByRole('heading').textContent).toBe('House Blend Whole Bean');
    expect(within(tile).queryByRole('link')).toBeNull();
    expect(section.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('a shop policy with a javascript: URL is listed as text, not a link', async () => {
    shop.use(poisoned('url'));
    renderWidgets(shop.client(), <ShopPolicies />);
    const nav = await screen.findByRole('navigation', { name: 'Shop policies' });
    expect(within(nav).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(nav).queryAllByRole('link')).toEqual([]);
  });
});

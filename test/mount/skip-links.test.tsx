// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, defineElements, type ShopEmbed } from '../../src/index';
import { focusAnchor, TABINDEX_MS } from '../../src/scripts/content/route-focus';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { useEmulator } from '../support/emulator';
import { nextFrames } from './helpers';

useEmulator();
let embed: ShopEmbed;

beforeAll(() => {
  embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
  defineElements(embed);
});
afterAll(() => embed.destroy());
afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  await nextFrames();
  vi.restoreAllMocks();
});

const PAGE =
  '<main id="main"><h1>Shop</h1></main><section id="products" aria-label="Products"></section><footer id="footer"><h2>Contact us</h2></footer>';
const nav = (host: Element) => within(host.shadowRoot as unknown as HTMLElement);

async function skipLinks(options?: Parameters<ShopEmbed['skipLinks']>[0]) {
  document.body.innerHTML = PAGE;
  const host = embed.skipLinks(options);
  await waitFor(() => expect(nav(host).queryByRole('navigation')).not.toBeNull(), { timeout: 5_000 });
  await nextFrames(); // its effects (the route watch) run after the first paint
  return host;
}

describe('skip links', () => {
  it("has the spec's defaults: 'Skip to main content' to #main, in a list named 'Skip to', first on the page", async () => {
    const host = await skipLinks();
    expect(document.body.firstElementChild).toBe(host);
    expect(nav(host).getByRole('navigation').getAttribute('aria-label')).toBe('Skip to');
    expect(nav(host).getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('takes a label, a target and a list label', async () => {
    const host = await skipLinks({ label: 'Go to products', target: '#products', listLabel: 'Shortcuts' });
    expect(nav(host).getByRole('navigation').getAttribute('aria-label')).toBe('Shortcuts');
    expect(nav(host).getByRole('link', { name: 'Go to products' }).getAttribute('href')).toBe('#products');
  });

  it('lists anchors named after their elements, and leaves out with a warning any that does not start with #', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = await skipLinks({ anchors: ['#main', 'footer', '#products', '#footer'] });
    expect(
      nav(host)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Shop', '#main'],
      ['Products', '#products'],
      ['Contact us', '#footer'],
    ]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[shop-embed] skip links: "footer" is not an anchor (a string starting with "#"); it is left out',
    ]);
  });

  it('reads <div data-shop-skip-links> and <shop-skip-links>', async () => {
    document.body.innerHTML = `<div id="a" data-shop-skip-links data-shop-skip-links-label="Jump to content"></div>${PAGE}`;
    embed.scan();
    const host = document.getElementById('a')!;
    const links = (element: Element) =>
      nav(element)
        .queryAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    await waitFor(() => expect(links(host)).toEqual([['Jump to content', '#main']]), { timeout: 5_000 });
    document.body.innerHTML = `<shop-skip-links id="b" anchors="#main,#footer" list-label="Jump to"></shop-skip-links>${PAGE}`;
    const element = document.getElementById('b')!;
    await waitFor(() => expect(nav(element).queryByRole('navigation')?.getAttribute('aria-label')).toBe('Jump to'), { timeout: 5_000 });
    expect(links(element)).toEqual([
      ['Shop', '#main'],
      ['Contact us', '#footer'],
    ]);
  });

  it('moves focus to the target on every route change: push, replace, back and forward, a new hash', async () => {
    await skipLinks();
    const main = document.getElementById('main')!;
    const elsewhere = document.body.appendChild(document.createElement('button'));
    const change = [
      () => history.pushState({}, '', '/next'),
      () => history.replaceState({}, '', '/again'),
      () => window.dispatchEvent(new PopStateEvent('popstate')),
      () => window.dispatchEvent(new HashChangeEvent('hashchange')),
    ];
    for (const run of change) {
      elsewhere.focus();
      run();
      expect(document.activeElement).toBe(main);
    }
  });

  it('a hash that is one of the anchors focuses that anchor', async () => {
    await skipLinks({ anchors: ['#main', '#footer'] });
    location.hash = '#footer';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.activeElement).toBe(document.getElementById('footer'));
  });

  it('gives the target tabindex="-1" for 1,000 ms, and leaves a tabindex the page set', () => {
    vi.useFakeTimers();
    document.body.innerHTML = PAGE;
    const main = document.getElementById('main')!;
    expect(focusAnchor(document, '#main')).toBe(true);
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(TABINDEX_MS - 1);
    expect(main.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(1);
    expect(main.hasAttribute('tabindex')).toBe(false);
    main.setAttribute('tabindex', '0');
    focusAnchor(document, '#main');
    vi.advanceTimersByTime(TABINDEX_MS);
    expect(main.getAttribute('tabindex')).toBe('0');
    expect(focusAnchor(document, '#nowhere')).toBe(false);
  });
});

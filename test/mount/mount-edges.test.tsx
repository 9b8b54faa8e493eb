// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { parseValue } from '../../src/mount/attributes/attributes';
import { propsFromObject } from '../../src/mount/attributes/props-from-object';
import { entryByName } from '../../src/mount/registry';
import { widgets } from '../../src/mount/widgets';
import { nextFrames, shadowText, useEmbedPage } from './helpers';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

// Product hosts start their product reads as they are found: the requests go to the emulator.
useEmulator();
const OPTIONS = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN };
const { start, warnings } = useEmbedPage();

describe('mounting at the edges: URL and boolean attributes, repeated warnings, hosts mounted early, destroy(), a throwing action', () => {
  it('a URL attribute takes only http(s) links, resolved against the page', () => {
    const spec = { type: 'url', attribute: 'data-shop-continue-url' } as const;
    expect(parseValue(spec, 'data-shop-continue-url', '/shop')).toEqual({ value: new URL('/shop', document.baseURI).href });
    expect(parseValue(spec, 'data-shop-continue-url', 'https://shop.example/all')).toEqual({ value: 'https://shop.example/all' });
    expect(parseValue(spec, 'data-shop-continue-url', 'javascript:alert(1)')).toEqual({
      problem: 'data-shop-continue-url="javascript:alert(1)" is not an http(s) URL',
    });
    expect(parseValue(spec, 'data-shop-continue-url', 'data:text/html,<b>x</b>')).toMatchObject({ problem: expect.any(String) });
  });

  it('the same bad value on many hosts is one warning', async () => {
    document.body.innerHTML = Array.from({ length: 3 }, (_, i) => `<div data-shop-collection="c${i}" data-shop-limit="lots"></div>`).join('');
    start(OPTIONS);
    await vi.waitFor(() => expect(warnings.messages().filter((message) => message.includes('data-shop-limit="lots"'))).toHaveLength(1));
    await nextFrames();
    expect(warnings.messages().filter((message) => message.includes('data-shop-limit="lots"'))).toHaveLength(1);
  });

  it('mount() can turn a boolean that defaults to true off', () => {
    expect(propsFromObject(entryByName(widgets, 'collection')!, { handle: 'x', reverse: false })).toMatchObject({
      ok: true,
      props: { reverse: false },
    });
  });

  it('a widget mounted through mount() before the page inserts its element survives other removals', async () => {
    document.body.innerHTML = '<div id="other" data-shop-product="mug"></div>';
    const embed = start(OPTIONS);
    const el = document.createElement('div');
    expect(embed.mount(el, 'product', { handle: 'tee' })).toBe(true);
    document.getElementById('other')!.remove(); // triggers a sweep
    await nextFrames();
    document.body.append(el);
    await nextFrames();
    expect(shadowText(el)).toContain('handle=tee');
  });

  it('after destroy() nothing mounts, even from a frame already scheduled', async () => {
    const embed = start(OPTIONS);
    await nextFrames();
    const late = document.createElement('div');
    late.setAttribute('data-shop-product', 'tee');
    document.body.append(late);
    await Promise.resolve(); // the observer has seen it and scheduled a frame
    embed.destroy();
    await nextFrames();
    expect(late.shadowRoot).toBeNull();
    expect(embed.mount(document.createElement('div'), 'product', { handle: 'tee' })).toBe(false);
  });

  it('a cart action that throws rejects instead of throwing at the caller', async () => {
    const embed = start(OPTIONS);
    let result: Promise<unknown> | undefined;
    expect(() => (result = embed!.cart.setLineQuantity(undefined as never, 1))).not.toThrow();
    await expect(result).rejects.toBeInstanceOf(TypeError);
  });
});

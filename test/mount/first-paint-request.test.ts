// @vitest-environment happy-dom
// The first paint's one storefront request leaves in the task that found the hosts, before the browser may draw the page
// (on a page of fifty hosts that drawing took 30-60 ms in Chromium, and a timer-scheduled request waited for it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaintHandoff } from '../../src/mount/first-paint/handoff';
import { startFirstPaint } from '../../src/scripts/first-script/start';
import { localizationKey } from '../../src/mount/localization-key';
import { contentLanguage } from '../../src/mount/attributes/options';
import { LANGUAGES } from '../../src/widget/languages/languages';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the first paint’s storefront request', () => {
  it('leaves before any timer runs, with every card, grid and the shop’s settings in it, before the cart toggle is drawn', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const toggleDrawn: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push(String(init.body));
        toggleDrawn.push(!!document.querySelector('[data-shop-cart-toggle]')!.shadowRoot);
        return new Promise(() => {});
      }),
    );
    document.body.innerHTML =
      '<div data-shop-cart-toggle></div><div data-shop-product="tee"></div><div data-shop-product="mug"></div><div data-shop-collection="coffee"></div>';
    const script = document.createElement('script');
    script.setAttribute('data-shop-domain', 'shop.test');
    script.setAttribute('data-shop-token', 'token');
    const handoff: PaintHandoff = { calls: [], reads: {}, hosts: new Map(), script, integrity: {} };
    const components = vi.fn(() => new Promise(() => {}));

    startFirstPaint(handoff, components);
    // Only the microtasks of this task: no timer, no frame.
    for (let i = 0; i < 5; i++) await Promise.resolve();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('tee');
    expect(sent[0]).toContain('mug');
    expect(sent[0]).toContain('coffee');
    expect(sent[0]).toMatch(/\bshop\s*\{/);
    expect(components).not.toHaveBeenCalled();
    // What needs no answer is drawn after the request has left, in the same task: the cart toggle (0 in its count).
    expect(toggleDrawn).toEqual([false]);
    expect(document.querySelector('[data-shop-cart-toggle]')!.shadowRoot?.textContent).toContain('0');
  });
});

describe('the language the first paint asks the shop’s content in', () => {
  /** The `language` variable of the first paint's request on a page with `<html lang>` and these tag attributes. */
  async function askedIn(lang: string, attributes: Record<string, string> = {}, stored?: string) {
    const sent: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push((JSON.parse(String(init.body)) as { variables: Record<string, unknown> }).variables);
        return new Promise(() => {});
      }),
    );
    document.documentElement.lang = lang;
    document.body.innerHTML = '<div data-shop-product="tee"></div>';
    if (stored) localStorage.setItem(localizationKey('shop.test'), stored);
    const script = document.createElement('script');
    script.setAttribute('data-shop-domain', 'shop.test');
    script.setAttribute('data-shop-token', 'token');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    startFirstPaint({ calls: [], reads: {}, hosts: new Map(), script, integrity: {} }, () => new Promise(() => {}));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    document.documentElement.lang = '';
    localStorage.clear();
    return sent[0]!.language;
  }

  it('is the page’s where the widgets speak it: <html lang="ja-JP"> asks for JA, "pt-BR" for PT_BR, "zh-CN" for ZH_CN, "en" for EN', async () => {
    expect(await askedIn('ja-JP')).toBe('JA');
    expect(await askedIn('pt-BR')).toBe('PT_BR');
    expect(await askedIn('zh-CN')).toBe('ZH_CN');
    expect(await askedIn('en')).toBe('EN');
  });

  it('asks for none where the page’s tag is no language the widgets speak (the API would refuse a code it lacks)', async () => {
    expect(await askedIn('jp')).toBeUndefined();
    expect(await askedIn('english')).toBeUndefined();
    expect(await askedIn('pl')).toBeUndefined();
    expect(await askedIn('')).toBeUndefined();
  });

  it('is the owner’s data-shop-language over the page’s, and the shopper’s stored choice over both', async () => {
    expect(await askedIn('ja', { 'data-shop-language': 'fr' })).toBe('FR');
    expect(await askedIn('ja', {}, 'CA FR')).toBe('FR');
  });

  it('covers every language a pack speaks', () => {
    for (const tag of LANGUAGES) expect(contentLanguage({}, tag)).toBe(tag);
    expect(contentLanguage({}, 'ko')).toBeUndefined();
  });
});

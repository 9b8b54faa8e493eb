// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module (its sheet and the roots it has served are per page load). */
const load = () => import('../../src/widget/card-extras-styles');

function carouselInShadowRoot(): HTMLElement {
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  return root.appendChild(document.createElement('div'));
}

describe('the carousel controls bring their own rules', () => {
  it('adopts one shared sheet with the arrow rules, once per shadow root', async () => {
    const { adoptCarouselStyles } = await load();
    const [a, b] = [carouselInShadowRoot(), carouselInShadowRoot()];
    adoptCarouselStyles(a);
    adoptCarouselStyles(a);
    adoptCarouselStyles(b);
    const sheetsA = (a.getRootNode() as ShadowRoot).adoptedStyleSheets;
    const sheetsB = (b.getRootNode() as ShadowRoot).adoptedStyleSheets;
    expect(sheetsA).toHaveLength(1);
    expect(sheetsA[0]).toBe(sheetsB[0]);
    expect([...sheetsA[0]!.cssRules].map((rule) => rule.cssText).join()).toContain('.arrow');
  });

  it('falls back to one <style> in the root where constructable sheets are missing', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const { adoptCarouselStyles } = await load();
    const el = carouselInShadowRoot();
    adoptCarouselStyles(el);
    adoptCarouselStyles(el);
    const styles = (el.getRootNode() as ShadowRoot).querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('.arrow{');
  });

  it('leaves an element that is in no page alone', async () => {
    const { adoptCarouselStyles } = await load();
    const loose = document.createElement('div');
    adoptCarouselStyles(loose);
    expect(loose.childNodes).toHaveLength(0);
  });
});

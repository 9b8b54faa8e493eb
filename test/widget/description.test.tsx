// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeHtml } from '../../src/widget/html-decode';
import { htmlToText } from '../../src/widget/html-text';
import { ProductCard } from '../../src/widget/card/ProductCard';
import { useEmulator } from '../support/emulator';
import { renderWidgets } from './render';

const shop = useEmulator();
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The card's plain-text description as a reader meets it: its text, and whether any markup came through. */
async function descriptionOf(handle: string, title: string) {
  renderWidgets(shop.client(), <ProductCard handle={handle} />);
  const card = await screen.findByRole('article', { name: title });
  const description = card.querySelector('[part="description"]')!;
  return { text: description.textContent, elements: description.children.length, tag: description.tagName };
}

describe('plain-text descriptions of the demo products', () => {
  it('keep inline markup joined, with no space before the punctuation', async () => {
    const tumbler = await descriptionOf('insulated-travel-tumbler', 'Insulated Travel Tumbler');
    expect(tumbler).toEqual({ text: 'Double-wall vacuum insulation keeps coffee hot for 6 hours.', elements: 0, tag: 'P' });
    expect((await descriptionOf('enamel-pin-set', 'Enamel Pin Set')).text).toBe('Three hard-enamel pins. Limited run.');
  });

  it('put each paragraph and list item on a line of its own, bullets before the items', async () => {
    expect((await descriptionOf('classic-cotton-tee', 'Classic Cotton Tee')).text).toBe(
      'A midweight tee in 100% organic cotton that keeps its shape wash after wash.\n• Relaxed fit\n• Pre-shrunk',
    );
    expect((await descriptionOf('stoneware-mug', 'Stoneware Mug')).text).toBe('Wheel-thrown 12 oz mug, glazed inside and out.\nDishwasher safe.');
    expect((await descriptionOf('house-blend-whole-bean', 'House Blend Whole Bean')).text).toBe(
      'Notes of milk chocolate, hazelnut and red apple.\n• Origin: Brazil & Colombia\n• Roast: medium',
    );
    expect((await descriptionOf('packable-rain-shell', 'Packable Rain Shell')).text).toBe(
      'Waterproof, windproof, weightless\nPacks into its own chest pocket.',
    );
  });
});

describe('htmlToText', () => {
  it('breaks at <br> and list items, drops empty paragraphs, and keeps scripts, styles and attributes out', () => {
    const html =
      '<style>p{color:red}</style><p>Care:<br>  wash   cold</p><ol>\n <li>Soak</li>\n <li>Rinse <a href="#" title="x">well</a></li></ol>' +
      '<script>alert(1)</script><p>&nbsp;</p><p><img src="x" onerror="alert(2)" alt="x">Done&nbsp;&amp; dusted</p>';
    expect(htmlToText(html, decodeHtml)).toBe('Care:\nwash cold\n• Soak\n• Rinse well\nDone\u00a0& dusted');
  });

  it('turns markup given as text into text, never into elements', () => {
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt; &lt;script&gt;')).toBe('<b>bold</b> <script>');
    expect(htmlToText('')).toBe('');
  });

  it('reads the same where the page refuses our Trusted Types policy: no parser is asked', async () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string) => {
        throw new TypeError(`Policy "${name}" disallowed.`);
      },
    });
    vi.stubGlobal(
      'DOMParser',
      class {
        parseFromString() {
          throw new TypeError("This document requires 'TrustedHTML' assignment.");
        }
      },
    );
    // The policy is made as the bundle starts: a page that refuses it has done so before any of our code runs.
    vi.resetModules();
    const { htmlToText } = await import('../../src/widget/html-text');
    // The first script, which carries no decoder, paints no description there: the components draw it.
    expect(htmlToText('<p>Soft.</p>')).toBe('');
    const html =
      '<p>Care:<br>  wash   cold</p><ol><li>Soak</li><li>Rinse <a href="#">well</a></li></ol><p>&nbsp;</p><p>Done&nbsp;&amp; dusted &#8212; &#x2713; &eacute;</p>';
    expect(htmlToText(html, decodeHtml)).toBe('Care:\nwash cold\n• Soak\n• Rinse well\nDone\u00a0& dusted \u2014 \u2713 &eacute;');
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt; &#99999999;', decodeHtml)).toBe('<b>bold</b> &#99999999;');
  });
});

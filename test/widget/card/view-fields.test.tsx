// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { createElement } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardMetafield } from '../../../src/cart-client/metafields';
import { fieldsView } from '../../../src/widget/card/view-fields';

afterEach(cleanup);

const field = (type: string, value: unknown, extra: Partial<CardMetafield> = {}): CardMetafield => ({
  namespace: 'custom',
  key: 'x',
  type,
  value: typeof value === 'string' ? value : JSON.stringify(value),
  reference: null,
  references: null,
  ...extra,
});

/** The one field drawn alone: its `<dd>`. */
function draw(shown: CardMetafield, locale = 'en-US') {
  const { container } = render(fieldsView(createElement as never, { fields: [{ id: 'custom.x', label: 'X', field: shown }], locale }) as never);
  return container.querySelector('dd') as HTMLElement;
}

describe('fieldsView: each metafield type as the card shows it', () => {
  it('rich text: paragraphs, a heading as bold text (the page keeps its outline), an ordered list, safe links only', () => {
    const dd = draw(
      field('rich_text_field', {
        type: 'root',
        children: [
          { type: 'heading', level: 1, children: [{ type: 'text', value: 'Care' }] },
          { type: 'list', listType: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', value: 'Rinse' }] }] },
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: 'https://shop.test/care', title: 'Guide', target: '_blank', children: [{ type: 'text', value: 'guide' }] },
              { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', value: 'trap' }] },
              { type: 'text', value: '<img src=x onerror=alert(1)>', bold: true, italic: true },
            ],
          },
        ],
      }),
    );
    expect(dd.querySelector('h1,h2,h3,h4,h5,h6')).toBeNull();
    expect(dd.querySelector('p > strong')?.textContent).toBe('Care');
    expect(dd.querySelector('ol > li')?.textContent).toBe('Rinse');
    const links = [...dd.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
    expect(links).toEqual([['guide', 'https://shop.test/care', '_blank', 'noopener']]);
    expect(dd.textContent).toContain('trap');
    // Shop text is text: the markup in a run is shown, never parsed.
    expect(dd.querySelector('img')).toBeNull();
    expect(dd.querySelector('strong > em')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('rich text that is not JSON is shown as its text', () => {
    expect(draw(field('rich_text_field', 'plain words')).textContent).toBe('plain words');
  });

  it('numbers, a rating, money and a measurement in the shopper’s locale', () => {
    expect(draw(field('number_decimal', '1234.5'), 'de-DE').textContent).toBe('1.234,5');
    expect(draw(field('list.number_integer', [3, 12])).textContent).toBe('3, 12');
    expect(draw(field('rating', { value: '3.5', scale_min: '1.0', scale_max: '10.0' })).textContent).toBe('★ 3.5 / 10');
    expect(draw(field('money', { amount: '5.99', currency_code: 'CAD' }), 'en-CA').textContent).toBe('$5.99');
    expect(draw(field('weight', { value: 2.5, unit: 'KILOGRAMS' })).textContent).toBe('2.5 kilograms');
  });

  it('a URL and a link are links when http(s), text otherwise; other types show their value', () => {
    expect(draw(field('url', 'https://shop.test/guide')).querySelector('a')?.getAttribute('href')).toBe('https://shop.test/guide');
    expect(draw(field('link', { text: 'Guide', url: 'https://shop.test/g' })).querySelector('a')?.textContent).toBe('Guide');
    const unsafe = draw(field('url', 'javascript:alert(1)'));
    expect([unsafe.querySelector('a'), unsafe.textContent]).toEqual([null, 'javascript:alert(1)']);
    expect(draw(field('date', '2026-05-01')).textContent).toBe('2026-05-01');
    expect(draw(field('list.single_line_text_field', 'not json')).textContent).toBe('not json');
  });

  it('a reference without an address is its title as text', () => {
    const page = draw(
      field('page_reference', 'gid://shopify/Page/1', { reference: { __typename: 'Page', title: 'About us', onlineStoreUrl: null } }),
    );
    expect([page.textContent, page.querySelector('a')]).toEqual(['About us', null]);
  });
});

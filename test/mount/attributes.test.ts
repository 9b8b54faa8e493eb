// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { elementAttribute, parseValue, propsFromDataAttributes, propsFromElementAttributes } from '../../src/mount/attributes/attributes';
import { propsFromObject } from '../../src/mount/attributes/props-from-object';
import { entryByName, hostSelector, watchedAttributes } from '../../src/mount/registry';
import { widgets } from '../../src/mount/widgets';

// Stand-ins for the widgets the tests look at; the rest (added by later issues) stay real.
vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

const entry = (name: string) => entryByName(widgets, name)!;

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild!;
}

describe('attribute parsing', () => {
  it('reads numbers with Number, booleans by presence and the rest as strings', () => {
    expect(parseValue({ type: 'number', attribute: 'data-shop-limit' }, 'data-shop-limit', ' 8 ')).toEqual({ value: 8 });
    expect(parseValue({ type: 'boolean', attribute: 'data-shop-reverse' }, 'data-shop-reverse', '')).toEqual({ value: true });
    expect(parseValue({ type: 'boolean', attribute: 'data-shop-reverse' }, 'data-shop-reverse', 'reverse')).toEqual({ value: true });
    expect(parseValue({ type: 'boolean', attribute: 'data-shop-reverse' }, 'data-shop-reverse', 'false')).toEqual({ value: false });
    expect(parseValue({ type: 'boolean', attribute: 'data-shop-reverse' }, 'data-shop-reverse', null)).toEqual({ value: undefined });
    // A boolean that may also be a word (`data-shop-buy-now="also"`): the word as written, anything else a boolean.
    const buyNow = { type: 'boolean', attribute: 'data-shop-buy-now', values: ['also'] } as const;
    expect(['', 'ALSO ', 'false', 'yes', null].map((raw) => parseValue(buyNow, 'data-shop-buy-now', raw))).toEqual([
      { value: true },
      { value: 'also' },
      { value: false },
      { value: true },
      { value: undefined },
    ]);
    expect(parseValue({ type: 'string', attribute: 'data-shop-product' }, 'data-shop-product', ' tee ')).toEqual({ value: 'tee' });
  });

  it('refuses a grid limit above 250 (the most one page can hold) instead of drawing that many placeholder tiles', () => {
    const parsed = propsFromDataAttributes(entry('collection'), element('<div data-shop-collection="sale" data-shop-limit="100000000"></div>'));
    expect(parsed).toEqual({ ok: false, problems: ['data-shop-limit="100000000" is more than 250'] });
    expect(propsFromElementAttributes(entry('collection'), element('<shop-collection handle="sale" limit="250"></shop-collection>'))).toMatchObject({
      ok: true,
      props: { limit: 250 },
    });
  });

  it('reads a heading level 1–6 from a card, a collection and a content host alike; a bad one falls back to the default with a warning, not the fallback', () => {
    expect(propsFromDataAttributes(entry('product'), element('<div data-shop-product="tee" data-shop-heading-level="3"></div>'))).toEqual({
      ok: true,
      props: { handle: 'tee', headingLevel: 3 },
    });
    expect(propsFromElementAttributes(entry('collection'), element('<shop-collection handle="sale" heading-level="4"></shop-collection>'))).toEqual({
      ok: true,
      props: { handle: 'sale', limit: 20, headingLevel: 4 },
    });
    expect(propsFromObject(entry('content'), { type: 'page', endpoint: 'https://cms.test/api/v2', headingLevel: 3 })).toMatchObject({
      ok: true,
      props: { headingLevel: 3 },
    });
    for (const bad of ['7', '0', '2.5', 'three'])
      expect(propsFromDataAttributes(entry('product'), element(`<div data-shop-product="tee" data-shop-heading-level="${bad}"></div>`))).toEqual({
        ok: true,
        props: { handle: 'tee' },
        warnings: [expect.stringMatching(new RegExp(`^data-shop-heading-level="${bad}" is `))],
      });
  });

  it('uses defaults for absent optional values', () => {
    const parsed = propsFromDataAttributes(entry('collection'), element('<div data-shop-collection="sale"></div>'));
    expect(parsed).toEqual({ ok: true, props: { handle: 'sale', limit: 20 } });
  });

  it('names each bad value', () => {
    const parsed = propsFromDataAttributes(
      entry('collection'),
      element('<div data-shop-collection="sale" data-shop-limit="lots" data-shop-sort="fancy"></div>'),
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        'data-shop-limit="lots" is not a number',
        'data-shop-sort="fancy" is not one of COLLECTION_DEFAULT, BEST_SELLING, CREATED, ID, MANUAL, PRICE, RELEVANCE, TITLE',
      ],
    });
    expect(propsFromDataAttributes(entry('collection'), element('<div data-shop-collection="sale" data-shop-limit="2.5"></div>'))).toMatchObject({
      ok: false,
    });
    expect(propsFromDataAttributes(entry('collection'), element('<div data-shop-collection="sale" data-shop-limit="0"></div>'))).toMatchObject({
      ok: false,
    });
  });

  it('refuses a missing or empty handle', () => {
    expect(propsFromDataAttributes(entry('product'), element('<div data-shop-product></div>'))).toEqual({
      ok: false,
      problems: ['data-shop-product is empty'],
    });
    expect(propsFromElementAttributes(entry('product'), element('<shop-product></shop-product>'))).toEqual({
      ok: false,
      problems: ['handle is missing'],
    });
    expect(propsFromObject(entry('product'), {})).toEqual({ ok: false, problems: ['handle is missing'] });
  });

  it('matches listed values case-insensitively and passes them on as listed', () => {
    const parsed = propsFromDataAttributes(
      entry('collection'),
      element('<div data-shop-collection="sale" data-shop-sort="price" data-shop-reverse></div>'),
    );
    expect(parsed).toEqual({ ok: true, props: { handle: 'sale', limit: 20, sortKey: 'PRICE', reverse: true } });
  });
});

describe('the registry', () => {
  it('gives every widget a unique name, tag and marking attribute', () => {
    for (const key of ['name', 'tag', 'attribute'] as const) expect(new Set(widgets.map((w) => w[key])).size).toBe(widgets.length);
    expect(widgets.map((w) => w.name)).toEqual(expect.arrayContaining(['product', 'collection', 'recommendations', 'policies', 'cart-toggle']));
    expect(hostSelector(widgets)).toContain(
      '[data-shop-product],[data-shop-collection],[data-shop-recommendations],[data-shop-policies],[data-shop-cart-toggle]',
    );
    expect(watchedAttributes(widgets)).toContain('data-shop-limit');
  });

  it('derives custom element attributes from the data attributes', () => {
    expect(Object.keys(entry('collection').attributes).map((prop) => elementAttribute(entry('collection'), prop))).toEqual([
      'handle',
      'limit',
      'sort',
      'reverse',
      'heading',
      'heading-level',
      'filters',
      'state-key',
    ]);
    expect(Object.keys(entry('search').attributes).map((prop) => elementAttribute(entry('search'), prop))).toEqual([
      'limit',
      'placeholder',
      'state-key',
    ]);
    expect(Object.keys(entry('cart-toggle').attributes).map((prop) => elementAttribute(entry('cart-toggle'), prop))).toEqual(['label']);
    expect(Object.keys(entry('product').attributes).map((prop) => elementAttribute(entry('product'), prop))).toEqual([
      'handle',
      'description',
      'line-properties',
      'heading-level',
      'fields',
      'buy-now',
    ]);
  });

  it('reads the same props from a data host, a custom element and mount()', () => {
    const fromData = propsFromDataAttributes(
      entry('collection'),
      element('<div data-shop-collection="coffee" data-shop-limit="8" data-shop-sort="TITLE" data-shop-reverse></div>'),
    );
    const fromElement = propsFromElementAttributes(
      entry('collection'),
      element('<shop-collection handle="coffee" limit="8" sort="TITLE" reverse></shop-collection>'),
    );
    const fromObject = propsFromObject(entry('collection'), { handle: 'coffee', limit: 8, sortKey: 'TITLE', reverse: true });
    expect(fromData).toEqual({ ok: true, props: { handle: 'coffee', limit: 8, sortKey: 'TITLE', reverse: true } });
    expect(fromElement).toEqual(fromData);
    expect(fromObject).toEqual(fromData);
  });

  it('reads a card’s Buy now alike from a data host, a custom element and mount(): present, `also`, `false`', () => {
    const cases: Array<[string, unknown, boolean | string]> = [
      ['', true, true],
      ['="also"', 'also', 'also'],
      ['="false"', false, false],
    ];
    for (const [written, given, value] of cases) {
      const fromData = propsFromDataAttributes(entry('product'), element(`<div data-shop-product="mug" data-shop-buy-now${written}></div>`));
      expect(fromData).toEqual({ ok: true, props: { handle: 'mug', buyNow: value } });
      expect(propsFromElementAttributes(entry('product'), element(`<shop-product handle="mug" buy-now${written}></shop-product>`))).toEqual(fromData);
      expect(propsFromObject(entry('product'), { handle: 'mug', buyNow: given })).toEqual(fromData);
    }
  });

  it('turns the collection and recommendations headings off with "false", and leaves them on otherwise', () => {
    for (const name of ['collection', 'recommendations']) {
      const off = propsFromDataAttributes(entry(name), element(`<div data-shop-${name}="mug" data-shop-heading="false"></div>`));
      expect(off).toMatchObject({ ok: true, props: { heading: false } });
      expect(propsFromElementAttributes(entry(name), element(`<shop-${name} handle="mug" heading="false"></shop-${name}>`))).toEqual(off);
      expect(propsFromObject(entry(name), { handle: 'mug', heading: false })).toEqual(off);
      const absent = propsFromDataAttributes(entry(name), element(`<div data-shop-${name}="mug"></div>`));
      expect(absent.ok && absent.props.heading).not.toBe(false);
    }
  });
});

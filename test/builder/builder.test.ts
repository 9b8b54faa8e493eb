// @vitest-environment happy-dom
// The builder's parts without a browser: the form made from the registry, the snippet it writes (which then mounts a
// real card against the demo shop), and its storefront reads (valid against Shopify's schema).
import { waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIND_QUERY, findInShop, SHOP_NAME_QUERY, searchTerms, shopName } from '../../src/builder/find';
import { builderWidgets, drawOptions, lookError, LOOK } from '../../src/builder/form';
import { hostMarkup, label, missing, snippet, styleMarkup, type SnippetState } from '../../src/builder/snippet';
import { widgets } from '../../src/mount/widgets';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { schemaErrors } from '../support/schema';

const shop = useEmulator();
const widget = (name: string) => builderWidgets.find((entry) => entry.name === name)!;

afterEach(() => {
  window.ShopEmbed?.destroy();
  delete window.ShopEmbed;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the builder’s form', () => {
  it('offers every widget of the registry, each option as a labelled control of its kind', () => {
    expect(builderWidgets.map((entry) => entry.name)).toEqual(widgets.map((entry) => entry.name));
    for (const entry of widgets) {
      const into = document.createElement('div');
      document.body.append(into);
      drawOptions(into, widget(entry.name), {}, () => {});
      for (const [prop, spec] of Object.entries(entry.attributes)) {
        const name = label({ prop }) + (spec.required ? ' (required)' : '');
        const control = within(into).getByLabelText(name) as HTMLInputElement | HTMLSelectElement;
        if (spec.type === 'boolean' && !spec.values) expect(control.type, `${entry.name}.${prop}`).toBe('checkbox');
        // A yes/no option that may also be a word (Buy now's `also`): a select of yes and those words.
        else if (spec.type === 'boolean')
          expect([...(control as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'true', ...spec.values!]);
        else if (spec.values)
          expect(
            [...(control as HTMLSelectElement).options]
              .map((o) => o.value)
              .filter(Boolean)
              .sort(),
          ).toEqual(spec.values.filter((v) => v !== spec.default).sort());
        else if (spec.type === 'number')
          expect([control.type, (control as HTMLInputElement).min, (control as HTMLInputElement).max]).toEqual([
            'number',
            String(spec.min ?? ''),
            String(spec.max ?? ''),
          ]);
        else expect(control.tagName).toBe('INPUT');
        // The sentence an editor shows describes the control.
        expect(document.getElementById(control.getAttribute('aria-describedby')!)!.textContent!.length).toBeGreaterThan(10);
      }
      into.remove();
    }
  });

  it('reports each change as the attribute’s text', () => {
    const into = document.createElement('div');
    document.body.append(into);
    const changes: Array<[string, string]> = [];
    drawOptions(into, widget('collection'), { reverse: 'true' }, (prop, value) => changes.push([prop, value]));
    const reverse = within(into).getByLabelText('Reverse') as HTMLInputElement;
    expect(reverse.checked).toBe(true);
    reverse.click();
    const sort = within(into).getByLabelText('Sort key') as HTMLSelectElement;
    sort.value = 'PRICE';
    sort.dispatchEvent(new Event('change'));
    expect(changes).toEqual([
      ['reverse', 'false'],
      ['sortKey', 'PRICE'],
    ]);
  });
});

describe('the snippet', () => {
  const base: SnippetState = {
    base: 'https://cdn.example/shop-embed/dist/',
    domain: SHOP_DOMAIN,
    token: TOKEN,
    widget: widget('collection'),
    values: { handle: 'coffee', limit: '8', reverse: 'false', sortKey: '' },
    form: 'attributes',
    style: {},
  };

  it('writes the host in either form, leaving out what is unset or the default', () => {
    expect(hostMarkup(base.widget, base.values, 'attributes')).toBe('<div data-shop-collection="coffee" data-shop-limit="8"></div>');
    expect(hostMarkup(base.widget, base.values, 'elements')).toBe('<shop-collection handle="coffee" limit="8"></shop-collection>');
    expect(hostMarkup(widget('cart-toggle'), { label: 'false' }, 'elements')).toBe('<shop-cart-toggle label="false"></shop-cart-toggle>');
    expect(hostMarkup(widget('policies'), {}, 'attributes')).toBe('<div data-shop-policies></div>');
    expect(hostMarkup(widget('product'), { handle: 'a"b<c' }, 'attributes')).toBe('<div data-shop-product="a&quot;b&lt;c"></div>');
    // The shop's own fields: a text field of the product's form, written in either form.
    const fields = { handle: 'classic-cotton-tee', fields: 'custom.material, reviews.rating:Rating' };
    expect(hostMarkup(widget('product'), fields, 'attributes')).toBe(
      '<div data-shop-product="classic-cotton-tee" data-shop-fields="custom.material, reviews.rating:Rating"></div>',
    );
    expect(hostMarkup(widget('product'), fields, 'elements')).toBe(
      '<shop-product handle="classic-cotton-tee" fields="custom.material, reviews.rating:Rating"></shop-product>',
    );
  });

  it('puts only the changed look into a <style>, and says what is missing', () => {
    expect(styleMarkup({})).toBe('');
    expect(styleMarkup({ 'color-accent': '#1f3b2d', radius: ' 4px ' })).toBe(
      '<style>\n  :root {\n    --shop-embed-color-accent: #1f3b2d;\n    --shop-embed-radius: 4px;\n  }\n</style>',
    );
    expect(missing({ ...base, values: {} })).toEqual(['Set “Handle”.']);
    // The token is optional: without it the widgets use tokenless access, and the snippet carries the domain alone.
    expect(missing({ ...base, domain: ' ', token: '' })).toEqual(['Enter the shop’s domain.']);
    expect(snippet({ ...base, token: ' ' })).toContain(`data-shop-domain="${SHOP_DOMAIN}" defer></script>`);
    expect(snippet(base)).toContain(`data-shop-token="${TOKEN}" defer></script>`);
  });

  it('refuses a look value that is not its kind of CSS, and never writes one that could end the rule or the <style>', () => {
    const look = (name: string) => LOOK.find((entry) => entry.name === name)!;
    expect(['12px', ' 0.5rem ', '0', '1.5em', '50%'].map((value) => lookError(look('radius'), value))).toEqual(Array(5).fill(undefined));
    for (const value of ['12', 'red', '1px;color:red', '</style><script>window.__pwned=1</script>', '"><img src=x onerror=alert(1)>'])
      expect(lookError(look('radius'), value), value).toBe('Enter a length such as 12px, 0.5rem or 0.');
    expect([lookError(look('color-accent'), '#1F3b2d'), lookError(look('color-accent'), 'red;}')]).toEqual([undefined, 'Pick a colour (#rrggbb).']);
    expect([lookError(look('font'), 'inherit'), lookError(look('font'), 'x</style>')]).toEqual([undefined, 'Pick one of the fonts offered.']);
    expect(styleMarkup({ radius: '</style><script>window.__pwned=1</script>', 'color-text': 'red;}body{display:none' })).toBe('');
  });

  it('pasted into a page, mounts the card against the shop', async () => {
    const text = snippet({ ...base, widget: widget('product'), values: { handle: 'stoneware-mug' }, style: { 'color-accent': '#1f3b2d' } });
    const page = new DOMParser().parseFromString(`<html><head></head><body>${text}</body></html>`, 'text/html');
    const tag = page.querySelector('script')!;
    expect(tag.getAttribute('src')).toBe('https://cdn.example/shop-embed/dist/shop-embed.umd.min.js');
    // The tag's attributes as the entry reads them (a non-JavaScript type keeps happy-dom from fetching it).
    const script = document.createElement('script');
    for (const { name, value } of tag.attributes) script.setAttribute(name, value);
    script.type = 'text/x-test';
    document.head.append(script);
    document.body.innerHTML = page.body.querySelector('[data-shop-product]')!.outerHTML;
    vi.resetModules();
    await import('../../src/scripts/components/debug');
    const host = document.querySelector('[data-shop-product]')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('.title')?.textContent).toBe('Stoneware Mug'), { timeout: 5000 });
    expect(host.shadowRoot!.querySelector('[part~="price"]')!.textContent).toContain('$18.00');
  });
});

describe('the builder’s reads', () => {
  it.each([
    ['BuilderFind', FIND_QUERY],
    ['BuilderShop', SHOP_NAME_QUERY],
  ])('%s validates against the 2026-04 schema', (_name, document) => {
    expect(schemaErrors(document)).toEqual([]);
  });

  it('finds products and collections by the start of their words', async () => {
    expect(searchTerms(' insulated  "mu" ')).toBe('insulated* mu*');
    const found = await findInShop({ domain: SHOP_DOMAIN, token: TOKEN }, 'mug');
    expect(found.products.map((p) => p.handle)).toContain('stoneware-mug');
    expect((await findInShop({ domain: SHOP_DOMAIN, token: TOKEN }, 'coffee')).collections.map((c) => c.handle)).toContain('coffee');
    expect(await shopName({ domain: SHOP_DOMAIN, token: TOKEN })).toMatch(/\S/);
    expect(shop.operations()).toEqual(['BuilderFind', 'BuilderFind', 'BuilderShop']);
  });
});

import { describe, expect, it } from 'vitest';
import { filtersFromParams, ownParams, paramsOf, withFilters } from '../../src/widget/discovery-url';

describe('the discovery state in the address (Shopify’s filter parameters)', () => {
  it('reads the ProductFilter inputs a shared link asks for', () => {
    const params = new URLSearchParams(
      'q=mug&filter.v.option.color=Red&filter.v.option.color=Slate+Blue&filter.v.availability=1&filter.p.product_type=Mugs&filter.p.vendor=Hearth+%26+Kiln&filter.v.price.gte=10&filter.v.price.lte=50',
    );
    expect(filtersFromParams(params)).toEqual([
      { variantOption: { name: 'color', value: 'Red' } },
      { variantOption: { name: 'color', value: 'Slate Blue' } },
      { available: true },
      { productType: 'Mugs' },
      { productVendor: 'Hearth & Kiln' },
      { price: { min: 10, max: 50 } },
    ]);
  });

  it('ignores what it cannot read: an unknown filter, a price that is not a number, an availability other than 0 or 1', () => {
    const params = new URLSearchParams('filter.v.price.gte=cheap&filter.v.availability=yes&filter.x.y=1&filter.v.option.=Red&page=2');
    expect(filtersFromParams(params)).toEqual([]);
  });

  it('writes filters back in the same form, keeping the page’s other parameters and replacing the old filters', () => {
    const before = new URLSearchParams('q=mug&utm_source=mail&filter.v.availability=0&sort_by=title-ascending');
    const after = withFilters(before, [{ variantOption: { name: 'Color', value: 'Red' } }, { price: { min: 0, max: 25 } }], 'price-ascending');
    expect(after.toString()).toBe('q=mug&utm_source=mail&filter.v.option.color=Red&filter.v.price.lte=25&sort_by=price-ascending');
  });

  it('round-trips: the filters read from an address write the same address', () => {
    const address = 'filter.v.availability=1&filter.v.option.size=M&filter.p.tag=ceramic&filter.v.price.gte=5&filter.v.price.lte=40';
    const params = new URLSearchParams(address);
    expect(withFilters(new URLSearchParams(), filtersFromParams(params), '').toString()).toBe(address);
  });

  it('writes a FilterValue’s own input (as the shop sends it) as its parameter', () => {
    expect(paramsOf(JSON.parse('{"available":false}'))).toEqual([['filter.v.availability', '0']]);
    expect(paramsOf(JSON.parse('{"productVendor":"Fieldnote Goods"}'))).toEqual([['filter.p.vendor', 'Fieldnote Goods']]);
    expect(paramsOf(JSON.parse('{"price":{"min":0,"max":145}}'))).toEqual([['filter.v.price.lte', '145']]);
  });

  it('keeps each widget to its own parameters: Shopify’s names for the unkeyed one, the others behind their key', () => {
    const address = new URLSearchParams('q=mug&utm_source=mail&apparel.filter.v.option.color=Black&filter.v.availability=1');
    expect(ownParams(address, '').toString()).toBe('q=mug&filter.v.availability=1');
    expect(ownParams(address, 'apparel').toString()).toBe('filter.v.option.color=Black');
    expect(filtersFromParams(ownParams(address, ''))).toEqual([{ available: true }]);
    // The coffee grid's filter joins the address; the search, the apparel grid's and the page's own stay as they were.
    const coffee = withFilters(ownParams(address, 'coffee'), [{ variantOption: { name: 'Size', value: '1 L' } }], '');
    const next = ownParams(address, 'coffee', coffee);
    expect([...next.keys()]).toEqual(['q', 'utm_source', 'apparel.filter.v.option.color', 'filter.v.availability', 'coffee.filter.v.option.size']);
    // The search cleared its filters: nobody else's go with them.
    expect(ownParams(next, '', withFilters(ownParams(next, ''), [], '')).toString()).toBe(
      'utm_source=mail&apparel.filter.v.option.color=Black&coffee.filter.v.option.size=1+L&q=mug',
    );
  });
});

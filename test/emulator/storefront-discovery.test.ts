// The emulator's search, predictive search and collection filters, through its in-process GraphQL entry.
import { describe, expect, it } from 'vitest';
import { setup } from './storefront.helpers';

const SEARCH = /* GraphQL */ `
  query ($q: String!, $first: Int, $after: String, $filters: [ProductFilter!], $sort: SearchSortKeys, $un: SearchUnavailableProductsType) {
    search(query: $q, first: $first, after: $after, types: PRODUCT, productFilters: $filters, sortKey: $sort, unavailableProducts: $un) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ... on Product {
          handle
          availableForSale
        }
      }
      productFilters {
        id
        label
        type
        values {
          id
          label
          count
          input
        }
      }
    }
  }
`;
const PREDICTIVE = /* GraphQL */ `
  query ($q: String!, $limit: Int, $types: [PredictiveSearchType!]) {
    predictiveSearch(query: $q, limit: $limit, types: $types) {
      queries {
        text
        styledText
      }
      products {
        handle
      }
      collections {
        handle
      }
    }
  }
`;
const FILTERED = /* GraphQL */ `
  query ($filters: [ProductFilter!], $handle: String = "apparel") {
    collection(handle: $handle) {
      products(first: 50, filters: $filters) {
        nodes {
          handle
        }
        filters {
          id
          type
          values {
            label
            count
            input
          }
        }
      }
    }
  }
`;

type Facet = { id: string; type: string; values: Array<{ label: string; count: number; input: string }> };
const counts = (filters: Facet[], id: string): Record<string, number> =>
  Object.fromEntries(filters.find((f) => f.id === id)!.values.map((v) => [v.label, v.count]));

describe('search', () => {
  it('finds the mug by a word of its title or its product type, and counts what it found', async () => {
    const { gql } = setup();
    const data = await gql(SEARCH, { q: 'mugs', first: 10 });
    expect(data.search.nodes.map((p: { handle: string }) => p.handle)).toEqual(['stoneware-mug']);
    expect(data.search.totalCount).toBe(1);
  });

  it('ranks a title match before a description match, and pages with a cursor', async () => {
    const { gql } = setup();
    const all = await gql(SEARCH, { q: 'linen', first: 50 });
    expect(all.search.nodes[0].handle).toMatch(/linen/);
    const first = await gql(SEARCH, { q: 'linen', first: 1 });
    expect(first.search.totalCount).toBe(all.search.totalCount);
    expect(first.search.pageInfo.hasNextPage).toBe(all.search.totalCount > 1);
    const next = await gql(SEARCH, { q: 'linen', first: 1, after: first.search.pageInfo.endCursor });
    expect(next.search.nodes[0].handle).toBe(all.search.nodes[1].handle);
  });

  it('narrows by productFilters and gives facets whose counts leave their own group out', async () => {
    const { gql } = setup();
    const input = { variantOption: { name: 'color', value: 'Black' } };
    const data = await gql(SEARCH, { q: 'northwind', first: 50, filters: [input] });
    const colors = counts(data.search.productFilters, 'filter.v.option.color');
    expect(data.search.totalCount).toBe(colors['Black']);
    expect(Object.values(colors).some((n) => (n as number) > 0 && n !== colors['Black'])).toBe(true);
    const black = data.search.productFilters
      .find((f: Facet) => f.id === 'filter.v.option.color')
      .values.find((v: { label: string }) => v.label === 'Black');
    expect(JSON.parse(black.input)).toEqual(input);
  });

  it('puts an unavailable product last by default, in relevance order with SHOW, and leaves it out with HIDE', async () => {
    const { gql } = setup();
    const handles = async (un?: string) =>
      (await gql(SEARCH, { q: 'ceramic', first: 50, ...(un ? { un } : {}) })).search.nodes.map((p: { handle: string }) => p.handle);
    // The planter (sold out) says "ceramic" in its title, the mug and the dinner plate only in a tag.
    expect(await handles('SHOW')).toEqual(['ceramic-planter', 'stoneware-mug', 'speckled-dinner-plate']);
    expect(await handles()).toEqual(['stoneware-mug', 'speckled-dinner-plate', 'ceramic-planter']);
    expect(await handles('HIDE')).toEqual(['stoneware-mug', 'speckled-dinner-plate']);
  });
});

describe('predictiveSearch', () => {
  it('completes the last word as a prefix: query suggestions and the products they find', async () => {
    const { gql } = setup();
    const data = await gql(PREDICTIVE, { q: 'mu' });
    expect(data.predictiveSearch.queries.map((q: { text: string }) => q.text)).toContain('mug');
    expect(data.predictiveSearch.queries[0].styledText).toMatch(/^<mark>mu<\/mark>/);
    expect(data.predictiveSearch.products.map((p: { handle: string }) => p.handle)).toEqual(['stoneware-mug']);
  });

  it('returns at most `limit` results across the types asked for', async () => {
    const { gql } = setup();
    const data = await gql(PREDICTIVE, { q: 'c', limit: 3, types: ['PRODUCT', 'COLLECTION'] });
    const { queries, products, collections } = data.predictiveSearch;
    expect(queries).toEqual([]);
    expect(products.length + collections.length).toBe(3);
    expect(collections.map((c: { handle: string }) => c.handle)).toContain('coffee');
  });
});

describe('collection filters', () => {
  it('narrows a collection by a price range and a variant option, with the facets of the whole collection', async () => {
    const { gql } = setup();
    const all = await gql(FILTERED, {});
    const price = all.collection.products.filters.find((f: Facet) => f.id === 'filter.v.price');
    expect(price.type).toBe('PRICE_RANGE');
    expect(JSON.parse(price.values[0].input).price.min).toBe(0);
    const narrowed = await gql(FILTERED, { filters: [{ price: { min: 10, max: 40 } }, { variantOption: { name: 'color', value: 'Black' } }] });
    expect(narrowed.collection.products.nodes.length).toBeGreaterThan(0);
    expect(narrowed.collection.products.nodes.length).toBeLessThan(all.collection.products.nodes.length);
    const colorCounts = counts(narrowed.collection.products.filters, 'filter.v.option.color');
    expect(colorCounts['Black']).toBe(narrowed.collection.products.nodes.length);
  });

  it('counts availability: in stock and out of stock add up to the collection', async () => {
    const { gql } = setup();
    const all = await gql(FILTERED, { handle: 'home-kitchen' });
    const availability = counts(all.collection.products.filters, 'filter.v.availability');
    expect(availability['Out of stock']).toBe(1); // the ceramic planter
    expect(availability['In stock']! + availability['Out of stock']!).toBe(all.collection.products.nodes.length);
    const inStock = await gql(FILTERED, { handle: 'home-kitchen', filters: [{ available: true }] });
    expect(inStock.collection.products.nodes.length).toBe(availability['In stock']);
  });
});

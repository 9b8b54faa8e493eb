// The option-value model on Product, against examples worked by hand from Shopify's documented rules (the field
// descriptions in schema/storefront.schema.json, quoted beside each resolver in emulator/storefront/resolvers/variants.mjs).
//
// The fixture is the Packable Rain Shell, a 3×2 product:
//   Size  (option 0): S=0, M=1, L=2        Color (option 1): Signal Orange=0, Black=1
//   variant 1005001 S / Signal Orange [0,0]   variant 1005002 S / Black [0,1]
//   variant 1005003 M / Signal Orange [1,0]   SOLD OUT
//   variant 1005004 M / Black         [1,1]
//   variant 1005005 L / Signal Orange [2,0]   (L / Black [2,1] does not exist: 1005006 is never created)
import { describe, it, expect } from 'vitest';
import { setup } from './storefront.helpers';

const SHELL = 'packable-rain-shell';
const id = (n: number) => `gid://shopify/ProductVariant/${n}`;
const ids = (list: { id: string }[]) => list.map((v) => v.id);

async function shell(selection: string, variables: Record<string, unknown> = {}) {
  const { gql } = setup();
  // Declares only the variables the selection uses (graphql-js rejects unused ones).
  const opts = selection.startsWith('variantBySelectedOptions') ? '$opts: [SelectedOptionInput!]!' : '$opts: [SelectedOptionInput!]';
  const declared = [opts, '$ci: Boolean', '$ignore: Boolean'].filter((d) => selection.includes(d.split(':')[0] ?? ''));
  const header = declared.length ? `(${declared.join(', ')})` : '';
  const data = await gql(`query ${header} { product(handle: "${SHELL}") { ${selection} } }`, variables);
  return data.product;
}

describe('storefront emulator: encoded variant existence and availability', () => {
  it('encodes the 3×2 product with a missing and a sold-out combination', async () => {
    // Existence, tuples [0,0] [0,1] [1,0] [1,1] [2,0]:
    //   S → Colors 0 and 1, a run: "0:0-1,"   M → "1:0-1,"   L → only Signal Orange: "2:0,"   top list not closed.
    // Availability drops [1,0] (M / Signal Orange sold out): M → only Black: "1:1,".
    expect(await shell('encodedVariantExistence encodedVariantAvailability')).toEqual({
      encodedVariantExistence: 'v1_0:0-1,1:0-1,2:0,',
      encodedVariantAvailability: 'v1_0:0-1,1:1,2:0,',
    });
  });

  it('writes a gap in the last option as a space, and a one-option product as a flat list', async () => {
    // Classic Cotton Tee: Size XS..XL (0-4) × Color White, Black, Heather Grey (0-2); only XS / Black [0,1] is sold out,
    // so XS keeps Colors 0 and 2: "0 2". Stoneware Mug: one option, three values, all in stock: "0-2".
    const { gql } = setup();
    const data = await gql(`{
      tee: product(handle: "classic-cotton-tee") { encodedVariantExistence encodedVariantAvailability }
      mug: product(handle: "stoneware-mug") { encodedVariantExistence encodedVariantAvailability }
      planter: product(handle: "ceramic-planter") { encodedVariantExistence encodedVariantAvailability }
      kettle: product(handle: "gooseneck-pour-over-kettle") { encodedVariantExistence } }`);
    expect(data.tee).toEqual({
      encodedVariantExistence: 'v1_0:0-2,1:0-2,2:0-2,3:0-2,4:0-2,',
      encodedVariantAvailability: 'v1_0:0 2,1:0-2,2:0-2,3:0-2,4:0-2,',
    });
    expect(data.mug).toEqual({ encodedVariantExistence: 'v1_0-2', encodedVariantAvailability: 'v1_0-2' });
    // The planter is sold out: both sizes exist, none is available. The kettle has only its "Default Title" variant.
    expect(data.planter).toEqual({ encodedVariantExistence: 'v1_0-1', encodedVariantAvailability: 'v1_' });
    expect(data.kettle).toEqual({ encodedVariantExistence: 'v1_0' });
  });

  it('closes each level of a three-option product with its own comma, as in the schema’s worked example', async () => {
    // Build-Your-Own Print Tee: 7 sizes × 6 colours × 15 prints, all in stock. Per size: six "colour:0-14," lists, then
    // the size's own closing comma; the top list is not closed.
    const { gql } = setup();
    const { product } = await gql('{ product(handle: "build-your-own-print-tee") { encodedVariantExistence } }');
    const size = (s: number) => `${s}:${[0, 1, 2, 3, 4, 5].map((c) => `${c}:0-14,`).join('')},`;
    expect(product.encodedVariantExistence).toBe(`v1_${[0, 1, 2, 3, 4, 5, 6].map(size).join('')}`);
    expect(product.encodedVariantExistence.startsWith('v1_0:0:0-14,1:0-14,2:0-14,3:0-14,4:0-14,5:0-14,,1:0:0-14,')).toBe(true);
  });
});

describe('storefront emulator: option values', () => {
  it('gives each value the variant with the lowest positions for the other options, sold out or not', async () => {
    // M: candidates M / Signal Orange [1,0] (sold out) and M / Black [1,1]; lowest other position is Color 0 → 1005003.
    // L: only L / Signal Orange exists → 1005005. Black: S / Black [0,1] and M / Black [1,1]; lowest Size is S → 1005002.
    const product = await shell('options { name optionValues { name firstSelectableVariant { id availableForSale } } }');
    const first = Object.fromEntries(
      product.options.flatMap((o: { optionValues: { name: string; firstSelectableVariant: { id: string } }[] }) =>
        o.optionValues.map((v) => [v.name, v.firstSelectableVariant.id]),
      ),
    );
    expect(first).toEqual({ S: id(1005001), M: id(1005003), L: id(1005005), 'Signal Orange': id(1005001), Black: id(1005002) });
  });

  it('serves colour swatches for colour values and image swatches for the print tee’s prints', async () => {
    const { gql } = setup();
    const { shell: s, tee } = await gql(`{
      shell: product(handle: "${SHELL}") { options { name optionValues { name swatch { color image { id } } } } }
      tee: product(handle: "build-your-own-print-tee") { options { name optionValues { name swatch { color
        image { __typename alt ... on MediaImage { image { url(transform: { maxWidth: 48 }) width height } } } } } } } }`);
    expect(s.options[0].optionValues[0].swatch).toBeNull();
    expect(s.options[1].optionValues.map((v: { swatch: unknown }) => v.swatch)).toEqual([
      { color: '#f26522', image: null },
      { color: '#111111', image: null },
    ]);
    const prints = tee.options.find((o: { name: string }) => o.name === 'Print').optionValues;
    expect(prints).toHaveLength(15);
    expect(prints[0]).toEqual({
      name: 'Mountain',
      swatch: {
        color: null,
        image: {
          __typename: 'MediaImage',
          alt: 'Mountain',
          image: { url: 'http://127.0.0.1:4000/cdn/shop/files/build-your-own-print-tee-swatch-mountain_48x.png?v=1704067200', width: 96, height: 96 },
        },
      },
    });
  });
});

describe('storefront emulator: variants by selected options', () => {
  const M_ORANGE = [
    { name: 'Size', value: 'M' },
    { name: 'Color', value: 'Signal Orange' },
  ];
  const L_BLACK = [
    { name: 'Size', value: 'L' },
    { name: 'Color', value: 'Black' },
  ];

  it('lists the variants one option change away, ordered by id, even around a missing combination', async () => {
    const q = 'adjacentVariants(selectedOptions: $opts) { id }';
    // M / Signal Orange [1,0]: change Size → [0,0] 1005001, [2,0] 1005005; change Color → [1,1] 1005004.
    expect(ids((await shell(q, { opts: M_ORANGE })).adjacentVariants)).toEqual([id(1005001), id(1005004), id(1005005)]);
    // L / Black [2,1] does not exist: Size → [0,1] 1005002, [1,1] 1005004; Color → [2,0] 1005005.
    expect(ids((await shell(q, { opts: L_BLACK })).adjacentVariants)).toEqual([id(1005002), id(1005004), id(1005005)]);
    // No selection: around the first available variant, S / Signal Orange [0,0] → [1,0] 1005003, [2,0] 1005005, [0,1] 1005002.
    expect(ids((await shell(q, { opts: null })).adjacentVariants)).toEqual([id(1005002), id(1005003), id(1005005)]);
  });

  it('matches names and values exactly unless asked, and ignores unknown options unless asked', async () => {
    const lower = [
      { name: 'size', value: 'm' },
      { name: 'color', value: 'black' },
    ];
    const q = 'variantBySelectedOptions(selectedOptions: $opts, caseInsensitiveMatch: $ci, ignoreUnknownOptions: $ignore) { id }';
    expect((await shell(q, { opts: lower })).variantBySelectedOptions).toBeNull();
    expect((await shell(q, { opts: lower, ci: true })).variantBySelectedOptions).toEqual({ id: id(1005004) });
    const withMaterial = [...M_ORANGE, { name: 'Material', value: 'Nylon' }];
    // variantBySelectedOptions: ignoreUnknownOptions defaults to false.
    expect((await shell(q, { opts: withMaterial })).variantBySelectedOptions).toBeNull();
    expect((await shell(q, { opts: withMaterial, ignore: true })).variantBySelectedOptions).toEqual({ id: id(1005003) });
    expect((await shell(q, { opts: L_BLACK })).variantBySelectedOptions).toBeNull();
  });

  it('returns the selected variant, sold out or not, else the first available, else the first', async () => {
    const q = 'selectedOrFirstAvailableVariant(selectedOptions: $opts, ignoreUnknownOptions: $ignore) { id availableForSale }';
    expect((await shell(q, { opts: M_ORANGE })).selectedOrFirstAvailableVariant).toEqual({ id: id(1005003), availableForSale: false });
    expect((await shell(q, { opts: L_BLACK })).selectedOrFirstAvailableVariant).toEqual({ id: id(1005001), availableForSale: true });
    // selectedOrFirstAvailableVariant: ignoreUnknownOptions defaults to true.
    const withMaterial = [...M_ORANGE, { name: 'Material', value: 'Nylon' }];
    expect((await shell(q, { opts: withMaterial })).selectedOrFirstAvailableVariant.id).toBe(id(1005003));
    expect((await shell(q, { opts: withMaterial, ignore: false })).selectedOrFirstAvailableVariant.id).toBe(id(1005001));
    const { gql } = setup();
    const { tee, planter } = await gql(`{
      tee: product(handle: "canvas-low-top-sneakers") { selectedOrFirstAvailableVariant { title } }
      planter: product(handle: "ceramic-planter") { selectedOrFirstAvailableVariant { id availableForSale } } }`);
    expect(tee.selectedOrFirstAvailableVariant.title).toBe('7');
    expect(planter.selectedOrFirstAvailableVariant).toEqual({ id: 'gid://shopify/ProductVariant/1013001', availableForSale: false });
  });

  it('shows the missing combination nowhere in the variant list', async () => {
    const { variants, variantsCount } = await shell('variants(first: 10) { nodes { title availableForSale } } variantsCount { count }');
    expect(variants.nodes.map((v: { title: string }) => v.title)).toEqual([
      'S / Signal Orange',
      'S / Black',
      'M / Signal Orange',
      'M / Black',
      'L / Signal Orange',
    ]);
    expect(variants.nodes.map((v: { availableForSale: boolean }) => v.availableForSale)).toEqual([true, true, false, true, true]);
    expect(variantsCount.count).toBe(5);
  });
});

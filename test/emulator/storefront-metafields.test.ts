import { describe, expect, it } from 'vitest';
import { batchDocument } from '../../src/cart-client/batch';
import { CARD_METAFIELDS_QUERY, metafieldsRead } from '../../src/cart-client/metafields';
import { setup } from './storefront.helpers';

const ids = (...names: string[]) =>
  names.map((name) => {
    const [namespace = '', key = ''] = name.split('.');
    return { namespace, key };
  });

describe('storefront emulator: product metafields', () => {
  it('answers metafields(identifiers:) one entry per identifier, in their order, null for a field the product has not set', async () => {
    const { gql } = setup();
    const { product } = await gql(CARD_METAFIELDS_QUERY, {
      handle: 'classic-cotton-tee',
      identifiers: ids('reviews.rating', 'custom.nothing', 'custom.material'),
    });
    expect(product.metafields).toEqual([
      expect.objectContaining({ namespace: 'reviews', key: 'rating', type: 'rating', value: '{"value":"4.6","scale_min":"1.0","scale_max":"5.0"}' }),
      null,
      expect.objectContaining({ namespace: 'custom', key: 'material', type: 'single_line_text_field', value: '100% organic cotton, 180 g/m²' }),
    ]);
  });

  it('resolves a file reference to its MediaImage, and a list of product references to the products, by the schema’s union', async () => {
    const { gql } = setup();
    const tee = (await gql(CARD_METAFIELDS_QUERY, { handle: 'classic-cotton-tee', identifiers: ids('custom.size_chart') })).product;
    expect(tee.metafields[0]).toMatchObject({
      type: 'file_reference',
      value: expect.stringMatching(/^gid:\/\/shopify\/MediaImage\//),
      reference: { __typename: 'MediaImage', alt: 'Size chart', image: { url: expect.stringMatching(/\/cdn\/shop\/files\/size-chart\.png/) } },
      references: null,
    });
    const sweater = (await gql(CARD_METAFIELDS_QUERY, { handle: 'merino-crew-sweater', identifiers: ids('custom.pairs_with') })).product;
    expect(sweater.metafields[0].reference).toBeNull();
    expect(sweater.metafields[0].references.nodes).toEqual([
      { __typename: 'Product', title: 'Classic Cotton Tee', onlineStoreUrl: expect.stringMatching(/\/products\/classic-cotton-tee$/) },
      { __typename: 'Product', title: 'Ribbed Wool Beanie', onlineStoreUrl: expect.stringMatching(/\/products\/ribbed-wool-beanie$/) },
    ]);
    expect(JSON.parse(sweater.metafields[0].value)).toEqual(['gid://shopify/Product/1001', 'gid://shopify/Product/1006']);
  });

  it('serves the card’s batched read of two products’ fields', async () => {
    const { gql } = setup();
    const { document, variables } = batchDocument([
      metafieldsRead('stoneware-mug', ids('custom.capacity_ml', 'custom.weight_kg')),
      metafieldsRead('no-such-product', ids('custom.material')),
    ]);
    const data = await gql(document, variables);
    expect(data.r0.metafields.map((f: { value: string }) => f.value)).toEqual(['350', '0.42']);
    expect(data.r1).toBeNull();
  });
});

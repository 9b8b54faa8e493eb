// @ts-check
// The demo shop's product metafields (custom data), as Shopify stores them: a namespace, a key, a type and a value that is
// always a string, whatever the type (shopify.dev/docs/apps/build/metafields/list-of-data-types): a list's is a JSON array,
// a rating's a JSON object (`value`, `scale_min`, `scale_max`), rich text Shopify's JSON tree, a reference the GID of what it
// points at. Every field here is exposed to the Storefront API (a definition with `access.storefront: PUBLIC_READ`).

/**
 * What a reference points at: a product of the demo shop by handle, or an image file (a `MediaImage`) served by the
 * emulator's CDN under `/cdn/shop/files/<file>.png`.
 * @typedef {{ product: string } | { image: string, alt: string }} Target
 * @typedef {{ namespace: string, key: string, type: string, value: string, targets?: Target[] }} MetafieldDef
 */

/** @param {number} value @param {number} [max] A rating on Shopify's scale of `scale_min` to `scale_max`. */
const rating = (value, max = 5) => JSON.stringify({ value: value.toFixed(1), scale_min: '1.0', scale_max: max.toFixed(1) });

/** Rich text as Shopify's editor writes it: a root of paragraphs, headings and lists; text runs bold or italic. */
const careText = JSON.stringify({
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Machine wash ' },
        { type: 'text', value: 'cold', bold: true },
        { type: 'text', value: ' with like colours; ' },
        { type: 'text', value: 'tumble dry low', italic: true },
        { type: 'text', value: '.' },
      ],
    },
    {
      type: 'list',
      listType: 'unordered',
      children: [
        { type: 'list-item', children: [{ type: 'text', value: 'Do not bleach' }] },
        { type: 'list-item', children: [{ type: 'text', value: 'Warm iron if needed' }] },
      ],
    },
  ],
});

/** @type {Record<string, MetafieldDef[]>} by product handle */
export const METAFIELDS = {
  'classic-cotton-tee': [
    { namespace: 'custom', key: 'material', type: 'single_line_text_field', value: '100% organic cotton, 180 g/m²' },
    { namespace: 'custom', key: 'care', type: 'rich_text_field', value: careText },
    { namespace: 'reviews', key: 'rating', type: 'rating', value: rating(4.6) },
    {
      namespace: 'custom',
      key: 'size_chart',
      type: 'file_reference',
      value: 'gid://shopify/MediaImage/9001',
      targets: [{ image: 'size-chart', alt: 'Size chart' }],
    },
  ],
  'merino-crew-sweater': [
    { namespace: 'custom', key: 'material', type: 'single_line_text_field', value: 'Extra-fine merino wool' },
    { namespace: 'custom', key: 'care', type: 'multi_line_text_field', value: 'Hand wash cold.\nDry flat in the shade.' },
    { namespace: 'reviews', key: 'rating', type: 'rating', value: rating(4.8) },
    {
      namespace: 'custom',
      key: 'features',
      type: 'list.single_line_text_field',
      value: JSON.stringify(['Breathable', 'Odour resistant', 'Soft on skin']),
    },
    {
      namespace: 'custom',
      key: 'pairs_with',
      type: 'list.product_reference',
      value: JSON.stringify(['gid://shopify/Product/1001', 'gid://shopify/Product/1006']),
      targets: [{ product: 'classic-cotton-tee' }, { product: 'ribbed-wool-beanie' }],
    },
  ],
  'stoneware-mug': [
    { namespace: 'custom', key: 'material', type: 'single_line_text_field', value: 'Hand-glazed stoneware' },
    { namespace: 'custom', key: 'care', type: 'multi_line_text_field', value: 'Dishwasher safe.\nMicrowave safe.' },
    { namespace: 'reviews', key: 'rating', type: 'rating', value: rating(4.3) },
    { namespace: 'custom', key: 'capacity_ml', type: 'number_integer', value: '350' },
    { namespace: 'custom', key: 'weight_kg', type: 'number_decimal', value: '0.42' },
  ],
};

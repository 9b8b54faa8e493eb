// The fields chunk (`dist/shop-embed.fields.min.js`; in ESM a dynamic `import()` chunk): a card's custom fields
// (`data-shop-fields`), loaded only by a page with a card that has them. It holds the read of the fields (their metafields
// selection, cart-client/metafields.ts), which goes out in one batch with the card's product, and the view that draws them
// (widget/card/view-fields.ts): neither the first script nor the components carry either.
import type { Catalog } from '../../store/catalog';
import type { CardProduct } from '../../cart-client/card';
import type { ShownField } from '../../widget/card/card-types';
import { readFields } from '../../widget/card/custom-fields';

export { fieldsView } from '../../widget/card/view-fields';

/**
 * The card's product with its fields (`shopFields`, when it has any of them), read together: the two reads join the same
 * batch, so every card with fields on the page is read in one request.
 */
export async function readCard(catalog: Catalog, handle: string, fields: string): Promise<(CardProduct & { shopFields?: ShownField[] }) | null> {
  const [product, shown] = await Promise.all([catalog.product(handle), readFields(catalog, handle, fields)]);
  return product && shown.length ? { ...product, shopFields: shown } : product;
}

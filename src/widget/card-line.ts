import type { AttributeInput, ShownProduct as Product, Variant } from '../cart-client';
import type { AddLineInput } from '../store';
import type { ChosenPlan } from './card/card-types';

/** The most a line may hold: the Storefront API's `Int`. */
export const MAX_QUANTITY = 2147483647;

/**
 * The line a card's add sends, with what the drawer shows of it before the shop answers. The card's add button and the
 * first paint's (an add clicked before the components came) send the same line.
 */
export function cardLine(
  product: Product,
  variant: Variant,
  quantity: number,
  plan?: ChosenPlan | null,
  properties?: AttributeInput[] | null,
): AddLineInput {
  return {
    merchandiseId: variant.id,
    quantity,
    sellingPlanId: plan?.id,
    ...(properties?.length ? { attributes: properties } : {}),
    display: {
      title: product.title,
      variantTitle: variant.title,
      price: plan?.price ?? variant.price,
      sellingPlanName: plan?.name,
      compareAtPrice: variant.compareAtPrice,
      image: variant.image ?? product.images[0] ?? null,
      product: { id: product.id, handle: product.handle, title: product.title },
      selectedOptions: variant.selectedOptions,
    },
  };
}

import { useState } from 'react';
import type { Product, Variant } from '../cart-client';
import { imageIndex, initialSelection, selectValue, variantFor, type Selection } from './variants';

export interface VariantSelection {
  selection: Selection;
  /** The chosen variant; undefined when the combination does not exist. */
  variant: Variant | undefined;
  select: (name: string, value: string) => void;
  /** The image shown: follows the chosen variant's image. */
  image: number;
  setImage: (index: number) => void;
}

/** The shopper's choice of options for one product, and the image that goes with it. */
export function useVariantSelection(product: Product): VariantSelection {
  const [selection, setSelection] = useState(() => initialSelection(product));
  const [image, setImage] = useState(() => Math.max(0, imageIndex(product.images, variantFor(product, selection)?.image)));
  const variant = variantFor(product, selection);
  return {
    selection,
    variant,
    image,
    setImage,
    select(name, value) {
      const next = selectValue(product, selection, name, value);
      setSelection(next);
      const index = imageIndex(product.images, variantFor(product, next)?.image);
      if (index >= 0) setImage(index);
    },
  };
}

import { useContext, useEffect, useMemo, useState } from 'react';
import type { Image, ShownProduct as Product, Variant } from '../cart-client';
import { useCatalog } from '../store';
import { PaintedContext } from './painted';
import { loadCardExtras, useCardExtras } from './use-card-extras';
import { exists, imageIndex, initialSelection, selectValue, variantFor, type Selection } from './variants';

export interface VariantSelection {
  selection: Selection;
  /** The chosen variant; undefined when the combination does not exist or is still on its way. */
  variant: Variant | undefined;
  select: (name: string, value: string) => void;
  /** The product's images as far as they are loaded (a card reads the first few, the rest when they are needed). */
  images: readonly Image[];
  /** The image shown: follows the chosen variant's image. */
  image: number;
  setImage: (index: number) => void;
}

/** A card's product: the variants it knows and where its remaining images start (absent on a product read whole). */
type Known = Product & { imagesAfter?: string | null };

/**
 * The shopper's choice of options for one product, and the image that goes with it. A combination the card does not know
 * yet is asked for once (one small request); the images after the first few load when the shopper moves past them or
 * picks a variant whose image is among them.
 */
export function useVariantSelection(product: Known): VariantSelection {
  const catalog = useCatalog();
  const extras = useCardExtras();
  // A card taken over from the first paint keeps the choice the shopper made on it.
  const painted = useContext(PaintedContext);
  const [selection, setSelection] = useState(() => painted?.selection ?? initialSelection(product));
  const [found, setFound] = useState<Variant[]>([]);
  const [rest, setRest] = useState<Image[] | null>(null);
  const known = useMemo(() => ({ ...product, variants: [...product.variants, ...found] }), [product, found]);
  const images = useMemo(() => (rest ? [...product.images, ...rest] : product.images), [product.images, rest]);
  const variant = variantFor(known, selection);
  const [image, setImage] = useState(() => Math.max(0, imageIndex(images, variant?.image)));
  /** An image to show once it is loaded: the image of a variant the shopper just chose. */
  const [follow, setFollow] = useState<Image | null>(null);
  const missing = !variant && exists(product, selection);

  useEffect(() => {
    if (!missing) return;
    const options = product.options.map((option) => ({ name: option.name, value: selection[option.name] ?? '' }));
    let current = true;
    catalog.variant(product.handle, options).then(
      (variant) => {
        if (!current || !variant) return;
        setFound((all) => [...all, variant]);
        setFollow(variant.image);
      },
      () => {},
    );
    return () => void (current = false);
  }, [missing, catalog, product, selection]);

  // The read of the rest comes with the card extras chunk: a variant picked before it arrives asks for it, and its picture
  // is looked for again once it is here.
  const loadRest = () => {
    if (!product.imagesAfter || rest) return;
    if (!extras) return loadCardExtras();
    extras.restImages(catalog, product.handle, product.imagesAfter).then(setRest, () => {});
  };

  useEffect(() => {
    if (!follow) return;
    const index = imageIndex(images, follow);
    if (index < 0) return loadRest();
    setImage(index);
    setFollow(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [follow, images, extras]);

  return {
    selection,
    variant,
    images,
    image,
    setImage(index) {
      if (index >= images.length - 1) loadRest();
      setImage(index);
    },
    select(name, value) {
      const next = selectValue(known, selection, name, value);
      setSelection(next);
      setFollow(variantFor(known, next)?.image ?? null);
    },
  };
}

import { useDomId } from '../use-dom-id';
import type { ShownProduct as Product } from '../../cart-client';
import type { Selection } from '../variants';
import { useStrings } from '../use-strings';
import { rh } from './react-h';
import { viewOptions } from './view-options';

export interface VariantPickerProps {
  product: Product;
  selection: Selection;
  onSelect: (name: string, value: string) => void;
}

/**
 * One control per option: native radios drawn as buttons or colour swatches (arrow keys move the choice), or a `<select>`
 * when an option has more than eight values (view-options.ts).
 *
 * @example
 * <VariantPicker product={product} selection={selection} onSelect={select} />
 */
export function VariantPicker(props: VariantPickerProps) {
  const t = useStrings();
  // One id for the card's options, each option's its own from it.
  const id = useDomId();
  return viewOptions(rh, { ...props, t, id: (i) => `${id}-${i}` });
}

// The variant of a combination a card does not know yet (its read named neither it nor a neighbour of it): read only when
// the shopper picks it, so this read comes with the components (a module of its own, kept out of the first script with
// the card's reads in card.ts), through the catalog's `read`, batched and cached like the rest.
import type { BatchRead } from './batch';
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, VARIANT_FRAGMENT } from './fragments';
import type { SelectedOption, Variant } from './types';

/** The variant with exactly these options (null when there is none). */
export const variantRead = (handle: string, selectedOptions: readonly SelectedOption[]): BatchRead<Variant | null> => ({
  field: /* GraphQL */ `product(handle: $0) { variantBySelectedOptions(selectedOptions: $1) { ...Variant } }`,
  types: ['String!', '[SelectedOptionInput!]!'],
  values: [handle, selectedOptions],
  fragments: [VARIANT_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT],
  result: (raw: { variantBySelectedOptions: Variant | null } | null) => raw?.variantBySelectedOptions ?? null,
});

/** The key a catalog keeps that read under. */
export const variantKey = (handle: string, selectedOptions: readonly SelectedOption[]) => `variant:${handle}:${JSON.stringify(selectedOptions)}`;

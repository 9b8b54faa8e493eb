import { createElement } from 'react';
import type { Catalog } from '../store/catalog';
import type { ShownField } from './card/card-types';
import type * as Fields from '../scripts/fields';

export type FieldsModule = typeof Fields;

// The fields chunk (src/scripts/fields), once per page, asked for by the first card with `data-shop-fields` (as its host is
// found: the registry's prefetch); a page without one never loads it. A failed load is forgotten, so the next card asks
// again; meanwhile such a card is drawn without its fields.
let loading: Promise<FieldsModule> | undefined;
let loaded: FieldsModule | undefined;

/**
 * A card's fields block, drawn by the chunk's view with the renderer's `createElement` (the chunk is here: the card read
 * its fields through it). Here, not in the card's .tsx: there an imported `createElement` names its JSX namespace in the
 * emitted declarations (`createElement.JSX.Element`), which an app's TypeScript cannot find.
 */
export const drawFields = (fields: ShownField[], locale: string | undefined) => loaded?.fieldsView(createElement, { fields, locale });

/**
 * A card's product: with its custom fields when it names some (`fields`), read by the fields chunk in one batch with the
 * product (every card with fields on the page joins that one request), else the product alone, as every card reads it.
 */
export function readCardProduct(catalog: Catalog, handle: string, fields: string | undefined) {
  if (!fields) return catalog.product(handle);
  loading ??= import('../scripts/fields').then((chunk) => (loaded = chunk));
  return loading.then(
    (chunk) => chunk.readCard(catalog, handle, fields),
    () => {
      loading = undefined;
      return catalog.product(handle);
    },
  );
}

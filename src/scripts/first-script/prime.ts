// The first paint's read also asks what the grids, recommendations and policies on the page will ask first, so its one
// request answers them too and the components' catalog, primed with the answers, asks the shop nothing more. Their
// attributes are read as the registry reads them; a host the components would refuse is left out (a bad value must not
// fail the cards' read): it shows its fallback, as before.
import type { Catalog } from '../../store/catalog';
import { readCollection, readRecommendations } from '../../widget/catalog-reads';
import { propsFromDataAttributes, propsFromElementAttributes } from '../../mount/attributes/attributes';
import { COLLECTION_ATTRIBUTES, RECOMMENDATIONS_ATTRIBUTES } from '../../mount/attributes/catalog-attributes';
import type { AttributeSpec, WidgetDefinition } from '../../mount/registry';

type Props = Record<string, unknown>;

/** The props of a `name` host (`data-shop-<name>` or `<shop-<name>>`) as the registry would parse them; null when it would refuse them. */
export function hostProps(el: Element, name: string, attributes: Record<string, AttributeSpec>): Props | null {
  const entry = { attribute: `data-shop-${name}`, attributes } as WidgetDefinition;
  const parsed = el.localName.includes('-') ? propsFromElementAttributes(entry, el) : propsFromDataAttributes(entry, el);
  return parsed.ok ? parsed.props : null;
}

/**
 * The `name` hosts on the page, `data-shop-<name>` and `<shop-<name>>` elements (those `defined` selects: the first paint
 * draws only the ones not defined yet), with their props; a host `keep` turns down, or whose props the registry would
 * refuse, is left out.
 */
export const hostsOf = (doc: Document, name: string, attributes: Record<string, AttributeSpec>, keep = (_: Element) => true, defined = '') =>
  [...doc.querySelectorAll(`[data-shop-${name}],shop-${name}${defined}`)].flatMap((el) => {
    const props = keep(el) && hostProps(el, name, attributes);
    return props ? [{ el, props }] : [];
  });

/** Starts those reads; returns them (each settles quietly: a failure is the components' to tell). */
export function primeCatalogHosts(doc: Document, catalog: Catalog): Promise<unknown>[] {
  const reads: Promise<unknown>[] = [];
  const quiet = (read: Promise<unknown>) => reads.push(read.catch(() => {}));
  for (const { props } of hostsOf(doc, 'collection', COLLECTION_ATTRIBUTES)) quiet(readCollection(catalog, props as never));
  for (const { props } of hostsOf(doc, 'recommendations', RECOMMENDATIONS_ATTRIBUTES))
    quiet(readRecommendations(catalog, props.handle as string, props.limit as number));
  if (doc.querySelector('[data-shop-policies],shop-policies')) quiet(catalog.policies());
  return reads;
}

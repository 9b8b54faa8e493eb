// The React entry's catalog widgets before their chunk (./catalog.ts) is there, as the script tag's catalog-slot.tsx holds
// them: the skeleton the widget itself draws while it reads (the space it will take, so nothing below moves), then the
// widget. The chunk loads as the first of them renders in the browser, and its first read starts with it, so the read
// never waits for the chunk. A server render draws the skeleton, as the widget would (its read is the browser's).
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useCatalog, type Catalog } from '../store';
import { GridSkeleton } from '../widget/catalog-skeleton';
import { readCollection, readRecommendations } from '../widget/catalog-reads';
import type { CollectionGridProps } from '../widget/CollectionGrid';
import type { ProductRecommendationsProps } from '../widget/ProductRecommendations';
import { useStrings } from '../widget/use-strings';
import { WithSentences } from './frame';

type CatalogChunk = typeof import('./catalog');

/**
 * The chunk once here (then a widget mounted later draws at once), and its load under way; a failed load is forgotten.
 * A shadow root of a catalog component loads it for its rules too (frame.tsx).
 */
let arrived: CatalogChunk | undefined;
let loading: Promise<CatalogChunk> | null = null;
export const loadCatalog = () =>
  (loading ??= import('./catalog').then(
    (chunk) => (arrived = chunk),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * The stand-in for the chunk's component `name`: `wait` meanwhile, `read` (the widget's own first read) started with the
 * chunk's load; a chunk that could not be loaded says so, with a retry.
 */
function catalogPart<P extends object>(
  name: 'CollectionGrid' | 'ProductRecommendations' | 'ShopPolicies',
  read: (catalog: Catalog, props: P) => Promise<unknown>,
  wait: (props: P) => ReactNode,
): ComponentType<P> {
  function CatalogPart(props: P) {
    const catalog = useCatalog();
    const t = useStrings();
    const [chunk, setChunk] = useState(arrived);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (chunk || failed) return;
      let live = true;
      read(catalog, props).catch(() => undefined); // the widget reports it
      loadCatalog().then(
        (loaded) => live && setChunk(loaded),
        () => live && setFailed(true),
      );
      return () => void (live = false);
      // Once as it mounts, and again on a retry.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [failed]);
    if (chunk) return createElement(WithSentences, { own: chunk.strings }, createElement(chunk[name] as ComponentType<P>, props));
    if (!failed) return wait(props);
    return createElement(
      'div',
      { className: 'shop-embed fallback', role: 'alert' },
      createElement('p', null, t('catalogUnavailable')),
      createElement('button', { type: 'button', className: 'button secondary', onClick: () => setFailed(false) }, t('retry')),
    );
  }
  CatalogPart.displayName = name;
  return CatalogPart;
}

export const LazyCollectionGrid = /* @__PURE__ */ catalogPart<CollectionGridProps>(
  'CollectionGrid',
  (catalog, props) => readCollection(catalog, props),
  ({ limit = 20, heading = true }) => createElement(GridSkeleton, { kind: 'collection', limit, heading }),
);

export const LazyRecommendations = /* @__PURE__ */ catalogPart<ProductRecommendationsProps>(
  'ProductRecommendations',
  (catalog, { handle, limit }) => readRecommendations(catalog, handle, limit),
  ({ limit = 4, heading = true }) => createElement(GridSkeleton, { kind: 'recommendations', limit, heading }),
);

export const LazyPolicies = /* @__PURE__ */ catalogPart<object>(
  'ShopPolicies',
  (catalog) => catalog.policies(),
  () => createElement('div', { className: 'shop-embed skeleton skeleton-policies', 'aria-hidden': 'true' }),
);

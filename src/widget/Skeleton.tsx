import { useStrings } from './use-strings';

export interface SkeletonProps {
  /** `card`: a full product card; `tile`: a grid tile. */
  kind: 'card' | 'tile';
}

/**
 * A placeholder of the same size as what it stands for (the image box of the same ratio, then the rows below it), as one
 * element painted with backgrounds (skeleton-styles.ts): the page's stylesheet reserves the very same box before the script
 * runs, so nothing moves when the skeleton, then the product, arrives.
 */
export function Skeleton({ kind }: SkeletonProps) {
  const t = useStrings();
  return (
    <div className={`shop-embed skeleton skeleton-${kind}`} part="skeleton" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

import { useStrings } from './use-strings';

export interface SkeletonProps {
  /** `card`: a full product card; `tile`: a grid tile. */
  kind: 'card' | 'tile';
}

/**
 * A placeholder with the same frame as what it stands for (image box of the same ratio, title, price, options and
 * button rows), so nothing moves when the product arrives.
 */
export function Skeleton({ kind }: SkeletonProps) {
  const t = useStrings();
  return (
    <div
      class={`shop-embed ${kind === 'card' ? 'card' : 'tile'} skeleton`}
      part={kind === 'card' ? 'card skeleton' : 'tile skeleton'}
      aria-busy="true"
    >
      <span class="sr-only">{t('loading')}</span>
      <span class="bone media" aria-hidden="true" />
      <div class="card-body" aria-hidden="true">
        {kind === 'card' && <span class="bone line short" />}
        <span class="bone title" />
        <span class="bone line short" />
        {kind === 'card' && <span class="bone options" />}
        <span class="bone button" />
      </div>
    </div>
  );
}

import { Skeleton } from './Skeleton';

export interface GridSkeletonProps {
  kind: 'collection' | 'recommendations';
  limit: number;
  heading: boolean;
}

/**
 * A grid's first page while it loads: heading, `limit` tiles, and for a collection the status row below them (host-styles.ts
 * reserves the same). The grids draw it while their read is out, and their stand-ins while the catalog chunk is.
 */
export function GridSkeleton({ kind, limit, heading }: GridSkeletonProps) {
  return (
    <div className={`shop-embed ${kind}`} part={kind} aria-busy="true">
      {heading && <span className="skeleton skeleton-heading" aria-hidden="true" />}
      <ul className="grid" part="grid">
        {[...Array(limit)].map((_, i) => (
          <li key={i}>
            <Skeleton kind="tile" />
          </li>
        ))}
      </ul>
      {kind === 'collection' && <div className="more" />}
    </div>
  );
}

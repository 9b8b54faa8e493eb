import { useEffect, useState } from 'react';
import type * as PlanChooser from '../scripts/plan-chooser';

export type PlanChooserModule = typeof PlanChooser;

export type { ChosenPlan } from './card/card-types';

// The plan chooser chunk (src/scripts/plan-chooser), once per page, asked for at once by the first card whose product has selling
// plans; a page without subscriptions never loads it. Once here, a card draws it in its first render. A failed load is
// forgotten, so the next card asks again; meanwhile the card sells one-time purchase, or refuses to add without a plan.
let loading: Promise<PlanChooserModule> | undefined;
let loaded: PlanChooserModule | undefined;

/**
 * The plan chooser chunk while `wanted`: undefined while it is on its way (ProductCard draws a card with plans once it is
 * here), then the chunk, or null where it could not be loaded (and where it is not wanted).
 */
export function usePlanChooser(wanted: boolean): PlanChooserModule | null | undefined {
  const [chunk, setChunk] = useState<PlanChooserModule | null | undefined>(loaded);
  useEffect(() => {
    if (wanted)
      (loading ??= import('../scripts/plan-chooser').then((arrived) => (loaded = arrived))).then(setChunk, () => {
        loading = undefined;
        setChunk(null);
      });
  }, [wanted]);
  return wanted ? chunk : null;
}

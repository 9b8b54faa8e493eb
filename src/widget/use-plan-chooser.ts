import { useEffect, useState } from 'react';
import type * as PlanChooser from '../scripts/plan-chooser';

export type PlanChooserModule = typeof PlanChooser;

export type { ChosenPlan } from './card/card-types';

// The plan chooser chunk (src/scripts/plan-chooser), once per page, asked for at once by the first card whose product has selling
// plans (the shopper may reach for "Add to cart" soon); a page without subscriptions never loads it. A failed load is
// forgotten, so the next card asks again; meanwhile the card sells one-time purchase, or refuses to add without a plan.
let loading: Promise<PlanChooserModule> | undefined;

/** The plan chooser chunk once it has arrived, else null; asks for it while `wanted`. */
export function usePlanChooser(wanted: boolean): PlanChooserModule | null {
  const [chunk, setChunk] = useState<PlanChooserModule | null>(null);
  useEffect(() => {
    if (wanted) (loading ??= import('../scripts/plan-chooser')).then(setChunk, () => (loading = undefined));
  }, [wanted]);
  return chunk;
}

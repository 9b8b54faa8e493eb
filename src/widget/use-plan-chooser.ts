import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as PlanChooserChunk from '../scripts/plan-chooser';
import { useCatalogRead } from '../store';
import { rh } from './card/react-h';
import { useMoney } from './use-money';
import { useStrings } from './use-strings';

export type PlanChooserModule = typeof PlanChooserChunk;
/** The chunk's components, made with the components' hooks: a card's <PlanChooser>, a cart line's <LinePlan>. */
export interface PlanViews {
  PlanChooser: ReturnType<PlanChooserModule['planChooser']>;
  LinePlan: ReturnType<PlanChooserModule['linePlan']>;
}

export type { ChosenPlan } from './card/card-types';

// The plan chooser chunk (src/scripts/plan-chooser), once per page: handed over by the first script where it painted
// cards with their purchase options (first-paint/take-over.ts: the card takes them over in its first render), else asked
// for at once by the first card whose product has selling plans; a page without subscriptions never loads it. Once here,
// a card draws it in its first render. A failed load is forgotten, so the next card asks again; meanwhile the card sells
// one-time purchase, or refuses to add without a plan. The chunk imports nothing of the components (the first script may
// load it before them): its <PlanChooser> is made here, with their hooks.
let loading: Promise<PlanViews> | undefined;
let loaded: PlanViews | undefined;

const arrived = (chunk: PlanChooserModule) => {
  const kit = { useLayoutEffect, useRef, useCatalogRead, useStrings, useMoney, h: rh };
  return (loaded ??= { PlanChooser: chunk.planChooser(kit), LinePlan: chunk.linePlan(kit) });
};

/** The chunk the first script loaded (the same module the components' `import()` gets): cards draw it at once. */
export const planChooserHere = (chunk: PlanChooserModule) => void arrived(chunk);

/**
 * The plan chooser's components while `wanted`: undefined while its chunk is on its way (ProductCard draws a card with
 * plans once it is here), then the components, or null where it could not be loaded (and where it is not wanted).
 */
export function usePlanChooser(wanted: boolean): PlanViews | null | undefined {
  const [chooser, setChooser] = useState<PlanViews | null | undefined>(loaded);
  useEffect(() => {
    if (wanted)
      (loading ??= import('../scripts/plan-chooser').then(arrived)).then(setChooser, () => {
        loading = undefined;
        setChooser(null);
      });
  }, [wanted]);
  return wanted ? chooser : null;
}

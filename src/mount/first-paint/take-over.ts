import type { PaintedCard } from '../../widget/painted';
import type { PaintHandoff } from './handoff';

/**
 * The components' side of a painted host: from now on its first-paint listeners stand aside, and its shadow root keeps
 * only the components' stylesheet (the same rules). Returns the card's state (null for a toggle; undefined: not painted).
 */
export const takeOver =
  (handoff: PaintHandoff) =>
  (el: Element): PaintedCard | null | undefined => {
    const host = handoff.hosts.get(el);
    if (!host) return undefined;
    handoff.hosts.delete(el);
    host.taken = true;
    host.root.adoptedStyleSheets = [];
    return host.product ? host : null;
  };

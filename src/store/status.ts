// Where the store is in its life, as one value rather than loose flags, and the events that move it. The transitions
// are pure; the store performs the one effect they imply: on becoming READY, the adds saved before a reload are checked
// against the cart and those that did not land are sent again. (Numbers, named here: they
// cost the shopper fewer bytes than strings.)
import type { CartStatus } from './types';

/** Before `start()`: adds work; nothing saved by an earlier page is looked at yet. */
export const NEW = 0;
/** Reading the stored cart; the adds this tab saved before the reload stay in storage until they are checked. */
export const LOADING = 1;
/** That read failed: the saved adds wait for the next operation that succeeds. */
export const RESTORING = 2;
export const READY = 3;
/** `destroy()` was called: nothing is saved or sent again any more. */
export const DESTROYED = 4;
export type Phase = typeof NEW | typeof LOADING | typeof RESTORING | typeof READY | typeof DESTROYED;

/** `start()` with a stored cart id: a read is queued. */
export const START = 0;
/** `start()` without one: there is nothing to read, so the saved adds are checked against no cart at once. */
export const START_EMPTY = 1;
/** The shop answered an operation without user errors: the cart could be read. */
export const SUCCEEDED = 2;
/** A read of the cart ended without success. */
export const READ_FAILED = 3;
export const DESTROY = 4;
export type PhaseEvent = typeof START | typeof START_EMPTY | typeof SUCCEEDED | typeof READ_FAILED | typeof DESTROY;

/** The transitions: a row per phase, a column per event (START, START_EMPTY, SUCCEEDED, READ_FAILED, DESTROY). */
const NEXT: ReadonlyArray<readonly Phase[]> = [
  /* NEW       */ [LOADING, READY, NEW, NEW, DESTROYED],
  /* LOADING   */ [LOADING, READY, READY, RESTORING, DESTROYED],
  /* RESTORING */ [LOADING, READY, READY, RESTORING, DESTROYED],
  /* READY     */ [LOADING, READY, READY, READY, DESTROYED],
  /* DESTROYED */ [DESTROYED, DESTROYED, DESTROYED, DESTROYED, DESTROYED],
];

export const nextPhase = (phase: Phase, event: PhaseEvent): Phase => NEXT[phase]![event]!;

/** While loading or restoring, this tab's adds saved before the reload are kept in storage (not yet checked). */
export const holdsSavedAdds = (phase: Phase): boolean => phase === LOADING || phase === RESTORING;

/** The status the widgets show: loading the stored cart, then busy while anything is queued, else the last failure. */
export function statusOf(phase: Phase, queued: number, failed: boolean): CartStatus {
  return phase === LOADING ? 'loading' : queued > 0 ? 'updating' : failed ? 'error' : 'idle';
}

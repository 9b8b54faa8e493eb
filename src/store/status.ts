// Where the store is in its life, as one value rather than loose flags, and the events that move it. The transitions
// are pure; the store performs the one effect they imply: on becoming READY, the adds saved before a reload are checked
// against the cart and those that did not land are sent again. Phases and events are words, so a debugger and a test
// read them as they are written here.
import type { CartStatus } from './types';

/** Before `start()`: adds work; nothing saved by an earlier page is looked at yet. */
export const NEW = 'new';
/** Reading the stored cart; the adds this tab saved before the reload stay in storage until they are checked. */
export const LOADING = 'loading';
/** That read failed: the saved adds wait for the next operation that succeeds. */
export const RESTORING = 'restoring';
export const READY = 'ready';
/** `destroy()` was called: nothing is saved or sent again any more. */
export const DESTROYED = 'destroyed';
export type Phase = typeof NEW | typeof LOADING | typeof RESTORING | typeof READY | typeof DESTROYED;

/** `start()` with a stored cart id: a read is queued. */
export const START = 'start';
/** `start()` without one: there is nothing to read, so the saved adds are checked against no cart at once. */
export const START_EMPTY = 'startEmpty';
/** The shop answered an operation without user errors: the cart could be read. */
export const SUCCEEDED = 'succeeded';
/** A read of the cart ended without success. */
export const READ_FAILED = 'readFailed';
export const DESTROY = 'destroy';
export type PhaseEvent = typeof START | typeof START_EMPTY | typeof SUCCEEDED | typeof READ_FAILED | typeof DESTROY;

/**
 * Where an event leads: nowhere once destroyed; `start` reads the stored cart, `startEmpty` is ready at once. Success makes a
 * started store ready; a failed read leaves it ready when it was, else restoring; neither starts a store still new.
 */
export function nextPhase(phase: Phase, event: PhaseEvent): Phase {
  if (phase === DESTROYED || event === DESTROY) return DESTROYED;
  if (event === START) return LOADING;
  if (event === START_EMPTY || phase === READY) return READY;
  if (phase === NEW) return NEW;
  return event === SUCCEEDED ? READY : RESTORING;
}

/** While loading or restoring, this tab's adds saved before the reload are kept in storage (not yet checked). */
export const holdsSavedAdds = (phase: Phase): boolean => phase === LOADING || phase === RESTORING;

/** The status the widgets show: loading the stored cart, then busy while anything is queued, else the last failure. */
export function statusOf(phase: Phase, queued: number, failed: boolean): CartStatus {
  return phase === LOADING ? 'loading' : queued > 0 ? 'updating' : failed ? 'error' : 'idle';
}

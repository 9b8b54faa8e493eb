// Where the store is in its life, as one value rather than loose flags. The transitions are pure; the store performs the
// one effect they imply: when a phase that held saved adds ends in `ready`, the adds that did not land are sent again.
import type { PendingAdd } from './pending-adds';
import type { CartStatus } from './types';

export type Phase =
  /** Before `start()`: adds work; nothing saved by an earlier page is looked at yet. */
  | { name: 'new' }
  /** Reading the stored cart. `held`: this tab's adds saved before the reload, kept in storage until they are re-sent. */
  | { name: 'loading'; held: PendingAdd[] }
  /** The read failed (or there was no cart to read): the saved adds wait for the next operation that succeeds. */
  | { name: 'restoring'; held: PendingAdd[] }
  | { name: 'ready' }
  /** `destroy()` was called: nothing is saved or re-sent any more. */
  | { name: 'destroyed' };

export type PhaseEvent =
  | { type: 'start'; stored: boolean; held: PendingAdd[] }
  /** The shop answered an operation without user errors: the cart can be read. */
  | { type: 'succeeded' }
  /** A read of the cart ended without success. */
  | { type: 'readFailed' }
  | { type: 'destroy' };

const READY: Phase = { name: 'ready' };

export function nextPhase(phase: Phase, event: PhaseEvent): Phase {
  if (phase.name === 'destroyed') return phase;
  if (event.type === 'destroy') return { name: 'destroyed' };
  if (event.type === 'start') return { name: event.stored ? 'loading' : 'restoring', held: event.held };
  if (event.type === 'succeeded') return 'held' in phase ? READY : phase;
  return phase.name === 'loading' ? { name: 'restoring', held: phase.held } : phase;
}

/** True when moving from `from` to `to` means the saved adds are checked against the cart (and re-sent if they did not land). */
export const restores = (from: Phase, to: Phase): boolean => 'held' in from && to.name === 'ready';

/** The status the widgets show: loading the stored cart, then busy while anything is queued, else the last failure. */
export function statusOf(phase: Phase, queued: number, failed: boolean): CartStatus {
  return phase.name === 'loading' ? 'loading' : queued > 0 ? 'updating' : failed ? 'error' : 'idle';
}

import { describe, expect, it } from 'vitest';
import {
  DESTROY,
  DESTROYED,
  LOADING,
  NEW,
  nextPhase,
  READ_FAILED,
  READY,
  RESTORING,
  START,
  START_EMPTY,
  statusOf,
  SUCCEEDED,
  type Phase,
  type PhaseEvent,
} from '../../src/store/status';

const run = (events: PhaseEvent[], from: Phase = NEW) => events.reduce(nextPhase, from);

describe('the store’s phase', () => {
  it('a start with a stored cart loads it; the first success makes the store ready', () => {
    expect(run([START])).toBe(LOADING);
    expect(run([START, SUCCEEDED])).toBe(READY);
  });

  it('a read that fails at start keeps the saved adds waiting until an operation succeeds', () => {
    expect(run([START, READ_FAILED])).toBe(RESTORING);
    expect(run([START, READ_FAILED, READ_FAILED])).toBe(RESTORING);
    expect(run([START, READ_FAILED, SUCCEEDED])).toBe(READY);
  });

  it('a start without a stored cart is ready at once', () => {
    expect(run([START_EMPTY])).toBe(READY);
  });

  it('a success before start() leaves the store new: nothing saved is looked at before start', () => {
    expect(run([SUCCEEDED, READ_FAILED])).toBe(NEW);
  });

  it('destroy is final', () => {
    for (const from of [NEW, LOADING, RESTORING, READY] as const) expect(run([DESTROY], from)).toBe(DESTROYED);
    expect(run([DESTROY, START, SUCCEEDED, START_EMPTY])).toBe(DESTROYED);
  });
});

describe('the status widgets show', () => {
  it('loading the stored cart wins over anything queued', () => {
    expect(statusOf(LOADING, 2, true)).toBe('loading');
  });

  it('busy while anything is queued, else the last failure, else idle', () => {
    expect(statusOf(RESTORING, 1, true)).toBe('updating');
    expect(statusOf(RESTORING, 0, true)).toBe('error');
    expect(statusOf(READY, 0, false)).toBe('idle');
    expect(statusOf(NEW, 0, false)).toBe('idle');
  });
});

import { formatMessage } from '../../cart-client';
import type { Notes } from '../../scripts/diagnose';

type Args<K extends keyof Notes> = Parameters<Notes[K]>;

export interface WarnOnce {
  /** Names a problem whose sentence comes with the diagnose chunk (loaded only then): printed once, a tick later. */
  note<K extends keyof Notes>(kind: K, ...args: Args<K>): void;
  /** The same, once per `key` (a bad attribute on 50 cards is one line in the console, not 50; the line names the first host). */
  noteOnce<K extends keyof Notes>(key: string, kind: K, ...args: Args<K>): void;
  /** Drops the notes still on their way (the embed was destroyed: the page hears nothing more of it). */
  mute(): void;
}

/** The diagnose chunk: the sentences a site owner reads when something is wrong (the cart chunk's argument checks use it too). */
export const loadNotes = () => import('../../scripts/diagnose');

/**
 * Prints each distinct problem once per page. The first script only names a problem: its sentence (src/scripts/diagnose) comes with
 * the diagnose chunk, so a page set up right never loads the words.
 */
export function createWarnOnce(print: (message: string) => void = (message) => console.warn(message)): WarnOnce {
  const seen = new Set<string>();
  let muted = false;
  const say = (key: string, message: string) => {
    if (muted || seen.has(key)) return;
    seen.add(key);
    // A thrown error's message already carries the prefix: once is enough. An empty one is no problem after all.
    if (message) print(formatMessage(message.replace(/^\[shop-embed\] /, '')));
  };
  const noteOnce = <K extends keyof Notes>(key: string, kind: K, ...args: Args<K>) => {
    if (!muted && !seen.has(key))
      void loadNotes().then(
        // A sentence, or the promise of one from a chunk the diagnose chunk loads (a typo's).
        ({ notes }) => Promise.resolve((notes[kind] as (...a: unknown[]) => string | Promise<string>)(...args)).then((message) => say(key, message)),
        // Without the chunk (offline, a 404) the problem is still named, in short.
        () => say(key, key),
      );
  };
  return {
    note: (kind, ...args) => noteOnce([kind, ...args].join(' '), kind, ...args),
    noteOnce,
    mute() {
      muted = true;
    },
  };
}

/** An error's message, or what was thrown. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

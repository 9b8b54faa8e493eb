import { useEffect, useRef } from 'react';

/**
 * Runs `run` after a draw in which `key` changed (by `Object.is`), never after the first: a form's fields start from the
 * cart's values, and an effect on mount runs after the first paint, when the shopper may already have typed (a form that
 * appears as its button is pressed gets focus and keys at once). The cart's values changing later (a save, another tab,
 * a read) still bring the fields along.
 *
 * @example
 * useOnChange(note, () => setDraft(note));
 */
export function useOnChange(key: unknown, run: () => void): void {
  const last = useRef(key);
  useEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    run();
  });
}

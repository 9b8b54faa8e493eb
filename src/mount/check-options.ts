// The check of `init()`'s options, apart from options.ts: only the components call `init()`, while the first script reads
// the tag's settings through options.ts (a module both files use ships in the first script, whole).
import { formatMessage } from '../cart-client';
import { SCRIPT_OPTIONS } from './options';

/** Refuses what `init()` cannot use (script-tag callers have no types): options that are not an object, a setting of the wrong type. */
export function checkOptions(options: unknown) {
  if (typeof options !== 'object' || !options || Array.isArray(options)) throw new TypeError(formatMessage('init() expects ({ domain: string, … })'));
  for (const key of SCRIPT_OPTIONS) {
    const value = (options as Record<string, unknown>)[key];
    const type = key === 'openDrawerOnAdd' ? 'boolean' : 'string';
    if (value !== undefined && typeof value !== type) throw new TypeError(formatMessage(`init(): ${key} must be a ${type}`));
  }
}

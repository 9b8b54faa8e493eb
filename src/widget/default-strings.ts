import { errorStrings } from './error-strings';
import { paintStrings } from './strings';

/** Every word of the first script's widgets, English: the first paint's (strings.ts) and the components' error sentences. */
export const defaultStrings = { ...paintStrings, ...errorStrings };

import { componentStrings } from './component-strings';
import { paintStrings } from './strings';

/** Every word of the first script's widgets, English: the first paint's (strings.ts) and the components' own (component-strings.ts). */
export const defaultStrings = { ...paintStrings, ...componentStrings };

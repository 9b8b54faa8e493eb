import { buyNowLabel, errorStrings } from './error-strings';
import { paintStrings } from './strings';

/** Every word of the first script's widgets, English: the first paint's (strings.ts), and the components' error sentences and Buy now label. */
export const defaultStrings = { ...paintStrings, ...errorStrings, ...buyNowLabel };

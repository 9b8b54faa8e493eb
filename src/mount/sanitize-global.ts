// Entry of `dist/shop-embed.sanitize.js`: the script-tag bundle loads it on demand (see sanitizer.ts).
import { sanitize } from './sanitize';
import { SANITIZE_GLOBAL } from './sanitizer';

(window as unknown as Record<string, unknown>)[SANITIZE_GLOBAL] = sanitize;

import { muted } from './style-tokens';

// The selector's rules, appended to the one shared stylesheet when the localization chunk arrives; its selects are the
// card's (`.select`, `.select-wrap`, `.option-legend` in widgetStyles).
/**
 * The selector's height: its two labelled selects share one row at any width (each takes half and cuts its text short), so
 * the page stylesheet reserves this before the chunk arrives (host-styles.ts) and nothing moves when it is drawn.
 */
export const LOCALIZATION_HEIGHT = '4.9375em';

export const localizationStyles = `
.localization{display:flex;flex-wrap:wrap;gap:0 1em;align-items:flex-end;min-height:${LOCALIZATION_HEIGHT}}
.localization-field{flex:1 1 0;min-width:0;margin-bottom:.75em}
.localization-notice{flex-basis:100%;margin:0;color:${muted};font-size:.875em}
`;

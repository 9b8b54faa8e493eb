import { muted } from './style-tokens';

// The selector's rules, appended to the one shared stylesheet when the localization chunk arrives; its selects are the
// card's (`.select`, `.select-wrap`, `.option-legend` in widgetStyles).
export const localizationStyles = `
.localization{display:flex;flex-wrap:wrap;gap:0 1rem;align-items:flex-end;min-height:4.25rem}
.localization-field{flex:1 1 12rem;margin-bottom:.75rem}
.localization-notice{flex-basis:100%;margin:0;color:${muted};font-size:.875rem}
`;

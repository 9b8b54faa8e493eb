// `dist/shop-embed.cards.css`: the rules a card's shadow root holds, as a file the server renderer's cards link (a strict
// CSP allows a same-origin stylesheet, not an inline one). The components' rules: the first script adopts its own part of them (src/scripts/first-script/start.ts).
import { FALLBACK_STYLES } from '../mount/host/styles';
import { widgetStyles } from '../widget/widget-styles';

export const cardsCss = widgetStyles + FALLBACK_STYLES;

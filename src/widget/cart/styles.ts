// The cart drawer's rules, appended to the one shared stylesheet; every colour and size goes through `--shop-embed-*`.
// Its classes are the cart's own (`.cart-heading`, not the grids' `.heading`; test/widget/style-isolation.test.ts): every
// rule here reaches every widget's shadow root. The grids' heading rule is written again here, as a module shared with
// catalog-styles.ts would ride in the first script.
// A card's warning and success messages are here too: only the real store, which comes with this chunk, gives them (a card
// says an error before it: a chunk that could not be loaded). A card's empty messages row keeps its height when these rules
// arrive (it is the room its add's message will take): only the cart's own empty lists collapse.
// A line's stepper is narrower than the card's (36 + 40 + 36 px) and its Remove wraps below it: the line's middle column
// is 125 px in a 320 px drawer, whatever the language (test/e2e/narrow-cart.test.ts).
import { bg, border, colour, muted, pill, radiusSmall, space, surface, text, v } from '../style-tokens';
import { CART_EMPTY } from '../widget-styles';

/** Only the cart's messages and discount rows use these (in style-tokens.ts they would ride in the first script). */
export const warning = colour('color-warning', '#8a4b00', '#f5b451');
export const success = colour('color-success', '#166534', '#6ee7a0');

export const cartStyles = `
.message.warning{color:${warning}}.message.success{color:${success}}
.cart-heading{font-family:${v('heading-font', 'inherit')};font-size:${v('heading-size', '1.5em')};font-weight:700;letter-spacing:-.015em}
.drawer{position:fixed;inset:0 0 0 auto;width:${v('drawer-width', 'min(440px,100vw)')};max-width:100vw;height:100%;max-height:100%;margin:0;padding:0;border:0;background:${bg};color:${text};box-shadow:-8px 0 32px rgba(0,0,0,.18);overscroll-behavior:contain}
.drawer[open]{animation:shop-embed-slide ${v('drawer-speed', '240ms')} ease-out}
.drawer::backdrop{background:${v('backdrop', 'rgba(17,17,20,.45)')}}
@keyframes shop-embed-slide{from{transform:translateX(100%)}}
@media (max-width:480px){.drawer{width:100vw}}
@media (prefers-reduced-motion:reduce){.drawer[open]{animation:none}}
.drawer-panel{display:flex;flex-direction:column;height:100%}
.drawer-header{display:flex;align-items:center;justify-content:space-between;gap:${space};padding:${space};border-bottom:1px solid ${border}}
.drawer-body{flex:1;overflow-y:auto;overscroll-behavior:contain;padding:0 ${space}}
.close{display:grid;place-items:center;width:1.5715em;height:1.5715em;border:0;border-radius:${pill};background:none;color:${text};font-size:1.75em;line-height:1;cursor:pointer}
.close:hover{background:${surface}}
.cart-inline{display:flex;flex-direction:column;gap:${space};min-height:${CART_EMPTY}}
.lines{list-style:none;margin:0;padding:0}
.line{display:grid;grid-template-columns:${v('thumb-size', '72px')} 1fr auto;gap:.75em;padding:${space} 0;border-bottom:1px solid ${border}}
.line.pending{opacity:.75}
.thumb{width:${v('thumb-size', '72px')};border-radius:${radiusSmall}}
.line-body{display:flex;flex-direction:column;gap:.25em;min-width:0}
.line-title{font-size:.9375em;font-weight:600;margin:0}
.line .price{font-size:.875em}
.meta{margin:0;color:${muted};font-size:.8125em}
.meta div{display:inline;margin-inline-end:.75em}.meta dt,.meta dd{display:inline;margin:0}
.meta.status{font-style:italic}
.meta.plan{display:grid;gap:.308em;margin:.308em 0}.plan .select-wrap{font-size:calc(16em/13)}
.line-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75em;margin-top:.25em}
.line-actions .stepper{height:2.25em}.line-actions .stepper button{width:2em}.line-actions .stepper input{width:2.5em}
.line-total{font-weight:600;font-variant-numeric:tabular-nums;text-align:end;white-space:nowrap}
.line-total s{display:block;font-weight:400}
.link{padding:.308em 0;border:0;background:none;color:${text};font:inherit;font-size:.8125em;text-decoration:underline;text-underline-offset:.2em;cursor:pointer}
.extras{display:flex;flex-direction:column;gap:${space};padding:${space} 0}
.extra{align-self:flex-start;font-size:.875em}.extra:before{content:"+"/"";display:inline-block;margin-inline-end:.5em}
.cart-messages{list-style:none;padding:0;margin:0}.cart-messages:empty{display:none}
.summary{position:sticky;bottom:0;display:flex;flex-direction:column;gap:.75em;padding:${space} 0;background:${bg};border-top:1px solid ${border}}
.summary-toggle{all:unset;display:none;align-items:center;gap:.5em;min-height:2.75em;font-weight:700;cursor:pointer}
.summary-toggle span{margin-inline-start:auto}
.summary-toggle:after{content:"";width:.4em;height:.4em;margin:0 .3em;border:solid;border-width:0 2px 2px 0;transform:rotate(45deg)}
.summary-toggle[aria-expanded=true]:after{transform:rotate(225deg)}
@media (max-width:480px),(max-height:500px){.summary-toggle{display:flex}[aria-expanded=false]~.totals{display:none}}
.totals{display:flex;flex-direction:column;gap:.267em;margin:0;font-size:.9375em}
.totals .row{display:flex;justify-content:space-between;gap:1.067em}.totals dd{margin:0;font-variant-numeric:tabular-nums}
.totals .discount dd{color:${success}}
.totals .grand{font-weight:700;font-size:calc(17em/15)}
.checkout .button{width:100%}
.empty-cart{display:flex;flex-direction:column;align-items:flex-start;gap:${space};padding:${space} 0}
.empty-cart .button{text-decoration:none}
`;

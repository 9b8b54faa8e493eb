import {
  accent,
  COLOUR_TOKENS,
  bg,
  border,
  error,
  focus,
  FONT_SIZE,
  inputBorder,
  muted,
  onAccent,
  pill,
  radius,
  radiusSmall,
  sale,
  space,
  speed,
  surface,
  text,
  v,
} from './style-tokens';

// The rules of what the first script paints (cards and cart toggles), and so of the components' first render of them; the
// rest of the widgets' sheet (widget-styles.ts) comes with the components. Everything a site owner may want to change goes
// through a `--shop-embed-*` custom property with a neutral fallback, or `::part(…)`.
// Lengths are `em`, never `rem` (the page's root size: `html { font-size: 62.5% }` shrank every widget): ems of the widget's
// size (`--shop-embed-font-size` on `.shop-embed`), or, on an element with a font size of its own, of that size: 2.75rem
// of the 15px `.button` is 2.934em (rounded up, so the box ends on the same pixel). Every stylesheet follows this.
// What the browser parses is what a page pays for (bench: "stylesheet bytes injected"), and a shorthand beside one of its
// longhands is parsed as all its longhands: `font:inherit` stands alone in its rule, the size or weight after it a rule of
// its own right after (the same cascade; 300 B less parsed a rule), and the select's arrow sets its border by longhands.
// The vendor sits right on the title (view-card.ts: no box around the two): its margin takes the card body's gap back, as
// `p.vendor`, which comes after the reset of `p` margins and weighs as much.
export const paintStyles = `
${COLOUR_TOKENS}
.shop-embed{font-family:${v('font', 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif')};font-size:${FONT_SIZE};line-height:1.5;color:${text};background-color:${bg};box-sizing:border-box;-webkit-font-smoothing:antialiased}
.shop-embed *,.shop-embed *:before,.shop-embed *:after{box-sizing:inherit}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
:focus-visible,.option input:focus-visible+.option-label{outline:3px solid ${focus};outline-offset:2px}
.shop-embed :is(h2,h3,p){margin:0}
.card,.card-body{display:flex;flex-direction:column;gap:calc(${space}*.75)}
.card{max-width:${v('card-max-width', '420px')};min-height:${v('card-min-height', 'auto')};padding:${v('card-padding', '0')};background:${bg};border-radius:${radius}}
.title{font-family:${v('heading-font', 'inherit')};font-size:${v('title-size', '1.25em')};font-weight:${v('title-weight', '650')};line-height:1.25;letter-spacing:-.01em}
p.vendor{color:${muted};font-size:.8125em;text-transform:uppercase;letter-spacing:.06em;margin-bottom:calc(${space}*-.75)}
.description{color:${muted};font-size:.9375em}p.description{white-space:pre-line}.description>*+*{margin-top:.5em}.description ul{padding-inline-start:1.25em}
.price{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25em .6em;font-weight:600;font-variant-numeric:tabular-nums}
.price-sale{color:${sale}}
.price-compare{color:${muted};font-weight:400;font-size:.9em}
.unit-price{flex-basis:100%;color:${muted};font-size:.8125em;font-weight:400}
.stock{font-size:.8125em;font-weight:600}
.media{position:relative;aspect-ratio:${v('image-ratio', '1')};background:${surface};border-radius:${radius};overflow:hidden}
.media img,.media .placeholder{position:absolute;inset:0;width:100%;height:100%;object-fit:${v('image-fit', 'cover')}}
.lazy{opacity:0;transition:opacity ${speed}}.lazy.loaded{opacity:1}
.carousel{position:relative;display:flex;flex-direction:column;gap:.5em;touch-action:pan-y}
.cart-toggle svg{width:1.25em;height:1.25em;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.dots{display:flex;justify-content:center;flex-wrap:wrap;gap:.125em}
.dot{width:1.5em;height:1.5em;display:grid;place-items:center;padding:0;border:0;background:none;font:inherit;cursor:pointer}
.dot:before{content:"";width:.5em;height:.5em;border-radius:50%;background:${inputBorder};transition:background ${speed},transform ${speed}}
.dot[aria-current=true]:before{background:${accent};transform:scale(1.25)}
.counter{text-align:center;color:${muted};font-size:.8125em}
.options{display:flex;flex-direction:column;gap:.75em}
.reserve-field{height:4.1875em}.reserve-check{height:1.875em}
.option-group{border:0;margin:0;padding:0;min-width:0}
.option-legend{display:block;padding:0;margin-bottom:.429em;font-size:.875em;font-weight:600}
.option-legend span{font-weight:400;color:${muted}}
.option-values{display:flex;flex-wrap:wrap;gap:.5em}
.option{position:relative;display:inline-flex}
.option input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.option-label{display:inline-flex;align-items:center;justify-content:center;min-width:3.143em;min-height:2.858em;padding:.429em 1em;border:1px solid ${border};border-radius:${radiusSmall};background:${bg};font-size:.875em;transition:border-color ${speed},background ${speed},color ${speed}}
.option:hover .option-label{border-color:${accent}}
.option input:checked+.option-label{border-color:${accent};background:${accent};color:${onAccent}}
.option.soldout .option-label{color:${muted};text-decoration:line-through;border-style:dashed}
.option.soldout input:checked+.option-label{background:${surface};color:${text}}
.option input:disabled+.option-label{opacity:.55;cursor:not-allowed}
.swatch .option-label{min-width:0;width:2.572em;height:2.572em;min-height:0;padding:0;border-radius:50%;background:var(--shop-embed-swatch-color,${surface});box-shadow:inset 0 0 0 2px ${bg}}
.swatch input:checked+.option-label{background:var(--shop-embed-swatch-color,${surface});border:2px solid ${accent}}
.swatch.soldout .option-label{background:linear-gradient(to top right,transparent calc(50% - 1px),${muted} 50%,transparent calc(50% + 1px)),var(--shop-embed-swatch-color,${surface})}
.select-wrap{position:relative}
.select-wrap:after{content:"";position:absolute;inset-inline-end:.95em;top:50%;width:.45em;height:.45em;border-style:solid;border-color:${muted};border-width:0 2px 2px 0;transform:translateY(-70%) rotate(45deg);pointer-events:none}
.select{appearance:none;width:100%;min-height:2.858em;padding:.572em 2.572em .572em .858em;border:1px solid ${inputBorder};border-radius:${radiusSmall};background:${bg};color:${text};font:inherit;text-overflow:ellipsis}.select{font-size:.875em}
.buy{display:flex;flex-wrap:wrap;gap:.5em;align-items:stretch}
.stepper{display:inline-flex;align-items:stretch;border:1px solid ${inputBorder};border-radius:${radiusSmall};background:${bg};overflow:hidden}
.stepper :focus-visible{outline-offset:-3px}
.stepper button{width:2.223em;border:0;background:none;color:${text};font:inherit;cursor:pointer}.stepper button{font-size:1.125em}
.stepper button:hover:not([aria-disabled=true]){background:${surface}}
.stepper button[aria-disabled=true]{color:${muted};cursor:not-allowed}
.stepper input{width:3em;border:0;border-inline:1px solid ${border};text-align:center;font:inherit;color:${text};background:${bg};-moz-appearance:textfield}
.stepper input::-webkit-inner-spin-button,.stepper input::-webkit-outer-spin-button{-webkit-appearance:none;margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.534em;min-height:2.934em;padding:.667em 1.334em;border:1px solid ${accent};border-radius:${pill};background:${accent};color:${onAccent};font:inherit;cursor:pointer;transition:opacity ${speed},transform ${speed},background ${speed}}.button{font-weight:600;font-size:.9375em}
.buy .button{flex:1 1 10.667em}
.button:hover:not(:disabled){opacity:.9}.button:active:not(:disabled){transform:translateY(1px)}
.button:disabled{background:${surface};border-color:${border};color:${muted};cursor:not-allowed}
.button[aria-busy=true]{cursor:progress}
.button[aria-busy=true]:before{content:"";width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:shop-embed-spin .8s linear infinite}
.messages{font-size:.875em;min-height:1.429em}
.message{margin:0}.message.error{color:${error}}
.cart-toggle{position:relative;display:inline-flex;align-items:center;gap:.5em;min-height:2.75em;padding:.5em .875em;border:1px solid ${border};border-radius:${pill};background:${bg};color:${text};font-weight:600;cursor:pointer}
.cart-toggle:hover{border-color:${accent}}
.cart-count{min-width:2em;height:2em;padding:0 .5em;display:inline-grid;place-items:center;border-radius:${pill};background:${accent};color:${onAccent};font-size:.75em;font-variant-numeric:tabular-nums}
.cart-toggle.pending .cart-count{animation:shop-embed-pulse 1s ease-in-out infinite}
@keyframes shop-embed-spin{to{transform:rotate(1turn)}}
@keyframes shop-embed-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.shop-embed *,.shop-embed *:before,.shop-embed *:after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important}}
`;

// The rules of the forms under a cart's lines (the order note and the site's cart attributes, the email, discount codes
// and gift cards): they come with those forms' chunk (src/scripts/cart-extras), which adds them to every widget's sheet as
// it arrives, so a cart that never opens one carries none of them (issue 45: a cart page's scripts). React's stylesheets
// take them with the cart's (src/react/styles.ts). The buttons that stand for the forms (`.extras`, `.extra`) are the
// cart's own rules (styles.ts).
import { bg, error, inputBorder, muted, radiusSmall, surface, text } from '../style-tokens';

export const cartFormStyles = `
.field{display:flex;flex-direction:column;gap:.429em;font-size:.875em}
.field>label,.attribute{font-weight:600}
.attribute{display:flex;flex-direction:column;gap:.286em}
.field-row{display:flex;gap:.572em}.field-row .input{flex:1;min-width:0}
.input{min-height:2.858em;padding:.572em .858em;border:1px solid ${inputBorder};border-radius:${radiusSmall};background:${bg};color:${text};font:inherit;font-weight:400}
textarea.input{resize:vertical}
.input[aria-invalid="true"]{border-color:${error}}
.field .messages{font-size:1em}.field .button{font-size:calc(15em/14);min-height:2.667em}.chips .link{font-size:1em;min-height:3.077em}
.chips{display:flex;flex-direction:column;gap:.375em;list-style:none;margin:.5em 0 0;padding:0}
.chip{display:flex;justify-content:space-between;align-items:center;gap:.616em;padding:.462em .924em;border-radius:${radiusSmall};background:${surface};font-size:.8125em}
.chip .status{color:${muted}}.chip.inapplicable .code{text-decoration:line-through}
`;

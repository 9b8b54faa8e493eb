import { muted, v } from './style-tokens';

// The catalog chunk's rules (headings, tiles, "Load more", empty grid, policy links), appended to the one shared stylesheet when the
// chunk arrives, after the grids' frame and skeletons (`gridStyles`, grid-styles.ts), which the chunk brings too.
export const catalogStyles = `
.heading{letter-spacing:-.015em;font-family:${v('heading-font', 'inherit')};font-size:${v('heading-size', '1.5em')};font-weight:700}
.tile .title a{color:inherit;text-decoration:none}.tile .title a:hover{text-decoration:underline}
.tile .title{font-size:${v('tile-title-size', '1em')};font-weight:600}
.tile{display:flex;flex-direction:column;gap:.5em;height:100%}
.tile .actions{display:flex;flex-direction:column;gap:.5em;margin-top:auto}
.tile .button{width:100%}
.tile .messages{min-height:0}
.more{display:flex;justify-content:center}
.empty{color:${muted}}
.policies ul{display:flex;flex-wrap:wrap;gap:.5em 1.25em;padding:0;margin:0;list-style:none}
.policies a{color:${v('color-link', 'inherit')};font-size:.875em;text-underline-offset:.2em;display:inline-block;line-height:1.715em}
`;

import { bg, border, focus, muted, radiusSmall, space, surface, text, v } from './style-tokens';

// The discovery chunk's rules (search box and its suggestions, facets, chips, the phone's filter sheet), added to the one
// shared stylesheet when the chunk arrives. The tiles and grid are the catalog chunk's, which comes first.
export const discoveryStyles = `
.search{display:flex;flex-direction:column;gap:${space}}
.combobox{position:relative}
.search-input{box-sizing:border-box;width:100%;min-height:2.75em;padding:.5em .875em;font:inherit;color:${text};background:${bg};border:1px solid ${border};border-radius:${radiusSmall}}
.listbox{position:absolute;z-index:2;inset-inline:0;top:calc(100% + 4px);margin:0;padding:.25em 0;list-style:none;background:${bg};border:1px solid ${border};border-radius:${radiusSmall};box-shadow:0 8px 24px rgb(0 0 0/.12)}
.listbox[hidden]{display:none}
.suggestion{padding:.625em .875em;cursor:pointer;min-height:1.5em}
.suggestion[aria-selected=true],.suggestion:hover{background:${surface}}
.suggestion[aria-selected=true]{outline:2px solid ${focus};outline-offset:-2px}
.suggestion.all{border-top:1px solid ${border};font-weight:600}
.toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:.75em;margin-block:.75em}
.toolbar .count{margin:0;color:${muted}}
.sort{margin-inline-start:auto;display:flex;align-items:center;gap:.5em}
.sort select,.price-range input{font:inherit;min-height:2.75em;padding:.25em .5em;border:1px solid ${border};border-radius:${radiusSmall};background:${bg};color:${text}}
.filter-chips{display:flex;flex-wrap:wrap;gap:.5em;padding:0;margin:0 0 .75em;list-style:none}
.filter-chip{font:inherit;font-size:.875em;min-height:3.143em;padding:.286em 1em;border:1px solid ${border};border-radius:999px;background:${surface};color:${text};cursor:pointer}
.filter-chip.clear{background:none;text-decoration:underline}
.layout.with-facets{display:grid;grid-template-columns:minmax(180px,220px) 1fr;gap:${v('grid-gap', '24px 16px')}}
.results{min-width:0}
.facets-list{display:flex;flex-direction:column;gap:1em}
.facet{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:.25em}
.facet legend{font-weight:600;padding:0;margin-bottom:.25em}
.check{display:flex;align-items:center;gap:.5em;min-height:2.75em}
.check input{width:1.25em;height:1.25em;margin:0;font:inherit}
.check .count{color:${muted}}
.check:has(input:disabled){color:${muted}}
.price-range{display:flex;flex-wrap:wrap;align-items:end;gap:.5em}
.price-range label{display:flex;flex-direction:column;font-size:.875em;color:${muted}}
.price-range input{width:6.286em;min-height:3.143em;padding:.286em .572em}
.filters-toggle{display:none}
.discovery[aria-busy=true] .grid{opacity:.6}
.no-results{display:flex;flex-direction:column;align-items:flex-start;gap:.5em}
.no-results p{margin:0}
.sheet{box-sizing:border-box;width:100%;max-width:100%;max-height:85vh;margin:auto 0 0;padding:${space};border:0;border-radius:${radiusSmall} ${radiusSmall} 0 0;background:${bg};color:${text}}
.sheet::backdrop{background:rgb(0 0 0/.4)}
.sheet-head{display:flex;justify-content:space-between;align-items:center;margin-bottom:.75em}
.sheet-head h2{font-size:1.125em;margin:0}
.sheet>.button{width:100%;margin-top:1em}
@media (max-width:599px){.filters-toggle{display:inline-flex}.layout.with-facets{display:block}.layout>.facets{display:none}.sort{margin-inline-start:0}}
`;

import { bg, border, focus, muted, radiusSmall, space, surface, text, v } from './style-tokens';

// The discovery chunk's rules (search box and its suggestions, facets, chips, the phone's filter sheet), added to the one
// shared stylesheet when the chunk arrives. The tiles and grid are the catalog chunk's, which comes first.
export const discoveryStyles = `
.search{display:flex;flex-direction:column;gap:${space}}
.combobox{position:relative}
.search-input{box-sizing:border-box;width:100%;min-height:2.75rem;padding:.5rem .875rem;font:inherit;color:${text};background:${bg};border:1px solid ${border};border-radius:${radiusSmall}}
.listbox{position:absolute;z-index:2;inset-inline:0;top:calc(100% + 4px);margin:0;padding:.25rem 0;list-style:none;background:${bg};border:1px solid ${border};border-radius:${radiusSmall};box-shadow:0 8px 24px rgb(0 0 0/.12)}
.listbox[hidden]{display:none}
.suggestion{padding:.625rem .875rem;cursor:pointer;min-height:1.5rem}
.suggestion[aria-selected=true],.suggestion:hover{background:${surface}}
.suggestion[aria-selected=true]{outline:2px solid ${focus};outline-offset:-2px}
.suggestion.all{border-top:1px solid ${border};font-weight:600}
.toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin-block:.75rem}
.toolbar .count{margin:0;color:${muted}}
.sort{margin-inline-start:auto;display:flex;align-items:center;gap:.5rem}
.sort select,.price-range input{font:inherit;min-height:2.75rem;padding:.25rem .5rem;border:1px solid ${border};border-radius:${radiusSmall};background:${bg};color:${text}}
.filter-chips{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;margin:0 0 .75rem;list-style:none}
.filter-chip{font:inherit;font-size:.875rem;min-height:2.75rem;padding:.25rem .875rem;border:1px solid ${border};border-radius:999px;background:${surface};color:${text};cursor:pointer}
.filter-chip.clear{background:none;text-decoration:underline}
.layout.with-facets{display:grid;grid-template-columns:minmax(180px,220px) 1fr;gap:${v('grid-gap', '24px 16px')}}
.results{min-width:0}
.facets-list{display:flex;flex-direction:column;gap:1rem}
.facet{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:.25rem}
.facet legend{font-weight:600;padding:0;margin-bottom:.25rem}
.check{display:flex;align-items:center;gap:.5rem;min-height:2.75rem}
.check input{width:1.25rem;height:1.25rem;margin:0}
.check .count{color:${muted}}
.check:has(input:disabled){color:${muted}}
.price-range{display:flex;flex-wrap:wrap;align-items:end;gap:.5rem}
.price-range label{display:flex;flex-direction:column;font-size:.875rem;color:${muted}}
.price-range input{width:5.5rem}
.filters-toggle{display:none}
.discovery[aria-busy=true] .grid{opacity:.6}
.no-results{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem}
.no-results p{margin:0}
.sheet{box-sizing:border-box;width:100%;max-width:100%;max-height:85vh;margin:auto 0 0;padding:${space};border:0;border-radius:${radiusSmall} ${radiusSmall} 0 0;background:${bg};color:${text}}
.sheet::backdrop{background:rgb(0 0 0/.4)}
.sheet-head{display:flex;justify-content:space-between;align-items:center;margin-bottom:.75rem}
.sheet-head h2{font-size:1.125rem;margin:0}
.sheet>.button{width:100%;margin-top:1rem}
@media (max-width:599px){.filters-toggle{display:inline-flex}.layout.with-facets{display:block}.layout>.facets{display:none}.sort{margin-inline-start:0}}
`;

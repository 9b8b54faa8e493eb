import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carouselStyles } from '../../src/widget/card-extras-styles';
import { cartFormStyles } from '../../src/widget/cart/form-styles';
import { cartStyles } from '../../src/widget/cart/styles';
import { catalogStyles } from '../../src/widget/catalog-styles';
import { contentStyles } from '../../src/widget/content/content-styles';
import { discoveryStyles } from '../../src/widget/discovery-styles';
import { localizationStyles } from '../../src/widget/localization-styles';
import { rtlStyles } from '../../src/widget/languages/rtl-styles';
import { hostStyles } from '../../src/mount/host/host-styles';
import { widgetStyles } from '../../src/widget/widget-styles';

// Every widget's rules share one stylesheet (each shadow root adopts it whole, and `shop-embed/react/styles.css` puts them
// in the page itself), so a class two widgets both style, or a rule of one widget on a class another draws, restyles the
// other as soon as both are on a page: a search box's `.option` gave the card's option buttons its padding. The base sheet
// (widgetStyles: the card's rules and the parts every widget shares, as `.button`, `.price`, `.stepper`) is the one every
// widget may draw; a chunk's sheet styles its own classes, and touches a shared one only under one of its own.

const sheets = {
  // The card's own rules (the carousel's controls come with the card extras chunk) are the base's.
  base: widgetStyles + carouselStyles,
  catalog: catalogStyles,
  discovery: discoveryStyles,
  localization: localizationStyles,
  // The forms under a cart's lines come with a chunk of their own; they are the cart's.
  cart: cartStyles + cartFormStyles,
  content: contentStyles,
};
type Sheet = keyof typeof sheets;

/** Each selector of a stylesheet (declarations and at-rule heads dropped, split at commas outside parentheses). */
function selectors(css: string): string[] {
  const heads = css.replace(/\{[^{}]*\}/g, '\n').replace(/@[^{\n]*\{/g, '\n');
  return heads
    .split('\n')
    .flatMap((list) => list.split(/,(?![^(]*\))/))
    .map((s) => s.trim())
    .filter(Boolean);
}
const classesOf = (selector: string) => new Set(selector.match(/\.[a-zA-Z][\w-]*/g)?.map((c) => c.slice(1)));

const styled = new Map<string, Set<Sheet>>();
for (const [sheet, css] of Object.entries(sheets) as [Sheet, string][])
  for (const selector of selectors(css)) for (const name of classesOf(selector)) styled.set(name, (styled.get(name) ?? new Set()).add(sheet));
const own = (sheet: Sheet, name: string) => styled.get(name)!.size === 1 && styled.get(name)!.has(sheet);

/** The widgets' sources: the sheets whose classes each may draw (the base's always). A filtered grid draws the catalog's tiles. */
const widgets: { files: RegExp; sheets: Sheet[] }[] = [
  { files: /^card\/|^(line-fields|LazyImage|QuantityStepper|Skeleton|WidgetBoundary)\.tsx$/, sheets: [] },
  { files: /^(ProductTile|CollectionGrid|ProductRecommendations|ShopPolicies|TilePages|catalog-skeleton)\.tsx$/, sheets: ['catalog'] },
  { files: /^(SearchBox|Facets|FilterBar|FilteredProducts)\.tsx$/, sheets: ['discovery', 'catalog'] },
  { files: /^Localization\.tsx$/, sheets: ['localization'] },
  { files: /^cart\//, sheets: ['cart'] },
  { files: /^content\//, sheets: ['content'] },
];
const widgetDir = new URL('../../src/widget/', import.meta.url);
const sources = (readdirSync(widgetDir, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));

/** The class names a source draws: the words of its `className`/`class:` values (a template's expressions by their strings). */
function drawn(source: string): Set<string> {
  const names = new Set<string>();
  const values = /\bclass(?:Name)?(?:="([^"]*)"|=\{(.*?)\}(?=[\s/>])|: *(`[^`]*`|'[^']*'))/g;
  for (const match of source.matchAll(values)) {
    const value = (match[1] ?? match[2] ?? match[3])!.replace(/\$\{([^}]*)\}/g, (_, e: string) => e.match(/'[^']*'/g)?.join(' ') ?? '');
    for (const word of value.split(/[\s'"`]+/)) if (/^[a-z][\w-]*[a-z]$/.test(word)) names.add(word);
  }
  return names;
}

describe('each widget’s rules reach only that widget', () => {
  it('a chunk styles a class no other sheet styles, or a shared one only under a class of its own', () => {
    const reaching: string[] = [];
    for (const [sheet, css] of Object.entries(sheets) as [Sheet, string][]) {
      if (sheet === 'base') continue;
      for (const selector of selectors(css)) {
        const names = [...classesOf(selector)];
        const foreign = names.filter((name) => !own(sheet, name));
        // A class of another chunk is never styled here; a shared (base) one only beside or under this sheet's own.
        if (foreign.some((name) => !styled.get(name)!.has('base')) || (foreign.length > 0 && !names.some((name) => own(sheet, name))))
          reaching.push(`${sheet}: ${selector}`);
      }
    }
    expect(reaching).toEqual([]);
  });

  it('a widget draws only classes of its own sheets or the shared ones', () => {
    const borrowed: string[] = [];
    for (const file of sources) {
      const widget = widgets.find(({ files }) => files.test(file.replace(/\\/g, '/')));
      if (!widget) continue;
      for (const name of drawn(readFileSync(new URL(file, widgetDir), 'utf8'))) {
        const by = styled.get(name);
        if (by && !by.has('base') && ![...by].every((sheet) => widget.sheets.includes(sheet))) borrowed.push(`${file}: .${name} (${[...by]})`);
      }
    }
    expect(borrowed).toEqual([]);
  });

  it('reads the class names the widgets draw', () => {
    // The scan above is only as good as this: it finds the suggestions', the card's and the cart's classes.
    const all = new Set(sources.flatMap((file) => [...drawn(readFileSync(new URL(file, widgetDir), 'utf8'))]));
    for (const name of ['combobox', 'option-label', 'cart-count', 'line-total', 'chip', 'tile', 'localization', 'content-embed'])
      expect(all).toContain(name);
  });
});

describe('sizes from the widget, not the page', () => {
  it('no stylesheet sizes anything in `rem` (the page’s root size: `html { font-size: 62.5% }` shrank every widget)', () => {
    const all = {
      ...sheets,
      rtlStyles,
      hostStyles,
      planChooser: readFileSync(new URL('../../src/widget/card/view-plans.ts', import.meta.url), 'utf8'),
    };
    const inRem = Object.entries(all).flatMap(([name, css]) => (css.match(/[\d.]+rem\b/g) ?? []).map((length) => `${name}: ${length}`));
    expect(inRem).toEqual([]);
  });
});

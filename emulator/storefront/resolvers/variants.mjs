// @ts-check
// The Storefront API's option-value model on Product: variant lookup by selected options, adjacent variants, each option
// value's first selectable variant, and the encoded existence / availability of every option-value combination.
// Each rule quotes the field description of Shopify's own 2025-01 schema (schema/storefront.schema.json, which is the
// "Product" object of the Storefront API reference, shopify.dev/docs/api/storefront/2025-01/objects/Product).

import { sellable } from '../data/catalog.mjs';

/**
 * @typedef {import('../data/catalog.mjs').CatalogProduct} Product
 * @typedef {import('../data/catalog.mjs').CatalogVariant} Variant
 * @typedef {{ name: string, value: string }} Wanted
 * @typedef {{ selectedOptions?: readonly Wanted[] | null, ignoreUnknownOptions?: boolean, caseInsensitiveMatch?: boolean }} MatchArgs
 */

const available = sellable;

/** Each variant's positions, worked out once: a product's options and a variant's values never change. */
const positionsOf = new WeakMap();

/**
 * @param {Product} p @param {Variant} v  option-value positions of a variant, in option order. Kept per variant: the
 * option-value fields ask for them for every variant, once per option value, and on the 630-variant product working them
 * out each time made a page's one read of fifty cards take 50-100 ms of the emulator's time (a server answers these
 * from an index).
 */
function positions(p, v) {
  let at = positionsOf.get(v);
  if (!at) positionsOf.set(v, (at = p.options.map((o, k) => o.values.findIndex((value) => value.name === v.selectedOptions[k]?.value))));
  return at;
}

/**
 * The selection as a map from option position to the chosen value's position, or null when it can match no variant:
 * an unknown option name (unless `ignoreUnknownOptions`) or an unknown value of a known option. Names and values
 * compare exactly unless `caseInsensitiveMatch` ("Whether to perform case insensitive match on option names and values").
 * @param {Product} p @param {readonly Wanted[]} wanted @param {boolean} ignoreUnknown @param {boolean} caseInsensitive
 * @returns {Map<number, number> | null}
 */
function selection(p, wanted, ignoreUnknown, caseInsensitive) {
  /** @param {string} s */
  const norm = (s) => (caseInsensitive ? s.toLowerCase() : s);
  /** @type {Map<number, number>} */
  const chosen = new Map();
  for (const w of wanted) {
    const k = p.options.findIndex((o) => norm(o.name) === norm(w.name));
    if (k < 0) {
      if (ignoreUnknown) continue;
      return null;
    }
    const j = p.options[k]?.values.findIndex((value) => norm(value.name) === norm(w.value)) ?? -1;
    if (j < 0) return null;
    chosen.set(k, j);
  }
  return chosen;
}

/** @param {Product} p @param {Map<number, number>} chosen  the first variant (in position order) carrying every chosen value */
function firstMatching(p, chosen) {
  return p.variants.find((v) => {
    const at = positions(p, v);
    return [...chosen].every(([k, j]) => at[k] === j);
  });
}

/**
 * `selectedOrFirstAvailableVariant`: "Find an active product variant based on selected options, availability or the first
 * variant. All arguments are optional. If no selected options are provided, the first available variant is returned.
 * If no variants are available, the first variant is returned." A selection that names an existing variant returns it,
 * sold out or not; one that names no variant falls back like no selection. `ignoreUnknownOptions` defaults to true.
 * @param {Product} p @param {MatchArgs} a
 */
export function selectedOrFirstAvailable(p, a) {
  const chosen = a.selectedOptions?.length ? selection(p, a.selectedOptions, a.ignoreUnknownOptions ?? true, a.caseInsensitiveMatch ?? false) : null;
  return (chosen && chosen.size > 0 && firstMatching(p, chosen)) || p.variants.find(available) || p.variants[0] || null;
}

/**
 * `variantBySelectedOptions`: "Find a product's variant based on its selected options … If there is not a variant for the
 * selected options, `null` will be returned." Here `ignoreUnknownOptions` defaults to false, so an option the product
 * does not have makes the selection match nothing.
 * @param {Product} p @param {MatchArgs} a
 */
export function bySelectedOptions(p, a) {
  const chosen = selection(p, a.selectedOptions ?? [], a.ignoreUnknownOptions ?? false, a.caseInsensitiveMatch ?? false);
  return (chosen && chosen.size > 0 && firstMatching(p, chosen)) || null;
}

/**
 * `adjacentVariants`: "A list of variants whose selected options differ with the provided selected options by one,
 * ordered by variant id. If selected options are not provided, adjacent variants to the first available variant is
 * returned." The selection need not exist as a variant (a missing combination still has neighbours). Options the
 * caller leaves out take the values of the variant `selectedOrFirstAvailableVariant` gives for the same arguments.
 * @param {Product} p @param {MatchArgs} a
 */
export function adjacent(p, a) {
  const base = selectedOrFirstAvailable(p, a);
  if (!base) return [];
  const chosen =
    (a.selectedOptions?.length && selection(p, a.selectedOptions, a.ignoreUnknownOptions ?? true, a.caseInsensitiveMatch ?? false)) || new Map();
  const target = positions(p, base).map((j, k) => chosen.get(k) ?? j);
  return p.variants.filter((v) => positions(p, v).filter((j, k) => j !== target[k]).length === 1).sort((x, y) => numericId(x) - numericId(y));
}

/** @param {Variant} v */
const numericId = (v) => Number(v.id.slice(v.id.lastIndexOf('/') + 1));

/**
 * `ProductOptionValue.firstSelectableVariant`: "The product variant that combines this option value with the
 * lowest-position option values for all other options. This field will always return a variant, provided a variant
 * including this option value exists." Availability plays no part: the variants carrying the value are compared by
 * their other options' positions, first option first.
 * @param {Product} p @param {number} option @param {number} value
 */
export function firstSelectable(p, option, value) {
  /** @type {{ v: Variant, at: number[] } | null} */
  let best = null;
  for (const v of p.variants) {
    const at = positions(p, v);
    if (at[option] !== value) continue;
    if (!best || compare(at, best.at) < 0) best = { v, at };
  }
  return best?.v ?? null;
}

/** @param {number[]} x @param {number[]} y */
function compare(x, y) {
  for (let k = 0; k < x.length; k++) if ((x[k] ?? 0) !== (y[k] ?? 0)) return (x[k] ?? 0) - (y[k] ?? 0);
  return 0;
}

/**
 * `encodedVariantExistence` / `encodedVariantAvailability` (same encoding, from the schema's field descriptions and
 * Hydrogen's "decodeEncodedVariant" / "isOptionValueCombinationInEncodedVariant" reference, which carries the `v1_`
 * version prefix): the option-value position tuples as a trie.
 * - `:` steps down to the next option: `0:1` is value 0 of the first option with value 1 of the second;
 * - in the last option's list, consecutive positions collapse to a range `a-b` and runs are separated by a space
 *   (`0 2-4`); ranges occur only there ("not `0:0-2:0-2`");
 * - every list below the top one ends with `,`, so closing several levels gives several commas. The schema's worked
 *   example (options [Size, Color, Material]) is `0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,`; the top list is not closed.
 * No combination at all encodes as the bare prefix `v1_` (not documented; decoders read it as empty).
 * @param {Product} p @param {(v: Variant) => boolean} keep
 */
export function encodeVariants(p, keep) {
  const tuples = p.variants
    .filter(keep)
    .map((v) => positions(p, v))
    .sort(compare);
  return `v1_${encodeLevel(tuples, 0, p.options.length)}`;
}

/** @param {number[][]} tuples sorted, sharing their first `depth` positions @param {number} depth @param {number} width @returns {string} */
function encodeLevel(tuples, depth, width) {
  const heads = [...new Set(tuples.map((t) => t[depth] ?? 0))];
  if (depth === width - 1) return runs(heads);
  return heads
    .map(
      (head) =>
        `${head}:${encodeLevel(
          tuples.filter((t) => t[depth] === head),
          depth + 1,
          width,
        )},`,
    )
    .join('');
}

/** @param {number[]} sorted ascending, distinct  `[0,1,2,4]` → `0-2 4` */
function runs(sorted) {
  /** @type {string[]} */
  const parts = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] ?? 0) === (sorted[j] ?? 0) + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : `${sorted[i]}`);
    i = j + 1;
  }
  return parts.join(' ');
}

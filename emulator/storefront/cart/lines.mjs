// @ts-check
// Line rules of a real shop: same merchandise + same attributes merge, quantities are clamped to stock with a
// warning, sold-out merchandise is refused with a warning, unknown merchandise or lines are user errors.
// Every function edits a draft cart; the caller throws the draft away when there are user errors.
// Sources of each refusal are beside it; where Shopify documents no number (lines per cart, an upper quantity other than
// Int's 32 bits, attribute key/value lengths) none is enforced.
import { childId } from './store.mjs';
import { parseGid } from '../connection.mjs';
import { sellable } from '../data/catalog.mjs';
import { findPlan, plansOf } from '../data/selling-plans.mjs';

/**
 * @typedef {{ field: string[] | null, message: string, code: string }} UserError
 * @typedef {{ code: string, message: string, target: string }} Warning
 * @typedef {{ userErrors: UserError[], warnings: Warning[], cartless?: boolean }} Outcome  cartless: the payload's cart is null
 * @typedef {import('./store.mjs').Cart} Cart
 * @typedef {import('./store.mjs').Attribute} Attribute
 * @typedef {import('../data/catalog.mjs').CatalogIndex} CatalogIndex
 * @typedef {import('../data/catalog.mjs').CatalogVariant} Variant
 */

// "As of Storefront API version 2024-07, you will get a `NOTE_TOO_LONG` user error in cart mutations in case the note
// exceeds the maximum number of 5000 characters." (shopify.dev/changelog/note-length-is-now-validated-5000-char)
export const NOTE_MAX_LENGTH = 5000;

/**
 * Merchandise that does not exist (or is not published to the storefront, which a shop cannot tell apart): code INVALID
 * on `…merchandiseId` and no cart, as the live Storefront API answered a cartLinesAdd in Shopify/hydrogen#2259 (2024-07):
 * `{"cart": null, … {"message": "The merchandise with id gid://shopify/ProductVariant/… does not exist.", "field":
 * ["lines", "0", "merchandiseId"], "code": "INVALID"}}`. Not INVALID_MERCHANDISE_LINE: the 2025-01 schema describes that
 * code as "Merchandise line was not found in cart." (a line id, see updateLines / removeLines).
 * @param {string[]} field @param {unknown} id @param {Outcome} out
 */
function unknownMerchandise(field, id, out) {
  out.userErrors.push({ field, message: `The merchandise with id ${id} does not exist.`, code: 'INVALID' });
  out.cartless = true;
}

/**
 * A line id that is not in the cart: INVALID_MERCHANDISE_LINE, "Merchandise line was not found in cart." (CartErrorCode,
 * 2025-01 schema). The message is ours; Shopify's wording for this case is not documented.
 * @param {string[]} field @param {unknown} id @param {Outcome} out
 */
const unknownLine = (field, id, out) =>
  out.userErrors.push({ field, message: `The merchandise line with id ${id} does not exist.`, code: 'INVALID_MERCHANDISE_LINE' });

/**
 * A line's selling plan: null for one-time purchase, which a product that requires a plan refuses; a plan must be one of
 * the variant's product's. Since 2025-07 each has its CartErrorCode: VARIANT_REQUIRES_SELLING_PLAN and
 * SELLING_PLAN_NOT_APPLICABLE (shopify.dev/changelog/storefront-api-cart-exposes-selling-plan-errors); the messages are ours.
 * False when refused.
 * @param {Variant} variant @param {unknown} planId @param {string[]} field @param {CatalogIndex} index @param {Outcome} out
 */
function planAllowed(variant, planId, field, index, out) {
  const product = index.products.get(variant.productId);
  if (planId == null) {
    if (!plansOf(product)?.requires) return true;
    out.userErrors.push({ field, message: 'Variant can only be purchased with a selling plan.', code: 'VARIANT_REQUIRES_SELLING_PLAN' });
    return false;
  }
  if (findPlan(product, String(planId))) return true;
  out.userErrors.push({
    field,
    message: `The selling plan with id ${planId} is not available for this variant.`,
    code: 'SELLING_PLAN_NOT_APPLICABLE',
  });
  return false;
}

/** @returns {Outcome} */
export const outcome = () => ({ userErrors: [], warnings: [] });

/** @param {readonly Attribute[] | null | undefined} list */
const attributeKey = (list) => JSON.stringify([...(list ?? [])].map((a) => [a.key, a.value]).sort());

/** @param {Variant} v @param {CatalogIndex} index */
function variantName(v, index) {
  const product = index.products.get(v.productId);
  return v.title === 'Default Title' ? (product?.title ?? v.title) : `${product?.title} - ${v.title}`;
}

// Stock is a warning, never a user error: "As of API version 2024-10, inventory errors about stock levels will no longer be
// included in the `userErrors` of cart mutations. Inventory errors will now be available in a new return field, `warnings`
// and will contain explicit `code` values of `MERCHANDISE_NOT_ENOUGH_STOCK` or `MERCHANDISE_OUT_OF_STOCK`."
// (shopify.dev/changelog/cart-warnings-in-storefront-api-cart)
/**
 * Sets a line's quantity, clamped to the stock of its merchandise.
 * @param {import('./store.mjs').Line} line @param {number} wanted @param {Variant} variant
 * @param {CatalogIndex} index @param {Outcome} out
 */
function setClamped(line, wanted, variant, index, out) {
  if (wanted > variant.stock && !variant.continueSelling) {
    line.quantity = variant.stock;
    out.warnings.push({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: `Only ${variant.stock} item${variant.stock === 1 ? '' : 's'} of ${variantName(variant, index)} could be added to your cart due to availability.`,
      target: line.id,
    });
  } else {
    line.quantity = wanted;
  }
}

/** @param {Variant} variant @param {CatalogIndex} index @returns {Warning} */
const soldOut = (variant, index) => ({
  code: 'MERCHANDISE_OUT_OF_STOCK',
  message: `The product '${variantName(variant, index)}' is already sold out.`,
  target: variant.id,
});

/**
 * @param {unknown} id @param {CatalogIndex} index
 */
export function findVariant(id, index) {
  const gid = parseGid(id);
  return gid?.type === 'ProductVariant' && typeof id === 'string' ? index.variants.get(id.split('?')[0] ?? '') : undefined;
}

/**
 * cartLinesAdd / cartCreate lines.
 * @param {Cart} cart
 * @param {readonly { merchandiseId: string, quantity?: number | null, attributes?: Attribute[] | null, sellingPlanId?: string | null }[]} inputs
 * @param {string[]} path  field path of the lines argument, e.g. ['lines'] or ['input', 'lines']
 * @param {CatalogIndex} index
 * @param {Outcome} out
 */
export function addLines(cart, inputs, path, index, out) {
  inputs.forEach((input, i) => {
    const variant = findVariant(input.merchandiseId, index);
    const quantity = input.quantity ?? 1;
    if (!variant) {
      unknownMerchandise([...path, String(i), 'merchandiseId'], input.merchandiseId, out);
      return;
    }
    // Negative quantities: no document gives Shopify's answer; INVALID is the schema's generic "The input value is invalid."
    if (quantity < 0) {
      out.userErrors.push({ field: [...path, String(i), 'quantity'], message: 'The quantity must be a positive number.', code: 'INVALID' });
      return;
    }
    const plan = input.sellingPlanId ?? null;
    if (!planAllowed(variant, plan, [...path, String(i), 'sellingPlanId'], index, out)) return;
    if (quantity === 0) return;
    if (!sellable(variant)) {
      out.warnings.push(soldOut(variant, index));
      return;
    }
    const attributes = (input.attributes ?? []).map((a) => ({ key: a.key, value: a.value }));
    const key = attributeKey(attributes);
    // The same variant under another plan (or bought once) is another line.
    let line = cart.lines.find((l) => l.variantId === variant.id && attributeKey(l.attributes) === key && (l.sellingPlanId ?? null) === plan);
    if (!line) {
      const id = `gid://shopify/CartLine/${childId(cart, 'line')}?cart=${cart.token}`;
      line = { id, variantId: variant.id, quantity: 0, attributes, sellingPlanId: plan };
      cart.lines.push(line);
    }
    setClamped(line, line.quantity + quantity, variant, index, out);
  });
}

/**
 * cartLinesUpdate: quantity 0 removes the line.
 * @param {Cart} cart
 * @param {readonly { id: string, quantity?: number | null, merchandiseId?: string | null, attributes?: Attribute[] | null, sellingPlanId?: string | null }[]} inputs
 * @param {CatalogIndex} index
 * @param {Outcome} out
 */
export function updateLines(cart, inputs, index, out) {
  inputs.forEach((input, i) => {
    const line = cart.lines.find((l) => l.id === input.id);
    if (!line) {
      unknownLine(['lines', String(i), 'id'], input.id, out);
      return;
    }
    const variant = input.merchandiseId != null ? findVariant(input.merchandiseId, index) : index.variants.get(line.variantId);
    if (!variant) {
      // The same refusal as an add's, with the cart kept: only cartLinesAdd's payload is quoted (above).
      out.userErrors.push({
        field: ['lines', String(i), 'merchandiseId'],
        message: `The merchandise with id ${input.merchandiseId} does not exist.`,
        code: 'INVALID',
      });
      return;
    }
    if (input.quantity != null && input.quantity < 0) {
      out.userErrors.push({ field: ['lines', String(i), 'quantity'], message: 'The quantity must be a positive number.', code: 'INVALID' });
      return;
    }
    // Absent keeps the line's plan; null switches it to one-time purchase.
    const plan = input.sellingPlanId === undefined ? (line.sellingPlanId ?? null) : input.sellingPlanId;
    if (!planAllowed(variant, plan, ['lines', String(i), 'sellingPlanId'], index, out)) return;
    line.sellingPlanId = plan;
    line.variantId = variant.id;
    if (input.attributes != null) line.attributes = input.attributes.map((a) => ({ key: a.key, value: a.value }));
    const wanted = input.quantity ?? line.quantity;
    if (wanted === 0) {
      cart.lines = cart.lines.filter((l) => l !== line);
    } else if (!sellable(variant)) {
      cart.lines = cart.lines.filter((l) => l !== line);
      out.warnings.push(soldOut(variant, index));
    } else {
      setClamped(line, wanted, variant, index, out);
    }
  });
}

/**
 * cartLinesRemove.
 * @param {Cart} cart @param {readonly string[]} lineIds @param {Outcome} out
 */
export function removeLines(cart, lineIds, out) {
  lineIds.forEach((id, i) => {
    if (!cart.lines.some((l) => l.id === id)) unknownLine(['lineIds', String(i)], id, out);
  });
  const remove = new Set(lineIds);
  cart.lines = cart.lines.filter((l) => !remove.has(l.id));
}

/**
 * cartNoteUpdate / cartCreate note.
 * @param {Cart} cart @param {string | null | undefined} note @param {string[]} field @param {Outcome} out
 */
export function setNote(cart, note, field, out) {
  if (note == null) return;
  if (note.length > NOTE_MAX_LENGTH) {
    out.userErrors.push({ field, message: `The note must be at most ${NOTE_MAX_LENGTH} characters long.`, code: 'NOTE_TOO_LONG' });
    return;
  }
  cart.note = note;
}

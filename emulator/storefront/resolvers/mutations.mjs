// @ts-check
// Cart mutations. Each edits a draft copy of the cart; with any user error the draft is dropped and the
// unchanged cart is returned with the errors (no cart for an unknown cart id, or where the refusal is documented with
// none: cart/lines.mjs). Refused before any of this runs (../limits.mjs): any input list over 250 items, which the
// 2025-01 schema states on every list argument ("The input must not contain more than `250` values.": lines, lineIds,
// attributes, discountCodes, giftCardCodes) and the cartLinesAdd / cartLinesUpdate references repeat ("You can add up to
// 250 lines in a single request", "You can update a maximum of 250 lines per request", shopify.dev/docs/api/storefront/
// latest/mutations/cartLinesAdd, …/cartLinesUpdate). Not enforced, for want of a documented number: lines per cart,
// attribute key and value lengths, a discount or gift card code's length or characters.
import { outcome, addLines, updateLines, removeLines, setNote } from '../cart/lines.mjs';
import { applyBuyerIdentity, addAddresses, updateAddresses, removeAddresses } from '../cart/buyer.mjs';
import { priceCart, findGiftCard } from '../cart/pricing.mjs';

/**
 * @typedef {import('./context.mjs').Context} Context
 * @typedef {import('../cart/store.mjs').Cart} Cart
 * @typedef {import('../cart/lines.mjs').Outcome} Outcome
 * @typedef {Record<string, any>} Args
 */

const MISSING_CART = { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' };

/**
 * @param {Context} ctx @param {unknown} cartId @param {(draft: Cart, out: Outcome) => void} edit
 */
function mutate(ctx, cartId, edit) {
  const cart = ctx.carts.find(cartId);
  if (!cart) return { cart: null, userErrors: [MISSING_CART], warnings: [] };
  const draft = structuredClone(cart);
  const out = outcome();
  edit(draft, out);
  if (out.userErrors.length > 0) return { cart: out.cartless ? null : cart, userErrors: out.userErrors, warnings: [] };
  return { cart: ctx.carts.commit(draft), userErrors: [], warnings: out.warnings };
}

/**
 * Discount codes "case-insensitive" (2025-01 schema, CartInput.discountCodes / cartDiscountCodesUpdate): one entry per code
 * whatever its case, blanks dropped. An unknown code is kept and reported `applicable: false`, not refused.
 * @param {readonly string[] | null | undefined} codes
 */
function uniqueCodes(codes) {
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const code of codes ?? []) {
    const trimmed = code.trim();
    if (trimmed && !seen.has(trimmed.toUpperCase())) seen.set(trimmed.toUpperCase(), trimmed);
  }
  return [...seen.values()];
}

/**
 * Adds gift cards by code, "case-insensitive" (2025-01 schema, giftCardCodes); already applied ones are kept; unknown codes
 * are user errors (code INVALID, the schema's generic "The input value is invalid."; the wording is ours, undocumented).
 * @param {Cart} cart @param {readonly string[]} codes @param {string[]} path @param {Outcome} out
 */
function addGiftCards(cart, codes, path, out) {
  codes.forEach((code, i) => {
    const card = findGiftCard(code);
    if (!card) {
      out.userErrors.push({ field: [...path, String(i)], message: 'The gift card code is invalid or has no balance.', code: 'INVALID' });
    } else if (!cart.giftCardCodes.includes(card.code)) {
      cart.giftCardCodes.push(card.code);
    }
  });
}

/** @param {readonly { key: string, value: string }[]} attributes */
const copyAttributes = (attributes) => attributes.map((a) => ({ key: a.key, value: a.value }));

export const mutationResolvers = {
  Mutation: {
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartCreate: (_, a, ctx) => {
      const input = a.input ?? {};
      const cart = ctx.carts.create(input.buyerIdentity?.countryCode ?? ctx.country);
      const out = outcome();
      if (input.buyerIdentity) applyBuyerIdentity(cart, input.buyerIdentity, ['input', 'buyerIdentity'], out);
      if (input.delivery?.addresses) addAddresses(cart, input.delivery.addresses, ['input', 'delivery', 'addresses'], out);
      if (input.lines) addLines(cart, input.lines, ['input', 'lines'], ctx.index, out);
      setNote(cart, input.note, ['input', 'note'], out);
      if (input.attributes) cart.attributes = copyAttributes(input.attributes);
      if (input.discountCodes) cart.discountCodes = uniqueCodes(input.discountCodes);
      if (input.giftCardCodes) addGiftCards(cart, input.giftCardCodes, ['input', 'giftCardCodes'], out);
      if (out.userErrors.length > 0) return { cart: null, userErrors: out.userErrors, warnings: [] };
      ctx.carts.save(cart);
      return { cart, userErrors: [], warnings: out.warnings };
    },
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartLinesAdd: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => addLines(cart, a.lines, ['lines'], ctx.index, out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartLinesUpdate: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => updateLines(cart, a.lines, ctx.index, out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartLinesRemove: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => removeLines(cart, a.lineIds, out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartNoteUpdate: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => setNote(cart, a.note, ['note'], out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartAttributesUpdate: (_, a, ctx) =>
      mutate(ctx, a.cartId, (cart) => {
        cart.attributes = copyAttributes(a.attributes);
      }),
    /**
     * Sets each metafield by its key, leaving the cart's others as they are ("creating new metafields or updating existing
     * ones. Accepts up to 25 metafields per request", cartMetafieldsSet, 2026-04 schema). A key without a namespace is
     * in the app's own ("If omitted, the app-reserved namespace will be used", Cart.metafield). Refusals are
     * MetafieldsSetUserErrors, each naming its element; with any of them nothing is set (the wording is ours).
     * @param {unknown} _ @param {Args} a @param {Context} ctx
     */
    cartMetafieldsSet: (_, a, ctx) => {
      /** @type {{ field: string[], message: string, code: string, elementIndex: number }[]} */
      const userErrors = [];
      /** @type {Array<{ cart: Cart, name: string, metafield: import('../cart/store.mjs').CartMetafield }>} */
      const sets = [];
      /** @type {Array<{ ownerId: string, key: string, type: string, value: string }>} */
      const inputs = a.metafields;
      if (inputs.length > 25)
        userErrors.push({
          field: ['metafields'],
          message: 'At most 25 metafields can be set at a time.',
          code: 'LESS_THAN_OR_EQUAL_TO',
          elementIndex: 0,
        });
      inputs.forEach((input, i) => {
        const cart = ctx.carts.find(input.ownerId);
        const [namespace, key] = input.key.includes('.') ? input.key.split(/\.(.*)/s) : ['$app', input.key];
        const refuse = (/** @type {string} */ field, /** @type {string} */ code, /** @type {string} */ message) =>
          userErrors.push({ field: ['metafields', String(i), field], message, code, elementIndex: i });
        if (!cart) refuse('ownerId', 'INVALID_OWNER', 'The owner ID is invalid.');
        else if (!key || !namespace) refuse('key', 'BLANK', 'The key is blank.');
        else sets.push({ cart, name: `${namespace}.${key}`, metafield: { namespace, key, type: input.type, value: input.value } });
      });
      if (userErrors.length) return { metafields: null, userErrors };
      for (const { cart, name, metafield } of sets) {
        const draft = structuredClone(ctx.carts.find(cart.id) ?? cart);
        draft.metafields = { ...draft.metafields, [name]: metafield };
        ctx.carts.commit(draft);
      }
      return { metafields: sets.map(({ metafield }) => ({ __typename: 'Metafield', ...metafield })), userErrors: [] };
    },
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartBuyerIdentityUpdate: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => applyBuyerIdentity(cart, a.buyerIdentity, ['buyerIdentity'], out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartDiscountCodesUpdate: (_, a, ctx) =>
      mutate(ctx, a.cartId, (cart) => {
        cart.discountCodes = uniqueCodes(a.discountCodes);
      }),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartGiftCardCodesUpdate: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => addGiftCards(cart, a.giftCardCodes, ['giftCardCodes'], out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartGiftCardCodesRemove: (_, a, ctx) =>
      mutate(ctx, a.cartId, (cart, out) => {
        const applied = priceCart(cart, ctx.index).giftCards;
        /** @type {string[]} */
        const ids = a.appliedGiftCardIds;
        ids.forEach((id, i) => {
          if (!applied.some((g) => g.id === id)) {
            out.userErrors.push({
              field: ['appliedGiftCardIds', String(i)],
              message: `The applied gift card with id ${id} does not exist.`,
              code: 'INVALID',
            });
          }
        });
        cart.giftCardCodes = cart.giftCardCodes.filter((code) => !ids.includes(findGiftCard(code)?.id ?? ''));
      }),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartSelectedDeliveryOptionsUpdate: (_, a, ctx) =>
      mutate(ctx, a.cartId, (cart, out) => {
        const p = priceCart(cart, ctx.index);
        const groupId = `gid://shopify/CartDeliveryGroup/1?cart=${cart.token}`;
        a.selectedDeliveryOptions.forEach((/** @type {{ deliveryGroupId: string, deliveryOptionHandle: string }} */ sel, /** @type {number} */ i) => {
          if (!p.address || sel.deliveryGroupId !== groupId) {
            out.userErrors.push({
              field: ['selectedDeliveryOptions', String(i), 'deliveryGroupId'],
              message: 'The delivery group does not exist.',
              code: 'INVALID_DELIVERY_GROUP',
            });
          } else if (!p.options.some((o) => o.handle === sel.deliveryOptionHandle)) {
            out.userErrors.push({
              field: ['selectedDeliveryOptions', String(i), 'deliveryOptionHandle'],
              message: 'The delivery option is not available.',
              code: 'INVALID_DELIVERY_OPTION',
            });
          } else {
            cart.selectedDeliveryOption = sel.deliveryOptionHandle;
          }
        });
      }),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartDeliveryAddressesAdd: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => addAddresses(cart, a.addresses, ['addresses'], out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartDeliveryAddressesUpdate: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => updateAddresses(cart, a.addresses, out)),
    /** @param {unknown} _ @param {Args} a @param {Context} ctx */
    cartDeliveryAddressesRemove: (_, a, ctx) => mutate(ctx, a.cartId, (cart, out) => removeAddresses(cart, a.addressIds, out)),
  },
};

// @ts-check
// Cart arithmetic, in the cart's market currency and integer cents:
//   line subtotal = price × quantity (a line's selling plan sets its price: data/selling-plans.mjs); line total = subtotal − product (line) discounts
//   subtotalAmount = Σ line totals (before taxes and cart-level discounts)
//   order discounts are split across every line (one cart-level allocation per line per code, as Shopify
//   reports them); tax = market rate × (subtotal − order discounts); shipping = selected delivery option
//   totalAmount = subtotal − order discounts + shipping + tax − gift cards used
//   checkoutChargeAmount = subtotalAmount (no deferred payments, per the API's definition)
import { DISCOUNTS, GIFT_CARDS, DELIVERY_OPTIONS } from '../data/shop.mjs';
import { marketFor, convert, allocate, minorUnits } from '../money.mjs';
import { deliveryAddress } from './buyer.mjs';
import { findPlan, planPrice } from '../data/selling-plans.mjs';

/**
 * @typedef {import('./store.mjs').Cart} Cart
 * @typedef {import('../data/catalog.mjs').CatalogIndex} CatalogIndex
 * @typedef {{ targetType: string, allocationMethod: string, targetSelection: string, value: { percentage: number } | { cents: number } }} Application
 * @typedef {{ code: string, cents: number, application: Application }} Allocation
 * @typedef {{ line: import('./store.mjs').Line, variant: import('../data/catalog.mjs').CatalogVariant, unit: number,
 *   plan: import('../data/selling-plans.mjs').PlanDef | undefined,
 *   compareAt: number | null, subtotal: number, total: number, allocations: Allocation[], orderAllocations: Allocation[] }} PricedLine
 */

/** @param {string} code */
export const findGiftCard = (code) => GIFT_CARDS.find((g) => g.code === code.trim().toUpperCase());

/** @type {WeakMap<Cart, { version: number, priced: ReturnType<typeof compute> }>} */
const cache = new WeakMap();

/**
 * Costs of a cart, memoised per cart version (a 600-line cart is priced once per request, not per field).
 * @param {Cart} cart @param {CatalogIndex} index
 */
export function priceCart(cart, index) {
  const hit = cache.get(cart);
  if (hit && hit.version === cart.version) return hit.priced;
  const priced = compute(cart, index);
  cache.set(cart, { version: cart.version, priced });
  return priced;
}

/** @param {Cart} cart @param {CatalogIndex} index */
function compute(cart, index) {
  const market = marketFor(cart.buyer.countryCode);
  const currency = market.currencyCode;
  /** @type {PricedLine[]} */
  const lines = cart.lines.flatMap((line) => {
    const variant = index.variants.get(line.variantId);
    if (!variant) return [];
    const p = /** @type {import('../data/catalog.mjs').Prices} */ (variant.prices[currency]);
    const plan = line.sellingPlanId ? findPlan(index.products.get(variant.productId), line.sellingPlanId) : undefined;
    const unit = plan ? planPrice(p.price, plan, market) : p.price;
    const subtotal = unit * line.quantity;
    return [{ line, variant, plan, unit, compareAt: p.compareAt, subtotal, total: subtotal, allocations: [], orderAllocations: [] }];
  });
  const codes = cart.discountCodes.map((code) => ({ code, def: DISCOUNTS.find((d) => d.code === code.trim().toUpperCase()), applicable: false }));

  for (const entry of codes) {
    const def = entry.def;
    if (!def || def.scope !== 'line') continue;
    const perUnit = convert(def.value, market);
    for (const pl of lines) {
      if (index.products.get(pl.variant.productId)?.handle !== def.productHandle) continue;
      const cents = Math.min(perUnit * pl.line.quantity, pl.total);
      pl.allocations.push({
        code: entry.code,
        cents,
        application: { targetType: 'LINE_ITEM', allocationMethod: 'EACH', targetSelection: 'ENTITLED', value: { cents: perUnit } },
      });
      pl.total -= cents;
      entry.applicable = true;
    }
  }
  const subtotal = lines.reduce((sum, pl) => sum + pl.total, 0);

  let orderDiscount = 0;
  for (const entry of codes) {
    const def = entry.def;
    if (!def || def.scope !== 'order' || lines.length === 0) continue;
    if (def.minimumSubtotal !== undefined && subtotal < convert(def.minimumSubtotal, market)) continue;
    const base = subtotal - orderDiscount;
    const cents = def.kind === 'percentage' ? minorUnits((base * def.value) / 100, market) : Math.min(convert(def.value, market), base);
    const value = def.kind === 'percentage' ? { percentage: def.value } : { cents: convert(def.value, market) };
    const parts = allocate(
      cents,
      lines.map((pl) => pl.total),
    );
    lines.forEach((pl, i) => {
      pl.orderAllocations.push({
        code: entry.code,
        cents: parts[i] ?? 0,
        application: { targetType: 'LINE_ITEM', allocationMethod: 'ACROSS', targetSelection: 'ALL', value },
      });
    });
    orderDiscount += cents;
    entry.applicable = true;
  }

  const address = lines.length > 0 ? deliveryAddress(cart) : null;
  const options = address
    ? DELIVERY_OPTIONS.map((o) => ({ ...o, cents: /** @type {Record<string, number>} */ (o.cost)[currency] ?? convert(o.cost.USD, market) }))
    : [];
  const selected = options.find((o) => o.handle === cart.selectedDeliveryOption) ?? null;
  const shipping = selected?.cents ?? 0;
  const tax = minorUnits((subtotal - orderDiscount) * market.taxRate, market);
  const beforeGiftCards = subtotal - orderDiscount + shipping + tax;

  let remaining = beforeGiftCards;
  const giftCards = cart.giftCardCodes.flatMap((code) => {
    const card = findGiftCard(code);
    if (!card) return [];
    const presentment = Math.min(convert(card.balance, market), remaining);
    remaining -= presentment;
    const used = market.currencyCode === 'USD' ? presentment : Math.min(card.balance, Math.round(presentment / market.rate));
    return [{ id: card.id, lastCharacters: code.slice(-4), usedCents: used, presentmentCents: presentment, balanceCents: card.balance }];
  });

  return {
    market,
    currency,
    lines,
    codes,
    subtotal,
    orderDiscount,
    tax,
    shipping,
    total: remaining,
    checkoutCharge: subtotal,
    giftCards,
    address,
    options,
    selected,
    byLineId: new Map(lines.map((pl) => [pl.line.id, pl])),
  };
}

/** @typedef {ReturnType<typeof compute>} PricedCart */

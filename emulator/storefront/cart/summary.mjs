// @ts-check
// The plain order summary behind the hosted checkout page (`storefront.getCheckout(token).cart`).
// Amounts are Decimal strings as the API writes them, all in `currencyCode`; gift card amounts too.
import { decimal } from '../money.mjs';
import { priceCart } from './pricing.mjs';

/**
 * @typedef {object} CheckoutSummary
 * @property {string} id            the cart's global id
 * @property {string} token
 * @property {string} currencyCode
 * @property {string} countryCode
 * @property {string | null} email
 * @property {string | null} note
 * @property {{ key: string, value: string }[]} attributes
 * @property {number} totalQuantity
 * @property {{ id: string, productTitle: string, variantTitle: string, sku: string, quantity: number,
 *   imagePath: string | null, price: string, compareAtPrice: string | null, subtotal: string, total: string,
 *   discounts: { code: string, amount: string }[] }[]} lines
 * @property {{ code: string, applicable: boolean }[]} discountCodes
 * @property {{ code: string, amount: string }[]} orderDiscounts   cart-level discounts, one entry per code
 * @property {{ id: string, lastCharacters: string, amountUsed: string }[]} giftCards  amountUsed in currencyCode
 * @property {string[] | null} deliveryAddress                       formatted lines
 * @property {{ title: string, amount: string } | null} shipping
 * @property {string} subtotal
 * @property {string} tax
 * @property {string} total          what is left to pay after gift cards
 * @property {string} createdAt
 * @property {string} updatedAt
 */

/**
 * @param {import('./store.mjs').Cart} cart
 * @param {import('../data/catalog.mjs').CatalogIndex} index
 * @returns {CheckoutSummary}
 */
export function checkoutSummary(cart, index) {
  const p = priceCart(cart, index);
  /** @type {Map<string, number>} */
  const orderDiscounts = new Map();
  for (const pl of p.lines) for (const a of pl.orderAllocations) orderDiscounts.set(a.code, (orderDiscounts.get(a.code) ?? 0) + a.cents);
  const a = p.address?.address;
  return {
    id: cart.id, token: cart.token, currencyCode: p.currency, countryCode: cart.buyer.countryCode, email: cart.buyer.email,
    note: cart.note, attributes: cart.attributes.map((x) => ({ ...x })),
    totalQuantity: cart.lines.reduce((sum, l) => sum + l.quantity, 0),
    lines: p.lines.map((pl) => {
      const product = index.products.get(pl.variant.productId);
      const image = pl.variant.imageId ? index.images.get(pl.variant.imageId) : undefined;
      return {
        id: pl.line.id, productTitle: product?.title ?? '', variantTitle: pl.variant.title, sku: pl.variant.sku, quantity: pl.line.quantity,
        imagePath: image ? `/cdn/shop/files/${image.file}.png` : null,
        price: decimal(pl.unit), compareAtPrice: pl.compareAt === null ? null : decimal(pl.compareAt),
        subtotal: decimal(pl.subtotal), total: decimal(pl.total),
        discounts: pl.allocations.map((x) => ({ code: x.code, amount: decimal(x.cents) })),
      };
    }),
    discountCodes: p.codes.map(({ code, applicable }) => ({ code, applicable })),
    orderDiscounts: [...orderDiscounts].map(([code, cents]) => ({ code, amount: decimal(cents) })),
    giftCards: p.giftCards.map((g) => ({ id: g.id, lastCharacters: g.lastCharacters, amountUsed: decimal(g.presentmentCents) })),
    deliveryAddress: a ? [[a.firstName, a.lastName].filter(Boolean).join(' '), a.address1, a.address2, [a.city, a.provinceCode, a.zip].filter(Boolean).join(' '), a.country].filter((x) => typeof x === 'string' && x.length > 0) : null,
    shipping: p.selected ? { title: p.selected.title, amount: decimal(p.selected.cents) } : null,
    subtotal: decimal(p.subtotal), tax: decimal(p.tax), total: decimal(p.total),
    createdAt: cart.createdAt, updatedAt: cart.updatedAt,
  };
}

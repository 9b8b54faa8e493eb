// @ts-check
// Resolvers of Cart and the types under it. A cart is priced once per version (cart/pricing.mjs); the
// resolvers here only turn that result into the schema's shapes.
import { paginate } from '../connection.mjs';
import { money } from '../money.mjs';
import { priceCart } from '../cart/pricing.mjs';
import { formatAddress } from '../cart/address.mjs';
import { inMarket } from './catalog.mjs';
import { allocationView as planAllocation } from './selling-plans.mjs';

/**
 * @typedef {import('./context.mjs').Context} Context
 * @typedef {import('../cart/store.mjs').Cart} Cart
 * @typedef {import('../cart/store.mjs').Address} Address
 * @typedef {import('../cart/pricing.mjs').PricedCart} PricedCart
 * @typedef {import('../cart/pricing.mjs').PricedLine} PricedLine
 * @typedef {import('../cart/pricing.mjs').Allocation} Allocation
 * @typedef {Record<string, any>} Args
 */

/** @param {Allocation} a @param {string} currency */
function allocationView(a, currency) {
  const value =
    'percentage' in a.application.value
      ? { __typename: 'PricingPercentageValue', percentage: a.application.value.percentage }
      : money(a.application.value.cents, currency);
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: a.code,
    discountedAmount: money(a.cents, currency),
    targetType: a.application.targetType,
    discountApplication: { ...a.application, value },
  };
}

/** @param {PricedLine} pl @param {PricedCart} priced */
function lineView(pl, priced) {
  const c = priced.currency;
  return {
    __typename: 'CartLine',
    id: pl.line.id,
    quantity: pl.line.quantity,
    attributes: pl.line.attributes,
    merchandise: inMarket(pl.variant, priced.market),
    cost: {
      amountPerQuantity: money(pl.unit, c),
      compareAtAmountPerQuantity: pl.compareAt === null ? null : money(pl.compareAt, c),
      subtotalAmount: money(pl.subtotal, c),
      totalAmount: money(pl.total, c),
    },
    estimatedCost: {
      amount: money(pl.total, c),
      compareAtAmount: pl.compareAt === null ? null : money(pl.compareAt * pl.line.quantity, c),
      subtotalAmount: money(pl.subtotal, c),
      totalAmount: money(pl.total, c),
    },
    discountAllocations: pl.allocations.map((a) => allocationView(a, c)),
    sellingPlanAllocation: pl.plan ? planAllocation(pl.variant, pl.plan, priced.market) : null,
  };
}

/** @param {Address} a @param {string} id */
function mailingAddress(a, id) {
  return {
    __typename: 'MailingAddress',
    id: `gid://shopify/MailingAddress/${id.slice(id.lastIndexOf('/') + 1)}?model_name=CartDeliveryAddress`,
    ...a,
    countryCodeV2: a.countryCode,
    name: [a.firstName, a.lastName].filter(Boolean).join(' ') || null,
    formattedArea: [a.city, a.provinceCode, a.country].filter(Boolean).join(', ') || null,
    latitude: null,
    longitude: null,
    raw: a,
  };
}

/** @param {PricedCart} priced @param {Cart} cart */
function deliveryGroups(priced, cart) {
  if (!priced.address) return [];
  /** @param {PricedCart['options'][number]} o */
  const option = (o) => ({
    handle: o.handle,
    code: o.code,
    title: o.title,
    description: o.description,
    deliveryMethodType: 'SHIPPING',
    estimatedCost: money(o.cents, priced.currency),
  });
  return [
    {
      id: `gid://shopify/CartDeliveryGroup/1?cart=${cart.token}`,
      groupType: 'ONE_TIME_PURCHASE',
      deliveryAddress: mailingAddress(priced.address.address, priced.address.id),
      deliveryOptions: priced.options.map(option),
      selectedDeliveryOption: priced.selected ? option(priced.selected) : null,
      lines: priced.lines,
      priced,
    },
  ];
}

/** @param {Cart} cart @param {Context} ctx */
const priced = (cart, ctx) => priceCart(cart, ctx.index);

/** @param {Cart} cart @param {Context} ctx */
function cost(cart, ctx) {
  const p = priced(cart, ctx);
  const c = p.currency;
  return {
    subtotalAmount: money(p.subtotal, c),
    subtotalAmountEstimated: false,
    totalAmount: money(p.total, c),
    totalAmountEstimated: false,
    totalTaxAmount: money(p.tax, c),
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
    checkoutChargeAmount: money(p.checkoutCharge, c),
  };
}

/** @param {Cart} cart @param {Args} id */
function cartMetafield(cart, { namespace, key }) {
  const found = cart.metafields?.[`${namespace ?? '$app'}.${key}`];
  return found ? { __typename: 'Metafield', ...found } : null;
}

export const cartResolvers = {
  Cart: {
    /** @param {Cart} cart @param {Args} _ @param {Context} ctx */
    checkoutUrl: (cart, _, ctx) => `${ctx.origin}/checkouts/cn/${cart.token}?key=${cart.key}`,
    /** @param {Cart} cart @param {Args} a */
    attribute: (cart, a) => cart.attributes.find((x) => x.key === a.key) ?? null,
    /** A metafield set by cartMetafieldsSet; no namespace: the app's own. @param {Cart} cart @param {Args} a */
    metafield: (cart, a) => cartMetafield(cart, a),
    /** Each identifier's metafield, or null, in order. @param {Cart} cart @param {Args} a */
    metafields: (cart, a) => a.identifiers.map((/** @type {Args} */ id) => cartMetafield(cart, id)),
    /** @param {Cart} cart */
    totalQuantity: (cart) => cart.lines.reduce((sum, l) => sum + l.quantity, 0),
    /** @param {Cart} cart @param {Args} a @param {Context} ctx */
    lines: (cart, a, ctx) => {
      const p = priced(cart, ctx);
      return mapConnection(
        paginate(p.lines, a, (pl) => pl.line.id, 'lines'),
        (pl) => lineView(pl, p),
      );
    },
    /** @param {Cart} cart @param {Args} _ @param {Context} ctx */
    cost: (cart, _, ctx) => cost(cart, ctx),
    /** @param {Cart} cart @param {Args} _ @param {Context} ctx */
    estimatedCost: (cart, _, ctx) => cost(cart, ctx),
    /** @param {Cart} cart @param {Args} _ @param {Context} ctx */
    discountCodes: (cart, _, ctx) => priced(cart, ctx).codes.map(({ code, applicable }) => ({ code, applicable })),
    /** @param {Cart} cart @param {Args} _ @param {Context} ctx */
    discountAllocations: (cart, _, ctx) => {
      const p = priced(cart, ctx);
      return p.lines.flatMap((pl) => pl.orderAllocations).map((a) => allocationView(a, p.currency));
    },
    /** @param {Cart} cart @param {Args} _ @param {Context} ctx */
    appliedGiftCards: (cart, _, ctx) => {
      const p = priced(cart, ctx);
      return p.giftCards.map((g) => ({
        id: g.id,
        lastCharacters: g.lastCharacters,
        amountUsed: money(g.usedCents, 'USD'),
        amountUsedV2: money(g.usedCents, 'USD'),
        balance: money(g.balanceCents, 'USD'),
        balanceV2: money(g.balanceCents, 'USD'),
        presentmentAmountUsed: money(g.presentmentCents, p.currency),
      }));
    },
    /** @param {Cart} cart */
    buyerIdentity: (cart) => ({
      countryCode: cart.buyer.countryCode,
      email: cart.buyer.email,
      phone: cart.buyer.phone,
      customer: null,
      purchasingCompany: null,
      preferences: cart.buyer.preferences,
      deliveryAddressPreferences: cart.addresses.map((a) => mailingAddress(a.address, a.id)),
    }),
    /** @param {Cart} cart @param {Args} a @param {Context} ctx */
    deliveryGroups: (cart, a, ctx) => paginate(deliveryGroups(priced(cart, ctx), cart), a, (g) => g.id, 'deliveryGroups'),
    /** @param {Cart} cart */
    delivery: (cart) => ({ cart }),
  },
  CartDelivery: {
    /** @param {{ cart: Cart }} d @param {Args} a */
    addresses: (d, a) =>
      d.cart.addresses
        .filter((x) => !a.selected || x.selected)
        .map((x) => ({
          id: x.id,
          selected: x.selected,
          oneTimeUse: x.oneTimeUse,
          address: { ...mailingAddress(x.address, x.id), __typename: 'CartDeliveryAddress', countryCode: x.address.countryCode },
        })),
  },
  CartDeliveryGroup: {
    /** @param {{ lines: PricedLine[], priced: PricedCart }} g @param {Args} a */
    cartLines: (g, a) =>
      mapConnection(
        paginate(g.lines, a, (pl) => pl.line.id, 'cartLines'),
        (pl) => lineView(pl, g.priced),
      ),
  },
  MailingAddress: {
    /** @param {{ raw: Address }} m @param {Args} a */
    formatted: (m, a) => formatAddress(m.raw, a),
  },
  CartDeliveryAddress: {
    /** @param {{ raw: Address }} m @param {Args} a */
    formatted: (m, a) => formatAddress(m.raw, a),
  },
  CartLine: {
    /** @param {{ attributes: { key: string }[] }} line @param {Args} a */
    attribute: (line, a) => line.attributes.find((x) => x.key === a.key) ?? null,
  },
};

/**
 * @template T, U
 * @param {{ edges: { cursor: string, node: T }[], nodes: T[], pageInfo: object }} page
 * @param {(node: T) => U} fn
 */
function mapConnection(page, fn) {
  const edges = page.edges.map((e) => ({ cursor: e.cursor, node: fn(e.node) }));
  return { edges, nodes: edges.map((e) => e.node), pageInfo: page.pageInfo };
}

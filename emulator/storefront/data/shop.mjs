// @ts-check
// Shop information, policies, discount codes, gift cards and shipping rates of the demo shop.

export const SHOP = {
  id: 'gid://shopify/Shop/1000',
  name: 'ShopEmbed Demo Supply Co.',
  description: 'Apparel, home goods and freshly roasted coffee: the ShopEmbed demo shop.',
  moneyFormat: '${{amount}}',
  currencyCode: 'USD',
  countryCode: 'US',
  enabledPresentmentCurrencies: ['USD', 'CAD', 'GBP', 'EUR', 'JPY', 'AED'],
  acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
  shipsToCountries: ['US', 'CA', 'GB', 'DE', 'JP', 'AE'],
};

/** The three policies; `url` is made from the request origin and the handle. */
export const POLICIES = {
  privacyPolicy: {
    id: 'gid://shopify/ShopPolicy/3001',
    handle: 'privacy-policy',
    title: 'Privacy policy',
    body: '<p>We collect only what we need to fulfil your order: your name, contact details and delivery address.</p><p>We never sell your data.</p>',
  },
  termsOfService: {
    id: 'gid://shopify/ShopPolicy/3002',
    handle: 'terms-of-service',
    title: 'Terms of service',
    body: '<p>By placing an order you agree to these terms.</p><p>Prices are shown in your local currency and include no duties.</p>',
  },
  refundPolicy: {
    id: 'gid://shopify/ShopPolicy/3003',
    handle: 'refund-policy',
    title: 'Refund policy',
    body: '<p>Unused items can be returned within <strong>30 days</strong> for a full refund.</p><p>Opened coffee cannot be returned.</p>',
  },
};

/**
 * @typedef {object} DiscountDef
 * @property {string} code
 * @property {'percentage' | 'fixed'} kind
 * @property {number} value                 percent, or USD cents (converted per market)
 * @property {'order' | 'line'} scope       order: split across all lines; line: each entitled unit
 * @property {string} [productHandle]       line discounts only apply to this product
 * @property {number} [minimumSubtotal]     USD cents, converted per market
 */

/** @type {DiscountDef[]} */
export const DISCOUNTS = [
  { code: 'WELCOME10', kind: 'percentage', value: 10, scope: 'order' },
  { code: 'MUG5', kind: 'fixed', value: 500, scope: 'line', productHandle: 'stoneware-mug' },
  { code: 'BIG20', kind: 'fixed', value: 2000, scope: 'order', minimumSubtotal: 20000 },
];

/** Gift cards by code; balances in the shop currency (USD cents). */
export const GIFT_CARDS = [
  { code: 'GIFT-50-ABCD', id: 'gid://shopify/AppliedGiftCard/4001', balance: 5000 },
  { code: 'GIFT-10-WXYZ', id: 'gid://shopify/AppliedGiftCard/4002', balance: 1000 },
  { code: 'GIFT-200-BIGG', id: 'gid://shopify/AppliedGiftCard/4003', balance: 20000 },
];

/** Shipping rates per market currency (hundredths of its unit). */
export const DELIVERY_OPTIONS = [
  {
    handle: 'standard-shipping',
    code: 'Standard',
    title: 'Standard',
    description: '3 to 5 business days',
    cost: { USD: 500, CAD: 900, GBP: 450, EUR: 500, JPY: 80000, AED: 1800 },
  },
  {
    handle: 'express-shipping',
    code: 'Express',
    title: 'Express',
    description: '1 to 2 business days',
    cost: { USD: 1500, CAD: 2200, GBP: 1200, EUR: 1500, JPY: 200000, AED: 5500 },
  },
];

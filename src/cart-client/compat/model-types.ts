// The GraphQL model metadata shopify-buy 3.x carries on its objects (`type`: name, kind, field types, whether it is a
// Node): code written against the SDK reads it, e.g. `discountApplications[i].type.name` or `value.type.name` to tell a
// percentage from a fixed amount. The values are the SDK's (its types bundle and its cart-to-checkout mapper).

export interface ModelType {
  name: string;
  kind: 'OBJECT';
  fieldBaseTypes: Readonly<Record<string, string>>;
  implementsNode: boolean;
}

const model = (name: string, implementsNode: boolean, fieldBaseTypes: Record<string, string>): ModelType =>
  Object.freeze({ name, kind: 'OBJECT', fieldBaseTypes: Object.freeze(fieldBaseTypes), implementsNode });

/** A fixed discount value. */
export const MONEY_V2 = model('MoneyV2', false, { amount: 'Decimal', currencyCode: 'CurrencyCode' });
/** A percentage discount value. */
export const PRICING_PERCENTAGE_VALUE = model('PricingPercentageValue', false, { percentage: 'Float' });

/** A discount application named by its code or, for an automatic one, its title (the SDK's two shapes). */
export const CODE_DISCOUNT_APPLICATION = model('DiscountApplication', false, { applicable: 'Boolean', code: 'String' });
export const TITLED_DISCOUNT_APPLICATION = model('DiscountApplication', false, { applicable: 'Boolean', title: 'String' });

export const DISCOUNT_ALLOCATION = model('DiscountAllocation', false, { allocatedAmount: 'MoneyV2', discountApplication: 'DiscountApplication' });

export const CHECKOUT_LINE_ITEM = model('CheckoutLineItem', true, {
  customAttributes: 'Attribute',
  discountAllocations: 'Object[]',
  id: 'ID',
  quantity: 'Int',
  title: 'String',
  variant: 'Merchandise',
});

export const PRODUCT_VARIANT = model('ProductVariant', true, {
  availableForSale: 'Boolean',
  compareAtPrice: 'MoneyV2',
  id: 'ID',
  image: 'Image',
  price: 'MoneyV2',
  product: 'Product',
  selectedOptions: 'SelectedOption',
  sku: 'String',
  title: 'String',
  unitPrice: 'MoneyV2',
  unitPriceMeasurement: 'UnitPriceMeasurement',
  weight: 'Float',
});

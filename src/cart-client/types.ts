// Result shapes of our documents. Connections are flattened to arrays after every page has been fetched.

export interface Money {
  /** A Decimal as the API writes it: `"10.0"`, `"12.5"`, `"12.55"`. */
  amount: string;
  currencyCode: string;
}
export interface Image {
  id: string | null;
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}
export interface SelectedOption {
  name: string;
  value: string;
}
export interface UnitPriceMeasurement {
  measuredType: string | null;
  quantityUnit: string | null;
  quantityValue: number;
  referenceUnit: string | null;
  referenceValue: number;
}
export interface Variant {
  id: string;
  title: string;
  sku: string | null;
  availableForSale: boolean;
  weight: number | null;
  weightUnit: string;
  price: Money;
  compareAtPrice: Money | null;
  unitPrice: Money | null;
  unitPriceMeasurement: UnitPriceMeasurement | null;
  image: Image | null;
  selectedOptions: SelectedOption[];
}
export interface ProductOption {
  id: string;
  name: string;
  optionValues: Array<{ name: string; swatch: { color: string | null } | null }>;
}
export interface Product {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  description: string;
  descriptionHtml: string;
  availableForSale: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  onlineStoreUrl: string | null;
  tags: string[];
  options: ProductOption[];
  images: Image[];
  variants: Variant[];
}
export interface Collection {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  updatedAt: string;
  image: Image | null;
}
export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}
export interface ProductPage {
  products: Product[];
  pageInfo: PageInfo;
}
export interface CollectionWithProducts extends Collection, ProductPage {}

export interface Attribute {
  key: string;
  value: string | null;
}
export interface DiscountAllocation {
  discountedAmount: Money;
  targetType: string;
  discountApplication: {
    targetType: string;
    allocationMethod: string;
    targetSelection: string;
    value: { percentage: number } | Money;
  };
  code?: string;
  title?: string;
}
export interface CartLine {
  id: string;
  quantity: number;
  attributes: Attribute[];
  cost: { totalAmount: Money; subtotalAmount: Money; amountPerQuantity: Money; compareAtAmountPerQuantity: Money | null };
  discountAllocations: DiscountAllocation[];
  merchandise: {
    id: string;
    title: string;
    sku: string | null;
    availableForSale: boolean;
    weight: number | null;
    image: Image | null;
    product: { id: string; handle: string; title: string };
    selectedOptions: SelectedOption[];
    price: Money;
    compareAtPrice: Money | null;
    unitPrice: Money | null;
    unitPriceMeasurement: UnitPriceMeasurement | null;
  };
}
export interface MailingAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  company: string | null;
  country: string | null;
  countryCodeV2: string | null;
  firstName: string | null;
  lastName: string | null;
  formatted: string[];
  formattedArea: string | null;
  latitude: number | null;
  longitude: number | null;
  name: string | null;
  phone: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
}
export interface CartDeliveryAddress extends Omit<MailingAddress, 'country' | 'countryCodeV2' | 'province'> {
  countryCode: string | null;
}
export interface DeliveryOption {
  code: string | null;
  deliveryMethodType: string;
  description: string | null;
  estimatedCost: Money;
  handle: string;
  title: string | null;
}
export interface DeliveryGroup {
  id: string;
  deliveryAddress: MailingAddress;
  deliveryOptions: DeliveryOption[];
  selectedDeliveryOption: DeliveryOption | null;
  /** Ids of the lines in this group. */
  cartLines: string[];
}
export interface AppliedGiftCard {
  id: string;
  lastCharacters: string;
  amountUsed: Money;
  balance: Money;
  presentmentAmountUsed: Money;
}
export interface Cart {
  id: string;
  createdAt: string;
  updatedAt: string;
  checkoutUrl: string;
  note: string | null;
  totalQuantity: number;
  attributes: Attribute[];
  discountCodes: Array<{ code: string; applicable: boolean }>;
  discountAllocations: DiscountAllocation[];
  appliedGiftCards: AppliedGiftCard[];
  buyerIdentity: {
    countryCode: string | null;
    email: string | null;
    phone: string | null;
    customer: { email: string | null } | null;
    preferences: {
      delivery: {
        deliveryMethod: string[];
        pickupHandle: string[];
        coordinates: { latitude: number; longitude: number; countryCode: string } | null;
      } | null;
      wallet: string[] | null;
    } | null;
  };
  delivery: { addresses: Array<{ id: string; selected: boolean; oneTimeUse: boolean; address: CartDeliveryAddress }> };
  deliveryGroups: DeliveryGroup[];
  cost: {
    checkoutChargeAmount: Money;
    totalAmount: Money;
    subtotalAmount: Money;
    totalTaxAmount: Money | null;
    totalDutyAmount: Money | null;
  };
  lines: CartLine[];
}

/** Shopify's native CartErrorCode values (e.g. `INVALID_MERCHANDISE_LINE`, `NOTE_TOO_LONG`). */
export interface CartUserError {
  field: string[] | null;
  message: string;
  code: string | null;
}
/** Shopify's native CartWarningCode values (e.g. `MERCHANDISE_NOT_ENOUGH_STOCK`). */
export interface CartWarning {
  code: string;
  message: string;
  target: string;
}
/** What every cart mutation resolves with: errors the shop reports about the input are data, not exceptions. */
export interface CartResult {
  cart: Cart | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number;
  attributes?: Attribute[];
  sellingPlanId?: string;
}
export interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string;
  quantity?: number;
  attributes?: Attribute[];
  sellingPlanId?: string;
}
export interface CartBuyerIdentityInput {
  email?: string;
  phone?: string;
  countryCode?: string;
  customerAccessToken?: string;
  companyLocationId?: string;
  preferences?: Record<string, unknown>;
}
export interface CartAddressInput {
  address1?: string;
  address2?: string;
  city?: string;
  company?: string;
  countryCode?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  provinceCode?: string;
  zip?: string;
}
export interface CartInput {
  lines?: CartLineInput[];
  note?: string;
  attributes?: Attribute[];
  buyerIdentity?: CartBuyerIdentityInput;
  discountCodes?: string[];
  giftCardCodes?: string[];
}
export interface OperationOptions {
  signal?: AbortSignal;
}

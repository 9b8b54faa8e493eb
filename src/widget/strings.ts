import type { cartStrings } from './cart/strings';

/**
 * Every word the first script's widgets show or announce, in one flat object so the mount layer can merge a site owner's
 * overrides with a plain spread (`{ ...defaultStrings, ...overrides }`). The cart drawer's words (`cartStrings`) come
 * with the cart chunk, which puts them under these; so do the sentences for Shopify's cart codes, said only after a cart
 * action. `{name}` placeholders are filled by `interpolate`.
 */
export const defaultStrings = {
  // Product card
  addToCart: 'Add to cart',
  adding: 'Adding…',
  added: 'Added to your cart.',
  soldOut: 'Sold out',
  unavailable: 'Unavailable',
  optionSoldOut: '{value}, sold out',
  optionUnavailable: '{value}, unavailable',
  chooseOption: 'Choose {name}',
  byVendor: 'By {vendor}',
  loading: 'Loading…',
  productUnavailable: 'This product is unavailable.',
  productLoadError: 'This product could not be loaded.',
  retry: 'Try again',
  chooseOptions: 'Choose options',
  hideOptions: 'Hide options',
  quickAdd: 'Add to cart: {title}',
  // Price
  price: 'Price',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  unitPrice: 'Unit price',
  unitPricePer: '{price} / {unit}',
  fromPrice: 'From {price}',
  // Quantity
  quantity: 'Quantity',
  increaseQuantity: 'Increase quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantityOf: 'Increase quantity of {title}',
  decreaseQuantityOf: 'Decrease quantity of {title}',
  // Carousel
  images: '{title} images',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: 'Show image {n}',
  imageOf: 'Image {n} of {count}',
  slide: 'slide',
  carousel: 'carousel',
  // Collection and recommendations
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  moreLoaded: '{count} more products loaded',
  collectionEmpty: 'No products in this collection yet.',
  collectionUnavailable: 'This collection is unavailable.',
  recommendations: 'You may also like',
  // Policies
  policies: 'Shop policies',
  // Cart toggle
  cart: 'Cart',
  cartEmpty: 'Cart, empty',
  cartOne: 'Cart, 1 item',
  cartMany: 'Cart, {count} items',
  cartUpdating: 'Updating cart…',
  CART_UNAVAILABLE: 'The cart could not be loaded. Check your connection and try again.',
  // Errors
  widgetError: 'Something went wrong here.',
  genericError: 'Something went wrong. Please try again.',
};

/** Every key a widget may ask for: the first script's and the cart chunk's. */
export type StringKey = keyof typeof defaultStrings | keyof typeof cartStrings;
export type WidgetStrings = { [K in StringKey]: string } & { readonly [code: string]: string | undefined };

/**
 * Fills `{name}` placeholders; unknown names stay as written so a missing value is visible, not silently empty.
 *
 * @example
 * interpolate('Image {n} of {count}', { n: 2, count: 5 }); // 'Image 2 of 5'
 */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

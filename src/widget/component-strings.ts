// The words only the components say, so the first script does not carry them: a card's while its product loads or cannot
// be shown, and after an add (the first paint draws a loaded product only, and the components answer its adds), the plan
// prompt (a product with selling plans is theirs to draw), the Buy now label (so is a Buy now card), and what a widget says when it cannot be drawn (the first
// paint leaves such a host to them). With the first paint's own words they make `defaultStrings` (default-strings.ts).
export const componentStrings = {
  // Product card: states the first paint never draws
  added: 'Added to your cart.',
  loading: 'Loading…',
  productUnavailable: 'This product is unavailable.',
  productLoadError: 'This product could not be loaded.',
  retry: 'Try again',
  choosePlan: 'Choose a purchase option first.',
  // A card with data-shop-buy-now: the components draw it (the first paint leaves it to them)
  buyNow: 'Buy now',
  // A widget that cannot be drawn
  widgetError: 'Something went wrong here.',
  // No token, a refused token, no shop at the domain: the site owner's to fix (the console says how), so no Try again.
  shopNotSetUp: 'This shop isn’t set up yet.',
  catalogUnavailable: 'This part of the shop could not be loaded. Check your connection and try again.',
  genericError: 'Something went wrong. Please try again.',
};

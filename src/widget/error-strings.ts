// The sentences a widget says when it cannot be drawn: said by the components (the first paint leaves such a host to them),
// so the first script does not carry them. With the first paint's own words they make `defaultStrings` (default-strings.ts).
export const errorStrings = {
  widgetError: 'Something went wrong here.',
  // No token, a refused token, no shop at the domain: the site owner's to fix (the console says how), so no Try again.
  shopNotSetUp: 'This shop isn’t set up yet.',
  catalogUnavailable: 'This part of the shop could not be loaded. Check your connection and try again.',
  genericError: 'Something went wrong. Please try again.',
};

/** A card's Buy now label: the components draw such a card (the first paint leaves it to them too), so it comes with them. */
export const buyNowLabel = { buyNow: 'Buy now' };

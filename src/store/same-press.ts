/**
 * How long after a checkout was handed over another press is still the same one: a hand-over that left this tab here (a
 * new tab, a listener that kept the shopper) or a page still on its way out. The cart's checkout (src/mount/runtime.ts)
 * and Buy now (src/scripts/buy-now) both keep it.
 */
export const SAME_PRESS_MS = 1000;

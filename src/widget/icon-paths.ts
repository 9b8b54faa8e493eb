/** The cart toggle's bag, also drawn by the first paint's toggle (widget/card/paint-toggle.ts), which has no JSX. */
export const BAG_PATH = 'M6 7h12l1 13H5L6 7zm3 0V6a3 3 0 0 1 6 0v1';

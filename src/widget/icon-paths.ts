/** The cart toggle's bag, drawn by the toggle's one view (widget/card/view-toggle.ts), which the first paint draws too. */
export const BAG_PATH = 'M6 7h12l1 13H5L6 7zm3 0V6a3 3 0 0 1 6 0v1';

/** The scoping class of `styles.css` (the `<div>` around every component): its rules reach only elements under it. */
export const FRAME_CLASS = 'shop-embed-react';

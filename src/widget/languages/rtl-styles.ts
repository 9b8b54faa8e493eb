// What a right-to-left pack adds to the widgets' shared stylesheet. Flex rows, grids and text already follow `dir="rtl"`
// (the mount layer puts it on every widget's host): the quantity stepper's − and +, a price and its old price, a line's
// parts all mirror by themselves. These are the rules written for one side: the drawer (it opens from the left and slides in
// from there, its shadow on its right), the carousel's arrows (swapped and pointing the other way) and the skip links (the
// select's caret and a description's list indent are written with logical properties, so they need nothing here). They ride with the pack, so a left-to-right page carries none of them.
export const rtlStyles = `
:host([dir=rtl]) .drawer{inset:0 auto 0 0;box-shadow:8px 0 32px rgba(0,0,0,.18)}
:host([dir=rtl]) .drawer[open]{animation-name:shop-embed-slide-rtl}
@keyframes shop-embed-slide-rtl{from{transform:translateX(-100%)}}
:host([dir=rtl]) .arrow.prev{left:auto;right:.5em}:host([dir=rtl]) .arrow.next{right:auto;left:.5em}
:host([dir=rtl]) .arrow.prev:before{transform:translateX(-.16em) rotate(-135deg)}:host([dir=rtl]) .arrow.next:before{transform:translateX(.16em) rotate(45deg)}
:host([dir=rtl]) .skip-links a{left:auto;right:8px}
`;

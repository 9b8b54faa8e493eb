// Small inline SVG icons (no network, nothing for a strict CSP to block); decorative, hidden from assistive technology.
export const svg = (d: string) => () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

/** Also drawn by the first paint's cart toggle (mount/first-paint/toggle.ts). */
export const BAG_PATH = 'M6 7h12l1 13H5L6 7zm3 0V6a3 3 0 0 1 6 0v1';
export const BagIcon = svg(BAG_PATH);

// Small inline SVG icons (no network, nothing for a strict CSP to block); decorative, hidden from assistive technology.
export const svg = (d: string) => () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

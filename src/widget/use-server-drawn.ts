/**
 * Whether a component's elements are the server's, to be taken over as they are: `painted`, as a card `src/server` drew
 * says through `PaintedContext`'s `shown` (the script's components hydrate nothing else). `shop-embed/react` has its own
 * version (src/react/use-server-drawn.ts, put in place of this one as src/react/use-dom-id.ts is): React's hydration too.
 */
export const useServerDrawn = (painted: boolean): boolean => painted;

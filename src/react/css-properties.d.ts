// React's style objects name only the standard properties; the widgets also set `--shop-embed-*` custom properties
// (a swatch's colour), which React applies with `style.setProperty`. (preact's types already take them.)
import 'react';

declare module 'react' {
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}

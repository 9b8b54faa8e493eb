// A CommonJS project's `import type {} from 'shop-embed/jsx/react'` (moduleResolution node16): the typings of react.d.ts,
// read as the ES module they are (the package is "type": "module").
import type {} from './react.js' with { 'resolution-mode': 'import' };

// A CommonJS project's `import type {} from 'shop-embed/jsx/preact'` (moduleResolution node16): the typings of preact.d.ts,
// read as the ES module they are (the package is "type": "module").
import type {} from './preact.js' with { 'resolution-mode': 'import' };
